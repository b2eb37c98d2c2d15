import ViewTraceModel

/// Why each view updated in one frame: from the changed sources to every
/// evaluated view, and from each evaluated view to the children it re-created,
/// every edge labelled with the reason (read, objectWillChange, @self with the
/// fields, identity, ...).
package enum CauseGraph {
  /// The cause graph of frame `index`; `fold` folds runs of same-type
  /// siblings (views with the same nearest updated ancestor, ``Folding``).
  package static func spec(_ trace: Trace, frame index: Int, fold: Folding = .never) throws(RenderError) -> GraphSpec {
    try Built(trace, frame: index).spec(fold: fold)
  }

  /// A frame's cause graph built once, unfolded, with what folding it
  /// needs: a renderer that tries several fold limits builds it only once.
  package struct Built {
    let graph: GraphSpec
    let records: [String]
    let nearestRecordedAncestor: [String: String]
    let kindOf: [String: NodeKind]
    let typeOf: [String: String]
    let recordOf: [String: NodeRecord]

    /// The graph with runs of same-type siblings folded as `fold` says.
    package func spec(fold: Folding) -> GraphSpec {
      let parent = { (id: String) in nearestRecordedAncestor[id] }
      let folds = SiblingFolds(
        items: records, parent: parent, type: { typeOf[$0] ?? $0 },
        limit: fold.runLimit(widestRank: SiblingFolds.widestRank(items: records, parent: parent)),
        ran: { fold.keepsViewsThatRan && (recordOf[$0]?.bodyCount ?? 0) > 0 })
      guard !folds.isEmpty else { return graph }
      var graph = graph
      CauseGraph.apply(folds, to: &graph, kind: { kindOf[$0] ?? .custom }, record: { recordOf[$0] })
      return graph
    }
  }
}

