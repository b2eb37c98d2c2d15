/// The names a person most likely meant when a step names something that is not live: the few
/// closest by edit distance, ignoring case, so an error can say "closest: …" as a spelling
/// checker would.
package enum ClosestNames {
  /// Up to `limit` of `names` within a third of `wanted`'s length (at least 2 edits, fewer than
  /// the longer name's length) of it,
  /// closest first, then in the order given; a name that contains `wanted` (or is contained in it)
  /// counts as one edit away.
  package static func to(_ wanted: String, among names: [String], limit: Int = 3) -> [String] {
    let target = Array(wanted.lowercased())
    let allowed = max(2, target.count / 3)
    var seen: Set<String> = []
    var scored: [(distance: Int, order: Int, name: String)] = []
    for (order, name) in names.enumerated() where !name.isEmpty && seen.insert(name).inserted {
      let lower = name.lowercased()
      let distance =
        lower.contains(wanted.lowercased()) || wanted.lowercased().contains(lower)
        ? 1 : editDistance(target, Array(lower))
      // A name every character of which would change is not close, however short.
      if distance <= allowed, distance < max(target.count, lower.count) { scored.append((distance, order, name)) }
    }
    return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
  }

  /// Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
