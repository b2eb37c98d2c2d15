import ViewTrace

/// Seed 003: a counter model held with `@ObservedObject var viewModel =
/// CountViewModel()` is re-created whenever the parent's body runs, so its
/// count returns to 0; held with `@StateObject` it is kept (S14).
public enum ObservedVsStateObjectSample {
  public final class CountViewModel: ObservableObject {
    @Published var count = 0

    public init() {}

    func addCount() { count += 1 }
  }

  public struct ContentView: View {
    @State private var rootCount: Int = 0

    public init() {}

    public var body: some View {
      VStack {
        CountView(rootCount: rootCount)
        StateObjectCountView(rootCount: rootCount)
        Button(action: { rootCount += 1 }, label: { Text("Root Add") })
      }
    }

    nonisolated static let scenario = Scenario(
      "observed-vs-stateobject",
      summary:
        "Seed 003: @ObservedObject with an inline model loses its count when the parent re-runs; @StateObject keeps it",
      typeNamesRelativeTo: ObservedVsStateObjectSample.self, root: { ContentView() }
    ) {
      Step.tap("Counter Add", within: "ContentView/VStack/CountView@0")
      Step.tap("Counter Add", within: "ContentView/VStack/StateObjectCountView@1")
      Step.tap("Root Add")
    }
  }

  /// Case 2 of the seed: `@ObservedObject` makes its own model.
  public struct CountView: View {
    @ObservedObject var viewModel = CountViewModel()
    let rootCount: Int

    public var body: some View {
      VStack {
        Text("Root: \(rootCount)")
        Text("Count: \(viewModel.count)")
        Button(action: { viewModel.addCount() }, label: { Text("Counter Add") })
      }
    }
  }

  /// The seed's fix: `@StateObject`.
  public struct StateObjectCountView: View {
    @StateObject var viewModel = CountViewModel()
    let rootCount: Int

    public var body: some View {
      VStack {
        Text("Root: \(rootCount)")
        Text("Count: \(viewModel.count)")
        Button(action: { viewModel.addCount() }, label: { Text("Counter Add") })
      }
    }
  }

  public static let sample = Sample(ContentView.scenario, rules: ["S14"])
}