extension CauseGraph.Built {
  /// Builds frame `index`'s cause graph in time linear in the trace's nodes,
  /// edges and the frame's records; a frame the trace does not have is
  /// ``RenderError/noSuchFrame(_:count:)``.
  package init(_ trace: Trace, frame index: Int) throws(RenderError) {
    guard trace.frames.indices.contains(index) else { throw .noSuchFrame(index, count: trace.frames.count) }
    let frame = trace.frames[index]
    let nodeByID = trace.nodesByID
    let sourceByID = trace.sourcesByID
    let recorded = Set(frame.records.map(\.node))
    var graph = GraphSpec(name: "\(trace.scenario) cause \(index)")
    graph.graphAttributes = TreeGraph.graphAttributes(
      trace, title: "\(trace.scenario): why views updated in frame \(index), \(frame.event)")
    graph.graphAttributes["rankdir"] = "LR"
    graph.nodeDefaults = ["fontname": "Helvetica", "fontsize": "10"]
    graph.edgeDefaults = ["fontname": "Helvetica", "fontsize": "9", "arrowsize": "0.6"]

    // Changed sources, with their values.
    var sourceNodes: [String: String] = [:]  // source id -> node name
    var sourceNodeIndex: [String: Int] = [:]  // node name -> its index in graph.nodes
    // The kind of the last edge from each source to each view, found once.
    var edgeKind: [String: EdgeKind] = [:]
    for edge in trace.edges { edgeKind[edge.source + "\u{0}" + edge.node] = edge.kind }
    for change in frame.sourceChanges {
      let owner = TraceSource.resolvedID(change.source) { sourceByID[$0] != nil } ?? change.source
      let name = "source: " + owner
      if sourceNodes[owner] == nil {
        sourceNodes[owner] = name
        sourceNodeIndex[name] = graph.nodes.count
        graph.nodes.append(
          GraphSpec.Node(
            name: name,
            attributes: [
              "shape": DependencyGraph.shapes[sourceByID[owner]?.kind ?? .state] ?? "ellipse", "style": "filled",
              "fillcolor": "#FFE8E8", "id": ElementID.node("source:" + owner), "class": "source changed",
              "label": owner,
            ]))
      }
      if let index = sourceNodeIndex[name] {
        // Where the values differ, as every output words it, not two cut arrays.
        let values = ChangeWording.values(of: change)
        // A path already starts with the property's name (`books[id: 4].isFavorite`).
        let pathed = !(change.diff ?? []).isEmpty
        let line = change.source == owner || pathed ? values : "\(change.source.dropFirst(owner.count + 1)): \(values)"
        graph.nodes[index].attributes["label", default: owner] += "\n" + TreeGraph.truncate(line)
      }
    }

    func nearestRecordedAncestor(_ id: String) -> String? {
      var current = nodeByID[id]?.parent
      while let node = current {
        if recorded.contains(node) { return node }
        current = nodeByID[node]?.parent
      }
      return nil
    }

    for record in frame.records {
      guard let node = nodeByID[record.node] else { continue }
      var attributes = Style.attributes(record.outcome, kind: node.kind)
      let drawn = record.reasons.flatMap(\.changes).last { $0.name == "label" }?.after ?? node.label
      attributes["label"] = [
        node.type, node.kind == .custom || drawn == node.type ? "" : TreeGraph.truncate(drawn),
        record.printChanges ?? FrameState.compactReason(record),
      ].filter { !$0.isEmpty }.joined(separator: "\n")
      attributes["id"] = ElementID.node(record.node)
      attributes["class"] = "view outcome-\(record.outcome.rawValue)"
      attributes["tooltip"] = record.node
      graph.nodes.append(GraphSpec.Node(name: record.node, attributes: attributes))

      var fromParent: [String] = []
      for reason in record.reasons {
        switch reason.kind {
        case .property, .dependencies:
          guard let source = reason.source else { continue }
          let owner = TraceSource.resolvedID(source) { sourceByID[$0] != nil } ?? source
          let kind = edgeKind[owner + "\u{0}" + record.node]
          let why = reason.kind == .dependencies ? "observation" : kind.map(\.rawValue) ?? "changed"
          let label = "\(why) (\(reason.property ?? owner))"
          if sourceNodes[owner] == nil {
            sourceNodes[owner] = "source: " + owner
            graph.nodes.append(
              GraphSpec.Node(
                name: "source: " + owner,
                attributes: [
                  "shape": DependencyGraph.shapes[sourceByID[owner]?.kind ?? .state] ?? "ellipse", "style": "filled",
                  "fillcolor": "#FFE8E8", "id": ElementID.node("source:" + owner), "class": "source changed",
                  "label": owner,
                ]))
          }
          graph.edges.append(
            GraphSpec.Edge(
              from: "source: " + owner, to: record.node,
              attributes: ["label": label, "color": "#A33030", "id": ElementID.edge("source:" + owner, record.node)]))
        case .self:
          let fields = reason.changes.map(\.name)
          fromParent.append(fields.isEmpty ? "@self" : "@self: " + fields.joined(separator: ", "))
        case .identity:
          fromParent.append("identity (new)")
        }
      }
      switch record.outcome {
      case .initOnly: fromParent.append("init, equal: body skipped")
      case .disappeared: fromParent.append("removed")
      case .appeared where record.bodyCount == 0: fromParent.append("appeared")
      default: break
      }
      if !fromParent.isEmpty, let parent = nearestRecordedAncestor(record.node) {
        let label = record.outcome == .redrawn ? FrameState.compactReason(record) : fromParent.joined(separator: "; ")
        graph.edges.append(
          GraphSpec.Edge(
            from: parent, to: record.node,
            attributes: ["label": TreeGraph.truncate(label), "id": ElementID.edge(parent, record.node)]))
      }
    }
    let records = frame.records.map(\.node).filter { nodeByID[$0] != nil }
    var ancestors: [String: String] = [:]
    for id in records { ancestors[id] = nearestRecordedAncestor(id) }
    self.graph = graph
    self.records = records
    self.nearestRecordedAncestor = ancestors
    self.kindOf = Dictionary(records.map { ($0, nodeByID[$0]!.kind) }, uniquingKeysWith: { first, _ in first })
    self.typeOf = Dictionary(records.map { ($0, nodeByID[$0]!.type) }, uniquingKeysWith: { first, _ in first })
    self.recordOf = Dictionary(frame.records.map { ($0.node, $0) }, uniquingKeysWith: { _, last in last })
  }
}

