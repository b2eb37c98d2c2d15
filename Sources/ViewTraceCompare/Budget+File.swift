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
    let target: JSONText
    let source: JSONText
    do {
      target = try JSONText(encoded())
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
    return encoded()
  }
}
