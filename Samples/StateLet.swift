import ViewTrace

/// Seed 000: `ContentView` with four `@State` numbers, a computed property
/// `second`, a method `third()` and a child `FourthView` that takes the fourth
/// number as a `let` (S1, S2, S5). The seed's spelling `forthNumber` is kept.
public enum StateLetSample {
  public struct ContentView: View {
    @State private var firstNumber = 0
    @State private var secondNumber = 0
    @State private var thirdNumber = 0
    @State private var forthNumber = 0

    public init() {}

    public var body: some View {
      VStack {
        Text("First: \(firstNumber)").background(Color.random())
        second
        third()
        FourthView(fourthNumber: forthNumber)

        Button("Number Change Button") {
          firstNumber = Int.random(in: 1...100, using: &scenarioRandom)  // only firstNumber changes
        }
        .buttonStyle(.borderedProminent)
        .padding()
      }
      .font(.title)
    }

    // As a property
    var second: some View {
      Text("Second: \(secondNumber)").background(Color.random())
    }

    // As a method
    func third() -> some View {
      Text("Third \(thirdNumber)").background(Color.random())
    }

    nonisolated static let scenario = Scenario(
      "state-let",
      summary:
        "Seed 000: FourthView takes the number as a let; changing firstNumber re-creates it without running its body",
      typeNamesRelativeTo: StateLetSample.self, root: { ContentView() }
    ) {
      Step.tap("Number Change Button")
      Step.mutate("forthNumber = 42", on: ContentView.self) { $0.forthNumber = 42 }
    }
  }

  // As a separate struct (let)
  public struct FourthView: View {
    let fourthNumber: Int

    public var body: some View {
      Text("Fourth: \(fourthNumber)").background(Color.random())
    }
  }

  public static let sample = Sample(
    ContentView.scenario, rules: ["S1", "S2", "S5"], comparison: "Seed 000: FourthView takes a let or a @Binding")
}
