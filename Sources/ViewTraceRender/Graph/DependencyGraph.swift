import ViewTraceModel

/// The dependency graph as it stands after one frame: sources in their own
/// shapes, edges to the views that read or subscribe, bindings drawn from the
/// child to the owner's state, and each state tied to its owner.
package enum DependencyGraph {
  static let shapes: [SourceKind: String] = [
    .state: "ellipse", .object: "box3d", .observableProperty: "note", .environment: "hexagon", .event: "cds",
    .storage: "cylinder",
  ]

  static let edgeLooks: [EdgeKind: [String: String]] = [
    .read: ["label": "read", "color": "#1B6E8C"],
    .binding: ["label": "binding", "style": "dashed", "color": "#5555C8", "dir": "back"],
    .objectWillChange: ["label": "objectWillChange", "penwidth": "2", "color": "#A66E00"],
    .environment: ["label": "environment", "style": "dashed", "color": "#2F7D32"],
    .observation: ["label": "observation", "color": "#8E44AD"],
    .event: ["label": "event", "style": "bold", "color": "#A33030"],
    .storage: ["label": "storage", "penwidth": "2", "color": "#6B5B95"],
  ]

  package static func spec(_ trace: Trace, frame index: Int) -> GraphSpec {
    let edges = trace.edges(afterFrame: index)
    let sourceByID = trace.sourcesByID
    let nodeByID = trace.nodesByID
    let alive = Set(trace.liveNodes(afterFrame: index))
    var graph = GraphSpec(name: "\(trace.scenario) dependencies")
    graph.graphAttributes = TreeGraph.graphAttributes(
      trace, title: "\(trace.scenario): dependencies after frame \(index)")
    graph.graphAttributes["rankdir"] = "LR"
    graph.nodeDefaults = ["fontname": "Helvetica", "fontsize": "10"]
    graph.edgeDefaults = ["fontname": "Helvetica", "fontsize": "9", "arrowsize": "0.6"]

    // A set, not a search of a list per edge: linear in the edges.
    var usedSources = Set<String>()
    var views = Set<String>()
    for edge in edges where alive.contains(edge.node) {
      usedSources.insert(edge.source)
      views.insert(edge.node)
    }
    // Every live view's state is shown with its owner, read or not (S6).
    for source in trace.sources where source.kind == .state {
      guard let owner = source.owner, alive.contains(owner) else { continue }
      usedSources.insert(source.id)
      views.insert(owner)
    }
    for id in usedSources.sorted() {
      let source = sourceByID[id]
      var attributes: [String: String] = [
        "shape": shapes[source?.kind ?? .state] ?? "ellipse", "style": "filled", "fillcolor": "#F4F4F4",
        "id": ElementID.node("source:" + id), "class": "source kind-\(source?.kind.rawValue ?? "unknown")",
      ]
      attributes["label"] = id + (source.map { $0.valueType.isEmpty ? "" : "\n\($0.valueType)" } ?? "")
      graph.nodes.append(GraphSpec.Node(name: "source: " + id, attributes: attributes))
    }
    for id in trace.nodes.map(\.id) where views.contains(id) {
      guard let node = nodeByID[id] else { continue }
      var attributes = Style.attributes(.untouched, kind: node.kind)
      attributes["label"] = id == node.type ? id : node.type + "\n" + id
      attributes["id"] = ElementID.node(id)
      attributes["class"] = "view kind-\(node.kind.rawValue)"
      graph.nodes.append(GraphSpec.Node(name: id, attributes: attributes))
    }
    for source in trace.sources where source.kind == .state && usedSources.contains(source.id) {
      guard let owner = source.owner, views.contains(owner) else { continue }
      graph.edges.append(
        GraphSpec.Edge(
          from: owner, to: "source: " + source.id,
          attributes: ["label": "owns", "style": "dotted", "color": "#9A9A9A", "arrowhead": "odot"]))
    }
    for edge in edges.sorted(by: { ($0.source, $0.node, $0.kind.rawValue) < ($1.source, $1.node, $1.kind.rawValue) })
    where alive.contains(edge.node) {
      var attributes = edgeLooks[edge.kind] ?? [:]
      attributes["id"] = ElementID.edge("source:" + edge.source, edge.node)
      // A binding keeps the source -> view rank order but its arrow points
      // from the child to the owner's state (`dir=back`).
      graph.edges.append(GraphSpec.Edge(from: "source: " + edge.source, to: edge.node, attributes: attributes))
    }
    return graph
  }
}
