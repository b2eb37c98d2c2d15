/// An alert's or a dialog's content, built in the presenter's body (SwiftUI's
/// `actions` and `message` builders do not escape): its title, its buttons (an `OK` button
/// when it gives none, as SwiftUI adds one) and its message.
@MainActor
func alertContent<A: View, M: View>(title: String?, actions: A, message: M?) -> AnyView {
  var children: [any View] = []
  if let title { children.append(Text(title)) }
  children.append(actions is EmptyView ? AnyView(Button("OK") {}) : AnyView(actions))
  if let message, !(message is EmptyView) { children.append(message) }
  return AnyView(TupleView(value: (), children: children))
}

extension View {
  /// Presents an alert titled `title` while `isPresented` is true. Tapping one
  /// of its buttons runs the button's action and dismisses the alert.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let actions = actions()
    return presentation(
      .alert, isPresented, nil, { alertContent(title: title, actions: actions, message: EmptyView?.none) },
      title: title)
  }

  /// Presents an alert with a message.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let (actions, message) = (actions(), message())
    return presentation(
      .alert, isPresented, nil, { alertContent(title: title, actions: actions, message: message) }, title: title)
  }

  /// Presents an alert titled by a `Text`.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title.content, isPresented: isPresented, actions: actions)
  }

  /// Presents an alert about `data` while `isPresented` is true (and `data` is not nil).
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let built = data.map { alertContent(title: title, actions: actions($0), message: message($0)) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert about `data` without a message.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  /// Presents a confirmation dialog (an action sheet) while `isPresented` is
  /// true; tapping one of its buttons dismisses it.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let actions = actions()
    return presentation(
      .confirmationDialog, isPresented, nil,
      { alertContent(title: shownTitle, actions: actions, message: EmptyView?.none) }, title: title)
  }

  /// Presents a confirmation dialog with a message.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let (actions, message) = (actions(), message())
    return presentation(
      .confirmationDialog, isPresented, nil,
      { alertContent(title: shownTitle, actions: actions, message: message) }, title: title)
  }

  /// Presents a confirmation dialog about `data`.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let built = data.map { alertContent(title: shownTitle, actions: actions($0), message: EmptyView?.none) }
    return presentation(.confirmationDialog, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }
}
