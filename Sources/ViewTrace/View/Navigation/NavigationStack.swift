/// A stack of views: a root, and the views pushed over it by links, by
/// `navigationDestination(for:)` values or by a `path:` binding.
///
/// The root is part of the parent's body, as any container's content. Each
/// pushed view is a subtree of its own under the stack's `NavigationPath`
/// node: it appears (init, body, `onAppear`) when pushed and disappears with
/// its state when popped, and the view it covers runs its `onDisappear` (and
/// its `onAppear` when it shows again), as in SwiftUI. A change of the path
/// updates the stack's path, not the body that made the stack.
///
/// ```swift
/// NavigationStack(path: $path) {
///   List(books) { book in NavigationLink(book.title, value: book) }
///     .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
/// }
/// ```
public nonisolated struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathBinding?

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("NavigationStack") }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path (pushed by links).
  public nonisolated init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A stack whose path is `path`: appending a value pushes its destination.
  @MainActor public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathBinding(path)
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is a typed collection (`[Book]`).
  @MainActor public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathBinding(path)
  }
}

/// The iOS 13-15 container; a stack with its own path (columns are not modelled).
public nonisolated struct NavigationView<Content: View>: View {
  let content: Content
  /// A navigation view around `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("NavigationView") }
}

/// A stack's root and its path host: what `NavigationStack` and
/// `NavigationView` share.
@MainActor
protocol NavigationContainer: BuiltinView {
  var _typeName: String { get }
  var _root: any View { get }
  var _path: PathBinding? { get }
}

@MainActor extension NavigationStack: NavigationContainer {
  var _typeName: String { "NavigationStack" }
  var _root: any View { root }
  var _path: PathBinding? { path }
}

@MainActor extension NavigationView: NavigationContainer {
  var _typeName: String { "NavigationView" }
  var _root: any View { content }
  var _path: PathBinding? { nil }
}

extension NavigationContainer {
  package func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: _typeName)
    inner.add(_root)
    inner.at("path") { $0.add(NavigationPathHost(path: _path)) }
    expander.groups.merge(inner.groups) { $1 }
    expander.place(self, kind: .container, type: _typeName, children: inner.placements)
  }
}

/// One pushed view: a value (`NavigationLink(value:)`, a path element) or a
/// link's own destination (`NavigationLink(destination:)`).
enum NavigationEntry: Equatable, CustomStringConvertible {
  case value(AnyHashable)
  case link(String)
  /// A `navigationDestination(isPresented:)` or `(item:)` that is active, by its declaration.
  case presented(String)

  var description: String {
    switch self {
    case .value(let value): ValueDescription.describe(value.base)
    case .link(let identity): "link(\(identity.split(separator: "/").last ?? ""))"
    case .presented(let key): "presented(\(key.split(separator: "/").last ?? ""))"
    }
  }
}

/// What a stack keeps on its node: the pushes that are not in a `path:`
/// binding (its own path, and links) and the destinations declared in it.
@MainActor
final class NavigationState {
  private var slot: StateSlot?
  var destinations: [ObjectIdentifier: DestinationRegistration] = [:]
  /// `navigationDestination(isPresented:)` / `(item:)` declarations, in the order they were made.
  var presented: [PresentedDestination] = []

  /// The stack's own path, a source of its own (`…/NavigationStack.path`).
  func ownPath(_ stack: ViewNode, _ graph: ViewGraph) -> StateSlot {
    if let slot { return slot }
    let made = StateSlot(
      owner: stack, name: "path", value: [NavigationEntry](), valueType: "NavigationPath", graph: graph)
    slot = made
    return made
  }

  func readOwn(_ stack: ViewNode, _ graph: ViewGraph) -> [NavigationEntry] {
    let slot = ownPath(stack, graph)
    graph.recordRead(slot, kind: .read)
    return slot.value as! [NavigationEntry]
  }

  func peekOwn(_ stack: ViewNode, _ graph: ViewGraph) -> [NavigationEntry] {
    ownPath(stack, graph).value as! [NavigationEntry]
  }

  func writeOwn(_ entries: [NavigationEntry], _ stack: ViewNode, _ graph: ViewGraph) {
    let slot = ownPath(stack, graph)
    slot.write(entries, equal: (slot.value as! [NavigationEntry]) == entries)
  }
}

/// A `navigationDestination(for:)` declared in a stack.
@MainActor
struct DestinationRegistration: EngineComparable {
  /// The user's closure, compared when the declaring view's body runs again.
  let closure: Any
  let make: @MainActor (AnyHashable) -> AnyView?
  let declaredBy: String

  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: DestinationRegistration.self).pointee
    let y = b.assumingMemoryBound(to: DestinationRegistration.self).pointee
    return Compare.equalAny(x.closure, y.closure, closures)
  }
}

extension ViewNode {
  /// The stack's own state (this node is a `NavigationStack` or `NavigationView`).
  var navigation: NavigationState { builtinState { NavigationState() } }
}

/// The stack's pushed views: one host per entry, built from the stack's
/// path when it changes, without the body that made the stack.
struct NavigationPathHost: ContentHost {
  let path: PathBinding?

