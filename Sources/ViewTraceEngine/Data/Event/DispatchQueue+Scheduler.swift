#if !canImport(Darwin)
  import Dispatch
  import Foundation

  // `DispatchQueue` as a Combine scheduler, as on Apple's systems, so a view
  // model's `.receive(on: DispatchQueue.main)`, `.subscribe(on:
  // DispatchQueue.global())` or `.debounce(for: .milliseconds(300), scheduler:
  // DispatchQueue.main)` compiles unchanged. Declared where Apple's Combine is
  // not (on Apple's systems its own conformance is there).

  extension DispatchQueue {
    /// A dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
      /// The dispatch time.
      public var dispatchTime: DispatchTime

      /// The time `time`.
      public init(_ time: DispatchTime) { dispatchTime = time }

      /// The stride from this time to `other`.
      public func distance(to other: SchedulerTimeType) -> Stride {
        Stride(
          nanoseconds: Int(
            clamping: Int64(other.dispatchTime.uptimeNanoseconds) - Int64(dispatchTime.uptimeNanoseconds)))
      }

      /// This time moved by `stride`.
      public func advanced(by stride: Stride) -> SchedulerTimeType {
        let moved = Int64(dispatchTime.uptimeNanoseconds) + Int64(stride.magnitude)
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(clamping: max(0, moved))))
      }

      public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

      public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
      }

      public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dispatchTime.uptimeNanoseconds)
      }

      public init(from decoder: Decoder) throws {
        self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
      }

      /// A span of dispatch time, in nanoseconds (`.seconds(1)`, `.milliseconds(300)`, `0.5`).
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
      {
        /// Nanoseconds (negative for a span back in time).
        public var magnitude: Int

        /// The span as a dispatch interval.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        init(nanoseconds: Int) { magnitude = nanoseconds }

        /// The span `timeInterval`.
        public init(_ timeInterval: DispatchTimeInterval) {
          switch timeInterval {
          case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
          case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
          case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
          case .nanoseconds(let ns): magnitude = ns
          case .never: magnitude = .max
          @unknown default: magnitude = .max
          }
        }

        /// `value` seconds.
        public init(floatLiteral value: Double) { magnitude = Int(clamping: Int64((value * 1e9).rounded())) }
        /// `value` seconds.
        public init(integerLiteral value: Int) { self.init(.seconds(value)) }
        /// `source` seconds, when it fits.
        public init?<Source: BinaryInteger>(exactly source: Source) {
          guard let seconds = Int(exactly: source) else { return nil }
          self.init(.seconds(seconds))
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
        }
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
        }
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
          Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
        }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
        public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
      }
    }

    /// Options for scheduling on a dispatch queue, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions: @unchecked Sendable {
      /// The quality of service of the work.
      public var qos: DispatchQoS
      /// The work item's flags.
      public var flags: DispatchWorkItemFlags
      /// The group the work joins.
      public var group: DispatchGroup?

      public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
        self.qos = qos
        self.flags = flags
        self.group = group
      }
    }
  }

  extension DispatchQueue: @retroactive Scheduler {
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on the queue. Inside a scenario's frame it waits in the
    /// scenario's run loop (``ScenarioRunLoop``) and runs after the frame, in
    /// order, as the queue would run it after the current work: on the main
    /// queue as main-actor work, from another queue as work off the main actor.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      // Combine's schedulers take any closure, as Apple's do.
      nonisolated(unsafe) let action = action
      let loop = ScenarioRunLoop.shared
      guard loop.captures else {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
        return
      }
      loop.appendWork(from: self === DispatchQueue.main ? .mainActor : .dispatchQueue(label)) { action() }
    }

    /// Runs `action` at `date`, in real time: a scenario's steps do not wait for it (drive timed
    /// effects with `ScenarioClock`).
    public func schedule(
      after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      nonisolated(unsafe) let action = action
      asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
        action()
      }
    }

    /// Runs `action` at `date`, then every `interval`, in real time, until cancelled.
    public func schedule(
      after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
      let timer = DispatchSource.makeTimerSource(queue: self)
      timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
      nonisolated(unsafe) let action = action
      timer.setEventHandler { action() }
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }
#endif
