import Foundation
import ViewTraceAdvisor
import ViewTraceModel

/// Expectations about a scenario's updates, checked by `viewtrace check`.
///
/// A *view selector* is a view's identity (`RootView/VStack/StudentAgeView@1`)
/// or a type name (`StudentAgeView`, every view of that type). Evaluations are
/// counted after the initial render (frames 1 and later).
///
/// ```json
/// {
///   "budgetVersion": 1,
///   "scenario": "student-split",
///   "run": { "maxEvaluations": { "StudentNameView": 0 }, "maxTotalEvaluations": 2, "maxInitOnly": 1, "maxAvoidable": 0 },
///   "frames": [
///     { "frame": 1, "event": "tap \"random age\"", "evaluated": ["RootView", "RootView/VStack/StudentAgeView@1"],
///       "notEvaluated": ["StudentNameView"], "maxEvaluations": { "RootView": 1 }, "maxInitOnly": 1 }
///   ]
/// }
/// ```
public struct Budget: Codable, Equatable, Sendable {
  /// The budget format this build reads and writes.
  public static let currentVersion = 1

  /// Limits over the whole run.
  public struct Run: Codable, Equatable, Sendable {
    /// Selector -> the most body evaluations allowed over the run.
    public var maxEvaluations: [String: Int]?
    /// The most body evaluations allowed over the run, all views together.
    public var maxTotalEvaluations: Int?
    /// The most init-only outcomes allowed over the run.
    public var maxInitOnly: Int?
    /// The most avoidable body evaluations allowed over the run (see
    /// `ViewTraceAdvisor`: a body that ran and whose output did not change).
    public var maxAvoidable: Int?
    /// Selector -> the longest the median body run of those views may take,
    /// in microseconds. Wall time on the machine that runs the check, so it
    /// needs a trace made with timings (`check --timings`); the median of
    /// every body run (each the median of the timing runs) keeps one slow
    /// moment of a shared machine from failing it. Never recorded or
    /// tightened by `--record`/`--update`: set it yourself, with room.
    public var maxBodyMicroseconds: [String: Double]?

    /// Makes a `Run` from its parts.
    public init(
      maxEvaluations: [String: Int]? = nil, maxTotalEvaluations: Int? = nil, maxInitOnly: Int? = nil,
      maxAvoidable: Int? = nil, maxBodyMicroseconds: [String: Double]? = nil
    ) {
      self.maxBodyMicroseconds = maxBodyMicroseconds
      self.maxEvaluations = maxEvaluations
      self.maxTotalEvaluations = maxTotalEvaluations
      self.maxInitOnly = maxInitOnly
      self.maxAvoidable = maxAvoidable
    }
  }

  /// Expectations for one frame.
  public struct FrameBudget: Codable, Equatable, Sendable {
    /// The frame index.
    public var frame: Int
    /// The event the frame must be (checked when given).
    public var event: String?
    /// Only these views (selectors) may be evaluated: any other view's body
    /// is over budget; running fewer of them is better, and passes.
    public var evaluated: [String]?
    /// Exactly these identities must be evaluated, no more and no fewer.
    public var evaluatedExactly: [String]?
    /// Selectors that must not be evaluated.
    public var notEvaluated: [String]?
    /// Selector -> the most body evaluations allowed in the frame.
    public var maxEvaluations: [String: Int]?
    /// The most init-only outcomes allowed in the frame.
    public var maxInitOnly: Int?
    /// The most avoidable body evaluations allowed in the frame.
    public var maxAvoidable: Int?

    /// Makes a `FrameBudget` from its parts.
    public init(
      frame: Int, event: String? = nil, evaluated: [String]? = nil, evaluatedExactly: [String]? = nil,
      notEvaluated: [String]? = nil, maxEvaluations: [String: Int]? = nil, maxInitOnly: Int? = nil,
      maxAvoidable: Int? = nil
    ) {
      self.frame = frame
      self.event = event
      self.evaluated = evaluated
      self.evaluatedExactly = evaluatedExactly
      self.notEvaluated = notEvaluated
      self.maxEvaluations = maxEvaluations
      self.maxInitOnly = maxInitOnly
      self.maxAvoidable = maxAvoidable
    }
  }

