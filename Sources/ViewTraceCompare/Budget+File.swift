import Foundation
import ViewTraceModel

/// A budget file is the user's: `viewtrace check --update` changes the limits
/// it lowers and keeps every other byte (fields this build does not read,
/// such as a `notes` field or a frame's `comment`, key order and spacing).
extension Budget {
  /// The fields each level of a budget file has (`""` the top, `run`, and
  /// `frames[]` every frame); selector maps (`maxEvaluations`) take any key.
  static let knownFields: [String: Set<String>] = [
    "": ["budgetVersion", "scenario", "run", "frames"],
    "run": ["maxEvaluations", "maxTotalEvaluations", "maxInitOnly", "maxAvoidable", "maxBodyMicroseconds"],
    "frames[]": [
      "frame", "event", "evaluated", "evaluatedExactly", "notEvaluated", "maxEvaluations", "maxInitOnly",
      "maxAvoidable",
    ],
  ]

  /// The fields of the budget file `data` that this build does not read, as
  /// JSON paths (`notes`, `frames[0].comment`): a check ignores them and
  /// `--update` keeps them. Empty for a file that is not JSON.
  ///
  /// ```swift
  /// Budget.unknownFields(in: data)   // ["notes", "frames[1].comment"]
  /// ```
  public static func unknownFields(in data: Data) -> [String] {
    (try? JSONText(data))?.unknownFields(known: knownFields) ?? []
  }

  /// The rules of a budget file's text that decoding alone does not see,
  /// checked by ``decode(_:file:)``: no object holds a key twice (a check
  /// would read one value and `--update` rewrite the other), and no unknown
  /// field is a near miss of a field of its level (`maxEvaluatd`,
  /// `Frames`): such a limit would be ignored and the check go green.
  /// Unknown fields that are no near miss (`notes`, a frame's `comment`) are
  /// the user's, and only warned about (``warnings(checking:file:data:)``).
  ///
  /// - Returns: what is wrong, after `file: `, or nil.
  static func textProblem(_ text: JSONText) -> String? {
    if let path = text.firstDuplicateKey(known: knownFields) {
      return "\(path) appears twice in one object; give each key once"
    }
    let misses = text.unknownFieldsWithLevels(known: knownFields).compactMap { field in
      nearestField(to: field.key, among: knownFields[field.level] ?? []).map { (path: field.path, known: $0) }
    }
    guard let first = misses.first else { return nil }
    var problem = "\(first.path) is not a budget field; did you mean `\(first.known)`?"
    let others = misses.dropFirst()
    if !others.isEmpty {
      let listed = others.prefix(3).map { "\($0.path) (`\($0.known)`?)" }.joined(separator: ", ")
      problem += " (also \(listed)\(others.count > 3 ? ", and \(others.count - 3) more" : ""))"
    }
    return problem
  }

