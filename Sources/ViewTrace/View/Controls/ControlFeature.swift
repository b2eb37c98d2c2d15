/// Controls' part of a run: finding the live control, view or search field
/// a scenario step acts on, by its title or type.
@MainActor
final class ControlFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// The live control of type `C` titled `title` (under `within` if given).
  func control<C>(_: C.Type, kind: String, title: String, within: String? = nil) throws(EngineError) -> C {
    try controlMatch(C.self, kind: kind, title: title, within: within).control
  }

  /// The live node of the control titled `title` (see ``control(_:kind:title:within:)``).
  func controlNode<C>(_: C.Type, kind: String, title: String, within: String? = nil) throws(EngineError) -> ViewNode {
    let identity = try controlMatch(C.self, kind: kind, title: title, within: within).identity
    return graph.nodes[identity]!
  }

  /// The live control titled `title`, with its node's identity.
  func controlMatch<C>(_: C.Type, kind: String, title: String, within: String? = nil) throws(EngineError) -> (
    identity: String, control: C
  ) {
    var matches: [(String, C)] = []
    var available: [String] = []
    for node in graph.liveNodes() where within.map({ node.identity.hasPrefix($0 + "/") }) ?? true {
      guard let control = node.value as? any TitledControl, let typed = control as? C else { continue }
      // A label made of custom views (`NavigationLink { CardView(...) }`) reads
      // as the texts drawn under the live node.
      let shown = control._title.isEmpty ? drawnText(under: node) : control._title
      available.append(shown)
      if shown == title { matches.append((node.identity, typed)) }
    }
    // A control whose style's body draws it again (`Button(configuration)`) is one control: the
    // one drawn by the framework, inside the style, is what a person touches.
    let drawn = matches.filter { ($0.1 as? any FrameworkDrawnControl)?._drawnByFramework == true }.map(\.0)
    matches.removeAll { match in drawn.contains { $0.hasPrefix(match.0 + "/") } }
    guard let first = matches.first else {
      throw .noSuchControl(kind: kind, title: title, available: available)
    }
    guard matches.count == 1 else {
      throw .ambiguousControl(kind: kind, title: title, identities: matches.map(\.0))
    }
    return first
  }

  /// The texts drawn under `node`, in tree order, joined by spaces.
  func drawnText(under node: ViewNode) -> String {
    var parts: [String] = []
    func walk(_ node: ViewNode) {
      if let text = node.value as? Text {
        parts.append(text.content)
      } else if let titled = node.value as? any TitledContent {
        parts.append(titled._titleText)
        return
      }
      for child in node.children { walk(child) }
    }
    for child in node.children { walk(child) }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The live search fields of `.searchable`, under `within` if given.
  func searchFields(within: String?) -> [ViewNode] {
    graph.liveNodes().filter { node in
      node.value is _SearchField && (within.map { node.identity.hasPrefix($0 + "/") } ?? true)
    }
  }
}