  /// The format version (``currentVersion``).
  public var budgetVersion: Int
  /// The scenario the budget is for (checked when given).
  public var scenario: String?
  /// Limits over the whole run.
  public var run: Run?
  /// Per-frame expectations or results.
  public var frames: [FrameBudget]?

  /// A budget for `scenario` (checked when given) with run and frame limits.
  public init(scenario: String?, run: Run?, frames: [FrameBudget]?) {
    budgetVersion = Budget.currentVersion
    self.scenario = scenario
    self.run = run
    self.frames = frames
  }

  /// A budget that the trace meets as an upper bound: each frame's event and
  /// the views it may evaluate, and the run's total body evaluations. A later
  /// run that evaluates fewer views passes. Init-only outcomes are not
  /// limited: skipping a body makes one. Edit it to loosen or tighten.
  ///
  /// ```swift
  /// let budget = Budget.recording(trace)
  /// try Output.writeFile(try budget.encoded(), to: "budget.json")
  /// ```
  public static func recording(_ trace: Trace) -> Budget {
    Budget(
      scenario: trace.scenario,
      run: Run(maxTotalEvaluations: TraceStats(trace).evaluations, maxAvoidable: Advice(trace).avoidableCount),
      frames: trace.frames.dropFirst().map { frame in
        FrameBudget(frame: frame.index, event: frame.event, evaluated: Array(Set(frame.evaluated)).sorted())
      })
  }

  /// This budget with every limit lowered to what `trace` did (never raised),
  /// and each frame's allowed views reduced to those that ran; exact sets,
  /// `notEvaluated` and events are kept. For a trace that meets the budget
  /// (`viewtrace check --update`).
  ///
  /// ```swift
  /// let tighter = budget.tightened(to: trace)   // maxTotalEvaluations 25 -> 14
  /// ```
  public func tightened(to trace: Trace) -> Budget {
    let types = trace.nodesByID.mapValues(\.type)
    func count(_ records: [NodeRecord], _ selector: String) -> Int {
      records.filter { $0.node == selector || types[$0.node] == selector }.map(\.bodyCount).reduce(0, +)
    }
    func lowered(_ limits: [String: Int]?, _ records: [NodeRecord]) -> [String: Int]? {
      limits?.reduce(into: [:]) { out, limit in out[limit.key] = min(limit.value, count(records, limit.key)) }
    }
    let stats = TraceStats(trace)
    let evaluated = trace.frames.dropFirst().flatMap { $0.records.filter { $0.bodyCount > 0 } }
    var budget = self
    if var run {
      run.maxTotalEvaluations = run.maxTotalEvaluations.map { min($0, stats.evaluations) }
      run.maxInitOnly = run.maxInitOnly.map { min($0, stats.initOnly) }
      run.maxEvaluations = lowered(run.maxEvaluations, evaluated)
      run.maxAvoidable = run.maxAvoidable.map { min($0, Advice(trace).avoidableCount) }
      budget.run = run
    }
    budget.frames = frames?.map { expectation in
      guard trace.frames.indices.contains(expectation.frame) else { return expectation }
      let frame = trace.frames[expectation.frame]
      let records = frame.records.filter { $0.bodyCount > 0 }
      var tighter = expectation
      tighter.evaluated = expectation.evaluated?.filter { selector in
        records.contains { $0.node == selector || types[$0.node] == selector }
      }
      tighter.maxEvaluations = lowered(expectation.maxEvaluations, records)
      tighter.maxInitOnly = expectation.maxInitOnly.map { min($0, frame.nodes(.initOnly).count) }
      return tighter
    }
    return budget
  }

