import Foundation

/// What a notification shows: a title, a subtitle, a body, a sound and a badge. Made as a
/// ``UNMutableNotificationContent`` and handed to a ``UNNotificationRequest``, which keeps a copy.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  struct Fields {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var targetContentIdentifier: String?
    var launchImageName = ""
    var interruptionLevel: UNNotificationInterruptionLevel = .active
    var relevanceScore: Double = 0
  }
  var fields = Fields()

  /// An empty content.
  public override init() {}

  init(fields: Fields) { self.fields = fields }

  /// The title.
  open var title: String { fields.title }
  /// The line under the title.
  open var subtitle: String { fields.subtitle }
  /// The message.
  open var body: String { fields.body }
  /// The number the app's icon shows (`nil`: unchanged).
  open var badge: NSNumber? { fields.badge }
  /// The sound played (`nil`: none).
  open var sound: UNNotificationSound? { fields.sound }
  /// The app's own data.
  open var userInfo: [AnyHashable: Any] { fields.userInfo }
  /// The category, which names its actions.
  open var categoryIdentifier: String { fields.categoryIdentifier }
  /// Groups notifications of one thread.
  open var threadIdentifier: String { fields.threadIdentifier }
  /// The scene a tap brings forward.
  open var targetContentIdentifier: String? { fields.targetContentIdentifier }
  /// The launch image shown when a tap opens the app.
  open var launchImageName: String { fields.launchImageName }
  /// How urgently the notification is shown.
  open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
  /// Its rank in a summary (0…1).
  open var relevanceScore: Double { fields.relevanceScore }

  /// An unchangeable copy.
  open override func copy() -> Any { UNNotificationContent(fields: fields) }
  /// A changeable copy.
  open override func mutableCopy() -> Any { UNMutableNotificationContent(fields: fields) }
}

/// A notification's content, to fill in before making a request.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Time to stretch"
/// content.sound = .default
/// ```
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// An empty content.
  public override init() { super.init() }
  override init(fields: Fields) { super.init(fields: fields) }

  /// The title.
  open override var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }
  /// The line under the title.
  open override var subtitle: String {
    get { fields.subtitle }
    set { fields.subtitle = newValue }
  }
  /// The message.
  open override var body: String {
    get { fields.body }
    set { fields.body = newValue }
  }
  /// The number the app's icon shows (`nil`: unchanged).
  open override var badge: NSNumber? {
    get { fields.badge }
    set { fields.badge = newValue }
  }
  /// The sound played (`nil`: none).
  open override var sound: UNNotificationSound? {
    get { fields.sound }
    set { fields.sound = newValue }
  }
  /// The app's own data.
  open override var userInfo: [AnyHashable: Any] {
    get { fields.userInfo }
    set { fields.userInfo = newValue }
  }
  /// The category, which names its actions.
  open override var categoryIdentifier: String {
    get { fields.categoryIdentifier }
    set { fields.categoryIdentifier = newValue }
  }
  /// Groups notifications of one thread.
  open override var threadIdentifier: String {
    get { fields.threadIdentifier }
    set { fields.threadIdentifier = newValue }
  }
  /// The scene a tap brings forward.
  open override var targetContentIdentifier: String? {
    get { fields.targetContentIdentifier }
    set { fields.targetContentIdentifier = newValue }
  }
  /// The launch image shown when a tap opens the app.
  open override var launchImageName: String {
    get { fields.launchImageName }
    set { fields.launchImageName = newValue }
  }
  /// How urgently the notification is shown.
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { fields.interruptionLevel }
    set { fields.interruptionLevel = newValue }
  }
  /// Its rank in a summary (0…1).
  open override var relevanceScore: Double {
    get { fields.relevanceScore }
    set { fields.relevanceScore = newValue }
  }
}

/// How urgently a notification is shown.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  /// Added to the list without lighting the screen.
  case passive
  /// Shown at once (the default).
  case active
  /// Shown at once, breaking through Focus.
  case timeSensitive
  /// Shown at once with sound, even when muted.
  case critical
}

/// The sound of a notification.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The sound's name; empty for the default sound.
  let name: String
  private init(name: String) { self.name = name }

  /// The system's notification sound.
  public static let `default` = UNNotificationSound(name: "")
  /// The system's sound for critical alerts.
  public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
  /// A sound file of the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
  /// The default sound for a critical alert, at `volume` (0…1).
  public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  /// The file name.
  public let rawValue: String
  /// A name from a file name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name from a file name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
