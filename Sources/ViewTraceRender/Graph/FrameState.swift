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
