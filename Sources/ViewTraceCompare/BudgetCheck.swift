import ViewTraceAdvisor
import ViewTraceModel

/// The result of checking a trace against a budget: one line per expectation.
public struct BudgetResult: Sendable {
  /// One expectation of the budget, met or not.
  public struct Line: Sendable, Equatable {
    /// A stable name: `run.maxTotalEvaluations`, `frame 2.notEvaluated StudentNameView`.
    public let name: String
    /// The frame it concerns, if one.
    public let frame: Int?
    /// Whether it holds.
    public let passed: Bool
    /// What was expected and what happened.
    public let message: String
    /// The views over budget, with why they ran (for reports).
    public let offenders: [Offender]
  }

  /// A view that broke a budget line, with its reasons in the frame.
  public struct Offender: Sendable, Equatable {
    /// The view's identity.
    public let node: String
    /// The frame in which it ran (nil when not known).
    public let frame: Int?
    /// The view's `_printChanges` line.
    public let printChanges: String?
    /// The values that changed, before and after (those without ``paths``).
    public let changes: [ValueChange]
    /// Where the changed sources' values differ (`books[id: 3].isFavorite:
    /// false -> true`), from the frame's ``SourceChange/diff``; read first.
    public let paths: [String]
    /// Every change its reasons name, worded as every output words it
    /// (``ChangeWording/changes(of:in:)``): paths first, whole values else.
    public let wording: [String]

    /// The view of `record` in `frame`, with its `_printChanges` line and
    /// every changed value, worded by ``ChangeWording``.
    public init(_ record: NodeRecord, frame: Frame) {
      self.init(record, frameIndex: frame.index, diffs: frame.diffsBySource)
    }

    /// The view of `record`, with its `_printChanges` line and every changed
    /// value; a value whose source change in the frame has paths (`diffs`,
    /// ``Frame/diffsBySource``), or a field change with its own
    /// ``ValueChange/diff``, is given by its paths.
    public init(_ record: NodeRecord, diffs: [String: [String]] = [:]) {
      self.init(record, frameIndex: nil, diffs: diffs)
    }

    private init(_ record: NodeRecord, frameIndex: Int?, diffs: [String: [String]]) {
      node = record.node
      frame = frameIndex
      printChanges = record.printChanges
      var paths: [String] = []
      var changes: [ValueChange] = []
      var wording: [String] = []
      for reason in record.reasons {
        for text in ChangeWording.changes(of: reason, diffs: diffs) where !wording.contains(text) {
          wording.append(text)
        }
        if let source = reason.source, let diff = diffs[source], reason.changes.count == 1 {
          paths += diff
        } else {
          // A changed field of the view (`@self`) may know its own paths.
          for change in reason.changes {
            if let diff = change.diff, !diff.isEmpty { paths += diff } else { changes.append(change) }
          }
        }
      }
      self.paths = paths
      self.changes = changes
      self.wording = wording
    }
  }

  /// Views that broke a budget line the same way in the same frame: one
  /// line of output for all of them (ten rows that ran for one toggle are
  /// one failure, not ten identical lines).
  public struct OffenderGroup: Sendable, Equatable {
    /// The frame they ran in (nil when not known).
    public let frame: Int?
    /// Their identities, in the order the check found them.
    public let nodes: [String]
    /// The first of them: its `_printChanges` line and changes are each one's
    /// (``BudgetResult/why(_:arrow:diffFirst:)``).
    public let first: Offender
  }

  /// The scenario's name.
  public let scenario: String
  /// One line per budget expectation.
  public let lines: [Line]

  /// Whether it holds.
  public var passed: Bool { lines.allSatisfy(\.passed) }
  /// The lines that do not hold.
  public var failures: [Line] { lines.filter { !$0.passed } }
}

