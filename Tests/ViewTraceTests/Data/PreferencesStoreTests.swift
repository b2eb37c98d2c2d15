import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// A preferences store in the shape real apps write it (IceCubesApp's
// `UserPreferences`): an `@Observable` class whose stored properties copy
// their value to an inner object's `@AppStorage` in `didSet`. Four flags are
// `true`, so their values alone cannot say which property a key path reads.

@MainActor @Observable private final class HapticPreferences {
  @MainActor final class Storage {
    @AppStorage("haptic_tab") var hapticTabSelectionEnabled = true
    @AppStorage("haptic_timeline") var hapticTimelineEnabled = true
    @AppStorage("haptic_button_press") var hapticButtonPressEnabled = true
    @AppStorage("sound_effect_enabled") var soundEffectEnabled = true
  }

  @ObservationIgnored private let storage = Storage()

  var hapticTabSelectionEnabled: Bool { didSet { storage.hapticTabSelectionEnabled = hapticTabSelectionEnabled } }
  var hapticTimelineEnabled: Bool { didSet { storage.hapticTimelineEnabled = hapticTimelineEnabled } }
  var hapticButtonPressEnabled: Bool { didSet { storage.hapticButtonPressEnabled = hapticButtonPressEnabled } }
  var soundEffectEnabled: Bool { didSet { storage.soundEffectEnabled = soundEffectEnabled } }

  init() {
    hapticTabSelectionEnabled = storage.hapticTabSelectionEnabled
    hapticTimelineEnabled = storage.hapticTimelineEnabled
    hapticButtonPressEnabled = storage.hapticButtonPressEnabled
    soundEffectEnabled = storage.soundEffectEnabled
  }
}

private struct HapticSettings: View {
  @Environment(HapticPreferences.self) private var preferences

  var body: some View {
    @Bindable var preferences = preferences
    Form {
      Toggle("Timeline", isOn: $preferences.hapticTimelineEnabled)
      Toggle("Tab selection", isOn: $preferences.hapticTabSelectionEnabled)
      Toggle("Buttons", isOn: $preferences.hapticButtonPressEnabled)
    }
  }
}

private struct SoundLabel: View {
  @Environment(HapticPreferences.self) private var preferences
  var body: some View { Text(preferences.soundEffectEnabled ? "Sound on" : "Sound off") }
}

private struct PreferencesScreen: View {
  @State private var preferences = HapticPreferences()
  var body: some View {
    VStack {
      HapticSettings()
      SoundLabel()
    }
    .environment(preferences)
  }
}

@MainActor @Suite struct PreferencesStoreTests {
  /// One toggle is a change of the one property it writes: the source is
  /// named after it, not after every property that holds the same value.
  @Test func aToggleOfOneFlagNamesOnlyThatProperty() throws {
    let t = try Scenario("haptics", root: { PreferencesScreen() }) {
      Step.toggle("Timeline")
    }.run()
    let names = t.sources.filter { $0.kind == .observableProperty }.map(\.name).sorted()
    #expect(
      names == [
        "HapticPreferences.hapticButtonPressEnabled", "HapticPreferences.hapticTabSelectionEnabled",
        "HapticPreferences.hapticTimelineEnabled", "HapticPreferences.soundEffectEnabled",
      ])
    // The property and the one key its `didSet` writes.
    #expect(
      t.frames[1].sourceChanges.map(\.source) == [
        #"UserDefaults.standard["haptic_timeline"]"#, "HapticPreferences#1.hapticTimelineEnabled",
      ])
    #expect(t.frames[1].printChanges == ["HapticSettings: @dependencies changed."])
    // Only the settings view read it; the label that shows the sound flag is untouched.
    #expect(t.frames[1].evaluated == ["PreferencesScreen/VStack/HapticSettings@0"])
  }
}
