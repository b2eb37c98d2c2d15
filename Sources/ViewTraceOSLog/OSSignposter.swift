import Foundation

/// The `os` module's signposts: named intervals and events for Instruments. In a trace nothing
/// is recorded (ViewTrace's own body timings are `EngineOptions`' business); the calls compile,
/// their messages' interpolations are evaluated, and `withIntervalSignpost` runs its closure.
public struct OSSignposter: Sendable {
  let log: OSLog

  /// A signposter for `subsystem` and `category`.
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// A signposter for `subsystem` in one of the system's categories (`.pointsOfInterest`).
  public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
  /// A signposter for a logger's log.
  public init(logger: Logger) { log = logger.handle }
  /// A signposter for a log handle.
  public init(logHandle: OSLog) { log = logHandle }
  /// A signposter that records nothing.
  public static let disabled = OSSignposter(logHandle: .disabled)

  /// Whether signposts are recorded by its log.
  public var isEnabled: Bool { log.signpostsEnabled }

  /// A new signpost id (unique within the process).
  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
  /// The signpost id of an object (the same for the same object).
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

  /// An event at one moment.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  /// An event at one moment, with a message.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

  /// Starts an interval named `name`.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id)
  }
  /// Starts an interval named `name`, with a message.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
    -> OSSignpostIntervalState
  {
    OSSignpostIntervalState(id: id)
  }
  /// Starts an interval of an animation named `name`.
  public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
    -> OSSignpostIntervalState
  {
    OSSignpostIntervalState(id: id)
  }

  /// Ends the interval `state` began.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  /// Ends the interval `state` began, with a message.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}

  /// Runs `task` as an interval named `name` and returns its result.
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T)
    rethrows -> T
  {
    try task()
  }
  /// Runs `task` as an interval named `name`, with a message, and returns its result.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
  ) rethrows -> T {
    try task()
  }
}

/// An interval begun by ``OSSignposter/beginInterval(_:id:)``, to end it with.
public struct OSSignpostIntervalState: Sendable {
  /// The interval's signpost id.
  public let signpostID: OSSignpostID
  init(id: OSSignpostID) { signpostID = id }
}

/// Identifies overlapping intervals of the same name.
public struct OSSignpostID: Comparable, Hashable, Sendable {
  /// The id's value.
  public let rawValue: UInt64

  /// An id from its value.
  public init(_ value: UInt64) { rawValue = value }

  /// A new id, unique within the process.
  public init(log: OSLog) { rawValue = OSSignpostID.next() }

  /// The id of `object` (the same for the same object while it lives).
  public init(log: OSLog, object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// For intervals that never overlap.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// An invalid id.
  public static let invalid = OSSignpostID(~0)
  /// No id.
  public static let null = OSSignpostID(0)

  /// Orders ids by value.
  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var counter: UInt64 = 0
  private static func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    counter += 1
    return counter
  }
}

/// Whether a signpost begins an interval, ends one or marks an event.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
  /// The type's value in the `os` module.
  public let rawValue: UInt8
  /// A type from its value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// An event at one moment.
  public static let event = OSSignpostType(rawValue: 0)
  /// Begins an interval.
  public static let begin = OSSignpostType(rawValue: 1)
  /// Ends an interval.
  public static let end = OSSignpostType(rawValue: 2)
}

/// A signpost of `type` named `name` (`os_signpost(.begin, log: log, name: "Load")`): nothing
/// is recorded.
public func os_signpost(
  _ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

/// A signpost of `type` named `name` with a format string and its arguments: nothing is recorded.
public func os_signpost(
  _ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
  _ format: StaticString, _ arguments: any CVarArg...
) {}
