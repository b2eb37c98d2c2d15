import ViewTraceModel

/// Keeps a graph that `dot` lays out small enough to lay out in seconds:
/// the first nodes breadth-first from its roots, and one counted node under
/// each kept node for everything below it that was left out.
///
/// `dot` needs about 3 s for 5,000 nodes and minutes beyond; a dependency
/// or cause graph of a 100,000-view trace would never finish.
enum NodeBudget {
  /// The graph cut to `limit` nodes (plus the counted nodes), and how many
  /// nodes were left out into how many counted nodes.
  static func cut(_ graph: GraphSpec, keeping limit: Int) -> (graph: GraphSpec, leftOut: Int, counted: Int) {
    guard graph.nodes.count > limit else { return (graph, 0, 0) }
    var parent: [String: String] = [:]
    var children: [String: [String]] = [:]
    for edge in graph.edges where edge.attributes["style"] != "invis" && edge.from != edge.to {
      guard parent[edge.to] == nil else { continue }
      parent[edge.to] = edge.from
      children[edge.from, default: []].append(edge.to)
    }
    // Breadth first from the roots, in node order; then from the nodes no
    // root reaches (a binding or ownership edge can make a cycle).
    var kept = Set<String>()
    var queue = graph.nodes.map(\.name).filter { parent[$0] == nil }
    var head = 0
    var seeds = graph.nodes.makeIterator()
    while kept.count < limit {
      if head == queue.count {
        guard let seed = seeds.next() else { break }
        queue.append(seed.name)
      }
      let node = queue[head]
      head += 1
      guard kept.insert(node).inserted else { continue }
      queue.append(contentsOf: children[node] ?? [])
    }
    // Each left-out node counts under its nearest kept ancestor (memoised;
    // a parent cycle, such as a view and the state it owns and reads, ends
    // at nil).
    var anchor: [String: String?] = [:]
    func keptAncestor(_ node: String) -> String? {
      var chain: [String] = []
      var onChain = Set<String>()
      var current: String? = parent[node]
      var result: String? = nil
      while let at = current {
        if kept.contains(at) {
          result = at
          break
        }
        if let known = anchor[at] {
          result = known
          break
        }
        // Round a cycle once: every node on it has no kept ancestor.
        guard onChain.insert(at).inserted else { break }
        chain.append(at)
        current = parent[at]
      }
      for node in chain { anchor[node] = result }
      return result
    }
    var counts: [String: Int] = [:]
    var orphans = 0
    for node in graph.nodes where !kept.contains(node.name) {
      if let at = keptAncestor(node.name) { counts[at, default: 0] += 1 } else { orphans += 1 }
    }
    var out = graph
    out.nodes = graph.nodes.filter { kept.contains($0.name) }
    out.edges = graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    func countedNode(_ name: String, _ count: Int) -> GraphSpec.Node {
      GraphSpec.Node(
        name: name,
        attributes: [
          "label": "… \(count) more not drawn", "style": "dashed", "shape": "box", "color": "#9A9A9A",
          "fontcolor": "#6A6A6A", "id": ElementID.node(name), "class": "folded budget",
        ])
    }
    for node in graph.nodes where counts[node.name] != nil {
      let name = node.name + " (more)"
      out.nodes.append(countedNode(name, counts[node.name]!))
      out.edges.append(
        GraphSpec.Edge(
          from: node.name, to: name, attributes: ["style": "dashed", "id": ElementID.edge(node.name, name)]))
    }
    if orphans > 0 { out.nodes.append(countedNode("(more)", orphans)) }
    return (out, graph.nodes.count - kept.count, counts.count + (orphans > 0 ? 1 : 0))
  }
}
