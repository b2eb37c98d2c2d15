import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 07: iOS 17 prints an `@Observable` read as `@dependencies`, before `@self`;
// a model whose `init` reads itself inside the parent's body makes the parent
// depend on it, so the first mutation re-runs the parent once.
// Source: Jason Ji, UberJason/ObservableWeirdness (README and
// ObservableWeirdness/ContentView.swift), https://github.com/UberJason/ObservableWeirdness,
// 2023-12-12, iOS 17.0 deployment target, Xcode 15.
// Dropped: `let _ = Self._printChanges()` (the engine prints every view); the
// `print("ViewModel.init")` goes to `Printed`. The README does not show the launch lines.

private enum Printed { nonisolated(unsafe) static var lines: [String] = [] }

// The app's views, printed without this namespace.
private enum App {}

extension App {
  struct ContentView: View {
    var body: some View {
      ChildView()
    }
  }
}

@MainActor
private struct ChildView: View {
  @State var viewModel = ViewModel()
  var body: some View {
    Button("Mutate") { [weak viewModel] in
      viewModel?.mutate()
    }
    Text("\(viewModel.amount)")
  }
}

@Observable
private class ViewModel {
  var amount = 75.0
  init() {
    Printed.lines.append("ViewModel.init")
    // Removing this method call prevents ContentView's identity from changing and prevents ViewModel from being re-initialized.
    randomFunction(amount: amount)
  }
  func randomFunction(amount: Double? = nil) {}
  func mutate() { amount = Double.random(in: 0...100) }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case07DependenciesBeforeSelfTests {
    @Test func firstTapRunsTheParentOnceThenOnlyTheChild() throws {
      Printed.lines = []
      let t = try Scenario("weirdness", typeNamesRelativeTo: App.self, root: { App.ContentView() }) {
        Step.tap("Mutate")
        Step.tap("Mutate")
        Step.tap("Mutate")
      }.run()
      #expect(Printed.lines == ["ViewModel.init", "ViewModel.init"])
      #expect(
        t.frames[1].printChanges == ["ContentView: @dependencies changed.", "ChildView: @dependencies, @self changed."])
      #expect(t.frames[2].printChanges == ["ChildView: @dependencies changed."])
      #expect(t.frames[3].printChanges == ["ChildView: @dependencies changed."])
    }
  }
}
