import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 22: `.task` runs once when its view appears; `.task(id:)` once on appearing and once
// more for each change of its id (two runs for one change).
// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
// TaskModifierCompatibilityTests.swift (Kyle-Ye, snapshot 2026-08),
// https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/main/Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/TaskModifierCompatibilityTests.swift,
// asserted against Apple's SwiftUI (iOS 18.5 simulator and macOS, Xcode 26.6):
// `confirmation(expectedCount: 2)` for `.task(id: value)`, `expectedCount: 1` for `.task`.
// Changes for the DSL: the `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { value += 1 }`
// in `onAppear` is a step; `confirmation()` is a counter.

@MainActor private enum Runs { static var withID = 0, withoutID = 0 }

private struct TaskIDView: View {
  @State var value = 0
  var body: some View {
    Color.red
      .task(id: value) { Runs.withID += 1 }
  }
}

private struct TaskView: View {
  @State var value = 0
  var body: some View {
    Color.red.task { Runs.withoutID += 1 }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case22TaskIDRunsOnAppearAndOnEachChangeTests {
    @Test func taskWithAnIDRunsOnAppearingAndOnItsChange() throws {
      Runs.withID = 0
      _ = try trace(TaskIDView()) { Step.mutate("value += 1", on: TaskIDView.self) { $0.value += 1 } }
      #expect(Runs.withID == 2)
    }

    @Test func taskWithoutAnIDRunsOnce() throws {
      Runs.withoutID = 0
      _ = try trace(TaskView()) { Step.mutate("value += 1", on: TaskView.self) { $0.value += 1 } }
      #expect(Runs.withoutID == 1)
    }
  }
}
