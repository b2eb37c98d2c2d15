import ViewTraceModel

/// The tree as it stands in one frame: the nodes shown (alive before or after
/// the frame, so disappearing ones are drawn too), each one's outcome, its
/// drawn label at that point and a short reason.
public struct FrameState: Sendable {
  public let frame: Int
  /// Shown identities, in the trace's node order.
  public let shown: [String]
  public let outcome: [String: Outcome]
  public let label: [String: String]
  /// Styling modifiers as drawn at this frame (`.background(Color(#…))` changes).
  public let modifiers: [String: [String]]
  public let reason: [String: String]

  /// Every frame's state, replaying the trace once (O(records)).
  public static func all(_ trace: Trace) -> [FrameState] {
    let order = Dictionary(uniqueKeysWithValues: trace.nodes.enumerated().map { ($1.id, $0) })
    var alive = Set<String>()
    var labels = Dictionary(uniqueKeysWithValues: trace.nodes.map { ($0.id, $0.label) })
    var modifiers = Dictionary(uniqueKeysWithValues: trace.nodes.map { ($0.id, $0.modifiers) })
    var states: [FrameState] = []
    for frame in trace.frames {
      let before = alive
      var outcome: [String: Outcome] = [:]
      var reason: [String: String] = [:]
      for record in frame.records {
        outcome[record.node] = record.outcome
        reason[record.node] = compactReason(record)
        switch record.outcome {
        case .appeared: alive.insert(record.node)
        case .disappeared: alive.remove(record.node)
        default: break
        }
        guard record.outcome == .redrawn else { continue }
        for change in record.reasons.flatMap(\.changes) {
          if change.name == "label" {
            if let after = change.after { labels[record.node] = after }
          } else {
            modifiers[record.node] = applying(change, to: modifiers[record.node] ?? [])
          }
        }
      }
      let shown = before.union(alive).sorted { order[$0, default: .max] < order[$1, default: .max] }
      states.append(
        FrameState(
          frame: frame.index, shown: shown, outcome: outcome,
          label: Dictionary(uniqueKeysWithValues: shown.map { ($0, labels[$0] ?? "") }),
          modifiers: Dictionary(uniqueKeysWithValues: shown.map { ($0, modifiers[$0] ?? []) }), reason: reason))
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

  /// One frame's state.
  public static func at(_ frame: Int, in trace: Trace) -> FrameState? {
    let states = all(trace)
    return states.indices.contains(frame) ? states[frame] : nil
  }

  /// The outcome of a shown node (`untouched` when it has no record).
  public func outcomeOf(_ node: String) -> Outcome { outcome[node] ?? .untouched }

  /// A short, readable reason for a record: the `_printChanges` tokens with
  /// the changed names, `init only`, `redrawn: label`, ...
  static func compactReason(_ record: NodeRecord) -> String {
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
