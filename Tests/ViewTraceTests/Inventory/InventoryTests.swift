import Testing

@testable import ViewTrace

/// The documented View methods that compile against ViewTrace
/// (Inventory/coverage.py, docs/coverage.md): their probes are built with
/// this target, so one that stops compiling fails the build, and applied
/// together to a screen they render without a crash or a warning the engine
/// cannot explain.
@MainActor
@Suite struct InventoryTests {
  struct ProbeScreen: View {
    var body: some View {
      NavigationStack {
        VStack {
          ForEach(Array(inventoryProbes(Text("probe")).enumerated()), id: \.offset) { probe in
            AnyView(probe.element)
          }
        }
      }
    }
  }

  @Test func everyCompiledProbeRenders() throws {
    let probes = inventoryProbes(Text("probe"))
    #expect(probes.count >= 282)
    let trace = try Scenario("inventory", typeNamesRelativeTo: InventoryTests.self, root: { ProbeScreen() }) {}.run()
    let rows = trace.nodes.filter { $0.parent == "ProbeScreen/NavigationStack/VStack" }
    #expect(rows.count == probes.count)
    let unexpected = trace.frames[0].warnings.filter { ![.geometryNotSimulated, .presentationConflict].contains($0.kind) }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
  }
}
