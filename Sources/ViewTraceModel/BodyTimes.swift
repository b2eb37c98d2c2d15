/// The measured cost of each view's body in a trace made with timings
/// (`--timings`): the slow-bodies ranking of the text output, the report, the
/// advisor and budgets all read it from here.
///
/// ```swift
/// if let times = BodyTimes(trace) {
///   for view in times.views.prefix(3) { print(view.type, BodyTimes.text(view.median)) }
/// }
/// ```
public struct BodyTimes: Sendable, Equatable {
  /// One view identity's body runs.
  public struct View: Sendable, Equatable {
    /// The identity.
    public var node: String
    /// Its type.
    public var type: String
    /// How many times its body ran, in every frame (the initial render too).
    public var runs: Int
    /// The median time of one body run, in microseconds.
    public var median: Double
    /// The time of all its body runs together, in microseconds.
    public var total: Double
    /// One body run's time in each frame it ran, by frame index, in microseconds.
    public var perRun: [Int: Double]
  }

  /// How many runs each time is the median of (the trace's `timingRuns`).
  public let timingRuns: Int
  /// Every view whose body ran, slowest in total first (then by identity).
  public let views: [View]

  /// The times `trace` carries; nil when it was made without timings.
  public init?(_ trace: Trace) {
    var byNode: [String: (runs: Int, total: Double, perRun: [Int: Double])] = [:]
    for frame in trace.frames {
      for record in frame.records where record.bodyCount > 0 {
        guard let time = record.bodyMicroseconds else { continue }
        byNode[record.node, default: (0, 0, [:])].runs += record.bodyCount
        byNode[record.node]!.total += time
        byNode[record.node]!.perRun[frame.index] = time / Double(record.bodyCount)
      }
    }
    guard !byNode.isEmpty else { return nil }
    let types = trace.nodesByID
    timingRuns = Int(trace.options["timingRuns"] ?? "") ?? 1
    views = byNode.map { node, times in
      View(
        node: node, type: types[node]?.type ?? node, runs: times.runs,
        median: Self.median(Array(times.perRun.values)), total: times.total, perRun: times.perRun)
    }.sorted { ($0.total, $1.node) > ($1.total, $0.node) }
  }

  /// The median of `values` (the mean of the middle two for an even count); 0 for none.
  public static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// A time for people: `850 µs`, `4.2 ms`, `1.25 s`.
  public static func text(_ microseconds: Double) -> String {
    func rounded(_ value: Double, _ digits: Int) -> String {
      let text = String(format: "%.\(digits)f", value)
      return text.contains(".") ? String(text.reversed().drop { $0 == "0" }.drop { $0 == "." }.reversed()) : text
    }
    if microseconds < 1000 { return rounded(microseconds, microseconds < 10 ? 1 : 0) + " µs" }
    if microseconds < 1_000_000 { return rounded(microseconds / 1000, microseconds < 10_000 ? 2 : 1) + " ms" }
    return rounded(microseconds / 1_000_000, 2) + " s"
  }

  /// The slow-bodies ranking as text: the `limit` slowest views in total.
  public func ranking(limit: Int = 10) -> String {
    var out = "slow bodies (wall time, median of \(timingRuns) run\(timingRuns == 1 ? "" : "s")):\n"
    for view in views.prefix(limit) {
      out +=
        "  \(Self.text(view.total).leftPadded(9))  \(view.node): ran \(view.runs) time\(view.runs == 1 ? "" : "s"), "
        + "median \(Self.text(view.median))\n"
    }
    if views.count > limit { out += "  … \(views.count - limit) more\n" }
    return out
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

extension Trace {
  /// The trace without its body times (``NodeRecord/bodyMicroseconds`` and
  /// the `timingRuns` option): what snapshots keep, since times differ
  /// from run to run.
  public var withoutTimings: Trace {
    guard options["timingRuns"] != nil || frames.contains(where: { $0.records.contains { $0.bodyMicroseconds != nil } })
    else { return self }
    var trace = self
    trace.options["timingRuns"] = nil
    for f in trace.frames.indices {
      for r in trace.frames[f].records.indices { trace.frames[f].records[r].bodyMicroseconds = nil }
    }
    return trace
  }
}
