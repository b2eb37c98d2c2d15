/// Lists' and scroll views' part of a run: the viewport rows are made
/// for, finding a live scroll view or list, its editable rows, and moving a
/// scroll offset. A container's rows and offset live on its node
/// (``LazyState``, ``ScrollState``).
@MainActor
final class ListFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// The viewport of this run (``ViewGraph/viewport``).
  var viewport: Viewport { graph.viewport }

  /// The live scroll view, list or form at `identity`, or the only one.
  func scrollable(_ identity: String?) throws(EngineError) -> ViewNode {
    try listNode(identity, kind: "scroll view, list or form") { $0.value is any Scrollable }
  }

  /// The live node at `identity` that `matches`, or the only one.
  func listNode(_ identity: String?, kind: String, _ matches: (ViewNode) -> Bool) throws(EngineError) -> ViewNode {
    let candidates = graph.liveNodes().filter(matches)
    if let identity {
      guard let node = candidates.first(where: { $0.identity == identity }) else {
        throw .noSuchView(type: kind, identity: identity, available: candidates.map(\.identity))
      }
      return node
    }
    guard let only = candidates.first else { throw .noSuchView(type: kind, identity: nil, available: []) }
    guard candidates.count == 1 else { throw .ambiguousView(type: kind, identities: candidates.map(\.identity)) }
    return only
  }

  /// The `forEach`-th `ForEach` with the edit action `needs` of a live list.
  func editableRows(
    _ identity: String?, forEach: Int, needs action: String, _ has: (EditableRows) -> Bool
  ) throws(EngineError) -> (EditableRows, ViewNode) {
    let node = try listNode(identity, kind: "list or form") { $0.value is any LazyContainer & Scrollable }
    let editable = node.builtinState { LazyState() }.editable.filter(has)
    guard editable.indices.contains(forEach) else {
      throw .noSuchControl(
        kind: "ForEach with .\(action) in \(node.identity)", title: "#\(forEach)",
        available: editable.indices.map { "#\($0)" })
    }
    return (editable[forEach], node)
  }

  /// The lazy containers whose rows `scroller` scrolls.
  func lazyContainers(scrolledBy scroller: ViewNode) -> [ViewNode] {
    if scroller.value is any LazyContainer { return [scroller] }
    var found: [ViewNode] = []
    func walk(_ node: ViewNode) {
      for child in node.children {
        if child.value is any Scrollable { continue }
        if child.value is any LazyContainer { found.append(child) } else { walk(child) }
      }
    }
    walk(scroller)
    return found
  }

  /// Moves `scroller`'s offset (kept within its rows) and rebuilds the lazy
  /// containers it scrolls.
  func setScrollOffset(of scroller: ViewNode, _ change: (Double) -> Double) {
    let state = scroller.builtinState { ScrollState() }
    let axis = (scroller.value as! any Scrollable)._scrollAxis
    let containers = lazyContainers(scrolledBy: scroller).filter { ($0.value as! any LazyContainer)._rowAxis == axis }
    let length =
      containers.map { container -> Double in
        let lazy = container.builtinState { LazyState() }
        return Double((lazy.rowCount + lazy.perLine - 1) / lazy.perLine) * viewport.rowLength
      }.max() ?? 0
    let limit = max(0, length - viewport.length(along: axis))
    let offset = min(max(0, change(state.offset)), limit)
    guard offset != state.offset else { return }
    state.offset = offset
    for container in containers { graph.markDirty(container) }
  }
}
