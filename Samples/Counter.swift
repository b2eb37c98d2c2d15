import ViewTrace

/// Seed 003: two counters side by side. One button's label does not read the
/// count, the other's does (S13).
public enum CounterSample {
  public struct CounterRoot: View {
    public init() {}

    public var body: some View {
      VStack {
        Counter()
        CountingCounter()
      }
    }

    nonisolated static let scenario = Scenario(
      "counter",
      summary: "Seed 003: a counter whose label does not read the state is not evaluated; one whose label reads it is",
      typeNamesRelativeTo: CounterSample.self, root: { CounterRoot() }
    ) {
      Step.tap("Increment")
      Step.tap("Increment")
      Step.tap("Count: 0")
      Step.tap("Count: 1")
    }
  }

  /// The label does not read `value`.
  public struct Counter: View {
    @State private var value = 0

    public var body: some View {
      Button("Increment") { value += 1 }
    }
  }

  /// The label reads `value`.
  public struct CountingCounter: View {
    @State private var value = 0

    public var body: some View {
      Button("Count: \(value)") { value += 1 }
    }
  }

  public static let sample = Sample(CounterRoot.scenario, rules: ["S13"])
}