  /// The field of `names` that `key` is a near miss of: the same but for
  /// case, or at most a third of the longer name's characters apart (edits,
  /// insertions, deletions, swaps of neighbours; at least one), the closest
  /// first. `maxEvaluatd` -> `maxEvaluations`; `notes`, `comment` -> nil.
  static func nearestField(to key: String, among names: Set<String>) -> String? {
    let typed = Array(key.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for name in names.sorted() {
      let known = Array(name.lowercased().unicodeScalars)
      let allowed = max(1, max(typed.count, known.count) / 3)
      guard abs(typed.count - known.count) <= allowed else { continue }
      let distance = ClosestNames.editDistance(typed, known)
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// What a check of `trace` against this budget, read from `data` (the
  /// file `file`), should warn about, one line each, without `warning: `:
  /// the fields it does not read (one line naming them by path; they stay
  /// as they are), and each selector that names no view of the trace, by
  /// the path of its budget line (at most ``maxSelectorWarnings``, then how
  /// many more). The check itself is not changed by them. `viewtrace check`
  /// prints them on standard error; `expectWithinBudget` records them as
  /// warnings.
  ///
  /// ```swift
  /// budget.warnings(checking: trace, file: "b.json", data: data)
  /// // ["b.json: run.maxBodyMicroseconds names OrderRoww, which no view of this trace is (no identity or type)"]
  /// ```
  public func warnings(checking trace: Trace, file: String, data: Data) -> [String] {
    let file = TextEscaping.echo(file)
    var out: [String] = []
    let unknown = Self.unknownFields(in: data)
    if !unknown.isEmpty {
      let listed = unknown.prefix(5).joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
      out.append("\(file): fields ViewTrace does not read, left as they are: \(listed)")
    }
    let missing = unknownSelectors(in: trace)
    for miss in missing.prefix(Self.maxSelectorWarnings) {
      out.append(
        "\(file): \(miss.path) names \(TextEscaping.echo(miss.selector)), which no view of this trace is (no identity or type)")
    }
    if missing.count > Self.maxSelectorWarnings {
      let more = missing.count - Self.maxSelectorWarnings
      out.append("\(file): \(more) more selector\(more == 1 ? "" : "s") name\(more == 1 ? "s" : "") no view of this trace")
    }
    return out
  }

  /// The most selectors ``warnings(checking:file:data:)`` names one a line.
  public static let maxSelectorWarnings = 5

  /// Every selector of this budget that is neither the identity nor the
  /// type of a view of `trace`, with the path of its budget line
  /// (`run.maxEvaluations`, `frames[0].notEvaluated`), in the order of the
  /// file's lines (map keys sorted).
  func unknownSelectors(in trace: Trace) -> [(path: String, selector: String)] {
    var names = Set<String>()
    for node in trace.nodes {
      names.insert(node.id)
      names.insert(node.type)
    }
    var out: [(path: String, selector: String)] = []
    func check(_ selectors: [String]?, _ path: String) {
      for selector in selectors ?? [] where !names.contains(selector) { out.append((path, selector)) }
    }
    check(run?.maxEvaluations?.keys.sorted(), "run.maxEvaluations")
    check(run?.maxBodyMicroseconds?.keys.sorted(), "run.maxBodyMicroseconds")
    for (index, frame) in (frames ?? []).enumerated() {
      check(frame.evaluated, "frames[\(index)].evaluated")
      check(frame.evaluatedExactly, "frames[\(index)].evaluatedExactly")
      check(frame.notEvaluated, "frames[\(index)].notEvaluated")
      check(frame.maxEvaluations?.keys.sorted(), "frames[\(index)].maxEvaluations")
    }
    return out
  }

  /// The budget file `original` (the text this budget was decoded from) with
  /// this budget's values written over it: only the values that differ are
  /// rewritten (a lowered limit, a shorter `evaluated` list in the layout
  /// the file used), and every other byte stays, unknown fields included.
  ///
  /// ```swift
  /// let budget = try Budget.decode(data, file: "b.json")
  /// try Output.writeFile(try budget.tightened(to: trace).rewriting(data, file: "b.json"), to: "b.json")
  /// ```
  ///
  /// - Throws: ``CompareError/invalidBudget(_:)`` naming the fields that
  ///   would be lost, when this budget has a field the file lacks and the
  ///   file has fields this build does not read (a file without any is
  ///   written anew).
  public func rewriting(_ original: Data, file: String) throws(CompareError) -> Data {
    let encoded = try encoded()
    let target: JSONText
    let source: JSONText
    do {
      target = try JSONText(encoded)
      source = try JSONText(original)
    } catch {
      throw .invalidBudget("\(file) is not JSON (\(error))")
    }
    if let patched = source.patched(toMatch: target) { return patched }
    let unknown = source.unknownFields(known: Self.knownFields)
    guard unknown.isEmpty else {
      throw .invalidBudget(
        "\(file): rewriting it would lose fields ViewTrace does not read (\(unknown.prefix(5).joined(separator: ", ")))"
      )
    }
    return encoded
  }
}
