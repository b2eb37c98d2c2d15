import Testing
import ViewTrace

// The README's example, as written there: top-level views.
struct ContentView: View {
  @State private var firstNumber = 0
  @State private var forthNumber = 0

  var body: some View {
    VStack {
      Text("First: \(firstNumber)").background(Color.random())
      FourthView(fourthNumber: $forthNumber)
      Button("Number Change Button") {
        firstNumber = Int.random(in: 1...100, using: &scenarioRandom)
      }
    }
  }

  static let scenario = Scenario("state-binding", root: { ContentView() }) {
    Step.tap("Number Change Button")
    Step.mutate("forthNumber = 42", on: ContentView.self) { $0.forthNumber = 42 }
  }
}

struct FourthView: View {
  @Binding var fourthNumber: Int
  var body: some View { Text("Fourth: \(fourthNumber)") }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleRunsAsDescribed() throws {
    let trace = try ContentView.scenario.run()
    #expect(
      trace.frames.map(\.printChanges) == [
        [
          "ContentView: @self, @identity, _firstNumber, _forthNumber changed.",
          "FourthView: @self, @identity, _fourthNumber changed.",
        ],
        ["ContentView: _firstNumber changed."],
        ["FourthView: _fourthNumber changed."],
      ])
    #expect(trace.frames[1].record("ContentView/VStack/FourthView@1")?.outcome == .initOnly)
  }
}
