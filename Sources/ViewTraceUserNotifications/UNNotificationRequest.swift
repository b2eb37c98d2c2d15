import Foundation

/// A request to show a notification: an identifier, the content and what triggers it.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// Identifies the request (a new request with the same identifier replaces it).
  public let identifier: String
  /// What the notification shows (a copy of the content given).
  public let content: UNNotificationContent
  /// When it is shown (`nil`: at once).
  public let trigger: UNNotificationTrigger?

  /// A request for `content`, shown when `trigger` fires.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = UNNotificationContent(fields: content.fields)
    self.trigger = trigger
  }
}

/// When a notification is shown.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it fires again after firing.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// Seconds from the request until it fires.
  public let timeInterval: TimeInterval
  /// A trigger `timeInterval` seconds after the request, again every `timeInterval` if it repeats.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

/// Fires when the date matches components (`hour: 8, minute: 0` every morning).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match.
  public let dateComponents: DateComponents
  /// A trigger at dates matching `dateComponents`.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}

/// Fires when a push notification arrives (made by the system, never by the app).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
