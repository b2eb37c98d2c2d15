import ViewTrace

/// Seed 004: `TestView` assigns its `@State` in `init`; the assignment has no
/// effect because storage is attached only when the view is installed (S24).
public enum StateInitAssignSample {
  public struct ContentView: View {
    @State private var rootNumber = 0

    public init() {}

    public var body: some View {
      VStack {
        TestView(number: rootNumber)
        Button("Root +1") { rootNumber += 1 }
      }
    }

    nonisolated static let scenario = Scenario(
      "state-init-assign",
      summary: "Seed 004: a @State assigned in init keeps its declared value (10, not 11)",
      typeNamesRelativeTo: StateInitAssignSample.self, root: { ContentView() }
    ) {
      Step.tap("Root +1")
    }
  }

  public struct TestView: View {
    @State private var number: Int = 10

    init(number: Int) {
      self.number = 11  // has no effect: storage is not attached yet
    }

    public var body: some View {
      Text("\(number)")  // shows 10
    }
  }

  public static let sample = Sample(ContentView.scenario, rules: ["S24"])
}