  /// Reads a budget file and validates it (``validate()``), with a one-line
  /// reason naming the file and the JSON path when it is not a valid budget.
  /// A UTF-8 byte order mark at the start is skipped; `budgetVersion` must be
  /// written as an integer (`1`, not `1.0`). A budget that could pass by a
  /// typo is refused too: a key given twice in one object, an unknown field
  /// that is a near miss of a field of its level (`run.maxEvaluatd is not a
  /// budget field; did you mean `maxEvaluations`?`), and a budget with no
  /// limit or expectation at all.
  public static func decode(_ data: Data, file: String) throws(CompareError) -> Budget {
    let file = TextEscaping.echo(file)
    let data = TextEscaping.replacingLoneSurrogates(inJSON: JSONInput.droppingByteOrderMark(data))
    guard !data.isEmpty else { throw .invalidBudget("\(file) is empty") }
    let budget: Budget
    do {
      budget = try JSONDecoder().decode(Budget.self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty,
      DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty
    {
      // Valid JSON, but the top level is a number, an array, a string, true, false or null.
      throw .invalidBudget("\(file) is a JSON \(JSONInput.topLevelKind(of: data) ?? "value"), not a budget object")
    } catch DecodingError.keyNotFound(let key, let context) {
      throw .invalidBudget("\(file): missing \"\(key.stringValue)\" at \(TraceCoding.path(context.codingPath))")
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
      throw .invalidBudget("\(file): \(TraceCoding.describe(DecodingError.typeMismatch(Any.self, context)))")
    } catch {
      throw .invalidBudget("\(file) is not JSON (\(TraceCoding.describe(error)))")
    }
    if case .problem(let problem) = JSONInput.integerMember("budgetVersion", in: data) {
      throw .invalidBudget("\(file): budgetVersion: \(problem) (this build reads \(currentVersion))")
    }
    guard budget.budgetVersion == currentVersion else {
      throw .invalidBudget("\(file) has budgetVersion \(budget.budgetVersion); this build reads \(currentVersion)")
    }
    let text = try? JSONText(data)
    if let text, let problem = textProblem(text) { throw .invalidBudget("\(file): \(problem)") }
    do {
      try budget.validate()
    } catch {
      throw .invalidBudget("\(file): \(error.path): \(error.problem)")
    }
    guard budget.checksSomething else {
      let unknown = text?.unknownFields(known: knownFields) ?? []
      let listed =
        unknown.isEmpty
        ? "docs/budgets.md lists them"
        : "fields it does not read: " + unknown.prefix(5).joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
      throw .invalidBudget("\(file) sets no limit or expectation that ViewTrace checks (\(listed))")
    }
    return budget
  }

  /// Whether the budget has a line a check reads: a limit or an expectation.
  /// A `scenario` alone, empty selector maps, an empty `notEvaluated` and
  /// frames with nothing but their number check nothing, and a budget of
  /// only those would always pass, so ``decode(_:file:)`` refuses it.
  var checksSomething: Bool {
    if let run,
      run.maxTotalEvaluations != nil || run.maxInitOnly != nil || run.maxAvoidable != nil
        || !(run.maxEvaluations ?? [:]).isEmpty || !(run.maxBodyMicroseconds ?? [:]).isEmpty
    {
      return true
    }
    return (frames ?? []).contains { frame in
      frame.event != nil || frame.evaluated != nil || frame.evaluatedExactly != nil
        || !(frame.notEvaluated ?? []).isEmpty || !(frame.maxEvaluations ?? [:]).isEmpty || frame.maxInitOnly != nil
        || frame.maxAvoidable != nil
    }
  }

  /// A budget rule broken: the JSON path and what is wrong there.
  public struct Violation: Error, Equatable {
    /// The JSON path of the problem (`frames[0].frame`).
    public let path: String
    /// What is wrong there.
    public let problem: String
  }

  /// Checks that every frame number and limit is between 0 and
  /// `Trace.maxCount` (so a check never overflows or indexes outside a trace),
  /// and that no selector holds a NUL character (no view's identity does).
  public func validate() throws(Violation) {
    func check(_ selectors: [String]?, _ path: String) throws(Violation) {
      for (index, selector) in (selectors ?? []).enumerated() where selector.utf8.contains(0) {
        throw Violation(
          path: "\(path)[\(index)]",
          problem: "\(TextEscaping.quoted(selector)) holds a NUL character (\\u{0}); ids never do")
      }
    }
    func check(_ value: Int?, _ path: String) throws(Violation) {
      guard let value else { return }
      guard (0...Trace.maxCount).contains(value) else {
        throw Violation(path: path, problem: "\(value) is out of range (0...\(Trace.maxCount))")
      }
    }
    func check(_ limits: [String: Int]?, _ path: String) throws(Violation) {
      for (selector, limit) in (limits ?? [:]).sorted(by: { $0.key < $1.key }) {
        if selector.utf8.contains(0) {
          throw Violation(
            path: "\(path).\(TextEscaping.quoted(selector))",
            problem: "the selector holds a NUL character (\\u{0}); ids never do")
        }
        try check(limit, "\(path).\(TextEscaping.quoted(selector))")
      }
    }
    try check(run?.maxTotalEvaluations, "run.maxTotalEvaluations")
    try check(run?.maxInitOnly, "run.maxInitOnly")
    try check(run?.maxAvoidable, "run.maxAvoidable")
    try check(run?.maxEvaluations, "run.maxEvaluations")
    for (selector, limit) in (run?.maxBodyMicroseconds ?? [:]).sorted(by: { $0.key < $1.key }) {
      let path = "run.maxBodyMicroseconds.\(TextEscaping.quoted(selector))"
      if selector.utf8.contains(0) {
        throw Violation(path: path, problem: "the selector holds a NUL character (\\u{0}); ids never do")
      }
      guard limit.isFinite, limit > 0, limit <= Trace.maxBodyMicroseconds else {
        throw Violation(
          path: path,
          problem: "\(limit) is not a body time in microseconds (more than 0, at most \(Int(Trace.maxBodyMicroseconds)))")
      }
    }
    for (index, frame) in (frames ?? []).enumerated() {
      try check(frame.frame, "frames[\(index)].frame")
      try check(frame.maxInitOnly, "frames[\(index)].maxInitOnly")
      try check(frame.maxAvoidable, "frames[\(index)].maxAvoidable")
      try check(frame.maxEvaluations, "frames[\(index)].maxEvaluations")
      try check(frame.evaluated, "frames[\(index)].evaluated")
      try check(frame.evaluatedExactly, "frames[\(index)].evaluatedExactly")
      try check(frame.notEvaluated, "frames[\(index)].notEvaluated")
    }
  }

  /// Whether the budget caps body times, which only a trace made with timings can be checked against.
  public var capsBodyTimes: Bool { !(run?.maxBodyMicroseconds ?? [:]).isEmpty }

  /// Pretty, sorted JSON ending in a newline.
  ///
  /// - Throws: ``CompareError/invalidBudget(_:)`` when a value cannot be
  ///   written as JSON (a body time that is not a finite number, set in code:
  ///   a budget read from a file never has one).
  public func encoded() throws(CompareError) -> Data {
    var data: Data
    do {
      data = try TextEscaping.json(self)
    } catch {
      throw .invalidBudget("the budget cannot be written as JSON: \(error)")
    }
    data.append(0x0A)
    return data
  }

}

/// Counts over a trace, after the initial render.
public struct TraceStats: Sendable {
  /// Body evaluations after the first frame.
  public let evaluations: Int
  /// Init-only outcomes after the first frame.
  public let initOnly: Int
  /// Redraws after the first frame.
  public let redrawn: Int

  /// Counts `trace`'s outcomes after the first frame.
  public init(_ trace: Trace) {
    let records = trace.frames.dropFirst().flatMap(\.records)
    evaluations = records.map(\.bodyCount).reduce(0, +)
    initOnly = records.filter { $0.outcome == .initOnly }.count
    redrawn = records.filter { $0.outcome == .redrawn }.count
  }
}