extension Budget {
  /// Checks `trace` against every expectation of the budget.
  public func check(_ trace: Trace) -> BudgetResult {
    var lines: [BudgetResult.Line] = []
    let types = trace.nodesByID.mapValues(\.type)
    func matches(_ selector: String, _ node: String) -> Bool { node == selector || types[node] == selector }
    // Each offending record comes with its frame, so an offender of a line
    // over the run still says where it ran and words its change from there.
    typealias Ran = (frame: Int, record: NodeRecord)
    func offenders(_ records: [Ran]) -> [BudgetResult.Offender] {
      records.map { BudgetResult.Offender($0.record, frame: trace.frames[$0.frame]) }
    }
    func line(_ name: String, frame: Int?, _ passed: Bool, _ message: String, _ records: [Ran] = [])
      -> BudgetResult.Line
    {
      BudgetResult.Line(
        name: name, frame: frame, passed: passed, message: message, offenders: passed ? [] : offenders(records))
    }

    if let scenario, scenario != trace.scenario {
      lines.append(line("scenario", frame: nil, false, "the budget is for \(scenario), the trace is \(trace.scenario)"))
    }
    let updates = trace.frames.dropFirst()
    let avoidable =
      run?.maxAvoidable != nil || (frames ?? []).contains { $0.maxAvoidable != nil }
      ? Advice(trace).avoidable : []
    func avoidableRecords(_ frame: Int?) -> [Ran] {
      avoidable.filter { frame == nil || $0.frame == frame }.compactMap { evaluation in
        trace.frames[evaluation.frame].record(evaluation.node).map { (evaluation.frame, $0) }
      }
    }
    func avoidableLine(_ name: String, frame: Int?, limit: Int) -> BudgetResult.Line {
      let records = avoidableRecords(frame)
      let count = records.map(\.record.bodyCount).reduce(0, +)
      return line(
        name, frame: frame, count <= limit,
        "\(count) avoidable body evaluation\(count == 1 ? "" : "s")\(frame == nil ? " over the run" : "") (budget \(limit); `viewtrace advise` says why)",
        records)
    }
    let evaluatedRecords: [Ran] = updates.flatMap { frame in
      frame.records.filter { $0.bodyCount > 0 }.map { (frame.index, $0) }
    }
    if let run {
      if let limit = run.maxTotalEvaluations {
        let count = evaluatedRecords.map(\.record.bodyCount).reduce(0, +)
        lines.append(
          line(
            "run.maxTotalEvaluations", frame: nil, count <= limit,
            "\(count) body evaluations over the run (budget \(limit))"))
      }
      if let limit = run.maxInitOnly {
        let records: [Ran] = updates.flatMap { frame in
          frame.records.filter { $0.outcome == .initOnly }.map { (frame.index, $0) }
        }
        lines.append(
          line(
            "run.maxInitOnly", frame: nil, records.count <= limit, "\(records.count) init-only (budget \(limit))",
            records))
      }
      if let limit = run.maxAvoidable { lines.append(avoidableLine("run.maxAvoidable", frame: nil, limit: limit)) }
      let times = BodyTimes(trace)
      for (selector, limit) in (run.maxBodyMicroseconds ?? [:]).sorted(by: { $0.key < $1.key }) {
        let name = "run.maxBodyMicroseconds \(selector)"
        guard let times else {
          lines.append(line(name, frame: nil, false, "\(selector): body times not measured (check with --timings)"))
          continue
        }
        let views = times.views.filter { matches(selector, $0.node) }
        let runs = views.flatMap { Array($0.perRun.values) }
        let median = BodyTimes.median(runs)
        let count = views.map(\.runs).reduce(0, +)
        lines.append(
          line(
            name, frame: nil, median <= limit,
            runs.isEmpty
              ? "\(selector): no body run measured (budget \(BodyTimes.text(limit)))"
              : "\(selector): median body \(BodyTimes.text(median)) over \(count) run\(count == 1 ? "" : "s") "
                + "(budget \(BodyTimes.text(limit)); wall time, median of \(times.timingRuns))"))
      }
      for (selector, limit) in (run.maxEvaluations ?? [:]).sorted(by: { $0.key < $1.key }) {
        let records = evaluatedRecords.filter { matches(selector, $0.record.node) }
        let count = records.map(\.record.bodyCount).reduce(0, +)
        lines.append(
          line(
            "run.maxEvaluations \(selector)", frame: nil, count <= limit,
            "\(selector) evaluated \(count) times over the run (budget \(limit))", records))
      }
    }
    for expectation in frames ?? [] {
      let name = "frame \(expectation.frame)"
      guard trace.frames.indices.contains(expectation.frame) else {
        lines.append(
          line(
            name, frame: expectation.frame, false,
            "the trace has no frame \(expectation.frame) (frames 0...\(trace.frames.count - 1))"))
        continue
      }
      let frame = trace.frames[expectation.frame]
      let evaluated = frame.records.filter { $0.bodyCount > 0 }
      func ran(_ records: [NodeRecord]) -> [Ran] { records.map { (frame.index, $0) } }
      if let event = expectation.event {
        lines.append(
          line(
            "\(name).event", frame: frame.index, frame.event == event,
            frame.event == event
              ? "event \(event)" : "frame \(frame.index) is \(frame.event), the budget expects \(event)"))
      }
      if let allowed = expectation.evaluated {
        let extra = evaluated.filter { record in !allowed.contains { matches($0, record.node) } }
        let names = Set(extra.map(\.node)).sorted()
        lines.append(
          line(
            "\(name).evaluated", frame: frame.index, extra.isEmpty,
            extra.isEmpty
              ? "evaluated only allowed views (\(Set(evaluated.map(\.node)).count) of \(allowed.count))"
              : "also evaluated: " + names.joined(separator: ", "),
            ran(extra)))
      }
      if let expected = expectation.evaluatedExactly {
        let actual = Set(evaluated.map(\.node))
        let extra = actual.subtracting(expected).sorted()
        let missing = Set(expected).subtracting(actual).sorted()
        var problems: [String] = []
        if !extra.isEmpty { problems.append("also evaluated: " + extra.joined(separator: ", ")) }
        if !missing.isEmpty { problems.append("not evaluated: " + missing.joined(separator: ", ")) }
        let message =
          problems.isEmpty
          ? "evaluated exactly the \(expected.count) expected view\(expected.count == 1 ? "" : "s")"
          : problems.joined(separator: "; ")
        lines.append(
          line(
            "\(name).evaluatedExactly", frame: frame.index, extra.isEmpty && missing.isEmpty, message,
            ran(evaluated.filter { extra.contains($0.node) })))
      }
      for selector in expectation.notEvaluated ?? [] {
        let records = evaluated.filter { matches(selector, $0.node) }
        lines.append(
          line(
            "\(name).notEvaluated \(selector)", frame: frame.index, records.isEmpty,
            records.isEmpty
              ? "\(selector) not evaluated" : "\(selector) evaluated: " + records.map(\.node).joined(separator: ", "),
            ran(records)))
      }
      for (selector, limit) in (expectation.maxEvaluations ?? [:]).sorted(by: { $0.key < $1.key }) {
        let records = evaluated.filter { matches(selector, $0.node) }
        let count = records.map(\.bodyCount).reduce(0, +)
        lines.append(
          line(
            "\(name).maxEvaluations \(selector)", frame: frame.index, count <= limit,
            "\(selector) evaluated \(count) times (budget \(limit))", ran(records)))
      }
      if let limit = expectation.maxInitOnly {
        let records = frame.records.filter { $0.outcome == .initOnly }
        lines.append(
          line(
            "\(name).maxInitOnly", frame: frame.index, records.count <= limit,
            "\(records.count) init-only (budget \(limit))", ran(records)))
      }
      if let limit = expectation.maxAvoidable {
        lines.append(avoidableLine("\(name).maxAvoidable", frame: frame.index, limit: limit))
      }
    }
    return BudgetResult(scenario: trace.scenario, lines: lines)
  }
}
