/// The names a person most likely meant when a step names something that is not live: the few
/// closest by edit distance, ignoring case, so an error can say "closest: …" as a spelling
/// checker would.
package enum ClosestNames {
  /// Up to `limit` of `names` within a third of `wanted`'s length (at least 2 edits, fewer than
  /// the longer name's length) of it, closest first, then in the order given; a name that
  /// contains `wanted` (or is contained in it) counts as one edit away.
  package static func to(_ wanted: String, among names: [String], limit: Int = 3) -> [String] {
    let target = Array(wanted.lowercased().unicodeScalars)
    let allowed = max(2, target.count / 3)
    var seen: Set<String> = []
    var scored: [(distance: Int, order: Int, name: String)] = []
    for (order, name) in names.enumerated() where !name.isEmpty && seen.insert(name).inserted {
      let lower = name.lowercased()
      let candidate = Array(lower.unicodeScalars)
      let distance =
        lower.contains(wanted.lowercased()) || wanted.lowercased().contains(lower)
        ? 1 : editDistance(target, candidate)
      // A name every character of which would change is not close, however short.
      if distance <= allowed, distance < max(target.count, candidate.count) { scored.append((distance, order, name)) }
    }
    return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
  }

  /// The optimal-string-alignment distance: substitutions, insertions,
  /// deletions and swaps of two neighbours, one each (a budget's mistyped
  /// field and a step's misspelt title are measured alike).
  package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
