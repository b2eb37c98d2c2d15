import Foundation

/// A log handle of the `os` module: a subsystem and a category that messages are filed under.
/// `os_log`, ``Logger`` and ``OSSignposter`` accept one; nothing is written through it.
public final class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem (usually the app's bundle identifier); empty for ``default``.
  public let subsystem: String
  /// The category within the subsystem; empty for ``default``.
  public let category: String
  let enabled: Bool

  /// The categories the system gives a meaning of their own.
  public struct Category: Equatable, Sendable {
    let name: String
    /// Signposts shown as points of interest in Instruments.
    public static let pointsOfInterest = Category(name: "PointsOfInterest")
    /// Signposts recorded only while Instruments traces.
    public static let dynamicTracing = Category(name: "DynamicTracing")
    /// Signposts with backtraces, recorded only while Instruments traces.
    public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
  }

  /// The log messages go to when no other is given.
  public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
  /// A log that drops everything (`isEnabled(type:)` is false).
  public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

  private init(subsystem: String, category: String, enabled: Bool) {
    self.subsystem = subsystem
    self.category = category
    self.enabled = enabled
  }

  /// A log for `subsystem` and `category`.
  public convenience init(subsystem: String, category: String) {
    self.init(subsystem: subsystem, category: category, enabled: true)
  }

  /// A log for `subsystem` in one of the system's categories.
  public convenience init(subsystem: String, category: Category) {
    self.init(subsystem: subsystem, category: category.name, enabled: true)
  }

  /// Whether messages of `type` are kept: true except on ``disabled``, as under Xcode's debugger.
  public func isEnabled(type: OSLogType) -> Bool { enabled }

  /// Whether signposts are recorded: as ``isEnabled(type:)``.
  public var signpostsEnabled: Bool { enabled }
}

/// A message's level, as the `os` module's `OSLogType`.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  /// The level's value in the `os` module.
  public let rawValue: UInt8
  /// A level from its value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default level (`notice`).
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that may help in troubleshooting.
  public static let info = OSLogType(rawValue: 0x01)
  /// Debugging information.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault: a bug.
  public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a format string and its arguments (`os_log("Loaded %d items", count)`): the arguments
/// are evaluated at the call, and nothing is written.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// Logs a format string and its arguments at `type`: nothing is written.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}

/// Logs an interpolated message at `type` (`os_log(.error, "Failed: \(error)")`): its
/// interpolations are evaluated, and nothing is written.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
