/// Actions that run after a pass, in the order they were queued: lifecycle
/// actions, `onChange`, task starts and cancellations.
@MainActor
final class ActionQueue {
  private var pending: [(node: ViewNode, kind: ActionKind, action: () -> Void)] = []
  private let log: UpdateLog

  init(log: UpdateLog) { self.log = log }

  var isEmpty: Bool { pending.isEmpty }

  /// Queues `action` of `node`'s modifier to run after the pass.
  func queue(_ node: ViewNode, _ kind: ActionKind, _ action: @escaping () -> Void = {}) {
    pending.append((node, kind, action))
  }

  /// Runs what was queued (actions may queue more; those wait for the next pass).
  func runPending() {
    let actions = pending
    pending.removeAll()
    for entry in actions {
      log.emit(.action(node: entry.node.identity, kind: entry.kind))
      entry.action()
    }
  }
}
