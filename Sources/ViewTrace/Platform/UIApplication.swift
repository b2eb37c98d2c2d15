import Foundation

/// UIKit's application object, the part of it SwiftUI view files call: opening URLs, the
/// settings URL, the badge and idle timer, and the app's lifecycle notification names.
///
/// A trace opens nothing outside the app: ``open(_:options:completionHandler:)`` leaves the
/// URL unopened and calls its completion handler at once with `true` (as when the system
/// opened it), and ``canOpenURL(_:)`` answers `true` for every URL with a scheme (a trace has
/// no installed apps to ask). Each says so once a run, as a `notSimulated` note; outside a run
/// nothing is said. The app is always `.active`; lifecycle notifications are posted only by a
/// scenario (`Step.post(UIApplication.willEnterForegroundNotification)`).
@MainActor
open class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  /// The URL that opens the app's page in Settings.
  public nonisolated static let openSettingsURLString = "app-settings:"
  /// The URL that opens the app's notification settings in Settings.
  public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

  /// The app's state: always `.active`.
  open var applicationState: State { .active }
  /// The number on the app's icon (kept; no icon shows it).
  open var applicationIconBadgeNumber = 0
  /// Whether the screen stays on (kept; there is no screen to dim).
  open var isIdleTimerDisabled = false
  /// Whether the app can change its icon: false.
  open var supportsAlternateIcons: Bool { false }
  /// The app's alternate icon: none.
  open var alternateIconName: String? { nil }

  /// Opens `url` in the app that handles it: nothing is opened (see the type's notes); the
  /// completion handler gets `true` at once.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    ViewGraph.running?.notSimulated(
      "UIApplication.open",
      "UIApplication.shared.open(_:) opens nothing outside the app (first: \(url.absoluteString)); its completion handler gets true")
    completionHandler?(true)
  }

  /// Whether an app can open `url`: `true` for every URL with a scheme (see the type's notes).
  open func canOpenURL(_ url: URL) -> Bool {
    ViewGraph.running?.notSimulated(
      "UIApplication.canOpenURL",
      "UIApplication.shared.canOpenURL(_:) answers true for every URL with a scheme: a trace has no installed apps to ask")
    return url.scheme != nil
  }

  /// Changes the app's icon: not simulated (said once a run); the handler gets no error.
  open func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
  ) {
    ViewGraph.running?.notSimulated(
      "UIApplication.setAlternateIconName", "UIApplication.shared.setAlternateIconName(_:) changes no icon")
    completionHandler?(nil)
  }

  /// The app's state.
  public enum State: Int, Sendable {
    /// In front, receiving events.
    case active
    /// In front, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// An option for ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Opens the URL only if an app claims it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Posted when the app becomes active.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back to the foreground.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  public nonisolated static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the day changes, the time zone changes or the clock is set.
  public nonisolated static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Posted after the person takes a screenshot.
  public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
}

/// UIKit's responder: here only the keyboard's notification names and their user-info keys,
/// which SwiftUI view files observe. No keyboard is shown in a trace; a scenario can post them.
@MainActor
open class UIResponder: NSObject {
  /// Posted before the keyboard appears.
  public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appears.
  public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears.
  public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappears.
  public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame at the end of the change (an `NSValue` of a `CGRect` on iOS).
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The keyboard's frame at the start of the change.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The length of the keyboard's animation, in seconds.
  public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
