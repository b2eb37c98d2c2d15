/// A button that pushes a view onto the enclosing stack.
///
/// `NavigationLink(destination:)` holds its destination as a value: the
/// parent's body builds it (its `init` runs, recorded on the link's latent
/// destination) every time it runs, but its body runs only when pushed.
/// `NavigationLink(value:)` pushes a value that a `navigationDestination(for:)`
/// in the stack turns into a view. `Step.push(title)` taps a link.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?
  /// The iOS 13-16 programmatic forms (`isActive:`, `tag:selection:`): the link pushes its
  /// destination while this is true, and a tap sets it.
  var activation: Binding<Bool>? = nil
  /// Set on the link that the programmatic form's expansion places (it carries the push).
  var placesActivation = false

  init(label: Label, destination: Destination?, value: AnyHashable?) {
    self.label = label
    self.destination = destination
    self.value = value
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("NavigationLink") }
}

extension NavigationLink {
  /// A link to `destination`, labelled by `label`.
  public nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination(), value: nil)
  }

  /// A link to `destination` (iOS 13-16 form).
  public nonisolated init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
  }
}

// The programmatic forms (deprecated in iOS 16 for `navigationDestination(isPresented:)` and a
// path, still common): a link whose push follows a binding, as `navigationDestination(isPresented:)`
// does. Tapping it (`Step.push(title)`) sets the binding; popping clears it; setting the binding
// elsewhere pushes or pops.
extension NavigationLink {
  /// A link pushed while `isActive` is true.
  public nonisolated init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
    activation = isActive
  }

  /// A link pushed while `selection` is `tag`; a tap sets `selection` to `tag`, a pop to `nil`.
  @MainActor public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: destination, value: nil)
    // Made from the selection's location, so the link made again by its parent's body holds the
    // same binding (a closure binding would be new each time).
    let location = selection.location
    activation = Binding(
      location: DerivedLocation(
        kind: ObjectIdentifier(TagSelection<V>.self), bases: [location],
        read: { location.get(as: $0) == tag }, draw: { location.peek() == tag },
        write: { active in
          if active {
            location.set(tag)
          } else if location.peek() == tag {
            location.set(nil)
          }
        }))
  }
}

/// The marker of a link's `tag:selection:` binding.
private enum TagSelection<V> {}

extension NavigationLink where Label == Text {
  /// A link titled `title` pushed while `isActive` is true.
  public nonisolated init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled `title` pushed while `selection` is `tag`.
  @MainActor public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), destination: destination(), value: nil)
  }

  /// A link titled `title` to `destination` (iOS 13-16 form).
  public nonisolated init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(label: Text(title), destination: destination, value: nil)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; the stack's `navigationDestination(for:)` shows it.
  public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled `title` that pushes `value`.
  public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
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
  /// The binding a programmatic link's push follows (`isActive:`, `tag:selection:`), if any.
  var _activation: Binding<Bool>? { get }
}

@MainActor extension NavigationLink: NavigationLinkView, ContainerView {
  var _destination: (any View)? { activation == nil ? destination.map { $0 as any View } : nil }
  var _activation: Binding<Bool>? { activation }

  /// A programmatic link is the link with a `navigationDestination(isPresented:)` of its
  /// destination on it; any other link is a container of its label.
  package func _expand(into expander: inout Expander) {
    if let activation, let destination, !placesActivation {
      var link = self
      link.placesActivation = true
      expander.add(
        ModifiedContent(
          content: link,
          modifier: _PresentedDestinationModifier(
            isActive: { activation.wrappedValue }, deactivate: { activation.wrappedValue = false },
            make: { AnyView(destination) }, inputs: destination, kind: "isActive")))
      return
    }
    expandAsContainer(into: &expander)
  }
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

@MainActor extension NavigationLink: PlacementObserver {
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
