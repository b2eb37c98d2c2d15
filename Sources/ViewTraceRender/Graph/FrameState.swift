import Foundation
import ViewTraceModel

/// The tree as it stands in one frame: the nodes shown (alive before or after
/// the frame, so disappearing ones are drawn too), each one's outcome, its
/// drawn label at that point and a short reason.
///
/// Memory is O(views + records) for all the frames together: a frame keeps
/// its records' outcomes and reasons, and its shown list is rebuilt on
/// demand from a shared log of what appeared and disappeared
/// (``ShownHistory``), never stored per frame.
package struct FrameState: Sendable {
  package let frame: Int
  /// Frames with the same number show the same identities (the number
  /// changes only where views appear, disappear or are built unshown).
  package let structure: Int
  package let outcome: [String: Outcome]
  package let reason: [String: String]
  let history: DrawnHistory
  let shownHistory: ShownHistory

  /// Shown identities, in the trace's node order: alive before the frame,
  /// and what appeared in it (so views that disappear in it are drawn too),
  /// and views built in it that no node shows (a link's destination before
  /// it is pushed, init only).
  package var shown: [String] { shownHistory.shown(at: frame) }

  /// The drawn label of `node` at this frame (after redraws).
  package func label(_ node: String) -> String { history.label(node, at: frame) }

  /// The styling modifiers of `node` as drawn at this frame.
  package func modifiers(_ node: String) -> [String] { history.modifiers(node, at: frame) }

  /// Every frame's state, replaying the trace once. Each frame costs what it
  /// records; labels and shown lists come from histories shared by all frames.
  package static func all(_ trace: Trace) -> [FrameState] {
    let history = DrawnHistory(trace)
    let shownHistory = ShownHistory(trace)
    var states: [FrameState] = []
    states.reserveCapacity(trace.frames.count)
    for (position, frame) in trace.frames.enumerated() {
      var outcome: [String: Outcome] = [:]
      var reason: [String: String] = [:]
      for record in frame.records {
        outcome[record.node] = record.outcome
        reason[record.node] = compactReason(record)
      }
      states.append(
        FrameState(
          frame: position, structure: shownHistory.structure[position], outcome: outcome, reason: reason,
          history: history, shownHistory: shownHistory))
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

/// Which identities each frame shows, kept as what changed per frame: the
/// positions (in the trace's node order) that appeared, disappeared or were
/// built unshown. A frame's list is rebuilt on demand by replaying from the
/// last frame asked for (forward) or from the start, so reading frames in
/// order costs what changed between them.
final class ShownHistory: @unchecked Sendable {
  private let ids: [String]
  private let appeared: [[Int]]
  private let disappeared: [[Int]]
  private let latent: [[Int]]
  /// Per frame: a number that changes only when the shown list does.
  let structure: [Int]

  private let lock = NSLock()
  /// The alive positions (sorted) before frame `cursor`.
  private var cursor = 0
  private var alive: [Int] = []
  private var aliveSet = Set<Int>()

  init(_ trace: Trace) {
    ids = trace.nodes.map(\.id)
    let order = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var appeared: [[Int]] = []
    var disappeared: [[Int]] = []
    var latent: [[Int]] = []
    var structure: [Int] = []
    var number = 0
    var previousLatent = false
    for frame in trace.frames {
      var (added, removed, built): ([Int], [Int], [Int]) = ([], [], [])
      for record in frame.records {
        guard let index = order[record.node] else { continue }
        switch record.outcome {
        case .appeared: added.append(index)
        case .disappeared: removed.append(index)
        case .initOnly: built.append(index)
        default: continue
        }
      }
      // The list differs from the previous frame's when views appeared or
      // disappeared in either frame, or either showed unshown views.
      let previousChanged = !(disappeared.last ?? []).isEmpty || !(appeared.last ?? []).isEmpty
      if structure.isEmpty || !added.isEmpty || !removed.isEmpty || !built.isEmpty || previousLatent || previousChanged {
        number += 1
      }
      previousLatent = !built.isEmpty
      appeared.append(added)
      disappeared.append(removed)
      latent.append(built)
      structure.append(number)
    }
    self.appeared = appeared
    self.disappeared = disappeared
    self.latent = latent
    self.structure = structure
  }

  /// The identities frame `frame` shows, in the trace's node order.
  func shown(at frame: Int) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    if frame < cursor {
      cursor = 0
      alive = []
      aliveSet = []
    }
    while cursor < frame {
      apply(cursor)
      cursor += 1
    }
    var shown = alive
    let added = Set(appeared[frame].filter { !aliveSet.contains($0) })
    let built = Set(latent[frame].filter { !aliveSet.contains($0) && !added.contains($0) })
    if !added.isEmpty || !built.isEmpty {
      shown = (shown + added + built).sorted()
    }
    return shown.map { ids[$0] }
  }

  /// Applies frame `frame`'s appearances and disappearances to `alive`.
  private func apply(_ frame: Int) {
    for index in appeared[frame] where aliveSet.insert(index).inserted {
      alive.insert(index, at: position(index))
    }
    for index in disappeared[frame] where aliveSet.remove(index) != nil {
      alive.remove(at: position(index))
    }
  }

  /// Where `index` is or would be in the sorted `alive` (binary search).
  private func position(_ index: Int) -> Int {
    var low = 0
    var high = alive.count
    while low < high {
      let middle = (low + high) / 2
      if alive[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
