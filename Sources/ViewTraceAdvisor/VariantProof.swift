/// A fix proven by a variant: the advice of the same screen before and after
/// the change, side by side.
public struct VariantProof: Sendable {
  /// One diagnosis of the "before" run and what is left of it after.
  public struct Line: Sendable, Equatable {
    /// The cause it names.
    public let pattern: Pattern
    /// The view type.
    public let view: String
    /// Avoidable evaluations (or occurrences, for patterns without any) before.
    public let before: Int
    /// The same after the change; 0 when the diagnosis is gone.
    public let after: Int
    /// The diagnosis no longer appears after the change.
    public var removed: Bool { after == 0 }
  }

  /// The value before, as text.
  public let before: Advice
  /// The value after, as text.
  public let after: Advice
  /// One line per diagnosis of `before`.
  public let lines: [Line]

  /// Sets the advice before a fix against the advice after it.
  public init(before: Advice, after: Advice) {
    self.before = before
    self.after = after
    func weight(_ diagnosis: Diagnosis) -> Int {
      diagnosis.avoidable > 0 ? diagnosis.avoidable : diagnosis.occurrences
    }
    lines = before.diagnoses.map { diagnosis in
      let left = after.diagnoses.filter { $0.pattern == diagnosis.pattern && $0.view == diagnosis.view }
      return Line(
        pattern: diagnosis.pattern, view: diagnosis.view, before: weight(diagnosis),
        after: left.map(weight).reduce(0, +))
    }
  }

  /// Every diagnosis of `before` is gone after the change.
  public var removedEverything: Bool { lines.allSatisfy(\.removed) }

  /// Before and after side by side, one line per diagnosis.
  public var text: String {
    func counts(_ advice: Advice) -> String {
      "\(advice.avoidableCount) avoidable of \(advice.evaluationCount) evaluations, \(advice.diagnoses.count) "
        + (advice.diagnoses.count == 1 ? "diagnosis" : "diagnoses")
    }
    var out = ["before \(before.title): \(counts(before))", "after  \(after.title): \(counts(after))"]
    for line in lines {
      out.append(
        "  \(line.view) [\(line.pattern.rawValue)]: \(line.before) -> \(line.after)"
          + (line.removed ? ", removed by the fix" : ", still there"))
    }
    return out.joined(separator: "\n") + "\n"
  }
}
