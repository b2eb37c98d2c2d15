import Foundation

/// The `os` module's `Logger`: messages at a level, with interpolations and privacy.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.app", category: "sync")
/// logger.info("Loaded \(items.count, privacy: .public) items")
/// ```
///
/// In a trace nothing is written: not to standard output (a trace's output stays the trace's),
/// not to a log store, and no note is recorded, since logging changes nothing a view shows. A
/// message's interpolations are evaluated at the call, at every level (as in a run under Xcode's
/// debugger, which shows debug messages too), so what they read is read as on iOS.
public struct Logger: Sendable {
  /// The log the messages are filed under.
  let handle: OSLog

  /// A logger for the default log.
  public init() { handle = .default }
  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }
  /// A logger for an existing log handle.
  public init(_ logObj: OSLog) { handle = logObj }

  /// A message at the default level.
  public func log(_ message: OSLogMessage) {}
  /// A message at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// A message at the debug level (`trace` is `debug`).
  public func trace(_ message: OSLogMessage) {}
  /// A message at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// A message at the info level.
  public func info(_ message: OSLogMessage) {}
  /// A message at the default (notice) level.
  public func notice(_ message: OSLogMessage) {}
  /// A message at the error level (`warning` is `error`).
  public func warning(_ message: OSLogMessage) {}
  /// A message at the error level.
  public func error(_ message: OSLogMessage) {}
  /// A message at the fault level (`critical` is `fault`).
  public func critical(_ message: OSLogMessage) {}
  /// A message at the fault level.
  public func fault(_ message: OSLogMessage) {}
}
