import Foundation

// The alert and dialog forms driven by an optional value (an item or an
// error) rather than a flag: the presentation shows while the value is not
// nil, its buttons are built from the value in the presenter's body, and
// dismissing it writes nil back, as in SwiftUI.

extension Binding {
  /// `true` while the optional value is not nil; writing `false` writes nil.
  @MainActor
  func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
  }
}

extension View {
  /// Presents an alert about `error` while `isPresented` is true and `error` is not nil: titled
  /// by the error's `errorDescription`, with `actions` (an OK button when they are empty).
  public nonisolated func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = error?.errorDescription ?? ""
    let built = error.map { _ in alertContent(title: title, actions: actions(), message: EmptyView?.none) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert about `error` with buttons and a message built from it.
  public nonisolated func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = error?.errorDescription ?? ""
    let built = error.map { alertContent(title: title, actions: actions($0), message: message($0)) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert while the bound error is not nil; dismissing it writes nil.
  @MainActor public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    alert(isPresented: error.isPresent(), error: error.wrappedValue, actions: actions)
  }

  /// Presents an alert while the bound error is not nil, with buttons and a message built from it.
  @MainActor public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(isPresented: error.isPresent(), error: error.wrappedValue, actions: actions, message: message)
  }

  /// Presents an alert titled `title` while `item` is not nil; dismissing it writes nil.
  @MainActor public func alert<S: StringProtocol, T, A: View>(
    _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: item.isPresent(), presenting: item.wrappedValue, actions: actions)
  }

  /// Presents an alert titled `title` with a message while `item` is not nil.
  @MainActor public func alert<S: StringProtocol, T, A: View, M: View>(
    _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: item.isPresent(), presenting: item.wrappedValue, actions: actions, message: message)
  }
}

/// An alert's or a dialog's content, built in the presenter's body (SwiftUI's
/// `actions` and `message` builders do not escape): its title, its buttons (an `OK` button
/// when it gives none, as SwiftUI adds one) and its message.
nonisolated func alertContent<A: View, M: View>(title: String?, actions: A, message: M?) -> AnyView {
  var children: [any View] = []
  if let title { children.append(Text(title)) }
  children.append(actions is EmptyView ? AnyView(Button("OK") {}) : AnyView(actions))
  if let message, !(message is EmptyView) { children.append(message) }
  return AnyView(TupleView(value: (), children: children))
}

extension View {
  /// Presents an alert titled `title` while `isPresented` is true. Tapping one
  /// of its buttons runs the button's action and dismisses the alert.
  public nonisolated func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let actions = actions()
    return presentation(
      .alert, isPresented, nil, { alertContent(title: title, actions: actions, message: EmptyView?.none) },
      title: title)
  }

  /// Presents an alert with a message.
  public nonisolated func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let (actions, message) = (actions(), message())
    return presentation(
      .alert, isPresented, nil, { alertContent(title: title, actions: actions, message: message) }, title: title)
  }

  /// Presents an alert titled by a `Text`.
  public nonisolated func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title.content, isPresented: isPresented, actions: actions)
  }

  /// Presents an alert about `data` while `isPresented` is true (and `data` is not nil).
  public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let built = data.map { alertContent(title: title, actions: actions($0), message: message($0)) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert about `data` without a message.
  public nonisolated func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }
}
