/// Styles' part of a run: the buttons held down by `Step.press`, by
/// identity, which a ``ButtonStyle`` sees as `isPressed`. Drawing a styled
/// view's children again is the pass's (``ViewNode/restyle(_:)``).
@MainActor
final class StyleFeature: GraphFeature {
  unowned let graph: ViewGraph
  private var pressed: Set<String> = []

  init(graph: ViewGraph) { self.graph = graph }

  /// Whether the button at `node` is held down.
  func isPressed(_ node: ViewNode) -> Bool { pressed.contains(node.identity) }

  /// Holds the button at `node` down (or lets go of it) and draws it again.
  func setPressed(_ node: ViewNode, _ down: Bool) {
    if down { pressed.insert(node.identity) } else { pressed.remove(node.identity) }
    node.restyle(graph)
  }
}
