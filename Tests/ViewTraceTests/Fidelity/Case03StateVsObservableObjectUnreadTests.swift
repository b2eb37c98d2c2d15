import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 03: an unread `@State` write does not run the body; an `objectWillChange`
// runs the `@StateObject` holder even when the body reads nothing (`_model changed.`).
// Source: Vladislav Shkodich, "Mastering SwiftUI: are you really as good as you
// think?", Medium,
// https://medium.com/@vladislavshkodich/mastering-swiftui-are-you-really-as-good-as-you-think-40a4953f7e88
// (date not stated; iOS 17 or later). Read through a secondary copy (Korean study
// notes quoting the code and the console); confidence medium.
// Changes for the DSL: `.padding()` and the author's `.debugBackground()` dropped
// (styling); `let _ = Self._printChanges()` dropped (the engine prints every view);
// `print(Self.self, #function)` in `init` goes to `Printed`.

@MainActor private enum Printed { static var lines: [String] = [] }

private enum NoLabel {
  struct ContentView: View {
    @State private var counter: Int = 99
    init() { Printed.lines.append("ContentView init()") }
    var body: some View {
      VStack {
        Button {
          counter += 1
        } label: {
          Text("Counter +1")
        }
        .buttonStyle(.borderedProminent)
      }
    }
  }
}

private enum WithLabel {
  struct ContentView: View {
    @State private var counter: Int = 99
    init() { Printed.lines.append("ContentView init()") }
    var body: some View {
      VStack {
        Text("Counter: \(counter)")
        Button {
          counter += 1
        } label: {
          Text("Counter +1")
        }
        .buttonStyle(.borderedProminent)
      }
    }
  }
}

private final class ContentViewModel: ObservableObject {
  @Published var counter: Int = 99
}

private enum WithModel {
  struct ContentView: View {
    @StateObject private var model: ContentViewModel = ContentViewModel()
    init() { Printed.lines.append("ContentView init()") }
    var body: some View {
      VStack {
        //            Text("Counter: \(counter)")
        Button {
          model.counter += 1
        } label: {
          Text("Counter +1")
        }
        .buttonStyle(.borderedProminent)
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case03StateVsObservableObjectUnreadTests {
    @Test func anUnreadStateWritePrintsNothing() throws {
      Printed.lines = []
      let t = try Scenario("unread", typeNamesRelativeTo: NoLabel.self, root: { NoLabel.ContentView() }) {
        Step.tap("Counter +1")
        Step.tap("Counter +1")
        Step.tap("Counter +1")
      }.run()
      #expect(Printed.lines == ["ContentView init()"])
      #expect(t.frames.flatMap(\.printChanges) == ["ContentView: @self, @identity, _counter changed."])
    }

    @Test func aReadStatePrintsEachWrite() throws {
      Printed.lines = []
      let t = try Scenario("read", typeNamesRelativeTo: WithLabel.self, root: { WithLabel.ContentView() }) {
        for _ in 0..<5 { Step.tap("Counter +1") }
      }.run()
      #expect(Printed.lines == ["ContentView init()"])
      #expect(
        t.frames.flatMap(\.printChanges)
          == ["ContentView: @self, @identity, _counter changed."]
          + Array(repeating: "ContentView: _counter changed.", count: 5))
    }

    @Test func anUnreadPublishedPropertyRunsTheHolder() throws {
      Printed.lines = []
      let t = try Scenario("model", typeNamesRelativeTo: WithModel.self, root: { WithModel.ContentView() }) {
        for _ in 0..<4 { Step.tap("Counter +1") }
      }.run()
      #expect(Printed.lines == ["ContentView init()"])
      #expect(
        t.frames.flatMap(\.printChanges)
          == ["ContentView: @self, @identity, _model changed."]
          + Array(repeating: "ContentView: _model changed.", count: 4))
    }
  }
}
