import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 06: an `@Observable` property change runs only the views that read it, and
// iOS 18-era systems print it as a key path: `\CounterViewModel.<computed 0x… (String)>`.
// Source: Kein Li, "SwiftUI view updates in @Observable vs @StateObject/@ObservedObject",
// 2026-07-21,
// https://github.com/kein-1/kein-1.github.io/blob/main/content/posts/observable-vs-stateobject.md
// (OS not stated; the key-path wording is that of iOS 18-era systems).
// The post's two versions of `LabelDisplayView` are kept in two namespaces.
// Dropped: `Divider()` (not in the DSL) and `let _ = Self._printChanges()` (the
// engine prints every view); the `print`s go to `Printed`. Addresses are compared as `0x…`.

@MainActor private enum Printed { static var lines: [String] = [] }

@Observable
private class CounterViewModel {
  var counter = 0
  var label = "string name"
  func incrementCounter() { counter += 1 }
}

private struct CounterDisplayView: View {
  let viewModel: CounterViewModel
  init(viewModel: CounterViewModel) {
    Printed.lines.append("CounterDisplayView init ran")
    self.viewModel = viewModel
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

private enum Variant1 {
  struct ParentView: View {
    @State private var localCounter = 0
    @State private var viewModel: CounterViewModel = CounterViewModel()
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

  struct LabelDisplayView: View {
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
}

private enum Variant2 {
  struct ParentView: View {
    @State private var localCounter = 0
    @State private var viewModel: CounterViewModel = CounterViewModel()
    var body: some View {
      VStack {
        Text("I am Parent View")
        Button("Increment local state") { localCounter += 1 }
        Button("Increment view model counter") { viewModel.incrementCounter() }
        Button("Change view model label") { viewModel.label += "!" }
        Text("Local counter: \(localCounter)")
        CounterDisplayView(viewModel: viewModel)
        LabelDisplayView(viewModel: viewModel)
      }
    }
  }

  struct LabelDisplayView: View {
    let viewModel: CounterViewModel
    init(viewModel: CounterViewModel) {
      Printed.lines.append("LabelDisplayView init ran")
      self.viewModel = viewModel
    }
    var body: some View {
      let _ = Printed.lines.append("LabelDisplayView body re-rendered")
      VStack {
        Text("I am Label Display View")
        Text(viewModel.label)
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case06ObservableIOS18KeyPathWordingTests {
    @Test func variant1ParentReadsTheLabel() throws {
      Printed.lines = []
      let t = try Scenario("variant-1", typeNamesRelativeTo: Variant1.self, root: { Variant1.ParentView() }) {
        Step.tap("Change view model label")
      }.run()
      #expect(
        t.printChanges(t.frames[1], dialect: .ios18).map(normalized) == [
          "ParentView: \\CounterViewModel.<computed 0x… (String)> changed.",
          "LabelDisplayView: @self changed.",
        ])
      #expect(
        Array(Printed.lines.dropFirst(4)) == [
          "CounterDisplayView init ran", "LabelDisplayView init ran", "LabelDisplayView body re-rendered",
        ])
    }

    @Test func variant2OnlyTheReadersRun() throws {
      Printed.lines = []
      let t = try Scenario("variant-2", typeNamesRelativeTo: Variant2.self, root: { Variant2.ParentView() }) {
        Step.tap("Change view model label")
        Step.tap("Increment view model counter")
      }.run()
      #expect(
        t.printChanges(t.frames[1], dialect: .ios18).map(normalized) == [
          "LabelDisplayView: \\CounterViewModel.<computed 0x… (String)> changed."
        ])
      #expect(
        t.printChanges(t.frames[2], dialect: .ios18).map(normalized) == [
          "CounterDisplayView: \\CounterViewModel.<computed 0x… (Int)> changed."
        ])
      #expect(
        Array(Printed.lines.dropFirst(4)) == [
          "LabelDisplayView body re-rendered", "CounterDisplayView body re-rendered",
        ])
    }
  }
}
