/// `.navigationDestination(for:destination:)`: declares, for the enclosing
/// stack, the view a pushed value of type `D` shows. The declaration lives
/// with the view it modifies; when that view's body runs again with a new
/// closure, the pushed views of that type are rebuilt with it.
public struct _NavigationDestinationModifier<D: Hashable, C: View> {
  let destination: (D) -> C
}

extension View {
  /// The view a pushed value of type `data` shows in the enclosing stack.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    ModifiedContent(content: self, modifier: _NavigationDestinationModifier(destination: destination))
  }
}

extension _NavigationDestinationModifier: AttachedModifier, DescribedModifier {
  final class State: AttachmentState {
    weak var stack: ViewNode?

    func end(_ context: AttachmentContext) {
      guard let stack, stack.alive else { return }
      let key = ObjectIdentifier(D.self)
      if stack.navigation.destinations[key]?.declaredBy == context.node.identity {
        stack.navigation.destinations[key] = nil
      }
    }
  }

  static var slotKind: String { "navigationDestination" }
  var text: String { ".navigationDestination(for: \(typeDisplayName(D.self)).self)" }

  func _makeState(_ context: AttachmentContext) -> State { State() }

  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    guard let stack = context.graph.stack(containing: context.node) else {
      if appearing {
        context.graph.warn(
          .navigationMisuse, node: context.node,
          "navigationDestination(for: \(typeDisplayName(D.self)).self) is outside any NavigationStack; it is ignored")
      }
      return
    }
    state.stack = stack
    let destination = destination
    let registration = DestinationRegistration(
      closure: destination,
      make: { value in (value.base as? D).map { AnyView(destination($0)) } },
      declaredBy: context.node.identity)
    let key = ObjectIdentifier(D.self)
    let previous = stack.navigation.destinations[key]
    stack.navigation.destinations[key] = registration
    // A new closure: the pushed views of this type are built again with it.
    if let previous, !Compare.equalValues(previous, registration, context.graph.options.closureComparison),
      let pathHost = stack.children.last, pathHost.value is NavigationPathHost
    {
      context.graph.markDirty(pathHost)
    }
  }
}
