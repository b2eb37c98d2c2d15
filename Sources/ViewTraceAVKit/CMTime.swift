import Foundation

/// A count of ticks of a timescale.
public typealias CMTimeValue = Int64
/// Ticks per second.
public typealias CMTimeScale = Int32

/// A time as a rational number of seconds, as CoreMedia's `CMTime` (AVFoundation brings it).
public struct CMTime: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The number of ticks.
  public var value: CMTimeValue
  /// Ticks per second (0: an invalid time).
  public var timescale: CMTimeScale

  /// `value` ticks of `timescale` per second.
  public nonisolated init(value: CMTimeValue, timescale: CMTimeScale) {
    self.value = value
    self.timescale = timescale
  }

  /// `seconds`, rounded to ticks of `preferredTimescale`.
  public nonisolated init(seconds: Double, preferredTimescale: CMTimeScale) {
    self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  /// Zero seconds.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// An invalid time.
  public static let invalid = CMTime(value: 0, timescale: 0)

  /// Whether the time is valid (has a timescale).
  public var isValid: Bool { timescale != 0 }
  /// The time in seconds (`nan` when invalid).
  public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }

  /// `3/2 = 1.5 s`.
  public var description: String { "\(value)/\(timescale) = \(seconds) s" }

  /// Orders times by seconds.
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  /// Equal times are the same number of seconds (`1/2` equals `2/4`).
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
    Int64(lhs.value) * Int64(rhs.timescale) == Int64(rhs.value) * Int64(lhs.timescale)
  }
  /// Hashes the seconds.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(seconds) }

  /// The sum, in the finer timescale.
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
    let scale = max(lhs.timescale, rhs.timescale)
    return CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: scale)
  }
  /// The difference, in the finer timescale.
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
    let scale = max(lhs.timescale, rhs.timescale)
    return CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: scale)
  }
}

/// `value` ticks of `timescale` per second.
public nonisolated func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` in ticks of `preferredTimescale`.
public nonisolated func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds.
public nonisolated func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
