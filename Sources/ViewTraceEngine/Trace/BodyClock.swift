import Foundation

/// How `--timings` measures the user's bodies: the scenario runs `runs`
/// times and each body evaluation's wall time is the median of its runs.
/// A body that runs longer than `limit` cuts the run: one line on standard
/// error, exit status 2.
///
/// ```swift
/// let trace = try scenario.run(timings: BodyTimings(runs: 5))
/// trace.frames[1].records.first?.bodyMicroseconds   // 412.5
/// ```
public struct BodyTimings: Sendable, Equatable {
  /// The most runs ``runs`` may be.
  public static let maxRuns = 101
  /// The longest per-body limit, in seconds.
  public static let maxLimitSeconds = 3600.0

  /// How many times the scenario runs (1...101); the median of the runs is kept.
  public var runs: Int
  /// The longest one body may run, in seconds, before the run is cut.
  public var limitSeconds: Double

  /// Timings over `runs` runs (odd numbers give a true median), cut at `limitSeconds` per body.
  public init(runs: Int = 5, limitSeconds: Double = 10) {
    self.runs = runs
    self.limitSeconds = limitSeconds
  }

  /// The first trace with each record's body time replaced by the median
  /// of that record's times in all the traces (matched by frame and node).
  static func median(of runs: [Trace]) -> Trace {
    guard var trace = runs.first else { preconditionFailure("at least one run") }
    let times = runs.map { run in
      run.frames.map { frame in
        Dictionary(
          frame.records.compactMap { record in record.bodyMicroseconds.map { (record.node, $0) } },
          uniquingKeysWith: +)
      }
    }
    for f in trace.frames.indices {
      for r in trace.frames[f].records.indices where trace.frames[f].records[r].bodyMicroseconds != nil {
        let node = trace.frames[f].records[r].node
        let median = BodyTimes.median(times.compactMap { $0.indices.contains(f) ? $0[f][node] : nil })
        // A tenth of a microsecond is finer than the clock's noise.
        trace.frames[f].records[r].bodyMicroseconds = (median * 10).rounded() / 10
      }
    }
    trace.options["timingRuns"] = String(runs.count)
    return trace
  }

  /// Why these settings cannot be used, in one line; nil when they can.
  public var problem: String? {
    if !(1...Self.maxRuns).contains(runs) { return "timing runs must be 1...\(Self.maxRuns), got \(runs)" }
    if !limitSeconds.isFinite || limitSeconds <= 0 || limitSeconds > Self.maxLimitSeconds {
      return
        "the per-body timing limit must be a number of seconds in (0, \(Int(Self.maxLimitSeconds))], got \(limitSeconds)"
    }
    return nil
  }
}

/// Measures the bodies of one run: the wall time of the user's `body` alone
/// (a body that runs another view's body inside it does not count that
/// one's time twice). Lives on the graph only while timings are on, so a run
/// without them costs one nil check per body.
@MainActor
package final class BodyClock {
  private let log: UpdateLog
  private let watchdog: BodyWatchdog
  /// Time spent in bodies nested in the running one, per level.
  private var nested: [UInt64] = []

  init(log: UpdateLog, limitSeconds: Double) {
    self.log = log
    watchdog = BodyWatchdog(limitSeconds: limitSeconds)
  }

  /// Runs `body` for `node` in `frame` and records its time.
  func measure<T>(_ node: ViewNode, frame: Int, _ body: () -> T) -> T {
    let outer = nested.isEmpty
    if outer { watchdog.arm("\(node.type) (\(node.identity)) in frame \(frame)") }
    nested.append(0)
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let inner = nested.removeLast()
    if !nested.isEmpty { nested[nested.count - 1] += elapsed }
    if outer { watchdog.disarm() }
    log.emit(.bodyTimed(node: node.identity, nanoseconds: elapsed - min(inner, elapsed)))
    return result
  }

  /// Stops the watchdog's thread.
  func stop() { watchdog.stop() }

  // A graph dropped without `stopMeasuringBodies()` stops its watchdog too.
  deinit { watchdog.stop() }
}

/// Cuts a run whose body does not return: a thread that looks four times a
/// second at the running body and, past the limit, writes one line to standard error and
/// exits the process with status 2. A body cannot be stopped from outside,
/// and a hang is worse than a cut run; nothing has been written yet, since
/// every output is written after its run.
package final class BodyWatchdog: @unchecked Sendable {
  private let limit: UInt64
  private let condition = NSCondition()
  private var running: (label: String, deadline: UInt64)?
  private var stopped = false
  private let cut: @Sendable (String) -> Void

  /// A watchdog that calls `cut` with the one-line message when a body runs
  /// past `limitSeconds`; by default the message goes to standard error and
  /// the process exits with status 2.
  init(limitSeconds: Double, cut: @escaping @Sendable (String) -> Void = BodyWatchdog.exit) {
    limit = UInt64(limitSeconds * 1e9)
    self.cut = cut
    let thread = Thread { [self] in watch() }
    thread.name = "ViewTrace body watchdog"
    thread.start()
  }

  func arm(_ label: String) {
    condition.lock()
    running = (label, DispatchTime.now().uptimeNanoseconds + limit)
    condition.unlock()
  }

  func disarm() {
    condition.lock()
    running = nil
    condition.unlock()
  }

  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }

  /// `Error: --timings: the body of Row (Root/Row@0) in frame 2 ran longer than the per-body limit of 10 s; …`
  static func message(label: String, limitSeconds: Double) -> String {
    "Error: --timings: the body of \(label) ran longer than the per-body limit of "
      + "\(limitSeconds.formatted(.number.grouping(.never))) s; the run is cut (raise it with --timings-limit)"
  }

  /// Writes `message` to standard error and ends the process with status 2.
  @Sendable static func exit(_ message: String) {
    FileHandle.standardError.write(Data((TextEscaping.visibleControls(message) + "\n").utf8))
    Foundation.exit(2)
  }

  private func watch() {
    condition.lock()
    defer { condition.unlock() }
    while !stopped {
      let now = DispatchTime.now().uptimeNanoseconds
      if let body = running, now >= body.deadline {
        running = nil
        cut(Self.message(label: body.label, limitSeconds: Double(limit) / 1e9))
      }
      // Polls: arming a body costs a lock, not a wake-up; a cut comes at most 0.25 s late.
      _ = condition.wait(until: Date(timeIntervalSinceNow: 0.25))
    }
  }
}
