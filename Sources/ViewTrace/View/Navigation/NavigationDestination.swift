/// `.navigationDestination(for:destination:)`: declares, for the enclosing
/// stack, the view a pushed value of type `D` shows. The declaration lives
/// with the view it modifies; when that view's body runs again with a new
/// closure, the pushed views of that type are rebuilt with it.
public nonisolated struct _NavigationDestinationModifier<D: Hashable, C: View> {
  let destination: (D) -> C
}

extension View {
  /// The view a pushed value of type `data` shows in the enclosing stack.
  public nonisolated func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    ModifiedContent(content: self, modifier: _NavigationDestinationModifier(destination: destination))
  }
}

@MainActor extension _NavigationDestinationModifier: AttachedModifier, DescribedModifier {
  package final class State: AttachmentState {
    weak var stack: ViewNode?

    package func end(_ context: AttachmentContext) {
      guard let stack, stack.alive else { return }
      let key = ObjectIdentifier(D.self)
      if stack.navigation.destinations[key]?.declaredBy == context.node.identity {
        stack.navigation.destinations[key] = nil
      }
    }
  }

  package static var slotKind: String { "navigationDestination" }
  package var text: String { ".navigationDestination(for: \(typeDisplayName(D.self)).self)" }

  package func _makeState(_ context: AttachmentContext) -> State { State() }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    guard let stack = context.graph.feature(NavigationFeature.self).declaringStack(context, text, appearing: appearing) else { return }
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
    if let previous, !Compare.equalValues(previous, registration, context.graph.options.closureComparison) {
      context.graph.feature(NavigationFeature.self).rebuildPath(of: stack)
    }
  }
}

/// A destination pushed while a binding says so:
/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`.
@MainActor
struct PresentedDestination {
  /// The declaring node and slot.
  let key: String
  /// Whether it is pushed; reading it reads the binding.
  let isActive: @MainActor () -> Bool
  /// Pops it (the binding set to false, or the item to nil).
  let deactivate: @MainActor () -> Void
  /// The destination view, built from the current binding.
  let make: @MainActor () -> AnyView?
  /// What is compared when the declaring body runs again.
  let inputs: Any
}

/// `.navigationDestination(isPresented:destination:)` (iOS 16) and
/// `.navigationDestination(item:destination:)` (iOS 17): the destination is
/// pushed on the enclosing stack while the binding is true (or the item
/// not nil), after the stack's path; popping (back, `dismiss()`) sets it
/// to false (or nil). The stack's path reads the binding, not the declaring
/// body.
public struct _PresentedDestinationModifier: AttachedModifier, DescribedModifier {
  let isActive: @MainActor () -> Bool
  let deactivate: @MainActor () -> Void
  let make: @MainActor () -> AnyView?
  let inputs: Any
  let kind: String

  package final class State: AttachmentState {
    weak var stack: ViewNode?

    package func end(_ context: AttachmentContext) {
      guard let stack, stack.alive else { return }
      let key = context.node.identity + "." + context.slot
      stack.navigation.presented.removeAll { $0.key == key }
      context.graph.feature(NavigationFeature.self).rebuildPath(of: stack)
    }
  }

  package static var slotKind: String { "navigationDestination" }
  package var text: String { ".navigationDestination(\(kind):)" }

  package func _makeState(_ context: AttachmentContext) -> State { State() }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    guard let stack = context.graph.feature(NavigationFeature.self).declaringStack(context, text, appearing: appearing) else { return }
    state.stack = stack
    let key = context.node.identity + "." + context.slot
    let presented = PresentedDestination(
      key: key, isActive: isActive, deactivate: deactivate, make: make, inputs: inputs)
    if let index = stack.navigation.presented.firstIndex(where: { $0.key == key }) {
      let same = Compare.equalAny(
        stack.navigation.presented[index].inputs, inputs, context.graph.options.closureComparison)
      stack.navigation.presented[index] = presented
      guard !same else { return }
    } else {
      stack.navigation.presented.append(presented)
    }
    context.graph.feature(NavigationFeature.self).rebuildPath(of: stack)
  }
}

extension View {
  /// Pushes `destination` on the enclosing stack while `isPresented` is true.
  @MainActor public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> ModifiedContent<Self, _PresentedDestinationModifier> {
    let view = destination()
    return ModifiedContent(
      content: self,
      modifier: _PresentedDestinationModifier(
        isActive: { isPresented.wrappedValue }, deactivate: { isPresented.wrappedValue = false },
        make: { AnyView(view) }, inputs: view, kind: "isPresented"))
  }

  /// Pushes `destination(item)` on the enclosing stack while `item` is not nil.
  @MainActor public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _PresentedDestinationModifier> {
    ModifiedContent(
      content: self,
      modifier: _PresentedDestinationModifier(
        isActive: { item.wrappedValue != nil }, deactivate: { item.wrappedValue = nil },
        make: { item.wrappedValue.map { AnyView(destination($0)) } }, inputs: destination, kind: "item"))
  }
}

