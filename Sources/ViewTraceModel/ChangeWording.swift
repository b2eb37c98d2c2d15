/// How every output words a change: the text summary, the budget's terminal,
/// Markdown and JUnit failures, `expect` failures, the advisor's evidence, the
/// cause view and the report all call these functions, so one change reads the
/// same everywhere.
///
/// The rules, in order:
/// 1. Where the values differ comes first: a change with paths reads as its
///    paths joined by `; ` (`books[id: 4].isFavorite: false -> true`).
/// 2. A value that changed as a whole reads `name: before -> after`
///    (`flag: false -> true`); a value seen for the first time `name = after`;
///    a removed one `name: before -> (removed)`.
/// 3. A value that ends as it began (`false -> false`: a `@State` set to
///    `true` and back in one frame, a `@Binding` listed because the body that
///    read it ran again, an `@Observable` written with an equal value) is not
///    worded as a change: `flag: false (the same value as before)` (a closure
///    or a text cut short, whose text cannot show a difference, keeps
///    `before -> after`). SwiftUI
///    still lists the property (`_flag changed.`): a `@State` write compares
///    with the value written just before it, so each write of a
///    `false -> true -> false` invalidates; a `@Binding` is listed whenever
///    the body that read it runs.
/// 4. The arrow is `->` in every output.
///
/// ```swift
/// ChangeWording.values(of: sourceChange)        // "books[id: 4].isFavorite: false -> true"
/// ChangeWording.value(valueChange)              // "flag: false -> true"
/// ChangeWording.reason(reason, in: frame)       // "_flag (flag: false -> true)"
/// ```
public enum ChangeWording {
  /// Words a value's text that ends as it began (rule 3).
  public static let sameValueNote = "the same value as before"

  /// A source's change: its paths joined by `; `, or `before -> after` when it
  /// has none (the source's name is said by the caller: `changed Model#1.flag: …`).
  public static func values(of change: SourceChange) -> String {
    if let diff = change.diff, !diff.isEmpty { return diff.joined(separator: "; ") }
    if change.before == change.after && showsWhole(change.after) {
      return "\(change.after) (written in this frame; \(sameValueNote))"
    }
    return "\(change.before) -> \(change.after)"
  }

  /// Whether two equal texts mean equal values: not for a closure (compared
  /// as changed unless it captures nothing, always written `(closure)`) or a
  /// text cut short (`…`), which keep `before -> after`.
  static func showsWhole(_ text: String) -> Bool { !text.contains("(closure)") && !text.contains("…") }

  /// A named value's change by rules 1-3: `books[id: 4].isFavorite: false -> true`,
  /// `flag: false -> true`, `flag = false` (first seen), `flag: false (the same value as before)`.
  public static func value(_ change: ValueChange) -> String {
    if let diff = change.diff, !diff.isEmpty { return diff.joined(separator: "; ") }
    switch (change.before, change.after) {
    case (let before?, let after?) where before == after && showsWhole(after):
      return "\(change.name): \(after) (\(sameValueNote))"
    case (let before?, let after?): return "\(change.name): \(before) -> \(after)"
    case (nil, let after?): return "\(change.name) = \(after)"
    case (let before?, nil): return "\(change.name): \(before) -> (removed)"
    case (nil, nil): return change.name
    }
  }

  /// The changes a reason names, each worded by ``value(_:)``. A change
  /// without paths of its own takes its source's paths from `frame`
  /// (``Frame/diffsBySource``): by the reason's source (a `@State`, an
  /// `@Observable` property) or by `source.name` (an `ObservableObject`'s
  /// `@Published` property), so traces written before a reason carried its
  /// paths read the same.
  public static func changes(of reason: Reason, in frame: Frame? = nil) -> [String] {
    changes(of: reason, diffs: frame?.diffsBySource ?? [:])
  }

  /// The changes a reason names, with its sources' paths given as
  /// ``Frame/diffsBySource`` gives them; see ``changes(of:in:)``.
  public static func changes(of reason: Reason, diffs: [String: [String]]) -> [String] {
    reason.changes.map { change in
      var change = change
      if change.diff?.isEmpty ?? true, let source = reason.source {
        if let diff = diffs["\(source).\(change.name)"] {
          change.diff = diff
        } else if reason.changes.count == 1, let diff = diffs[source] {
          change.diff = diff
        }
      }
      return value(change)
    }
  }

  /// A reason as the text output words it: its `_printChanges` token (with
  /// the `Type.property` of an `@dependencies`), then its changes in
  /// brackets: `_flag (flag: false -> true)`, `@dependencies
  /// LibraryStore.books (books[id: 1].isFavorite: false -> true)`,
  /// `@self (title: "a" -> "b")`, `@identity`.
  public static func reason(_ reason: Reason, in frame: Frame? = nil) -> String {
    self.reason(reason, diffs: frame?.diffsBySource ?? [:])
  }

  /// A reason worded as ``reason(_:in:)`` words it, with its frame's source
  /// paths given as ``Frame/diffsBySource`` gives them: a caller that words
  /// every reason of a frame takes them from the frame once.
  public static func reason(_ reason: Reason, diffs: [String: [String]]) -> String {
    let head: String
    switch reason.kind {
    case .self: head = "@self"
    case .identity: return "@identity"
    case .dependencies: head = "@dependencies" + (reason.property.map { " \($0)" } ?? "")
    case .property: head = reason.property ?? ""
    }
    let values = changes(of: reason, diffs: diffs)
    return values.isEmpty ? head : "\(head) (\(values.joined(separator: ", ")))"
  }

  /// Every change a record's reasons name, in order, each once: what a
  /// budget line, an `expect` failure or the advisor says changed for a view.
  public static func changes(of record: NodeRecord, in frame: Frame? = nil) -> [String] {
    var out: [String] = []
    for reason in record.reasons {
      for text in changes(of: reason, in: frame) where !out.contains(text) { out.append(text) }
    }
    return out
  }

  /// A view's `_printChanges` line followed by its changes in brackets, two
  /// spaces apart: `BookRow: @dependencies changed.  (books[id: 1].isFavorite:
  /// false -> true)`. Budget failures, `expect` failures and the advisor's
  /// evidence say why a view ran in these words.
  public static func line(_ printChanges: String, changes: [String]) -> String {
    changes.isEmpty ? printChanges : "\(printChanges)  (\(changes.joined(separator: ", ")))"
  }
}
