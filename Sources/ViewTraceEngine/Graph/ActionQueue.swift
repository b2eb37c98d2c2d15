/// Actions that run after a pass: lifecycle actions, `onChange`, task starts
/// and cancellations.
///
/// They run in SwiftUI's order (R5): appearing and changing views first,
/// innermost view first (a child's `onAppear` before its parent's), and on
/// one view in the order its modifiers are written; then disappearing views
/// and views leaving the screen alive (a tab switched away, a view covered by
/// a push), also innermost first, so a new identity's `onAppear` runs before
/// the old one's `onDisappear`. A view removed with `.transition(.identity)` has its
/// `onDisappear` run before the appearances.
@MainActor
package final class ActionQueue {
  @MainActor
  private struct Entry {
    let node: ViewNode
    let kind: ActionKind
    let order: Int
    let sequence: Int
    let leavesScreen: Bool
    let action: () -> Void

    /// Removals with an identity transition, then appearances and changes, then other removals
    /// and views leaving the screen alive.
    var phase: Int {
      switch kind {
      case .onDisappear, .taskCancelled: node.alive && !leavesScreen ? 1 : node.disappearsFirst ? 0 : 2
      default: 1
      }
    }
  }

  private var pending: [Entry] = []
  private var sequence = 0
  private let log: UpdateLog

  init(log: UpdateLog) { self.log = log }

  var isEmpty: Bool { pending.isEmpty }

  /// Queues `action` of `node`'s modifier number `order` (counted from the
  /// innermost, as written) to run after the pass.
  package func queue(
    _ node: ViewNode, _ kind: ActionKind, order: Int = 0, leavesScreen: Bool = false,
    _ action: @escaping () -> Void = {}
  ) {
    sequence += 1
    pending.append(
      Entry(node: node, kind: kind, order: order, sequence: sequence, leavesScreen: leavesScreen, action: action))
  }

  /// `queue` for the attached modifier of `context`.
  package func queue(_ context: AttachmentContext, _ kind: ActionKind, _ action: @escaping () -> Void = {}) {
    queue(context.node, kind, order: context.order, leavesScreen: context.leavesScreen, action)
  }

  /// Runs what was queued (actions may queue more; those wait for the next pass).
  func runPending() {
    let actions = pending.sorted { a, b in
      if a.phase != b.phase { return a.phase < b.phase }
      if a.node.depth != b.node.depth { return a.node.depth > b.node.depth }
      if a.node !== b.node { return a.sequence < b.sequence }
      if a.order != b.order { return a.order < b.order }
      return a.sequence < b.sequence
    }
    pending.removeAll()
    for entry in actions {
      log.emit(.action(node: entry.node.identity, kind: entry.kind))
      // Work the action starts (`Task { … }`, `DispatchQueue.main.async`) names its frames
      // after it, unless what runs the action named them already.
      if ScenarioRunLoop.label == nil {
        ScenarioRunLoop.$label.withValue(
          "async work of \(entry.kind.rawValue) of \(entry.node.identity)", operation: entry.action)
      } else {
        entry.action()
      }
    }
  }
}
