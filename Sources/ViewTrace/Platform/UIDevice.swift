import Foundation

/// UIKit's device, as a trace's device is: an iPhone running iOS 17 (the version whose
/// `_printChanges` wording a trace prints by default), upright, with its battery not monitored.
/// Every run sees the same values, so a view that reads them traces the same way everywhere.
@MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// The device's name: `iPhone` (as iOS 16 and later give apps without the entitlement).
  open var name: String { "iPhone" }
  /// The model: `iPhone`.
  open var model: String { "iPhone" }
  /// The localized model: `iPhone`.
  open var localizedModel: String { "iPhone" }
  /// The system's name: `iOS`.
  open var systemName: String { "iOS" }
  /// The system's version: `17.0`.
  open var systemVersion: String { "17.0" }
  /// The kind of interface: `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// The physical orientation: `.portrait`.
  open var orientation: UIDeviceOrientation { .portrait }
  /// An identifier for the app's vendor on this device (the same in every run).
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000001") }
  /// Whether the device tells about its battery.
  open var isBatteryMonitoringEnabled = false
  /// The charge, 0…1, or -1 while the battery is not monitored (monitored: 1).
  open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
  /// The battery's state: `.unknown` while not monitored (monitored: `.full`).
  open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
  /// Whether the device tells about its proximity sensor.
  open var isProximityMonitoringEnabled = false
  /// Whether the device supports multitasking: true.
  open var isMultitaskingSupported: Bool { true }

  /// Starts orientation notifications (the orientation never changes in a trace).
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Ends orientation notifications.
  open func endGeneratingDeviceOrientationNotifications() {}

  /// A battery's state.
  public enum BatteryState: Int, Sendable {
    /// Not known (not monitored).
    case unknown, unplugged, charging, full
  }

  /// Posted when the orientation changes (never by the simulation; a scenario can post it with
  /// `Step.post`).
  public nonisolated static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery level changes (never by the simulation).
  public nonisolated static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the battery state changes (never by the simulation).
  public nonisolated static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
}

/// The kind of interface a device has.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Catalyst).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// A device's physical orientation.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// On its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Flat, face up or down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Any orientation an interface can take.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
