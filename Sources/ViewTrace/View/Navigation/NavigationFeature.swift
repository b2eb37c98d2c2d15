/// Navigation's part of a run: finding the stack a view is in, the pushed
/// views of a stack, and pushing and popping them (for links, for
/// `navigationDestination` declarations and for the `push`/`pop` steps). A
/// stack's own path and declarations live on its node (``ViewNode/navigation``).
@MainActor
final class NavigationFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// The node that holds `stack`'s pushed views (``NavigationPathHost``).
  func pathHost(of stack: ViewNode) -> ViewNode? {
    stack.children.last { $0.value is NavigationPathHost }
  }

  /// The stack that `node` is in: the nearest `NavigationStack` or `NavigationView` above it.
  func stack(containing node: ViewNode) -> ViewNode? {
    var current = node.parent
    while let candidate = current {
      if candidate.value is any NavigationContainer { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// The pushed views of `stack`, in order: its `path:` binding's values,
  /// then its own pushes, then the active `navigationDestination(isPresented:)`s.
  func entries(of stack: ViewNode, reading: Bool) -> [NavigationEntry] {
    let container = stack.value as! any NavigationContainer
    let bound = (container._path.map { path in reading ? path.values() : graph.untracked(path.values) }) ?? []
    let own = reading ? stack.navigation.readOwn(stack, graph) : stack.navigation.peekOwn(stack, graph)
    let presented = stack.navigation.presented.filter { reading ? $0.isActive() : graph.untracked($0.isActive) }
    return bound.map(NavigationEntry.value) + own + presented.map { .presented($0.key) }
  }

  /// Pushes `entry` on `stack`: a value goes to its `path:` binding when it
  /// has one, else (and links always) to the stack's own path.
  func push(_ entry: NavigationEntry, on stack: ViewNode) -> Bool {
    let container = stack.value as! any NavigationContainer
    if case .value(let value) = entry, let path = container._path, stack.navigation.peekOwn(stack, graph).isEmpty {
      return path.append(value)
    }
    stack.navigation.writeOwn(stack.navigation.peekOwn(stack, graph) + [entry], stack, graph)
    return true
  }

  /// Keeps the first `count` pushed views of `stack`.
  func pop(_ stack: ViewNode, keeping count: Int) {
    let container = stack.value as! any NavigationContainer
    let bound = container._path.map { path in graph.untracked(path.values) } ?? []
    let own = stack.navigation.peekOwn(stack, graph)
    let active = stack.navigation.presented.filter { graph.untracked($0.isActive) }
    for presented in active.dropFirst(max(0, count - bound.count - own.count)) { presented.deactivate() }
    if count < bound.count + own.count {
      stack.navigation.writeOwn(Array(own.prefix(max(0, count - bound.count))), stack, graph)
    }
    if count < bound.count { container._path?.truncate(count) }
  }

  /// The stack a navigation declaration (`text`, as written) serves; outside
  /// any stack it is ignored, with a warning when it first appears.
  func declaringStack(_ context: AttachmentContext, _ text: String, appearing: Bool) -> ViewNode? {
    if let stack = stack(containing: context.node) { return stack }
    if appearing {
      graph.warn(.navigationMisuse, node: context.node, "\(text.dropFirst()) is outside any NavigationStack; it is ignored")
    }
    return nil
  }

  /// Builds the stack's pushed views again (a declaration changed).
  func rebuildPath(of stack: ViewNode) {
    if let pathHost = pathHost(of: stack) { graph.markDirty(pathHost) }
  }

  /// The live stack at `identity`, or the innermost live one.
  func liveStack(_ identity: String?) throws(EngineError) -> ViewNode {
    let stacks = graph.liveNodes().filter { $0.value is any NavigationContainer }
    if let identity {
      guard let stack = stacks.first(where: { $0.identity == identity }) else {
        throw .noSuchView(type: "NavigationStack", identity: identity, available: stacks.map(\.identity))
      }
      return stack
    }
    guard let stack = stacks.max(by: { $0.depth < $1.depth }) else {
      throw .noSuchView(type: "NavigationStack", identity: nil, available: [])
    }
    return stack
  }

  /// A tap on a link.
  func activate(_ link: any NavigationLinkView, at identity: String) {
    guard let node = graph.nodes[identity], let stack = stack(containing: node) else {
      graph.warn(
        .navigationMisuse, node: graph.nodes[identity],
        "NavigationLink \(ValueDescription.quote(link._title)) is not inside a NavigationStack; it cannot push")
      return
    }
    if let activation = link._activation {
      activation.wrappedValue = true
    } else if let value = link._value {
      pushValue(value, on: stack, from: node)
    } else if link._destination != nil {
      _ = push(.link(identity), on: stack)
    }
  }

  /// Pushes a value, if a destination handles it (else SwiftUI's warning).
  func pushValue(_ value: AnyHashable, on stack: ViewNode, from node: ViewNode) {
    let type = typeDisplayName(Swift.type(of: value.base))
    guard stack.navigation.destinations[ObjectIdentifier(Swift.type(of: value.base))] != nil else {
      graph.warn(
        .navigationDestinationMissing, node: node,
        "A NavigationLink is presenting a value of type \u{201C}\(type)\u{201D} but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
      return
    }
    if !push(.value(value), on: stack) {
      let path = (stack.value as? any NavigationContainer)?._path?.elementType ?? "?"
      graph.warn(
        .navigationMisuse, node: node,
        "the value \(ValueDescription.describe(value.base)) of type \(type) cannot be appended to the path of "
          + "\(stack.identity), a collection of \(path); it was not pushed")
    }
  }

  /// Records that a link's destination view was built where no node shows
  /// it (before it is pushed): its `init` ran, its body did not.
  func noteLatentInit(_ identity: String, type: String, parent: String, view: any View) {
    guard graph.nodes[identity] == nil else { return }
    graph.log.emit(
      .nodeRegistered(
        TraceNode(id: identity, parent: parent, type: type, kind: .custom, label: type, modifiers: [], explicitID: nil))
    )
    graph.log.emit(.initRan(node: identity))
  }
}
