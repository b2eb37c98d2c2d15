import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 05: `objectWillChange` runs the `@StateObject` owner and every
// `@ObservedObject` child; a plain `let` child runs only when its value differs.
// Source: Kein Li, "SwiftUI view updates in @Observable vs @StateObject/@ObservedObject",
// 2026-07-21,
// https://github.com/kein-1/kein-1.github.io/blob/main/content/posts/observable-vs-stateobject.md
// (OS not stated).
// Dropped: `Divider()` (not in the DSL) and `let _ = Self._printChanges()` (the
// engine prints every view); the `print`s go to `Printed`.

@MainActor private enum Printed { static var lines: [String] = [] }

private class CounterViewModel: ObservableObject {
  @Published var counter = 0
  @Published var label = "string name"
  func incrementCounter() { counter += 1 }
}

private struct ParentView: View {
  @State private var localCounter = 0
  @StateObject private var viewModel: CounterViewModel = CounterViewModel()
  var body: some View {
    VStack {
      Text("I am Parent View")
      Button("Increment local state") { localCounter += 1 }
      Button("Increment view model counter") { viewModel.incrementCounter() }
      Button("Change view model label") { viewModel.label += "!" }
      Text("Local counter: \(localCounter)")
      CounterDisplayView(viewModel: viewModel)
      LabelDisplayView(label: viewModel.label)
    }
  }
}

private struct CounterDisplayView: View {
  @ObservedObject var viewModel: CounterViewModel
  init(viewModel: CounterViewModel) {
    Printed.lines.append("CounterDisplayView init ran")
    _viewModel = ObservedObject(wrappedValue: viewModel)
  }
  var body: some View {
    let _ = Printed.lines.append("CounterDisplayView body re-rendered")
    VStack {
      Text("I am Counter Display View")
      Text("Counter value: \(viewModel.counter)")
      Button("Increment from child") { viewModel.incrementCounter() }
    }
  }
}

private struct LabelDisplayView: View {
  let label: String
  init(label: String) {
    Printed.lines.append("LabelDisplayView init ran")
    self.label = label
  }
  var body: some View {
    let _ = Printed.lines.append("LabelDisplayView body re-rendered")
    VStack {
      Text("I am Label Display View")
      Text(label)
    }
  }
}

/// What the launch logs before the taps (not shown by the source).
private let launch = [
  "CounterDisplayView init ran", "LabelDisplayView init ran", "CounterDisplayView body re-rendered",
  "LabelDisplayView body re-rendered",
]

extension FidelityCorpus {
  @MainActor @Suite struct Case05ObservedObjectParentChildLetTests {
    @Test func changeLabelRunsEveryHolderAndTheChangedLetChild() throws {
      Printed.lines = []
      let t = try trace(ParentView()) { Step.tap("Change view model label") }
      #expect(
        t.frames[1].printChanges == [
          "ParentView: _viewModel changed.", "CounterDisplayView: _viewModel changed.",
          "LabelDisplayView: @self changed.",
        ])
      #expect(
        Printed.lines == launch + [
          "CounterDisplayView init ran", "LabelDisplayView init ran", "CounterDisplayView body re-rendered",
          "LabelDisplayView body re-rendered",
        ])
    }

    @Test func incrementCounterSkipsTheEqualLetChild() throws {
      Printed.lines = []
      let t = try trace(ParentView()) { Step.tap("Increment view model counter") }
      #expect(
        t.frames[1].printChanges == ["ParentView: _viewModel changed.", "CounterDisplayView: _viewModel changed."])
      #expect(
        Printed.lines == launch + [
          "CounterDisplayView init ran", "LabelDisplayView init ran", "CounterDisplayView body re-rendered",
        ])
    }
  }
}
