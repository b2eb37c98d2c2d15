/// A fix the advisor proposes, stated as a change to the engine's rules for
/// one view type. The advisor runs the scenario again with it and keeps a
/// diagnosis only when the fix removes the avoidable evaluations and every
/// frame draws what it drew before (docs/advisor.md, "The what-if proof").
public enum WhatIf: Sendable, Hashable, Codable {
  /// Views of type `view` compare as an `Equatable` conformance that
  /// compares every stored property except the ones at `ignoring`: property
  /// names (`onTap`) or paths into them (`landmark.isFavorite`).
  case equatable(view: String, ignoring: [String])
  /// Views of type `view` no longer depend on their dynamic property
  /// `property` (`_settings`, `colorScheme`): a change of it alone does not
  /// run their body, as if the declaration were removed.
  case withoutDependency(view: String, property: String)
  /// Views of type `view` depend on the elements of the `@Observable`
  /// collection `property` (`LibraryStore.books`) that they hold, not on the
  /// whole collection: a change of it runs their body only when it touched an
  /// element whose id one of their stored properties holds (an `Identifiable`
  /// value, or the id itself), as if each row were given its element and
  /// the element were `@Observable`. A change whose elements cannot be told
  /// apart (no `[id: …]` in its diff) runs them as before.
  case narrowObservation(view: String, property: String)

  /// The view type it changes.
  public var view: String {
    switch self {
    case .equatable(let view, _), .withoutDependency(let view, _), .narrowObservation(let view, _): view
    }
  }

  /// The ids of the elements a diff's lines touch (`books[id: 1].isFavorite:
  /// false -> true` gives `1`), or nil when a line names no element by id.
  public static func elementIDs(inDiff lines: [String]) -> Set<String>? {
    var ids = Set<String>()
    for line in lines {
      let path = path(ofDiffLine: line)
      guard let start = path.range(of: "[id: ") else { return nil }
      var depth = 1
      var end = start.upperBound
      while end < path.endIndex {
        if path[end] == "[" { depth += 1 }
        if path[end] == "]" {
          depth -= 1
          if depth == 0 { break }
        }
        end = path.index(after: end)
      }
      ids.insert(String(path[start.upperBound..<end]))
    }
    return ids.isEmpty ? nil : ids
  }

  /// The change in the words of Swift code: `Equatable ignoring
  /// landmark.isFavorite`, `without _settings`.
  public var text: String {
    switch self {
    case .equatable(_, let ignoring): "Equatable ignoring " + ignoring.map { "`\($0)`" }.joined(separator: ", ")
    case .withoutDependency(_, let property): "without `\(property)`"
    case .narrowObservation(_, let property): "reading only its own element of `\(property)`"
    }
  }

  /// Whether this what-if makes a view of type `view` ignore the `@self`
  /// changes `changes`: every one is at an ignored property or below one.
  public func ignores(selfChanges changes: [ValueChange], of view: String) -> Bool {
    guard case .equatable(view, let ignoring) = self, !changes.isEmpty else { return false }
    return changes.allSatisfy { change in
      let name = change.name.hasPrefix("_") ? String(change.name.dropFirst()) : change.name
      if ignoring.contains(name) || ignoring.contains(change.name) { return true }
      guard let diff = change.diff, !diff.isEmpty else { return false }
      return diff.allSatisfy { line in
        let path = Self.path(ofDiffLine: line)
        return ignoring.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
      }
    }
  }

  /// Whether this what-if removes `property` from what a view of type `view` depends on.
  public func ignores(property: String, of view: String) -> Bool {
    guard case .withoutDependency(view, let ignored) = self else { return false }
    return property == ignored
  }

  /// The path of a diff line (`books[id: 1].isFavorite: false -> true` gives
  /// `books[id: 1].isFavorite`): up to the first `: ` outside brackets.
  public static func path(ofDiffLine line: String) -> String {
    var depth = 0
    var previous: Character? = nil
    var end = line.endIndex
    for index in line.indices {
      let character = line[index]
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth = max(0, depth - 1)
      case " " where previous == ":" && depth == 0:
        end = line.index(before: index)
      default: break
      }
      if end != line.endIndex { break }
      previous = character
    }
    return String(line[..<end])
  }
}
