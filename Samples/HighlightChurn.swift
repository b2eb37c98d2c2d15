import ViewTrace

/// `if highlighted { Counter().background(…) } else { Counter() }`: the two
/// branches are two identities, so toggling the highlight destroys the
/// counter (its count is lost) and builds another. A modifier whose value
/// depends on the flag keeps one counter. The advisor's `conditional-churn`
/// pattern.
public enum HighlightChurnSample {
  nonisolated static let steps: [Step] = [Step.tap("add"), Step.tap("highlight")]

  public static let sample = Sample(
    "highlight-churn",
    summary: "if/else around the same view: toggling the highlight rebuilds the counter and resets its count",
    rules: [],
    variants: [IfElseScreen.scenario, ModifierScreen.scenario])

  /// A counter with state of its own.
  public struct Counter: View {
    @State private var count = 0

    public var body: some View {
      HStack {
        Text("count \(count)")
        Button("add") { count += 1 }
      }
    }
  }

  /// Before: the highlight picks one of two branches.
  public struct IfElseScreen: View {
    @State private var isHighlighted = false

    public init() {}

    public var body: some View {
      VStack {
        if isHighlighted {
          Counter().background(Color.orange)
        } else {
          Counter()
        }
        Button("highlight") { isHighlighted.toggle() }
      }
    }

    nonisolated static let scenario = Scenario(
      "highlight-churn", variant: "if-else",
      summary: "if/else between a highlighted and a plain Counter: highlighting rebuilds it and its count goes back to 0",
      typeNamesRelativeTo: HighlightChurnSample.self, root: { IfElseScreen() },
      steps: { HighlightChurnSample.steps })
  }

  /// After: one counter; the highlight is a modifier's value.
  public struct ModifierScreen: View {
    @State private var isHighlighted = false

    public init() {}

    public var body: some View {
      VStack {
        Counter().background(isHighlighted ? Color.orange : Color.clear)
        Button("highlight") { isHighlighted.toggle() }
      }
    }

    nonisolated static let scenario = Scenario(
      "highlight-churn", variant: "modifier",
      summary: "One Counter whose background colour follows the flag: highlighting redraws the background and keeps the count",
      typeNamesRelativeTo: HighlightChurnSample.self, root: { ModifierScreen() },
      steps: { HighlightChurnSample.steps })
  }
}
