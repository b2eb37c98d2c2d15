import ViewTrace

/// Seed 000's view model variant: the four numbers are `@Published` in a
/// `@StateObject`. Every `objectWillChange` runs `ContentView`, whichever
/// number changed (S4).
public final class ContentViewModel: ObservableObject {
  @Published var firstNumber: Int = 0
  @Published var secondNumber: Int = 0
  @Published var thirdNumber: Int = 0
  @Published var fourthNumber: Int = 0
}

/// `FourthView` takes `let fourthNumber: Int`.
public enum PublishedLetSample {
  public struct ContentView: View {
    @StateObject var viewModel: ContentViewModel = ContentViewModel()

    public init() {}

    public var body: some View {
      VStack {
        Text("First: \(viewModel.firstNumber)")
          .background(Color.random())
        second
        third()
        FourthView(fourthNumber: viewModel.fourthNumber)

        Button("Number Change Button") {
          viewModel.firstNumber = Int.random(in: 1...100, using: &scenarioRandom)  // only firstNumber changes
        }
        .buttonStyle(.borderedProminent)
        .padding()
      }
      .font(.title)
    }

    var second: some View {
      Text("Second: \(viewModel.secondNumber)")
        .background(Color.random())
    }

    func third() -> some View {
      Text("Third \(viewModel.thirdNumber)")
        .background(Color.random())
    }

    nonisolated static let scenario = Scenario(
      "published-let",
      summary:
        "Seed 000 with a @StateObject view model: any @Published change runs ContentView; FourthView (let) only when its number changes",
      typeNamesRelativeTo: PublishedLetSample.self, root: { ContentView() }
    ) {
      Step.tap("Number Change Button")
      Step.mutate("viewModel.fourthNumber = 42", on: ContentView.self) { $0.viewModel.fourthNumber = 42 }
    }
  }

  public struct FourthView: View {
    let fourthNumber: Int

    public var body: some View {
      Text("Fourth: \(fourthNumber)")
        .background(Color.random())
    }
  }

  public static let sample = Sample(
    ContentView.scenario, rules: ["S4"], comparison: "Seed 000 with a view model: let or @Binding")
}

/// `FourthView` takes `@Binding var fourthNumber` bound to `$viewModel.fourthNumber`.
public enum PublishedBindingSample {
  public struct ContentView: View {
    @StateObject var viewModel: ContentViewModel = ContentViewModel()

    public init() {}

    public var body: some View {
      VStack {
        Text("First: \(viewModel.firstNumber)")
          .background(Color.random())
        second
        third()
        FourthView(fourthNumber: $viewModel.fourthNumber)

        Button("Number Change Button") {
          viewModel.firstNumber = Int.random(in: 1...100, using: &scenarioRandom)  // only firstNumber changes
        }
        .buttonStyle(.borderedProminent)
        .padding()
      }
      .font(.title)
    }

    var second: some View {
      Text("Second: \(viewModel.secondNumber)")
        .background(Color.random())
    }

    func third() -> some View {
      Text("Third \(viewModel.thirdNumber)")
        .background(Color.random())
    }

    nonisolated static let scenario = Scenario(
      "published-binding",
      summary:
        "Seed 000 with a @StateObject view model and a @Binding into it: changing fourthNumber runs ContentView and FourthView",
      typeNamesRelativeTo: PublishedBindingSample.self, root: { ContentView() }
    ) {
      Step.tap("Number Change Button")
      Step.mutate("viewModel.fourthNumber = 42", on: ContentView.self) { $0.viewModel.fourthNumber = 42 }
    }
  }

  public struct FourthView: View {
    @Binding var fourthNumber: Int

    public var body: some View {
      Text("Fourth: \(fourthNumber)").background(Color.random())
    }
  }

  public static let sample = Sample(
    ContentView.scenario, rules: ["S4"], comparison: "Seed 000 with a view model: let or @Binding")
}
