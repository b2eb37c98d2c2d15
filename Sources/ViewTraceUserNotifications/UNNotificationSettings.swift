import Foundation

/// What a notification may do, asked for with
/// ``UNUserNotificationCenter/requestAuthorization(options:completionHandler:)``.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the app's badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Play sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Show alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Show in CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Play sounds for critical alerts, even when muted.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// The app has a settings screen for its notifications.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Deliver quietly without asking first.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may show notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// The person said no.
  case denied = 1
  /// The person allowed them.
  case authorized = 2
  /// Allowed quietly, without asking.
  case provisional = 3
  /// Allowed for a limited time (App Clips).
  case ephemeral = 4
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
  /// The app did not ask for it.
  case notSupported = 0
  /// Off.
  case disabled = 1
  /// On.
  case enabled = 2
}

/// How notifications are shown in the carousel of alerts.
public enum UNAlertStyle: Int, Sendable {
  /// Not shown.
  case none = 0
  /// A banner that goes away.
  case banner = 1
  /// An alert that stays.
  case alert = 2
}

/// The app's notification settings in this run.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may show notifications.
  public let authorizationStatus: UNAuthorizationStatus
  let options: UNAuthorizationOptions

  init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
    self.authorizationStatus = status
    self.options = options
  }

  private func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
    guard authorizationStatus == .authorized || authorizationStatus == .provisional else {
      return authorizationStatus == .notDetermined ? .notSupported : .disabled
    }
    return options.contains(option) ? .enabled : .notSupported
  }

  /// Alerts, if they were granted.
  public var alertSetting: UNNotificationSetting { setting(.alert) }
  /// Sounds, if they were granted.
  public var soundSetting: UNNotificationSetting { setting(.sound) }
  /// The badge, if it was granted.
  public var badgeSetting: UNNotificationSetting { setting(.badge) }
  /// Notification Center: as alerts.
  public var notificationCenterSetting: UNNotificationSetting { setting(.alert) }
  /// The lock screen: as alerts.
  public var lockScreenSetting: UNNotificationSetting { setting(.alert) }
  /// CarPlay, if it was granted.
  public var carPlaySetting: UNNotificationSetting { setting(.carPlay) }
  /// Critical alerts, if they were granted.
  public var criticalAlertSetting: UNNotificationSetting { setting(.criticalAlert) }
  /// Banners when alerts were granted.
  public var alertStyle: UNAlertStyle { alertSetting == .enabled ? .banner : .none }
}

/// How a notification that arrives while the app is in front is shown.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show an alert (before iOS 14).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Add it to Notification Center.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification: its request and when it arrived. A trace delivers none.
public final class UNNotification: NSObject, @unchecked Sendable {
  /// The request it came from.
  public let request: UNNotificationRequest
  /// When it was delivered.
  public let date: Date
  init(request: UNNotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}

/// A person's answer to a notification (a tap, an action). A trace delivers none.
public final class UNNotificationResponse: NSObject, @unchecked Sendable {
  /// The notification answered.
  public let notification: UNNotification
  /// The action chosen (``UNNotificationDefaultActionIdentifier`` for a tap).
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// The action identifier of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A button a notification of a category shows.
public final class UNNotificationAction: NSObject, @unchecked Sendable {
  /// Identifies the action in a response.
  public let identifier: String
  /// The button's title.
  public let title: String
  /// How the action behaves.
  public let options: UNNotificationActionOptions
  /// An action titled `title`.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// How a notification action behaves.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Needs the device unlocked.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// Shown in red.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// Opens the app.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A kind of notification, with its actions.
public final class UNNotificationCategory: NSObject, @unchecked Sendable {
  /// The category's identifier (a content's `categoryIdentifier`).
  public let identifier: String
  /// Its actions, in order.
  public let actions: [UNNotificationAction]
  /// Siri intents it handles.
  public let intentIdentifiers: [String]
  /// How it behaves.
  public let options: UNNotificationCategoryOptions
  /// A category with `actions`.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }
  /// Categories are equal by identifier.
  public override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
  /// Hashed by identifier.
  public override var hash: Int { identifier.hashValue }
}

/// How a notification category behaves.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Tells the delegate about dismissals.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  /// Shown in CarPlay.
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
}
