import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 01: first appearance prints `@identity` and the `_x` list only for a view
// with dynamic properties; the name carries the enclosing type.
// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/View/Debug/
// ChangedBodyPropertyCompatibilityTests.swift (Kyle-Ye, 2025-07 .. 2026-06), an
// assertion on `Self._logChanges()` run against Apple's SwiftUI (iOS 18.5
// simulator and macOS, Xcode 26.6).
// The views are declared inside the test methods, as in the source, so they print
// as `ChangedBodyPropertyCompatibilityTests.ContentView` (relative to the corpus's
// namespace, `FidelityCorpus`).
// Dropped: `let _ = Self._logChanges()` (the engine records a line for every
// view), the hosting controller and `triggerLayout()` (frame 0 is the first update).

extension FidelityCorpus {
  @MainActor @Suite struct ChangedBodyPropertyCompatibilityTests {
    @Test func zeroPropertyView() throws {
      struct ContentView: View {
        var body: some View {
          AnyView(EmptyView())
        }
      }
      let t = try Scenario("case-01", typeNamesRelativeTo: FidelityCorpus.self, root: { ContentView() }) {}.run()
      #expect(t.frames[0].printChanges == ["ChangedBodyPropertyCompatibilityTests.ContentView: @self changed."])
    }

    @Test func propertyView() throws {
      struct ContentView: View {
        var name = ""
        var body: some View { AnyView(EmptyView()) }
      }
      let t = try Scenario("case-01", typeNamesRelativeTo: FidelityCorpus.self, root: { ContentView() }) {}.run()
      #expect(t.frames[0].printChanges == ["ChangedBodyPropertyCompatibilityTests.ContentView: @self changed."])
    }

    @Test func statePropertyView() throws {
      struct ContentView: View {
        @State private var name = ""
        var body: some View { AnyView(EmptyView()) }
      }
      let t = try Scenario("case-01", typeNamesRelativeTo: FidelityCorpus.self, root: { ContentView() }) {}.run()
      #expect(
        t.frames[0].printChanges == [
          "ChangedBodyPropertyCompatibilityTests.ContentView: @self, @identity, _name changed."
        ])
    }
  }
}
