/// Appearance without birth or death: a view that stays alive while it leaves the screen and
/// comes back.
///
/// SwiftUI runs a view's appearance lifecycle whenever the view appears to the user or
/// disappears from the screen, wherever that comes from, and its state lives as long as its
/// identity: a lazy row scrolled out, a tab switched away from, a view covered by a pushed
/// view or a full-screen cover stays alive with its `@State`, and comes back without being
/// made again. Each time it leaves, its `onDisappear` runs and its `.task` is cancelled; each
/// time it shows again, its `onAppear` runs and its `.task` starts again. What leaves runs after
/// what shows, as for an identity replaced under the default transition (R5): a pushed view's
/// `onAppear` before the covered root's `onDisappear`, the selected tab's before the old tab's.
extension ViewNode {
  /// Runs the lifecycle of this subtree, which stays alive, leaving the screen (`visible`
  /// false) or showing again, except `excluded`'s subtree: each attached modifier's state hears
  /// of it (``AttachmentState/visibilityChanged(_:_:)``), and the actions it queues run
  /// innermost first, as always (R5).
  package func setVisible(_ visible: Bool, except excluded: ViewNode? = nil, _ graph: ViewGraph) {
    if self === excluded { return }
    var counts: [String: Int] = [:]
    for (position, modifier) in attachedModifiers.enumerated() {
      let slot = Self.slot(of: modifier, counts: &counts)
      let order = attachedModifiers.count - 1 - position
      let context = AttachmentContext(node: self, slot: slot, graph: graph, order: order, leavesScreen: !visible)
      attachments[slot]?.visibilityChanged(visible, context)
    }
    for child in children { child.setVisible(visible, except: excluded, graph) }
  }
}
