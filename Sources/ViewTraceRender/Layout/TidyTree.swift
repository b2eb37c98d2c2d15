/// Positions for a tree in O(n), for trees too large for `dot` (which takes
/// seconds at a few thousand nodes): leaves side by side in order, each parent
/// centred over its children, one row per depth. Graphviz then only draws
/// (`nop2`, straight edges).
package enum TidyTree {
  package struct Position: Equatable, Sendable {
    package let x: Double
    package let y: Double
  }

  /// `children` by node, `widths` in points; returns each node's centre.
  ///
  /// Leaves take the next slot from the left; a parent sits over the middle
  /// of its children. No node is placed left of the last node on its row
  /// (plus `gap`), so wide labels never overlap. O(n).
  package static func layout(
    roots: [String], children: [String: [String]], widths: [String: Double], rowHeight: Double = 72,
    gap: Double = 12
  ) -> [String: Position] {
    var x: [String: Double] = [:]
    var depth: [String: Int] = [:]
    var rowEnd: [Int: Double] = [:]
    var nextLeaf = 0.0
    // Iterative post-order walk: no recursion limit on deep trees.
    var stack: [(node: String, level: Int, visited: Bool)] = roots.reversed().map { ($0, 0, false) }
    while let (node, level, visited) = stack.popLast() {
      let kids = children[node] ?? []
      if !visited && !kids.isEmpty {
        stack.append((node, level, true))
        for child in kids.reversed() { stack.append((child, level + 1, false)) }
        continue
      }
      let half = (widths[node] ?? 60) / 2
      let wanted = kids.isEmpty ? nextLeaf + half : (x[kids.first!]! + x[kids.last!]!) / 2
      let placed = max(wanted, (rowEnd[level] ?? -Double.infinity) + gap + half)
      x[node] = placed
      depth[node] = level
      rowEnd[level] = placed + half
      if kids.isEmpty { nextLeaf = placed + half + gap }
    }
    let maxDepth = depth.values.max() ?? 0
    return x.reduce(into: [:]) { result, entry in
      result[entry.key] = Position(
        x: entry.value, y: Double(maxDepth - depth[entry.key]!) * rowHeight + rowHeight / 2)
    }
  }

  /// A rough width for a label in 10 pt Helvetica.
  static func width(of label: String) -> Double {
    let longest = label.split(separator: "\n").map(\.count).max() ?? 1
    return Double(longest) * 6 + 20
  }
}
