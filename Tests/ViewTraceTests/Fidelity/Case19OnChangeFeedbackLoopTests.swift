import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 19: an `onChange` that writes its own value runs twice in the frame; the
// third time SwiftUI refuses it and logs
// `onChange(of: Int) action tried to update multiple times per frame.`.
// Source: yujingaya, "추천: The SwiftUI render loop" (a review of Rens Breur's "The
// SwiftUI render loop" with the author's own experiment), 2025-09,
// https://nest.yujingaya.com/2025/09/review-swiftui-render-loop (OS not stated;
// the two-argument `onChange` needs iOS 17 or later). Not `_printChanges` output:
// `logger.debug` lines, here appended to `Printed`.

@MainActor private enum Printed { static var lines: [String] = [] }

// The app's view, printed without this namespace.
private enum App {}

extension App {
  struct ContentView: View {
    @State var counter = 0

    var body: some View {
      let _ = Printed.lines.append("`body` is being evaluated.")

      Button("Update counter \(counter)") {
        counter = 42
      }
      .onChange(of: counter) {
        Printed.lines.append("`onChange` from: \($0)\tto: \($1)")
        counter += 1
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case19OnChangeFeedbackLoopTests {
    @Test func theActionRunsTwiceThenTheWarning() throws {
      Printed.lines = []
      let t = try Scenario("feedback", typeNamesRelativeTo: App.self, root: { App.ContentView() }) {
        Step.tap("Update counter 0")
      }.run()
      // The launch output is not shown by the source.
      #expect(
        Array(Printed.lines.dropFirst()) == [
          "`body` is being evaluated.",
          "`onChange` from: 0\tto: 42",
          "`body` is being evaluated.",
          "`onChange` from: 42\tto: 43",
          "`body` is being evaluated.",
        ])
      #expect(
        t.frames[1].warnings.map(\.message) == ["onChange(of: Int) action tried to update multiple times per frame."])
    }
  }
}
