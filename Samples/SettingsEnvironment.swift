import ViewTrace

/// A caption that shows one field of an `@EnvironmentObject` runs whenever
/// any `@Published` property of it changes. Read through
/// `@Environment(AppSettings.self)` from an `@Observable` model, it runs only
/// when the field it read changes. The advisor's
/// `whole-environment-object` pattern.
public enum SettingsEnvironmentSample {
  nonisolated static let steps: [Step] = [Step.tap("bigger text"), Step.tap("green accent")]

  public static let sample = Sample(
    "settings-environment",
    summary: "A caption reads one field of an @EnvironmentObject: every other setting's change runs it too",
    rules: ["S19", "S16"],
    variants: [ObjectInEnvironment.SettingsScreen.scenario, ObservableEnvironment.SettingsScreen.scenario])

  /// Before: an `ObservableObject` injected with `.environmentObject`.
  public enum ObjectInEnvironment {
    public final class AppSettings: ObservableObject {
      @Published var fontSize = 14
      @Published var accent = "blue"
      public init() {}
    }

    public struct SettingsScreen: View {
      @StateObject private var settings = AppSettings()

      public init() {}

      public var body: some View {
        SettingsPanel()
          .environmentObject(settings)
      }

      nonisolated static let scenario = Scenario(
        "settings-environment", variant: "environment-object",
        summary: "@EnvironmentObject: changing the accent runs the caption that shows only the font size",
        typeNamesRelativeTo: SettingsEnvironmentSample.ObjectInEnvironment.self, root: { SettingsScreen() },
        steps: { SettingsEnvironmentSample.steps })
    }

    public struct SettingsPanel: View {
      @EnvironmentObject var settings: AppSettings

      public var body: some View {
        VStack {
          Caption()
          Button("bigger text") { settings.fontSize += 2 }
          Button("green accent") { settings.accent = "green" }
        }
      }
    }

    public struct Caption: View {
      @EnvironmentObject var settings: AppSettings

      public var body: some View {
        Text("Text size \(settings.fontSize)")
      }
    }
  }

  /// After: an `@Observable` model read with `@Environment(AppSettings.self)`.
  public enum ObservableEnvironment {
    @Observable public final class AppSettings {
      var fontSize = 14
      var accent = "blue"
      public init() {}
    }

    public struct SettingsScreen: View {
      @State private var settings = AppSettings()

      public init() {}

      public var body: some View {
        SettingsPanel()
          .environment(settings)
      }

      nonisolated static let scenario = Scenario(
        "settings-environment", variant: "observable-environment",
        summary: "@Environment(AppSettings.self) of an @Observable model: the caption runs only when the font size changes",
        typeNamesRelativeTo: SettingsEnvironmentSample.ObservableEnvironment.self, root: { SettingsScreen() },
        steps: { SettingsEnvironmentSample.steps })
    }

    public struct SettingsPanel: View {
      @Environment(AppSettings.self) private var settings

      public var body: some View {
        VStack {
          Caption()
          Button("bigger text") { settings.fontSize += 2 }
          Button("green accent") { settings.accent = "green" }
        }
      }
    }

    public struct Caption: View {
      @Environment(AppSettings.self) private var settings

      public var body: some View {
        Text("Text size \(settings.fontSize)")
      }
    }
  }
}
