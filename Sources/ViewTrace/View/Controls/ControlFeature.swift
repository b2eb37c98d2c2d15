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
    // Controls with one of their label's texts reading `title`: as XCUITest taps a cell by a
    // text in it (`BookRow`'s "Dune" in a link whose label reads "Dune Frank Herbert").
    var partMatches: [(String, C)] = []
    var available: [String] = []
    let scopes = try scopes(within)
    for node in graph.liveNodes() where isWithin(node, scopes) {
      guard let control = node.value as? any TitledControl, let typed = control as? C else { continue }
      // A label made of custom views (`NavigationLink { CardView(...) }`) reads
      // as the texts drawn under the live node.
      let parts = control._title.isEmpty ? drawnTexts(under: node) : [control._title]
      let shown = parts.joined(separator: " ")
      // As XCUITest finds an element by its accessibility label or identifier.
      let names = accessibilityNames(of: node)
      available.append(names.first ?? shown)
      if shown == title || names.contains(title) {
        matches.append((node.identity, typed))
      } else if parts.count > 1 && parts.contains(title) {
        partMatches.append((node.identity, typed))
      }
    }
    if matches.isEmpty { matches = partMatches }
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

  /// The accessibility label and identifier `node` was given (`.accessibilityLabel("Favorite")`).
  func accessibilityNames(of node: ViewNode) -> [String] {
    node.modifiers.filter { ["accessibilityLabel", "accessibilityIdentifier"].contains($0.name) }.compactMap(\.argument)
  }

  /// The identities a step's `within:` names, or nil for the whole tree: a live identity, the end
  /// of one (`BookRow#2`, after its last `/`), or a view type (`BookRow`); one that names no live
  /// view is an error that lists the closest.
  func scopes(_ within: String?) throws(EngineError) -> [String]? {
    guard let within else { return nil }
    let live = graph.liveNodes()
    if live.contains(where: { $0.identity == within }) { return [within] }
    let found = live.filter { $0.identity.hasSuffix("/" + within) || $0.type == within }.map(\.identity)
    if !found.isEmpty { return found }
    let ends = live.map { $0.identity.split(separator: "/").last.map(String.init) ?? $0.identity }
    throw .unknownWithin(within, closest: ClosestNames.to(within, among: live.map(\.type) + ends))
  }

  /// Whether `node` is below one of `scopes` (or is one, with `orAt`); any node when `scopes` is
  /// nil (no `within:`).
  func isWithin(_ node: ViewNode, _ scopes: [String]?, orAt: Bool = false) -> Bool {
    guard let scopes else { return true }
    return scopes.contains { node.identity.hasPrefix($0 + "/") || (orAt && node.identity == $0) }
  }

  /// The texts drawn under `node`, in tree order (empty ones left out).
  func drawnTexts(under node: ViewNode) -> [String] {
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
    return parts.filter { !$0.isEmpty }
  }

  /// The live search fields of `.searchable`, under `within` if given.
  func searchFields(within: String?) throws(EngineError) -> [ViewNode] {
    let scopes = try scopes(within)
    return graph.liveNodes().filter { node in
      node.value is _SearchField && isWithin(node, scopes)
    }
  }
}
