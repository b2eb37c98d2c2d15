/// How every output words a source's change: where the values differ first
/// (`books[id: 4].isFavorite: false -> true`), the two whole values only when
/// the change has no paths (a value that changed as a whole).
///
/// ```swift
/// ChangeWording.values(of: change)               // "books[id: 4].isFavorite: false -> true"
/// ChangeWording.values(of: change, arrow: "→")   // the cause view's boxes
/// ```
public enum ChangeWording {
  /// The change's paths joined by `; `, or `before -> after` when it has none.
  public static func values(of change: SourceChange, arrow: String = "->") -> String {
    if let diff = change.diff, !diff.isEmpty {
      let paths = diff.joined(separator: "; ")
      return arrow == "->" ? paths : paths.replacingOccurrences(of: " -> ", with: " \(arrow) ")
    }
    return "\(change.before) \(arrow) \(change.after)"
  }
}
