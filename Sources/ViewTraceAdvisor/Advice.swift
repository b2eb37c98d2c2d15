import ViewTraceModel

/// What a trace says about wasted view updates: every body evaluation after
/// the first render with what its output changed, the avoidable ones counted
/// per frame, per view and per run, and diagnoses naming their cause and fix.
///
/// It reads the trace only, so a saved `trace.json` can be advised:
///
/// ```swift
/// let advice = Advice(try TraceCoding.decode(data))
/// print(advice.avoidableCount)          // the number to drive to zero
/// print(AdviceText.text(advice))        // diagnoses with fixes
/// ```
public struct Advice: Sendable {
  /// The trace's scenario.
  public let scenario: String
  /// The trace's variant, if any.
  public let variant: String?
  /// Every `evaluated` record of the trace, in frame and record order.
  public let evaluations: [Evaluation]
  /// The causes found, those explaining most avoidable evaluations first
  /// (after ``proved(by:)``: the verified ones first).
  public internal(set) var diagnoses: [Diagnosis]
  /// The diagnoses ``proved(by:)`` refuted: their fix, simulated, left the
  /// body runs or changed what a frame draws. Empty until then.
  public internal(set) var ruledOut: [RuledOut] = []
  /// The trace advised, kept for ``proved(by:)``.
  let trace: Trace

  /// The default of ``init(_:slowBody:slowBodyRatio:)``: a body whose
  /// median run takes 50 µs or more (a formatter made in the body takes
  /// about that on a laptop; a body that only builds views, a few µs).
  public static let defaultSlowBody = 50.0

  /// The default of ``init(_:slowBody:slowBodyRatio:)``: a slow body costs
  /// at least 4 times what the scenario's other bodies cost per view they build.
  public static let defaultSlowBodyRatio = 4.0

  /// The advice for `trace`: its avoidable evaluations and what causes them.
  /// In a trace made with timings, a view type is diagnosed as slow
  /// (``Pattern/slowBody``) when its median body run takes at least
  /// `slowBody` microseconds **and**, per view the body builds, at least
  /// `slowBodyRatio` times the median of the scenario's other view types: a
  /// large screen that builds many views takes long in a debug build
  /// without doing slow work, and a whole build's speed (debug or release,
  /// this machine or another) cancels out of the ratio. `slowBodyRatio` 0
  /// keeps the absolute threshold alone.
  public init(
    _ trace: Trace, slowBody: Double = Advice.defaultSlowBody, slowBodyRatio: Double = Advice.defaultSlowBodyRatio
  ) {
    let output = BodyOutput(trace)
    self.trace = trace
    scenario = trace.scenario
    variant = trace.variant
    evaluations = Evaluation.all(trace, output: output)
    diagnoses = Diagnostician(
      trace: trace, output: output, evaluations: evaluations, slowBody: slowBody, slowBodyRatio: slowBodyRatio
    ).run()
  }

  /// `scenario` or `scenario (variant)`.
  public var title: String { variant.map { "\(scenario) (\($0))" } ?? scenario }

  /// The avoidable evaluations.
  public var avoidable: [Evaluation] { evaluations.filter(\.isAvoidable) }

  /// Body runs of views that already existed, over the run.
  public var evaluationCount: Int { evaluations.map(\.bodyCount).reduce(0, +) }

  /// Body runs whose output did not change, over the run.
  public var avoidableCount: Int { avoidable.map(\.bodyCount).reduce(0, +) }

  /// Avoidable body runs in frame `index`.
  public func avoidableCount(inFrame index: Int) -> Int {
    avoidable.filter { $0.frame == index }.map(\.bodyCount).reduce(0, +)
  }

  /// Avoidable body runs per frame, for the frames that have any.
  public var avoidableByFrame: [(frame: Int, count: Int)] {
    var counts: [Int: Int] = [:]
    for evaluation in avoidable { counts[evaluation.frame, default: 0] += evaluation.bodyCount }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Avoidable body runs per view type, most first (then by name).
  public var avoidableByView: [(view: String, count: Int)] {
    var counts: [String: Int] = [:]
    for evaluation in avoidable { counts[evaluation.type, default: 0] += evaluation.bodyCount }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The diagnoses of `pattern`.
  public func diagnoses(_ pattern: Pattern) -> [Diagnosis] { diagnoses.filter { $0.pattern == pattern } }
}
