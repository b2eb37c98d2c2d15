import ViewTrace

/// Seed 004: a `@EnvironmentObject` declared but never used in body still
/// runs the view on every `objectWillChange` of the store (S19).
public enum EnvironmentObjectUnusedSample {
  public final class Store: ObservableObject {
    @Published var value = 0

    public init() {}
  }

  public struct RootView: View {
    @StateObject var store = Store()

    public init() {}

    public var body: some View {
      VStack {
        EnvObjectDemoView()
        Button("change") { store.value += 1 }
      }
      .environmentObject(store)
    }

    nonisolated static let scenario = Scenario(
      "environment-object-unused",
      summary:
        "Seed 004: a view that declares @EnvironmentObject but never reads it is evaluated on every objectWillChange",
      typeNamesRelativeTo: EnvironmentObjectUnusedSample.self, root: { RootView() }
    ) {
      Step.tap("change")
      Step.tap("change")
    }
  }

  public struct EnvObjectDemoView: View {
    @EnvironmentObject var store: Store

    public var body: some View {
      Text("abc")
    }
  }

  public static let sample = Sample(RootView.scenario, rules: ["S19"])
}

public struct MyEnvKey: EnvironmentKey {
  public static let defaultValue = 10
}

extension EnvironmentValues {
  public var myValue: Int {
    get { self[MyEnvKey.self] }
    set { self[MyEnvKey.self] = newValue }
  }
}

/// Seed 004: `@Environment(\.myValue)` declared but unused: the view runs when
/// an ancestor writes a different value (S20).
public enum EnvironmentValueUnusedSample {
  public struct EnvDemo: View {
    @State var i = 100

    public init() {}

    public var body: some View {
      VStack {
        VStack {
          EnvSubView()
        }
        .environment(\.myValue, i)
        Button("change") {
          i = Int.random(in: 0...100, using: &scenarioRandom)
        }
      }
    }

    nonisolated static let scenario = Scenario(
      "environment-value-unused",
      summary:
        "Seed 004: a view that declares @Environment(\\.myValue) but never reads it runs when an ancestor changes the value",
      typeNamesRelativeTo: EnvironmentValueUnusedSample.self, root: { EnvDemo() }
    ) {
      Step.tap("change")
      Step.mutate("i = i (same value)", on: EnvDemo.self) { $0.i = $0.i }
    }
  }

  public struct EnvSubView: View {
    @Environment(\.myValue) var myValue  // declared but not used in body

    public var body: some View {
      Text("Sub View")
    }
  }

  public static let sample = Sample(EnvDemo.scenario, rules: ["S20"])
}
