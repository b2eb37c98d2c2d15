#if !canImport(Darwin)
  import Foundation

  // `RunLoop` as a Combine scheduler, as on Apple's systems, so a view model's
  // `.receive(on: RunLoop.main)` or `.debounce(for: .seconds(0.5), scheduler:
  // RunLoop.main)` compiles unchanged. Declared where Apple's Combine is not.

  extension RunLoop {
    /// A run loop's time, as Combine's `RunLoop.SchedulerTimeType`: a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
      /// The date.
      public var date: Date

      /// The time `date`.
      public init(_ date: Date) { self.date = date }

      /// The stride from this time to `other`.
      public func distance(to other: SchedulerTimeType) -> Stride {
        Stride(other.date.timeIntervalSince(date))
      }

      /// This time moved by `stride`.
      public func advanced(by stride: Stride) -> SchedulerTimeType {
        SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
      }

      /// A span of run loop time, in seconds (`.seconds(1)`, `.milliseconds(300)`, `0.5`).
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
      {
        /// Seconds (negative for a span back in time).
        public var magnitude: TimeInterval

        /// The span in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// The span `timeInterval`, in seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// `value` seconds.
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        /// `value` seconds.
        public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
        /// `source` seconds, when it fits.
        public init?<Source: BinaryInteger>(exactly source: Source) {
          guard let seconds = TimeInterval(exactly: source) else { return nil }
          magnitude = seconds
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
      }
    }

    /// Options for scheduling on a run loop, as Combine's `RunLoop.SchedulerOptions` (none).
    public struct SchedulerOptions: Sendable {}
  }

  extension RunLoop: @retroactive Scheduler {
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the run loop. Inside a scenario's frame, on the main run loop, it waits
    /// in the scenario's run loop (``ScenarioRunLoop``) and runs after the frame, in order, as
    /// main-actor work; elsewhere the run loop performs it.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      // Combine's schedulers take any closure, as Apple's do.
      nonisolated(unsafe) let action = action
      let loop = ScenarioRunLoop.shared
      if loop.captures && self === RunLoop.main {
        loop.appendWork(from: .mainActor) { action() }
      } else {
        perform { action() }
      }
    }

    /// Runs `action` at `date`, in real time: a scenario's steps do not wait for it (drive timed
    /// effects with `ScenarioClock`).
    public func schedule(
      after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      nonisolated(unsafe) let action = action
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
      add(timer, forMode: .default)
    }

    /// Runs `action` at `date`, then every `interval`, in real time, until cancelled.
    public func schedule(
      after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
      nonisolated(unsafe) let action = action
      let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
      add(timer, forMode: .default)
      nonisolated(unsafe) let scheduled = timer
      return AnyCancellable { scheduled.invalidate() }
    }
  }
#endif
