import ViewTraceModel

/// The tree as it stands in one frame: the nodes shown (alive before or after
/// the frame, so disappearing ones are drawn too), each one's outcome, its
/// drawn label at that point and a short reason.
package struct FrameState: Sendable {
  package let frame: Int
  /// Shown identities, in the trace's node order.
  package let shown: [String]
  package let outcome: [String: Outcome]
  package let reason: [String: String]
  let history: DrawnHistory

  /// The drawn label of `node` at this frame (after redraws).
  package func label(_ node: String) -> String { history.label(node, at: frame) }

  /// The styling modifiers of `node` as drawn at this frame.
  package func modifiers(_ node: String) -> [String] { history.modifiers(node, at: frame) }

  /// Every frame's state, replaying the trace once. Each frame costs what it
  /// records: the shown list is rebuilt only when views appear or disappear,
  /// and labels come from a shared per-node history.
  package static func all(_ trace: Trace) -> [FrameState] {
    let ids = trace.nodes.map(\.id)
    let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let history = DrawnHistory(trace)
    // The alive views as positions in the trace's node order, kept sorted:
    // a structure change costs a binary search and a move, not a sort.
    var alive: [Int] = []
    var aliveSet = Set<Int>()
    var shown: [String] = []
    var states: [FrameState] = []
    func position(_ index: Int) -> Int {
      var low = 0
      var high = alive.count
      while low < high {
        let middle = (low + high) / 2
        if alive[middle] < index { low = middle + 1 } else { high = middle }
      }
      return low
    }
    for (position_, frame) in trace.frames.enumerated() {
      var outcome: [String: Outcome] = [:]
      var reason: [String: String] = [:]
      var appeared: [Int] = []
      var disappeared: [Int] = []
      var latent: [Int] = []
      for record in frame.records {
        outcome[record.node] = record.outcome
        reason[record.node] = compactReason(record)
        guard let index = order[record.node] else { continue }
        switch record.outcome {
        case .appeared: appeared.append(index)
        case .disappeared: disappeared.append(index)
        case .initOnly: latent.append(index)
        default: continue
        }
      }
      if !appeared.isEmpty || !disappeared.isEmpty || states.isEmpty {
        // Shown: alive before the frame, and what appeared in it.
        var before = alive
        let added = Set(appeared.filter { !aliveSet.contains($0) }).sorted()
        for index in appeared where aliveSet.insert(index).inserted {
          alive.insert(index, at: position(index))
        }
        for index in disappeared where aliveSet.remove(index) != nil {
          alive.remove(at: position(index))
        }
        if !added.isEmpty {
          var merged: [Int] = []
          merged.reserveCapacity(before.count + added.count)
          var i = 0
          for index in added {
            while i < before.count && before[i] < index {
              merged.append(before[i])
              i += 1
            }
            merged.append(index)
          }
          merged.append(contentsOf: before[i...])
          before = merged
        }
        shown = before.map { ids[$0] }
      }
      // A view value built where no node shows it (a link's destination
      // before it is pushed) is shown in the frame that built it, init only.
      let unshown = latent.filter { !aliveSet.contains($0) }
      var frameShown = shown
      if !unshown.isEmpty {
        let keep = Set(shown).union(unshown.map { ids[$0] })
        frameShown = ids.filter(keep.contains)
      }
      states.append(
        FrameState(frame: position_, shown: frameShown, outcome: outcome, reason: reason, history: history))
    }
    return states
  }

  /// A modifier change (`background`: before -> after) applied to a node's list.
  static func applying(_ change: ValueChange, to list: [String]) -> [String] {
    var list = list
    if let before = change.before, let index = list.firstIndex(of: before) {
      if let after = change.after { list[index] = after } else { list.remove(at: index) }
    } else if let after = change.after {
      list.append(after)
    }
    return list
  }

  /// What each redrawn node drew after every redraw, for pages that replay
  /// frames themselves: labels and modifiers, as (frame, text) lists.
  package static func drawnChanges(_ trace: Trace) -> (
    labels: [String: [(frame: Int, value: String)]], modifiers: [String: [(frame: Int, value: String)]]
  ) {
    let history = DrawnHistory(trace)
    return (history.labelChanges, history.modifierChanges)
  }

  /// The outcome of a shown node (`untouched` when it has no record).
  package func outcomeOf(_ node: String) -> Outcome { outcome[node] ?? .untouched }

  /// A short, readable reason for a record: the `_printChanges` tokens with
  /// the changed names, `init only`, `redrawn: label`, ...
  package static func compactReason(_ record: NodeRecord) -> String {
    switch record.outcome {
    case .initOnly: return "init only"
    case .disappeared: return "disappeared"
    case .untouched: return ""
    case .redrawn:
      let names = record.reasons.flatMap(\.changes).map(\.name)
      return "redrawn: " + uniq(names).joined(separator: ", ")
    case .evaluated, .appeared:
      if record.bodyCount == 0 { return record.outcome == .appeared ? "appeared" : "" }
      let parts = record.reasons.map { reason -> String in
        switch reason.kind {
        case .self:
          let names = reason.changes.map(\.name)
          return names.isEmpty ? "@self" : "@self: " + uniq(names).joined(separator: ", ")
        case .identity: return "@identity"
        case .property: return reason.property ?? "?"
        case .dependencies: return "@dependencies: " + (reason.property ?? "?")
        }
      }
      return parts.isEmpty ? "unchanged" : parts.joined(separator: ", ")
    }
  }

  private static func uniq(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}

/// What each node draws over time: its label and modifiers after every
/// redraw, looked up by frame.
final class DrawnHistory: Sendable {
  private let labels: [String: [(frame: Int, value: String)]]
  private let modifiers: [String: [(frame: Int, value: [String])]]

  init(_ trace: Trace) {
    var labels: [String: [(frame: Int, value: String)]] = [:]
    var modifiers: [String: [(frame: Int, value: [String])]] = [:]
    for node in trace.nodes {
      labels[node.id] = [(0, node.label)]
      modifiers[node.id] = [(0, node.modifiers)]
    }
    for frame in trace.frames {
      for record in frame.records where record.outcome == .redrawn {
        for change in record.reasons.flatMap(\.changes) {
          if change.name == "label" {
            if let after = change.after { labels[record.node, default: []].append((frame.index, after)) }
          } else {
            let current = modifiers[record.node]?.last?.value ?? []
            modifiers[record.node, default: []].append((frame.index, FrameState.applying(change, to: current)))
          }
        }
      }
    }
    self.labels = labels
    self.modifiers = modifiers
  }

  func label(_ node: String, at frame: Int) -> String { Self.value(labels[node], at: frame) ?? "" }

  /// Nodes whose label changed, with every (frame, label) after the first.
  var labelChanges: [String: [(frame: Int, value: String)]] { labels.filter { $0.value.count > 1 } }
  /// Nodes whose modifiers changed, with every (frame, modifiers joined).
  var modifierChanges: [String: [(frame: Int, value: String)]] {
    modifiers.filter { $0.value.count > 1 }.mapValues { $0.map { ($0.frame, $0.value.joined(separator: " ")) } }
  }
  func modifiers(_ node: String, at frame: Int) -> [String] { Self.value(modifiers[node], at: frame) ?? [] }

  /// The last entry at or before `frame` (binary search).
  private static func value<T>(_ entries: [(frame: Int, value: T)]?, at frame: Int) -> T? {
    guard let entries, !entries.isEmpty else { return nil }
    var low = 0
    var high = entries.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if entries[middle].frame <= frame { low = middle } else { high = middle - 1 }
    }
    return entries[low].frame <= frame ? entries[low].value : entries[0].value
  }
}
