/// Presentation's part of a run: which presentation shows in each modal
/// slot (one sheet, cover or popover and one alert or dialog per presenting
/// level, the app's root or a presented view), and dismissing them. Whether
/// a host shows its content lives on its node (``PresentationState``).
@MainActor
final class PresentationFeature: GraphFeature {
  unowned let graph: ViewGraph
  private var showing: [String: ViewNode] = [:]

  init(graph: ViewGraph) { self.graph = graph }

  /// Decides whether the host at `node` shows its content now that its
  /// binding says `wanted`; records a conflict and queues `onDismiss` as SwiftUI does.
  func update(
    _ node: ViewNode, kind: PresentationKind, wanted: Bool, onDismiss: (() -> Void)?
  ) -> Bool {
    let state = node.builtinState { PresentationState() }
    let level = (node.parent.flatMap { $0.nearestShowingPresentation() }?.identity ?? "") + "|" + kind.slot
    if wanted {
      if let other = showing[level], other !== node, other.alive,
        other.builtinState({ PresentationState() }).showing
      {
        if !state.showing {
          graph.warn(
            .presentationConflict, node: node,
            "\(kind.typeName) at \(node.identity) was asked to present while \(other.type) at \(other.identity) "
              + "is presenting; it is ignored (SwiftUI: \"Attempt to present ... which is already presenting\")")
        }
        return false
      }
      showing[level] = node
      if !state.showing, kind == .fullScreenCover { cover(node, visible: false) }
      state.showing = true
      return true
    }
    if showing[level] === node { showing[level] = nil }
    if state.showing {
      if kind == .fullScreenCover { cover(node, visible: true) }
      state.showing = false
      if let onDismiss { graph.actions.queue(node, .onDismiss, onDismiss) }
    }
    return false
  }

  /// A full-screen cover hides what it is presented over (the app's root,
  /// or the presentation it comes from): those views run `onDisappear`, and
  /// `onAppear` when the cover goes; a sheet leaves them on screen.
  private func cover(_ node: ViewNode, visible: Bool) {
    let below = node.parent.flatMap { $0.nearestShowingPresentation() }
    for root in below?.children ?? graph.host.children { root.setVisible(visible, except: node, graph) }
  }

  /// The presentations showing now, outermost first.
  func live() -> [ViewNode] {
    showing.values.filter { $0.alive && $0.builtinState({ PresentationState() }).showing }.sorted {
      $0.depth != $1.depth ? $0.depth < $1.depth : $0.sequence < $1.sequence
    }
  }

  /// After a tap on a button inside an alert or a confirmation dialog: the
  /// alert goes away, as in SwiftUI.
  func dismissAlert(containing identity: String) {
    guard let node = graph.nodes[identity], let presentation = node.nearestShowingPresentation(),
      let host = presentation.value as? any PresentingHost, host._kind.dismissesOnAction
    else { return }
    host._dismiss()
  }
}
