import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// The documented View methods that compile against ViewTrace
/// (Inventory/coverage.py, docs/coverage.md): their probes are built with
/// this target, so one that stops compiling fails the build, and applied
/// together to a screen they render without a crash or a warning the engine
/// cannot explain.
@MainActor
@Suite struct InventoryTests {
  struct ProbeScreen: View {
    var deprecated = false
    var body: some View {
      NavigationStack {
        VStack {
          ForEach(Array(InventoryTests.probes(deprecated).enumerated()), id: \.offset) { probe in
            AnyView(probe.element)
          }
        }
      }
    }
  }

  /// The inventory's probes, or its deprecated forms' (`inventoryDeprecatedProbes`), applied to a Text.
  static func probes(_ deprecated: Bool) -> [any View] {
    deprecated ? inventoryDeprecatedProbes(Text("probe")) : inventoryProbes(Text("probe"))
  }

  @Test func everyCompiledProbeRenders() throws {
    let probes = inventoryProbes(Text("probe"))
    #expect(probes.count >= 544)
    let trace = try Scenario("inventory", typeNamesRelativeTo: InventoryTests.self, root: { ProbeScreen() }) {}.run()
    let rows = trace.nodes.filter { $0.parent == "ProbeScreen/NavigationStack/VStack" }
    #expect(rows.count == probes.count)
    // The assigned-document actions (iOS 26) are recorded and said not to be simulated: no step submits one.
    let unexpected = trace.frames[0].warnings.filter {
      ![.geometryNotSimulated, .presentationConflict].contains($0.kind)
        && !($0.kind == .notSimulated && $0.message.hasPrefix(".onAssignedDocument"))
    }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
  }

  struct InitializerScreen: View {
    var body: some View {
      NavigationStack {
        VStack {
          ForEach(Array(initializerProbes().enumerated()), id: \.offset) { probe in
            AnyView(probe.element)
          }
        }
      }
    }
  }

  /// The documented initializers of the common views that compile (Inventory/initializers.py,
  /// docs/initializer-coverage.md): every view they make is placed (a node of its own) and the
  /// screen renders with no warning the engine cannot explain.
  @Test func everyCompiledInitializerProbeRenders() throws {
    let probes = initializerProbes()
    #expect(probes.count + initializerValueProbes().count >= 265)
    let trace = try Scenario("initializers", typeNamesRelativeTo: InventoryTests.self, root: { InitializerScreen() }) {}
      .run()
    // Each probe is a row of the ForEach (`…/VStack/Text#12`, `…/VStack/Text#45#1` for a ForEach
    // probe's row); an EmptyView makes no node.
    let stack = "InitializerScreen/NavigationStack/VStack/"
    let placed = Set(
      trace.nodes.compactMap { node -> Int? in
        guard node.id.hasPrefix(stack), let first = node.id.dropFirst(stack.count).split(separator: "/").first,
          let mark = first.firstIndex(of: "#")
        else { return nil }
        return Int(first[first.index(after: mark)...].prefix { $0.isNumber })
      })
    let expected = Set(probes.indices.filter { !(probes[$0] is EmptyView) })
    #expect(expected.subtracting(placed).isEmpty, "probes that made no node: \(expected.subtracting(placed).sorted())")
    // The assigned-document actions (iOS 26) are recorded and said not to be simulated: no step submits one.
    let unexpected = trace.frames[0].warnings.filter {
      ![.geometryNotSimulated, .presentationConflict].contains($0.kind)
        && !($0.kind == .notSimulated && $0.message.hasPrefix(".onAssignedDocument"))
    }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
  }

  /// The deprecated forms still available on iOS that compile (`foregroundColor`,
  /// `navigationBarTitle`, `alert(isPresented:content:)`, ...), counted apart: they render too.
  @Test func everyCompiledDeprecatedProbeRenders() throws {
    let probes = inventoryDeprecatedProbes(Text("probe"))
    #expect(probes.count >= 30)
    let trace = try Scenario("deprecated", typeNamesRelativeTo: InventoryTests.self, root: { ProbeScreen(deprecated: true) }) {}
      .run()
    let rows = trace.nodes.filter { $0.parent == "ProbeScreen/NavigationStack/VStack" }
    #expect(rows.count == probes.count)
    // The assigned-document actions (iOS 26) are recorded and said not to be simulated: no step submits one.
    let unexpected = trace.frames[0].warnings.filter {
      ![.geometryNotSimulated, .presentationConflict].contains($0.kind)
        && !($0.kind == .notSimulated && $0.message.hasPrefix(".onAssignedDocument"))
    }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
  }

  struct OneProbe: View {
    let index: Int
    var deprecated = false
    var body: some View {
      NavigationStack {
        ForEach(Array(InventoryTests.probes(deprecated).enumerated()).filter { $0.offset == index }, id: \.offset) { probe in
          AnyView(probe.element)
        }
      }
    }
  }

  /// Nothing is silently dropped: each probe of a recorded method, alone,
  /// leaves a mark on the view it modifies (a recorded modifier, or views of
  /// its own, such as a toolbar, next to it). Simulated methods (gestures,
  /// `onReceive`, `refreshable`, ...) act when a step triggers them.
  @Test(arguments: [false, true]) func everyCompiledProbeLeavesAMark(deprecated: Bool) throws {
    var unmarked: [Int] = []
    let simulated = deprecated ? inventoryDeprecatedSimulatedProbes : inventorySimulatedProbes
    for index in Self.probes(deprecated).indices where !simulated.contains(index) {
      let trace = try Scenario("probe", typeNamesRelativeTo: InventoryTests.self, root: {
        OneProbe(index: index, deprecated: deprecated)
      }) {}.run()
      // The stack's own path node is always there; what the probe made is below or beside the Text.
      let nodes = trace.nodes.filter {
        $0.id.hasPrefix("OneProbe/NavigationStack/") && $0.id != "OneProbe/NavigationStack/NavigationPath@path"
      }
      let marked = nodes.count > 1 || nodes.contains { !$0.modifiers.isEmpty } || !trace.frames[0].actions.isEmpty
      if !marked { unmarked.append(index) }
    }
    #expect(unmarked.isEmpty, "probes that leave no mark (deprecated: \(deprecated)): \(unmarked)")
    // The check itself: a Text with no modifier leaves none.
    let plain = try Scenario("plain", typeNamesRelativeTo: InventoryTests.self, root: { NavigationStack { Text("probe") } }) {}.run()
    let plainNodes = plain.nodes.filter { $0.id.hasPrefix("NavigationStack/") && !$0.id.hasSuffix("NavigationPath@path") }
    #expect(plainNodes.count == 1 && plainNodes.allSatisfy { $0.modifiers.isEmpty }, "\(plainNodes.map(\.id))")
  }
}