extension CauseGraph {

  /// Replaces each folded run's nodes by one node, and merges the edges to
  /// them: one edge per end, its distinct labels counted (`@self: action x100`).
  static func apply(
    _ folds: SiblingFolds, to graph: inout GraphSpec, kind: (String) -> NodeKind, record: (String) -> NodeRecord?
  ) {
    func reason(_ id: String) -> String {
      record(id).map { $0.printChanges ?? FrameState.compactReason($0) } ?? ""
    }
    func outcome(_ id: String) -> Outcome { record(id)?.outcome ?? .untouched }
    var nodes: [GraphSpec.Node] = []
    for node in graph.nodes {
      guard let index = folds.groupOf[node.name] else {
        nodes.append(node)
        continue
      }
      let group = folds.groups[index]
      guard group.members.first == node.name else { continue }
      let outcomes = group.members.map(outcome)
      let strongest = SiblingFolds.strongest(outcomes + group.inside.map(outcome))
      var attributes = Style.attributes(strongest, kind: kind(node.name))
      let lines = counted(group.members.map(reason).filter { !$0.isEmpty })
      attributes["label"] =
        ([SiblingFolds.label(type: group.type, members: outcomes, inside: group.inside.map(outcome))]
        + lines.prefix(3).map { TreeGraph.truncate($0) }
        + (lines.count > 3 ? ["… \(lines.count - 3) more reasons"] : [])).joined(separator: "\n")
      attributes["id"] = ElementID.node(group.name)
      attributes["class"] = "view folded-run outcome-\(strongest.rawValue)"
      attributes["tooltip"] = group.name
      nodes.append(GraphSpec.Node(name: group.name, attributes: attributes))
    }
    graph.nodes = nodes

    func end(_ name: String) -> String { folds.groupOf[name].map { folds.groups[$0].name } ?? name }
    func elementID(_ name: String) -> String { name.hasPrefix("source: ") ? "source:" + name.dropFirst(8) : name }
    var edges: [GraphSpec.Edge] = []
    var merged: [String: (index: Int, labels: [String])] = [:]
    for edge in graph.edges {
      let from = end(edge.from)
      let to = end(edge.to)
      if from == edge.from && to == edge.to {
        edges.append(edge)
        continue
      }
      guard from != to else { continue }  // inside one folded run
      let key = from + "\u{0}" + to
      if merged[key] != nil {
        merged[key]!.labels.append(edge.attributes["label"] ?? "")
      } else {
        var attributes = edge.attributes
        attributes["id"] = ElementID.edge(elementID(from), elementID(to))
        merged[key] = (edges.count, [edge.attributes["label"] ?? ""])
        edges.append(GraphSpec.Edge(from: from, to: to, attributes: attributes))
      }
    }
    for (index, labels) in merged.values {
      let text = counted(labels.filter { !$0.isEmpty }).joined(separator: "; ")
      if !text.isEmpty { edges[index].attributes["label"] = TreeGraph.truncate(text) }
    }
    graph.edges = edges
  }

  /// Distinct texts in first-seen order, each followed by ` x<count>` when it
  /// occurs more than once.
  static func counted(_ texts: [String]) -> [String] {
    var order: [String] = []
    var tally: [String: Int] = [:]
    for text in texts {
      if tally[text] == nil { order.append(text) }
      tally[text, default: 0] += 1
    }
    return order.map { tally[$0]! > 1 ? "\($0) x\(tally[$0]!)" : $0 }
  }
}
