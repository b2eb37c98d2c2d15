/// Menus' part of a run: opening a menu, and closing the menus a chosen
/// button is in. Whether a menu is open lives on its node (``MenuState``).
@MainActor
final class MenuFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// Opens or closes the live menu `node`: its content appears or disappears.
  func setMenu(_ node: ViewNode, open: Bool) {
    let state = node.builtinState { MenuState() }
    guard state.isOpen != open else { return }
    state.isOpen = open
    node.restyle(graph)
  }

  /// A button at `identity` was chosen: every open menu it is in closes.
  func closeMenus(containing identity: String) {
    var outermost: ViewNode?
    var node = graph.nodes[identity]?.parent
    while let current = node {
      if current.value is any MenuControl, current.builtinState({ MenuState() }).isOpen { outermost = current }
      node = current.parent
    }
    guard let outermost else { return }
    var menu = graph.nodes[identity]?.parent
    while let current = menu {
      if current.value is any MenuControl { current.builtinState { MenuState() }.isOpen = false }
      if current === outermost { break }
      menu = current.parent
    }
    outermost.restyle(graph)
  }
}
