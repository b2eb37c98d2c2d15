import Foundation

/// What each node draws over time: its label and modifiers after every
/// redraw, looked up by frame.
package final class DrawnHistory: Sendable {
  /// A modifier change (`background`: before -> after) applied to a node's list.
  package static func applying(_ change: ValueChange, to list: [String]) -> [String] {
    var list = list
    if let before = change.before, let index = list.firstIndex(of: before) {
      if let after = change.after { list[index] = after } else { list.remove(at: index) }
    } else if let after = change.after {
      list.append(after)
    }
    return list
  }

  private let labels: [String: [(frame: Int, value: String)]]
  private let modifiers: [String: [(frame: Int, value: [String])]]

  package init(_ trace: Trace) {
    var labels: [String: [(frame: Int, value: String)]] = [:]
    var modifiers: [String: [(frame: Int, value: [String])]] = [:]
    for node in trace.nodes {
      labels[node.id] = [(0, node.label)]
      modifiers[node.id] = [(0, node.modifiers)]
    }
    for frame in trace.frames {
      for record in frame.records where record.outcome == .redrawn || record.drawn != nil {
        for change in record.drawn ?? record.reasons.flatMap(\.changes) {
          if change.name == "label" {
            if let after = change.after { labels[record.node, default: []].append((frame.index, after)) }
          } else {
            let current = modifiers[record.node]?.last?.value ?? []
            modifiers[record.node, default: []].append((frame.index, Self.applying(change, to: current)))
          }
        }
      }
    }
    self.labels = labels
    self.modifiers = modifiers
  }

  package func label(_ node: String, at frame: Int) -> String { Self.value(labels[node], at: frame) ?? "" }

  /// Nodes whose label changed, with every (frame, label) after the first.
  package var labelChanges: [String: [(frame: Int, value: String)]] { labels.filter { $0.value.count > 1 } }
  /// Nodes whose modifiers changed, with every (frame, modifiers joined).
  package var modifierChanges: [String: [(frame: Int, value: String)]] {
    modifiers.filter { $0.value.count > 1 }.mapValues { $0.map { ($0.frame, $0.value.joined(separator: " ")) } }
  }
  package func modifiers(_ node: String, at frame: Int) -> [String] { Self.value(modifiers[node], at: frame) ?? [] }

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
package final class ShownHistory: @unchecked Sendable {
  private let ids: [String]
  private let appeared: [[Int]]
  private let disappeared: [[Int]]
  private let latent: [[Int]]
  /// Per frame: a number that changes only when the shown list does.
  package let structure: [Int]

  private let lock = NSLock()
  /// The alive positions (sorted) before frame `cursor`.
  private var cursor = 0
  private var alive: [Int] = []
  private var aliveSet = Set<Int>()

  package init(_ trace: Trace) {
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
      if structure.isEmpty || !added.isEmpty || !removed.isEmpty || !built.isEmpty || previousLatent || previousChanged
      {
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
  package func shown(at frame: Int) -> [String] {
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
