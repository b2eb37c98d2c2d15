import Foundation

/// The app's audio session, as AVFoundation's `AVAudioSession`: its category, mode and
/// whether it is active are kept (per process, as on iOS), and change nothing a view shows.
public final class AVAudioSession: NSObject, @unchecked Sendable {
  private static let shared = AVAudioSession()
  /// The app's session.
  public static func sharedInstance() -> AVAudioSession { shared }

  private let lock = NSLock()
  private var state = (category: Category.soloAmbient, mode: Mode.default, active: false)

  /// The category set last (`.soloAmbient` at first).
  public var category: Category { lock.withLock { state.category } }
  /// The mode set last (`.default` at first).
  public var mode: Mode { lock.withLock { state.mode } }

  /// Sets the category.
  public nonisolated func setCategory(_ category: Category) throws { lock.withLock { state.category = category } }
  /// Sets the category, mode and options.
  public nonisolated func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    lock.withLock {
      state.category = category
      state.mode = mode
    }
  }
  /// Sets the category and options.
  public nonisolated func setCategory(_ category: Category, options: CategoryOptions) throws {
    lock.withLock { state.category = category }
  }
  /// Sets the mode.
  public nonisolated func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
  /// Activates or deactivates the session.
  public nonisolated func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    lock.withLock { state.active = active }
  }

  /// What the app does with sound.
  public struct Category: Hashable, RawRepresentable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// A category by name.
    public nonisolated init(rawValue: String) { self.rawValue = rawValue }
    /// Sounds mixed with others, silenced by the switch.
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default: silenced by the switch, stops others.
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    /// Playback that goes on when silenced.
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    /// Recording.
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    /// Playing and recording.
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Several routes at once.
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// A refinement of the category.
  public struct Mode: Hashable, RawRepresentable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public nonisolated init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode.
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    /// Films and shows.
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    /// Spoken audio (podcasts, books).
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    /// Voice chat.
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    /// Video recording.
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    /// Measurement (no processing).
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
  }

  /// How the category behaves with other apps' audio.
  public struct CategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public nonisolated init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mixes with other apps' audio.
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    /// Lowers other apps' audio.
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    /// Allows Bluetooth input.
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    /// Uses the speaker, not the receiver.
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    /// Pauses spoken audio of other apps.
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    /// Allows Bluetooth A2DP output.
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    /// Allows AirPlay.
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
  }

  /// How deactivating affects other apps.
  public struct SetActiveOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public nonisolated init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets other apps resume their audio.
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
}
