import ViewTraceModel

/// What one body run builds: the views below a custom view down to, and
/// including, the next custom views. Framework containers (stacks, List,
/// Button) belong to the body that declares them; a custom child is a value
/// the body built, whose own body is another matter.
struct BodyOutput {
  private let children: [String: [String]]
  private let nodes: [String: TraceNode]

  init(_ trace: Trace) {
    nodes = trace.nodesByID
    var children: [String: [String]] = [:]
    for node in trace.nodes {
      if let parent = node.parent { children[parent, default: []].append(node.id) }
    }
    self.children = children
  }

  /// The identities `node`'s body builds, in trace order: framework views
  /// below it and the custom views that stop the walk.
  func region(of node: String) -> [String] {
    var result: [String] = []
    var stack = Array((children[node] ?? []).reversed())
    while let next = stack.popLast() {
      result.append(next)
      if nodes[next]?.kind != .custom { stack.append(contentsOf: (children[next] ?? []).reversed()) }
    }
    return result
  }

  /// Every descendant of `node`, at any depth.
  func subtree(of node: String) -> [String] {
    var result: [String] = []
    var stack = Array((children[node] ?? []).reversed())
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: (children[next] ?? []).reversed())
    }
    return result
  }

  /// The nearest custom view at or above `node`: the body that built it.
  func owner(of node: String) -> String? {
    var current = nodes[node]?.parent
    while let id = current {
      if nodes[id]?.kind == .custom { return id }
      current = nodes[id]?.parent
    }
    return nil
  }

  func kind(_ node: String) -> NodeKind? { nodes[node]?.kind }
  func type(_ node: String) -> String { nodes[node]?.type ?? node }
  func node(_ id: String) -> TraceNode? { nodes[id] }

  /// `id` relative to `ancestor` (`VStack/Text@0`), or `id` itself.
  static func relative(_ id: String, to ancestor: String) -> String {
    id.hasPrefix(ancestor + "/") ? String(id.dropFirst(ancestor.count + 1)) : id
  }
}
