import ViewTraceModel

/// Whether a diagram folds runs of same-type siblings into one node.
///
/// A *run* is every drawn sibling of one type under one parent (for example
/// the 100 `CellView`s of a `List`). A run longer than the limit becomes one
/// node labelled `CellView x100 (3 evaluated)`, with the count of each outcome
/// in the frame, drawn in the look of the strongest outcome present (legend
/// order: evaluated, init only, redrawn, appeared, disappeared, untouched).
/// The views inside the folded siblings are folded with them and counted on
/// the node's second line.
public enum Folding: Sendable, Equatable {
  /// Draw every view (`render --expand-all`).
  case never
  /// Fold runs longer than ``defaultRunLimit`` only when the diagram would be
  /// wider than a page: some rank holds more than ``pageRankLimit`` nodes.
  case auto
  /// Fold every run longer than the given count.
  case runsLongerThan(Int)
  /// Fold runs longer than the given count of siblings under which no body ran in the frame
  /// drawn: a view that ran stays a node of its own (`render --max-width` folds this way, so
  /// fitting a page never hides what ran).
  case untouchedRunsLongerThan(Int)

  /// Runs longer than this fold (``auto``).
  public static let defaultRunLimit = 8
  /// The most nodes one rank holds before ``auto`` folds: at about 80 px a
  /// node, 12 nodes fill a 1,000 px page.
  public static let pageRankLimit = 12

  /// The run limit to fold with, given the widest rank of the unfolded
  /// diagram; nil when nothing folds.
  func runLimit(widestRank: @autoclosure () -> Int) -> Int? {
    switch self {
    case .never: nil
    case .auto: widestRank() > Self.pageRankLimit ? Self.defaultRunLimit : nil
    case .runsLongerThan(let limit), .untouchedRunsLongerThan(let limit): max(limit, 1)
    }
  }

  /// Whether views that ran stay out of folded runs.
  var keepsViewsThatRan: Bool {
    if case .untouchedRunsLongerThan = self { return true }
    return false
  }
}

/// The folds of one diagram: which drawn items stand in which folded node.
struct SiblingFolds {
  struct Group {
    /// The folded node's name: the parent, `/`, the type and ` (folded)`,
    /// which no identity or source id has.
    let name: String
    let parent: String
    let type: String
    /// The folded siblings, in drawing order.
    var members: [String]
    /// Everything below the members, folded with them.
    var inside: [String] = []
  }

  var groups: [Group] = []
  /// Member or folded descendant -> index in ``groups``.
  var groupOf: [String: Int] = [:]

  var isEmpty: Bool { groups.isEmpty }

  /// The index of the group whose folded node is named `name`.
  func groupIndex(named name: String) -> Int? { byName.isEmpty ? nil : byName[name] }

  /// Folded node name -> index in ``groups``.
  private var byName: [String: Int] = [:]

  /// Folds `items` (in drawing order; `parent` is an item's parent among
  /// `items`, nil for a top item): under each parent, siblings of one type
  /// fold when there are more than `limit` of them.
  /// `ran` names the views whose body ran in the frame drawn: a sibling that ran, or under which a
  /// view ran, is never folded (it stays a node of its own beside the folded run).
  init(
    items: [String], parent: (String) -> String?, type: (String) -> String, limit: Int?,
    ran: (String) -> Bool = { _ in false }
  ) {
    guard let limit else { return }
    var children: [String: [String]] = [:]
    var tops: [String] = []
    for item in items {
      if let up = parent(item) { children[up, default: []].append(item) } else { tops.append(item) }
    }
    // Whether a view ran at or below each item, bottom up (items come parents first).
    var ranBelow: [String: Bool] = [:]
    for item in items.reversed() {
      ranBelow[item] = ran(item) || (children[item] ?? []).contains { ranBelow[$0] == true }
    }
    // Depth first from the top items, so a run is decided before its views.
    var stack = Array(tops.reversed())
    var visited = Set<String>()
    while let item = stack.popLast() {
      guard visited.insert(item).inserted else { continue }
      let below = children[item] ?? []
      if let group = groupOf[item] {
        for child in below where groupOf[child] == nil {
          groupOf[child] = group
          groups[group].inside.append(child)
        }
      } else {
        var byType: [String: [String]] = [:]
        for child in below where ranBelow[child] != true { byType[type(child), default: []].append(child) }
        for child in below {
          let type = type(child)
          guard ranBelow[child] != true, let run = byType[type], run.count > limit, groupOf[child] == nil else {
            continue
          }
          groupOf.merge(run.map { ($0, groups.count) }) { first, _ in first }
          byName[item + "/" + type + " (folded)"] = groups.count
          groups.append(Group(name: item + "/" + type + " (folded)", parent: item, type: type, members: run))
        }
      }
      stack.append(contentsOf: below.reversed())
    }
  }

  /// `CellView x100 (3 evaluated, 97 untouched)`-style counts: the outcomes
  /// present, in legend order; untouched is named only beside others.
  static func counts(_ outcomes: [Outcome]) -> String {
    let tally = Dictionary(outcomes.map { ($0, 1) }, uniquingKeysWith: +)
    let touched = Style.outcomes.filter { $0 != .untouched && tally[$0] != nil }
    if touched.isEmpty { return "all untouched" }
    return touched.map { "\(tally[$0]!) \(Style.shortText[$0]!)" }.joined(separator: ", ")
  }

  /// The strongest outcome present (legend order), untouched when none.
  static func strongest(_ outcomes: [Outcome]) -> Outcome {
    let present = Set(outcomes)
    return Style.outcomes.first(where: present.contains) ?? .untouched
  }

  /// The two lines of a folded node: `CellView x100 (3 evaluated)` and, when
  /// views are folded inside, `300 views inside` (with their touched counts).
  /// A run whose siblings were untouched but whose inside views were not reads
  /// `CellView x100 (3 evaluated inside)`: it is drawn in their outcome's look, so its first line
  /// never says `all untouched`.
  static func label(type: String, members: [Outcome], inside: [Outcome]) -> String {
    let own = members.contains { $0 != .untouched } || !inside.contains { $0 != .untouched }
    var lines = ["\(type) x\(members.count) (\(own ? counts(members) : counts(inside) + " inside"))"]
    if !inside.isEmpty {
      let touched = inside.contains { $0 != .untouched } ? " (\(counts(inside)))" : ""
      lines.append("\(inside.count) view\(inside.count == 1 ? "" : "s") inside\(touched)")
    }
    return lines.joined(separator: "\n")
  }

  /// The most nodes on one depth of `items`, depth counted along `parent`.
  static func widestRank(items: [String], parent: (String) -> String?) -> Int {
    var depth: [String: Int] = [:]
    func depthOf(_ item: String) -> Int {
      if let known = depth[item] { return known }
      // Iterative, and bounded by the item count against parent cycles.
      var chain: [String] = []
      var current: String? = item
      var base = 0
      while let node = current, chain.count <= items.count {
        if let known = depth[node] {
          base = known + 1
          break
        }
        chain.append(node)
        current = parent(node)
      }
      for (offset, node) in chain.reversed().enumerated() { depth[node] = base + offset }
      return depth[item]!
    }
    var perRank: [Int: Int] = [:]
    for item in items { perRank[depthOf(item), default: 0] += 1 }
    return perRank.values.max() ?? 0
  }
}
