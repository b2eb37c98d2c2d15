import ViewTraceModel

/// Why each view updated in one frame: from the changed sources to every
/// evaluated view, and from each evaluated view to the children it re-created,
/// every edge labelled with the reason (read, objectWillChange, @self with the
/// fields, identity, ...).
package enum CauseGraph {
  package static func spec(_ trace: Trace, frame index: Int) -> GraphSpec {
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
    for change in frame.sourceChanges {
      let owner = sourceByID[change.source] != nil ? change.source : objectSource(of: change.source, in: sourceByID)
      let name = "source: " + owner
      if sourceNodes[owner] == nil {
        sourceNodes[owner] = name
        graph.nodes.append(
          GraphSpec.Node(
            name: name,
            attributes: [
              "shape": DependencyGraph.shapes[sourceByID[owner]?.kind ?? .state] ?? "ellipse", "style": "filled",
              "fillcolor": "#FFE8E8", "id": ElementID.node("source:" + owner), "class": "source changed",
              "label": owner,
            ]))
      }
      if let index = graph.nodes.firstIndex(where: { $0.name == name }) {
        let line =
          change.source == owner
          ? "\(change.before) → \(change.after)"
          : "\(change.source.dropFirst(owner.count + 1)): \(change.before) → \(change.after)"
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
          let owner = sourceByID[source] != nil ? source : objectSource(of: source, in: sourceByID)
          let kind = trace.edges.last { $0.source == owner && $0.node == record.node }?.kind
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
    return graph
  }

  /// `ContentViewModel#1.firstNumber` -> `ContentViewModel#1` when only the object is a source.
  static func objectSource(of id: String, in sources: [String: TraceSource]) -> String {
    var candidate = Substring(id)
    while let dot = candidate.lastIndex(of: ".") {
      candidate = candidate[..<dot]
      if sources[String(candidate)] != nil { return String(candidate) }
    }
    return id
  }
}
