/// A virtual clock for scenarios: time moves only when a step advances it,
/// so timers fire at the same moments on every run.
///
/// ```swift
/// @State private var timestamp = ScenarioClock.now
/// Text(timestamp, format: .iso8601)
///   .onReceive(ScenarioClock.timer(every: 1)) { timestamp = $0 }
/// // in the scenario:
/// Step.advanceClock(by: 2)   // the timer fires twice, at +1 s and +2 s
/// ```
public enum ScenarioClock {
  /// Where every scenario's clock starts: 2024-05-08 12:42:00 UTC.
  public static let start = Date(timeIntervalSince1970: 1_715_172_120)

  /// The running scenario's current time (``start`` outside a scenario).
  @MainActor
  public static var now: Date { ViewGraph.running?.events.clock.now ?? start }

  /// A publisher that emits the virtual time every `interval` seconds once
  /// subscribed, like `Timer.publish(every:on:in:).autoconnect()`. Two timers
  /// with the same interval are equal values, so re-creating one in a body does
  /// not re-subscribe.
  public static func timer(every interval: TimeInterval) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher made by ``ScenarioClock/timer(every:)``.
  public struct TimerPublisher: Publisher, Equatable, Sendable {
    /// The gesture's or publisher's `Output`: `Date`.
    public typealias Output = Date
    /// The gesture's or publisher's `Failure`: `Never`.
    public typealias Failure = Never

    /// Seconds between two ticks.
    public let interval: TimeInterval

    /// Subscribes `subscriber` to the ticks of the running scenario's virtual clock.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      nonisolated(unsafe) let subject = PassthroughSubject<Date, Never>()
      let interval = interval
      // Outside a run, or subscribed off the main actor, the timer never ticks.
      let registration = ViewGraph.withRunning { $0.events.clock.schedule(every: interval) { subject.send($0) } }
      subject
        .handleEvents(receiveCancel: { registration?.cancel() })
        .receive(subscriber: subscriber)
    }
  }
}

/// The graph's clock: timers fire in time order, then in the order they were
/// scheduled.
@MainActor
package final class VirtualClock {
  package final class Registration: @unchecked Sendable {
    /// Seconds between two firings; nil for one firing (a task's sleep).
    let interval: TimeInterval?
    var next: Date
    let order: Int
    let fire: (Date) -> Void
    var cancelled = false

    init(interval: TimeInterval?, next: Date, order: Int, fire: @escaping (Date) -> Void) {
      self.interval = interval
      self.next = next
      self.order = order
      self.fire = fire
    }

    package func cancel() { cancelled = true }
  }

  private(set) var now = ScenarioClock.start
  private var timers: [Registration] = []
  private var scheduled = 0
  /// The tasks asleep on this clock (`Task.sleep`), by address, with when they wake.
  private var sleepers: [UnsafeRawPointer: Date] = [:]

  package func schedule(every interval: TimeInterval, _ fire: @escaping (Date) -> Void) -> Registration {
    scheduled += 1
    let registration = Registration(
      interval: max(interval, 0.001), next: now.addingTimeInterval(max(interval, 0.001)), order: scheduled, fire: fire)
    timers.append(registration)
    return registration
  }

  /// Puts the job of a task that sleeps (`Task.sleep`) on this clock: it
  /// waits in the run loop again once time reaches `seconds` from now
  /// (rounded to the millisecond, so a run's small real delays do not show).
  /// `task` is the address of the task that sleeps (``wakeTime(of:)``).
  func sleep(_ job: UnownedJob, for seconds: TimeInterval, origin: ScenarioRunLoop.Origin, task: UnsafeRawPointer?) {
    let delay = max((seconds * 1000).rounded() / 1000, 0)
    let address = task ?? unsafeBitCast(job, to: UnsafeRawPointer.self)
    let wake = now.addingTimeInterval(delay)
    sleepers[address] = wake
    scheduled += 1
    timers.append(
      Registration(interval: nil, next: wake, order: scheduled) { [weak self] _ in
        self?.sleepers[address] = nil
        ScenarioRunLoop.shared.append(job, origin)
      })
  }

  /// How long until the task at `address` wakes, if it sleeps on this clock.
  func sleepLeft(of address: UnsafeRawPointer) -> TimeInterval? {
    sleepers[address].map { ($0.timeIntervalSince(now) * 1000).rounded() / 1000 }
  }

  /// Moves time forward by `seconds`, firing every timer that comes due. A
  /// task woken from its sleep runs at once, with the work it starts, so one
  /// that sleeps again in that time wakes again within it.
  func advance(by seconds: TimeInterval) {
    let target = now.addingTimeInterval(max(seconds, 0))
    while true {
      timers.removeAll { $0.cancelled }
      guard let due = timers.filter({ $0.next <= target }).min(by: { ($0.next, $0.order) < ($1.next, $1.order) })
      else { break }
      now = due.next
      if let interval = due.interval {
        due.next = due.next.addingTimeInterval(interval)
      } else {
        due.cancelled = true
      }
      due.fire(now)
      if due.interval == nil { ScenarioRunLoop.shared.runWaitingWork() }
    }
    now = target
  }
}
