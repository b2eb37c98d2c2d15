import ViewTrace

/// Seed 001: one screen written twice, with an `ObservableObject` view model
/// and with an `@Observable` one. A view that shows only `location` runs on a
/// `profileCount` change in the first and not in the second (S16);
/// `@ObservationIgnored` never invalidates (S17); `@State` owning the model,
/// `@Bindable` for `$model.location` and a plain `var` for methods all track
/// reads the same way (S18).
public enum ObservableMigrationSample {
  nonisolated static let steps: [Step] = [
    Step.tap("check in"),
    Step.tap("move"),
    Step.tap("sync"),
    Step.setText("Location", to: "Daegu"),
  ]

  public static let sample = Sample(
    "observable-migration",
    summary: "Seed 001: the same screen with an ObservableObject and with an @Observable view model",
    rules: ["S16", "S17", "S18"],
    variants: [ObjectVersion.LocationScreen.scenario, ObservationVersion.LocationScreen.scenario])

  /// Before: `ObservableObject` with `@Published`.
  public enum ObjectVersion {
    public final class LocationViewModel: ObservableObject {
      @Published var location = "Seoul"
      @Published var profileCount = 0
      var lastSync = 0  // not @Published: changing it sends nothing

      public init() {}

      func checkIn() { profileCount += 1 }
    }

    public struct LocationScreen: View {
      @StateObject private var viewModel = LocationViewModel()

      public init() {}

      public var body: some View {
        VStack {
          LocationTitleView(viewModel: viewModel)
          ProfileCountView(viewModel: viewModel)
          LocationEditor(viewModel: viewModel)
          CheckInButton(viewModel: viewModel)
          Button("move") { viewModel.location = "Busan" }
          Button("sync") { viewModel.lastSync += 1 }
        }
      }

      nonisolated static let scenario = Scenario(
        "observable-migration", variant: "ObservableObject",
        summary: "ObservableObject: every @Published change runs every view that holds the model",
        typeNamesRelativeTo: ObservableMigrationSample.ObjectVersion.self, root: { LocationScreen() },
        steps: { ObservableMigrationSample.steps })
    }

    public struct LocationTitleView: View {
      @ObservedObject var viewModel: LocationViewModel

      public var body: some View { Text(viewModel.location) }
    }

    public struct ProfileCountView: View {
      @ObservedObject var viewModel: LocationViewModel

      public var body: some View { Text("\(viewModel.profileCount) checked in") }
    }

    public struct LocationEditor: View {
      @ObservedObject var viewModel: LocationViewModel

      public var body: some View { TextField("Location", text: $viewModel.location) }
    }

    public struct CheckInButton: View {
      @ObservedObject var viewModel: LocationViewModel

      public var body: some View { Button("check in") { viewModel.checkIn() } }
    }
  }

  /// After: `@Observable`.
  public enum ObservationVersion {
    @Observable public final class LocationViewModel {
      var location = "Seoul"
      var profileCount = 0
      @ObservationIgnored var lastSync = 0

      public init() {}

      func checkIn() { profileCount += 1 }
    }

    public struct LocationScreen: View {
      @State private var viewModel = LocationViewModel()  // the screen owns the model

      public init() {}

      public var body: some View {
        VStack {
          LocationTitleView(viewModel: viewModel)
          ProfileCountView(viewModel: viewModel)
          LocationEditor(viewModel: viewModel)
          CheckInButton(viewModel: viewModel)
          Button("move") { viewModel.location = "Busan" }
          Button("sync") { viewModel.lastSync += 1 }
        }
      }

      nonisolated static let scenario = Scenario(
        "observable-migration", variant: "Observable",
        summary: "@Observable: only views whose body read the changed property run",
        typeNamesRelativeTo: ObservableMigrationSample.ObservationVersion.self, root: { LocationScreen() },
        steps: { ObservableMigrationSample.steps })
    }

    /// A plain `var`: reads `location` only.
    public struct LocationTitleView: View {
      var viewModel: LocationViewModel

      public var body: some View { Text(viewModel.location) }
    }

    public struct ProfileCountView: View {
      var viewModel: LocationViewModel

      public var body: some View { Text("\(viewModel.profileCount) checked in") }
    }

    /// `@Bindable` for the `$viewModel.location` binding.
    public struct LocationEditor: View {
      @Bindable var viewModel: LocationViewModel

      public var body: some View { TextField("Location", text: $viewModel.location) }
    }

    /// A plain `var` used only for a method: reads nothing, never runs again.
    public struct CheckInButton: View {
      var viewModel: LocationViewModel

      public var body: some View { Button("check in") { viewModel.checkIn() } }
    }
  }
}
