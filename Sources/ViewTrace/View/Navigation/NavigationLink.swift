/// A button that pushes a view onto the enclosing stack.
///
/// `NavigationLink(destination:)` holds its destination as a value: the
/// parent's body builds it (its `init` runs, recorded on the link's latent
/// destination) every time it runs, but its body runs only when pushed.
/// `NavigationLink(value:)` pushes a value that a `navigationDestination(for:)`
/// in the stack turns into a view. `Step.push(title)` taps a link.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("NavigationLink") }
}

extension NavigationLink {
  /// A link to `destination`, labelled by `label`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination(), value: nil)
  }

  /// A link to `destination` (iOS 13-16 form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination(), value: nil)
  }

  /// A link titled `title` to `destination` (iOS 13-16 form).
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(label: Text(title), destination: destination, value: nil)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; the stack's `navigationDestination(for:)` shows it.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) })
  }
}

/// A link as the engine and the scenario see it.
@MainActor
protocol NavigationLinkView: TitledControl {
  /// The destination view the link holds, if it holds one.
  var _destination: (any View)? { get }
  /// The value the link pushes, if it pushes one.
  var _value: AnyHashable? { get }
}

extension NavigationLink: NavigationLinkView, ContainerView {
  var _destination: (any View)? { destination.map { $0 as any View } }
  var _value: AnyHashable? { value }
  package static var _typeName: String { "NavigationLink" }
  package var _label: String {
    let title = _title.isEmpty ? [] : [ValueDescription.quote(_title)]
    let value = value.map { ["value: " + ValueDescription.describe($0.base)] } ?? []
    return "NavigationLink(" + (title + value).joined(separator: ", ") + ")"
  }
  package var _content: any View { label }
  var _title: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    return Button<Text>.title(of: expander.placements)
  }
}

extension NavigationLink: PlacementObserver {
  /// The parent's body built the link again: its destination value was
  /// built too (its `init` ran); a pushed destination is updated with it.
  package func _placed(_ node: ViewNode, _ graph: ViewGraph) {
    guard let destination else { return }
    let latent = node.identity + "/" + typeDisplayName(Destination.self)
    graph.feature(NavigationFeature.self).noteLatentInit(latent, type: typeDisplayName(Destination.self), parent: node.identity, view: destination)
    guard let stack = graph.feature(NavigationFeature.self).stack(containing: node) else { return }
    let entries = graph.feature(NavigationFeature.self).entries(of: stack, reading: false)
    guard entries.contains(.link(node.identity)) else { return }
    for host in graph.feature(NavigationFeature.self).pathHost(of: stack)?.children ?? [] {
      if let entryHost = host.value as? NavigationEntryHost, entryHost.entry == .link(node.identity) {
        graph.markDirty(host)
      }
    }
  }

  /// The link left the tree: a view it pushed is popped, as in SwiftUI.
  package func _removed(_ node: ViewNode, _ graph: ViewGraph) {
    guard destination != nil, let stack = graph.feature(NavigationFeature.self).stack(containing: node), stack.alive else { return }
    let identity = node.identity
    guard let index = graph.feature(NavigationFeature.self).entries(of: stack, reading: false).firstIndex(of: .link(identity)) else { return }
    graph.afterPass { graph.feature(NavigationFeature.self).pop(stack, keeping: index) }
  }
}
