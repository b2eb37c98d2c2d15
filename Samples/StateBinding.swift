import ViewTrace

/// Seed 000 with `FourthView` taking `@Binding var fourthNumber`; the parent
/// passes `$forthNumber` and never reads the value (S1, S3, S5).
public enum StateBindingSample {
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
        FourthView(fourthNumber: $forthNumber)

        Button("Number Change Button") {
          firstNumber = Int.random(in: 1...100, using: &scenarioRandom)  // only firstNumber changes
        }
        .buttonStyle(.borderedProminent)
        .padding()
      }
      .font(.title)
    }

    var second: some View {
      Text("Second: \(secondNumber)").background(Color.random())
    }

    func third() -> some View {
      Text("Third \(thirdNumber)").background(Color.random())
    }

    nonisolated static let scenario = Scenario(
      "state-binding",
      summary: "Seed 000: FourthView takes a @Binding; changing forthNumber runs only FourthView's body",
      typeNamesRelativeTo: StateBindingSample.self, root: { ContentView() }
    ) {
      Step.tap("Number Change Button")
      Step.mutate("forthNumber = 42", on: ContentView.self) { $0.forthNumber = 42 }
    }
  }

  // As a separate struct (@Binding var)
  public struct FourthView: View {
    @Binding var fourthNumber: Int

    public var body: some View {
      Text("Fourth: \(fourthNumber)").background(Color.random())
    }
  }

  public static let sample = Sample(
    ContentView.scenario, rules: ["S1", "S3", "S5"], comparison: "Seed 000: FourthView takes a let or a @Binding")
}
