import Foundation
import ViewTraceEngine

/// The app's notification centre, as UserNotifications' `UNUserNotificationCenter`.
///
/// A trace shows no permission alert and delivers no notification, so:
///
/// - ``requestAuthorization(options:completionHandler:)`` is granted, as when a person taps
///   Allow on the alert (what a developer trying the app in the simulator does): the completion
///   handler gets `true` at once, in the frame of the call, and the run's settings say
///   `.authorized` from then on. The run says once that no alert was shown (`notSimulated`).
/// - ``add(_:withCompletionHandler:)`` keeps the request as pending (a request with the same
///   identifier replaces it) and completes with no error; the notification never fires. Said
///   once a run.
/// - ``setBadgeCount(_:withCompletionHandler:)`` keeps the number and completes; no icon shows
///   it. Said once a run.
///
/// What the centre holds (the authorization, the pending requests, the badge) belongs to the
/// run: every scenario starts with `.notDetermined` and nothing pending. Called outside a run
/// (or off the main actor) nothing is kept and nothing is said; completion handlers still run,
/// with the same answers. The `async` forms are main-actor methods that return without
/// suspending.
public final class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private init() {}

  /// The app's centre.
  public static func current() -> UNUserNotificationCenter { shared }

  /// Told about notifications the app receives; none arrive in a trace.
  public weak var delegate: (any UNUserNotificationCenterDelegate)?

  /// Whether the device can show notifications: true.
  public var supportsContentExtensions: Bool { true }

  // MARK: Authorization

  /// Asks for permission to show `options`; granted, at once (see the type's notes).
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.grant(options)
    completionHandler(true, nil)
  }

  /// Asks for permission to show `options`; granted, at once (see the type's notes).
  @MainActor
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    Self.grant(options)
    return true
  }

  /// The run's notification settings.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    completionHandler(Self.settings())
  }

  /// The run's notification settings.
  @MainActor
  public func notificationSettings() async -> UNNotificationSettings { Self.settings() }

  // MARK: Requests

  /// Schedules `request`: kept as pending, never delivered (see the type's notes).
  public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    Self.schedule(request)
    completionHandler?(nil)
  }

  /// Schedules `request`: kept as pending, never delivered (see the type's notes).
  @MainActor
  public func add(_ request: UNNotificationRequest) async throws {
    Self.schedule(request)
  }

  /// The run's pending requests, in the order they were added.
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    completionHandler(Self.withState { $0.pending } ?? [])
  }

  /// The run's pending requests, in the order they were added.
  @MainActor
  public func pendingNotificationRequests() async -> [UNNotificationRequest] {
    Self.withState { $0.pending } ?? []
  }

  /// Removes the pending requests with these identifiers.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    Self.withState { state in state.pending.removeAll { identifiers.contains($0.identifier) } }
  }

  /// Removes every pending request.
  public func removeAllPendingNotificationRequests() {
    Self.withState { state in state.pending.removeAll() }
  }

  /// The notifications in Notification Center: none, as none is delivered.
  public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    completionHandler([])
  }

  /// The notifications in Notification Center: none, as none is delivered.
  @MainActor
  public func deliveredNotifications() async -> [UNNotification] { [] }

  /// Removes delivered notifications: there are none.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// Removes every delivered notification: there are none.
  public func removeAllDeliveredNotifications() {}

  /// Sets the number on the app's icon: kept, not shown (see the type's notes).
  public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    Self.badge(newBadgeCount)
    completionHandler?(nil)
  }

  /// Sets the number on the app's icon: kept, not shown (see the type's notes).
  @MainActor
  public func setBadgeCount(_ newBadgeCount: Int) async throws {
    Self.badge(newBadgeCount)
  }

  /// The categories (with their actions) the app's notifications use: kept for ``getNotificationCategories(completionHandler:)``.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    Self.withState { $0.categories = categories }
  }

  /// The categories the run set.
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(Self.withState { $0.categories } ?? [])
  }

  // MARK: The run's state

  private static func grant(_ options: UNAuthorizationOptions) {
    ViewGraph.noteNotSimulated(
      "UNUserNotificationCenter.requestAuthorization",
      "UNUserNotificationCenter.requestAuthorization shows no permission alert: the request is granted at once, as when a person taps Allow")
    withState { state in
      state.status = .authorized
      state.options.formUnion(options)
    }
  }

  private static func schedule(_ request: UNNotificationRequest) {
    ViewGraph.noteNotSimulated(
      "UNUserNotificationCenter.add",
      "UNUserNotificationCenter.add keeps the request as pending; no notification is delivered (no banner, sound or badge)")
    withState { state in
      state.pending.removeAll { $0.identifier == request.identifier }
      state.pending.append(request)
    }
  }

  private static func badge(_ count: Int) {
    ViewGraph.noteNotSimulated(
      "UNUserNotificationCenter.setBadgeCount",
      "UNUserNotificationCenter.setBadgeCount keeps the number; no app icon shows it")
    withState { $0.badge = count }
  }

  private static func settings() -> UNNotificationSettings {
    withState { UNNotificationSettings(status: $0.status, options: $0.options) }
      ?? UNNotificationSettings(status: .notDetermined, options: [])
  }

  /// `body` on the running run's notification state; nil outside a run.
  @discardableResult
  private static func withState<T: Sendable>(_ body: @MainActor (NotificationState) -> T) -> T? {
    ViewGraph.withRunning { body($0.feature(NotificationStateFeature.self).state) }
  }
}

/// What one run's notification centre holds.
@MainActor
final class NotificationState {
  var status: UNAuthorizationStatus = .notDetermined
  var options: UNAuthorizationOptions = []
  var pending: [UNNotificationRequest] = []
  var badge = 0
  var categories: Set<UNNotificationCategory> = []
}

/// The run's ``NotificationState``, made the first time the run asks for it.
@MainActor
final class NotificationStateFeature: GraphFeature {
  let state = NotificationState()
  init(graph: ViewGraph) {}
}

/// Told about notifications that arrive and the person's answers to them. None arrive in a
/// trace, so its methods are never called.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// A notification arrived while the app is in front; the handler says how to show it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  /// The person answered a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
  /// Shows nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) { completionHandler([]) }
  /// Does nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) { completionHandler() }
}
