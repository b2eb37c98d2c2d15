import ViewTraceModel

/// The view hierarchy of one frame: custom views, containers and
/// primitives (modifiers in the label), each coloured by its outcome with the
/// reason on the node, and a legend.
package enum TreeGraph {
  /// The lines of a node: type, drawn label (framework views), modifiers,
  /// reason; empty ones left out by the caller.
  static func lines(_ node: TraceNode, label: String, modifiers: [String], reason: String) -> [String] {
    [
      node.type, node.kind == .custom || label == node.type ? "" : truncate(label),
      truncate(modifiers.joined(separator: " ")),
      truncate(reason),
    ]
  }

  static func truncate(_ text: String, limit: Int = 80) -> String { text.truncated(to: limit) }

  static func graphAttributes(_ trace: Trace, title: String) -> [String: String] {
    [
      "charset": "UTF-8", "rankdir": "TB", "fontname": "Helvetica", "fontsize": "12", "labelloc": "t",
      "label": title, "nodesep": "0.25", "ranksep": "0.45",
    ]
  }

  /// The tree of frame `state`; with `focus`, untouched subtrees become one
  /// node each that says how many views it stands for; `fold` folds runs of
  /// same-type siblings (``Folding``).
  package static func spec(_ trace: Trace, state: FrameState, focus: Bool, fold: Folding = .never) -> GraphSpec {
    let byID = trace.nodesByID
    let frame = trace.frames[state.frame]
    var graph = GraphSpec(name: "\(trace.scenario) frame \(state.frame)")
    graph.graphAttributes = graphAttributes(trace, title: "\(trace.scenario): frame \(state.frame), \(frame.event)")
    graph.nodeDefaults = Style.nodeDefaults
    graph.edgeDefaults = ["color": "#8A8A8A", "arrowsize": "0.6"]
    let shown = focus ? Focus.apply(trace, state: state) : Focus.Result(nodes: state.shown, folded: [:])
    let shownSet = Set(shown.nodes)
    func parent(_ id: String) -> String? { byID[id]?.parent.flatMap { shownSet.contains($0) ? $0 : nil } }
    let folds = SiblingFolds(
      items: shown.nodes, parent: parent, type: { byID[$0]?.type ?? $0 },
      limit: fold.runLimit(widestRank: SiblingFolds.widestRank(items: shown.nodes, parent: parent)),
      ran: { fold.keepsViewsThatRan && state.outcomeOf($0) == .evaluated })
    for id in shown.nodes {
      guard let node = byID[id] else { continue }
      if let index = folds.groupOf[id] {
        let group = folds.groups[index]
        if group.members.first == id {
          graph.nodes.append(foldedNode(group, kind: node.kind, outcome: state.outcomeOf))
          graph.edges.append(
            GraphSpec.Edge(
              from: group.parent, to: group.name, attributes: ["id": ElementID.treeEdge(to: group.name)]))
        }
        continue
      }
      let outcome = state.outcomeOf(id)
      var attributes = Style.differingAttributes(outcome, kind: node.kind)
      attributes["label"] = lines(
        node, label: state.label(id), modifiers: state.modifiers(id),
        reason: state.reason[id] ?? ""
      ).filter { !$0.isEmpty }.joined(separator: "\n")
      attributes["id"] = ElementID.node(id)
      attributes["class"] = "view kind-\(node.kind.rawValue) outcome-\(outcome.rawValue)"
      graph.nodes.append(GraphSpec.Node(name: id, attributes: attributes))
      if let parent = node.parent, shownSet.contains(parent) {
        graph.edges.append(GraphSpec.Edge(from: parent, to: id, attributes: ["id": ElementID.treeEdge(to: id)]))
      }
    }
    for (parent, fold) in shown.folded.sorted(by: { $0.key < $1.key }) where folds.groupOf[parent] == nil {
      let name = parent + "/…"
      graph.nodes.append(
        GraphSpec.Node(
          name: name,
          attributes: [
            "label": "… \(fold) untouched view\(fold == 1 ? "" : "s")", "style": "dashed",
            "color": "#9A9A9A", "fontcolor": "#6A6A6A", "id": ElementID.node(name), "class": "folded",
          ]))
      graph.edges.append(
        GraphSpec.Edge(from: parent, to: name, attributes: ["id": ElementID.treeEdge(to: name), "style": "dashed"]))
    }
    graph.clusters = [legend()]
    return graph
  }

  /// The node of a run of folded siblings, in the look of its strongest
  /// outcome.
  static func foldedNode(_ group: SiblingFolds.Group, kind: NodeKind, outcome: (String) -> Outcome) -> GraphSpec.Node {
    let members = group.members.map(outcome)
    let all = members + group.inside.map(outcome)
    let strongest = SiblingFolds.strongest(all)
    var attributes = Style.differingAttributes(strongest, kind: kind)
    attributes["label"] = SiblingFolds.label(type: group.type, members: members, inside: group.inside.map(outcome))
    attributes["id"] = ElementID.node(group.name)
    attributes["class"] = "view folded-run kind-\(kind.rawValue) outcome-\(strongest.rawValue)"
    return GraphSpec.Node(name: group.name, attributes: attributes)
  }

  /// A cluster with one swatch per outcome.
  static func legend() -> GraphSpec.Cluster {
    var nodes: [GraphSpec.Node] = []
    var edges: [GraphSpec.Edge] = []
    for (index, outcome) in Style.outcomes.enumerated() {
      var attributes = Style.attributes(outcome, kind: nil)
      attributes["label"] = Style.legendText[outcome]!
      attributes["id"] = "legend_\(outcome.rawValue)"
      attributes["class"] = "legend outcome-\(outcome.rawValue)"
      nodes.append(GraphSpec.Node(name: "legend: \(outcome.rawValue)", attributes: attributes))
      if index > 0 {
        edges.append(
          GraphSpec.Edge(
            from: "legend: \(Style.outcomes[index - 1].rawValue)", to: "legend: \(outcome.rawValue)",
            attributes: ["style": "invis"]))
      }
    }
    return GraphSpec.Cluster(
      name: "legend", attributes: ["label": "Legend", "color": "#CCCCCC", "fontsize": "10"], nodes: nodes, edges: edges)
  }
}

/// Keeps the paths from the root to the touched nodes and folds every
/// untouched subtree into one counted node.
enum Focus {
  struct Result {
    var nodes: [String]
    /// Kept parent -> number of views folded below it.
    var folded: [String: Int]
  }

  static func apply(_ trace: Trace, state: FrameState) -> Result {
    let parent = trace.nodesByID.mapValues(\.parent)
    let shownSet = Set(state.shown)
    var keep = Set<String>()
    for id in state.shown where state.outcome[id] != nil {
      var current: String? = id
      while let node = current, shownSet.contains(node), keep.insert(node).inserted { current = parent[node] ?? nil }
    }
    for id in state.shown where (parent[id] ?? nil) == nil { keep.insert(id) }
    var folded: [String: Int] = [:]
    for id in state.shown where !keep.contains(id) {
      // Count each folded view once, under its nearest kept ancestor.
      // At most one step per node: a parent cycle (in a trace that was not
      // validated) cannot loop.
      var ancestor = parent[id] ?? nil
      var steps = 0
      while let node = ancestor, !keep.contains(node), steps < parent.count {
        ancestor = parent[node] ?? nil
        steps += 1
      }
      if let node = ancestor { folded[node, default: 0] += 1 }
    }
    return Result(nodes: state.shown.filter(keep.contains), folded: folded)
  }
}