  var body: Never { primitiveBody("NavigationPathHost") }
  var _hostType: String { "NavigationPath" }
  var _label: String { "path" }

  func _sameInputs(as other: Any, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    switch (path, other.path) {
    case (nil, nil): return true
    case (let a?, let b?): return Compare.equalAny(a.binding, b.binding, closures)
    default: return false
    }
  }

  func _content(_ context: HostContext) -> any View {
    guard let stack = context.node.parent else { return EmptyView() }
    let graph = context.graph
    let entries = graph.feature(NavigationFeature.self).entries(of: stack, reading: true)
    // The view on top changes: the one covered disappears from sight, the
    // one uncovered appears again (their state lives on). The entries shown
    // so far are this host's children, one each.
    let roots = stack.children.filter { $0 !== context.node }
    let pushed = context.node.children
    if entries.count > pushed.count {
      for node in pushed.isEmpty ? roots : [pushed[pushed.count - 1]] { node.setVisible(false, graph) }
    } else if entries.count < pushed.count {
      for node in entries.isEmpty ? roots : [pushed[entries.count - 1]] { node.setVisible(true, graph) }
    }
    let hosts = entries.enumerated().map { index, entry in
      NavigationEntryHost(
        stack: stack.identity, index: index, entry: entry, destination: destination(of: entry, in: stack, graph))
    }
    return PushedViews(hosts: hosts, describe: graph.describeID)
  }

  /// What an entry shows: the declared destination for a value's type, or the link's destination.
  private func destination(of entry: NavigationEntry, in stack: ViewNode, _ graph: ViewGraph) -> PushedDestination {
    switch entry {
    case .value(let value):
      guard let registration = stack.navigation.destinations[ObjectIdentifier(type(of: value.base))] else {
        return .missing(typeDisplayName(type(of: value.base)))
      }
      return .declared(registration, value)
    case .link(let identity):
      guard graph.nodes[identity]?.value is any NavigationLinkView else { return .gone }
      return .link(identity)
    case .presented(let key):
      guard let presented = stack.navigation.presented.first(where: { $0.key == key }) else { return .gone }
      return .presented(presented)
    }
  }
}

/// What a pushed entry shows.
@MainActor
enum PushedDestination {
  case declared(DestinationRegistration, AnyHashable)
  /// The link's destination, as its node holds it now.
  case link(String)
  case presented(PresentedDestination)
  case missing(String)
  case gone
}

/// The pushed entries, each identified by its place and value.
struct PushedViews: View, BuiltinView {
  let hosts: [NavigationEntryHost]
  let describe: (AnyHashable) -> String
  var body: Never { primitiveBody("PushedViews") }

  package func _expand(into expander: inout Expander) {
    for host in hosts {
      let id: String
      switch host.entry {
      case .value(let value): id = "\(host.index):\(describe(value))"
      case .link: id = "\(host.index):link"
      case .presented: id = "\(host.index):presented"
      }
      expander.scoped {
        $0.explicitIDs.append(id)
        $0.add(host)
      }
    }
  }
}

/// One pushed view's host: builds the destination, and gives it `\.dismiss`
/// (which pops it) and `\.isPresented`.
struct NavigationEntryHost: ContentHost {
  let stack: String
  let index: Int
  let entry: NavigationEntry
  let destination: PushedDestination

  var body: Never { primitiveBody("NavigationEntryHost") }
  var _hostType: String { "Destination" }
  var _label: String { "push \(entry)" }

  func _sameInputs(as other: Any, _ closures: Closures) -> Bool {
    guard let other = other as? Self, other.index == index, other.entry == entry else { return false }
    switch (destination, other.destination) {
    case (.declared(let a, _), .declared(let b, _)): return Compare.equalValues(a, b, closures)
    // A link's destination is a value its parent's body built again: compared
    // by the update of the view it holds.
    case (.link, .link): return false
    case (.presented(let a), .presented(let b)): return Compare.equalAny(a.inputs, b.inputs, closures)
    case (.missing, .missing), (.gone, .gone): return true
    default: return false
    }
  }

  var _environmentWrites: [_EnvironmentWriteModifier] {
    let (stack, index) = (stack, index)
    return presentedEnvironment(token: "push \(stack) \(index) \(entry)") {
      guard let graph = ViewGraph.running, let node = graph.nodes[stack] else { return }
      graph.feature(NavigationFeature.self).pop(node, keeping: index)
    }
  }

  func _content(_ context: HostContext) -> any View {
    switch destination {
    case .declared(let registration, let value): return registration.make(value) ?? AnyView(EmptyView())
    case .link(let identity):
      guard let link = context.graph.nodes[identity]?.value as? any NavigationLinkView else { return EmptyView() }
      return link._destination ?? EmptyView()
    case .missing(let type):
      context.graph.warn(
        .navigationDestinationMissing, node: context.node,
        "A NavigationLink is presenting a value of type \u{201C}\(type)\u{201D} but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
      return EmptyView()
    case .presented(let presented): return presented.make() ?? AnyView(EmptyView())
    case .gone: return EmptyView()
    }
  }
}
