import Foundation

// Apple's Foundation declares these itself, on Combine's `Publisher` (which ViewTrace's
// `onReceive` does not take): a trace package on macOS imports `ViewTrace`, and its app files'
// `Timer.publish` needs Linux (docs/own-views.md).
#if !canImport(Darwin)
extension Timer {
  /// Combine's timer publisher on the scenario's virtual clock:
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  ///
  /// Once connected (by `autoconnect()` when a view's `.onReceive` subscribes, or by
  /// `connect()`), it emits the scenario's time every `interval` seconds as
  /// `Step.advanceClock(by:)` moves it, like ``ScenarioClock/timer(every:)``: the same moments
  /// on every run, and never by itself. The run loop, mode and tolerance are not used. Connected
  /// outside a run, it never emits.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The publisher `Timer.publish(every:on:in:)` makes: a connectable publisher of the
  /// scenario's time (see ``Timer/publish(every:tolerance:on:in:)``).
  public final class TimerPublisher: ConnectablePublisher {
    /// The time of each tick.
    public typealias Output = Date
    /// A timer does not fail.
    public typealias Failure = Never

    /// Seconds between two ticks.
    public let interval: TimeInterval
    /// The tolerance asked for (not used).
    public let tolerance: TimeInterval?
    /// The run loop asked for (not used: ticks come from the scenario's clock).
    public let runLoop: RunLoop
    /// The run loop mode asked for (not used).
    public let mode: RunLoop.Mode

    private let ticks = PassthroughSubject<Date, Never>()

    /// A timer publisher every `interval` seconds.
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Subscribes `subscriber` to the ticks (which start at ``connect()``).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      ticks.receive(subscriber: subscriber)
    }

    /// Starts the ticks on the running scenario's clock; cancel the result to stop them.
    public func connect() -> any Cancellable {
      let ticks = ticks
      return ScenarioClock.timer(every: interval).sink { ticks.send($0) }
    }
  }
}
#endif
