import ViewTraceModel

/// Keeps the report's one layout (the union of every view that lived) small
/// enough for a page: past ``defaultLimit`` drawn nodes, the subtrees no frame
/// after the first touches fold into counted nodes, one under each kept view
/// (`… 1,234 views` / `untouched after frame 0`).
///
/// Always drawn: the roots, every view some frame after the first touches
/// (evaluated, init only, redrawn, appeared, disappeared) and their ancestors,
/// so every later frame's changes stay visible, whatever the budget. Then,
/// while the drawn nodes (views plus counted nodes) stay within the limit, the
/// remaining views breadth-first from the roots, in the trace's order, so the
/// top of the tree keeps its shape. Everything else is folded: each folded
/// view counts under its nearest drawn ancestor. A kept view's descendants
/// that are folded are exactly the views below its folded children, so a
/// counted node stands for whole subtrees.
package struct UnionBudget: Sendable, Equatable {
  /// The most nodes the report's tree draws before it folds. Measured with
  /// `viewtrace-render-benchmark --scale` (docs/benchmarks.md): a page
  /// carries about 1.2 KB of SVG per drawn view, and each zoom or pan step
  /// re-renders every drawn node; 5,000 nodes keep the drawing near 6 MB and
  /// a step a quarter of a 20,000-view tree's.
  package static let defaultLimit = 5_000

  /// One counted node: the views folded below `parent`.
  package struct Counted: Sendable, Equatable {
    /// `parent/… (untouched views)`, which no identity has.
    package let name: String
    package let parent: String
    /// How many views it stands for.
    package let count: Int
    /// The strongest outcome of those views in the first frame (the only
    /// frame that touches them), untouched when none.
    package let first: Outcome
  }

  /// The views drawn, in the union's order.
  package let kept: [String]
  /// The counted nodes, in the order of their parents in the union.
  package let counted: [Counted]
  /// How many views the union had.
  package let union: Int
  /// The limit that was exceeded.
  package let limit: Int

  /// How many views are folded into counted nodes.
  package var folded: Int { union - kept.count }

  /// The name of the counted node under `parent`.
  package static func countedName(under parent: String) -> String { parent + "/… (untouched views)" }

  /// The folding of `union` (identities in tree order; `parent` gives a
  /// view's parent within the union), or nil when it has at most `limit`
  /// views. `touchedLater` holds the views some frame after the first
  /// touches; `firstOutcome` a view's outcome in the first frame.
  package static func fold(
    union: [String], parent: (String) -> String?, touchedLater: Set<String>, firstOutcome: (String) -> Outcome,
    limit: Int
  ) -> UnionBudget? {
    guard union.count > limit else { return nil }
    var children: [String: [String]] = [:]
    var roots: [String] = []
    var parentOf: [String: String] = [:]
    for id in union {
      if let up = parent(id) {
        children[up, default: []].append(id)
        parentOf[id] = up
      } else {
        roots.append(id)
      }
    }
    var kept = Set<String>()
    // Views with at least one folded child: each gets one counted node.
    var unkeptChildren: [String: Int] = [:]
    func keep(_ id: String) {
      guard kept.insert(id).inserted else { return }
      unkeptChildren[id, default: 0] += children[id]?.count ?? 0
      // A kept child no longer counts against its parent (the parent is
      // kept first: see below), and one with children of its own starts
      // with all of them folded.
      if let up = parentOf[id] { unkeptChildren[up, default: 0] -= 1 }
    }
    func countedNodes() -> Int { unkeptChildren.values.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }
    // The roots, the touched views and their ancestors, ancestors first.
    for id in union where touchedLater.contains(id) {
      var chain: [String] = []
      var current: String? = id
      while let node = current, !kept.contains(node), chain.count <= union.count {
        chain.append(node)
        current = parentOf[node]
      }
      for node in chain.reversed() { keep(node) }
    }
    for root in roots { keep(root) }
    var counted = countedNodes()
    // Breadth first from the roots while the drawing stays within the limit.
    var queue = roots
    var head = 0
    while head < queue.count {
      let id = queue[head]
      head += 1
      if !kept.contains(id) {
        // Keeping `id` draws one more view; its parent may lose its
        // counted node, and `id` gains one if it has children.
        let parentLoses = parentOf[id].map { unkeptChildren[$0, default: 0] == 1 } ?? false
        let gains = !(children[id]?.isEmpty ?? true)
        let after = kept.count + 1 + counted - (parentLoses ? 1 : 0) + (gains ? 1 : 0)
        guard after <= limit else { break }
        keep(id)
        counted += (gains ? 1 : 0) - (parentLoses ? 1 : 0)
      }
      queue.append(contentsOf: children[id] ?? [])
    }
    // Each folded view counts under its nearest kept ancestor.
    var anchor: [String: String] = [:]
    var counts: [String: Int] = [:]
    var first: [String: Outcome] = [:]
    for id in union where !kept.contains(id) {
      // Up to the nearest kept or already anchored ancestor (roots are
      // kept; the step bound stops a parent cycle).
      var chain: [String] = []
      var current = parentOf[id]
      var found: String? = nil
      while let node = current, chain.count <= union.count {
        if kept.contains(node) {
          found = node
          break
        }
        if let known = anchor[node] {
          found = known
          break
        }
        chain.append(node)
        current = parentOf[node]
      }
      guard let at = found else { continue }
      for node in chain { anchor[node] = at }
      anchor[id] = at
      counts[at, default: 0] += 1
      let outcome = firstOutcome(id)
      first[at] = SiblingFolds.strongest([first[at] ?? .untouched, outcome])
    }
    return UnionBudget(
      kept: union.filter(kept.contains),
      counted: union.compactMap { id in
        counts[id].map { Counted(name: countedName(under: id), parent: id, count: $0, first: first[id] ?? .untouched) }
      }, union: union.count, limit: limit)
  }

  /// The two lines of a counted node: `… 1,234 views` and
  /// `untouched after frame 0`.
  package static func label(_ counted: Counted) -> [String] {
    ["… \(NumberText.grouped(counted.count)) view\(counted.count == 1 ? "" : "s")", "untouched after frame 0"]
  }

  /// The page's one line on what was folded and why.
  package var note: String {
    "The tree draws \(NumberText.grouped(kept.count)) of \(NumberText.grouped(union)) views "
      + "(more than the page's budget of \(NumberText.grouped(limit)) nodes): "
      + "\(NumberText.grouped(folded)) views no frame after the first touches are folded into "
      + "\(NumberText.grouped(counted.count)) counted node\(counted.count == 1 ? "" : "s"); "
      + "every view a later frame touches is drawn with its ancestors, and the table of views lists all "
      + "\(NumberText.grouped(union))."
  }
}
