import Foundation

extension View {
  /// Presents a confirmation dialog about `data`, with a message.
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let built = data.map { alertContent(title: shownTitle, actions: actions($0), message: message($0)) }
    return presentation(.confirmationDialog, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents a confirmation dialog while `item` is not nil; dismissing it writes nil.
  @MainActor public func confirmationDialog<S: StringProtocol, T, A: View>(
    _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    confirmationDialog(
      title, isPresented: item.isPresent(), titleVisibility: titleVisibility, presenting: item.wrappedValue,
      actions: actions)
  }

  /// Presents a confirmation dialog with a message while `item` is not nil.
  @MainActor public func confirmationDialog<S: StringProtocol, T, A: View, M: View>(
    _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    confirmationDialog(
      title, isPresented: item.isPresent(), titleVisibility: titleVisibility, presenting: item.wrappedValue,
      actions: actions, message: message)
  }

  /// `.dismissalConfirmationDialog(_:shouldPresent:actions:)`: recorded on the view (it is shown
  /// only when a window or a sheet is closed by the user, which no step does).
  public nonisolated func dismissalConfirmationDialog<S: StringProtocol, A: View>(
    _ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dismissalConfirmationDialog", ValueDescription.quote(String(title)) + ", shouldPresent: \(shouldPresent)")
  }

  /// `.dismissalConfirmationDialog(_:shouldPresent:actions:message:)`: recorded on the view.
  public nonisolated func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _StyleModifier> {
    dismissalConfirmationDialog(title, shouldPresent: shouldPresent, actions: actions)
  }
}

extension View {
  /// Presents a confirmation dialog (an action sheet) while `isPresented` is
  /// true; tapping one of its buttons dismisses it.
  public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
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
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(
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
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let built = data.map { alertContent(title: shownTitle, actions: actions($0), message: EmptyView?.none) }
    return presentation(.confirmationDialog, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }
}

extension View {
  /// `.dialogPreventsAppTermination(_:)`: recorded on the view.
  public nonisolated func dialogPreventsAppTermination(_ prevents: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogPreventsAppTermination", prevents.map(String.init) ?? "nil")
  }

  /// `.dialogSuppressionToggle(isSuppressed:)`: recorded on the view (no step ticks it).
  public nonisolated func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogSuppressionToggle")
  }

  /// `.dialogSuppressionToggle(_:isSuppressed:)`: recorded on the view.
  public nonisolated func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("dialogSuppressionToggle", ValueDescription.quote(String(title)))
  }
}

extension View {
  /// `.dialogIcon(_:)`: recorded on the view as written.
  public nonisolated func dialogIcon(_ icon: Image?) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogIcon", icon.map { _ in "Image" } ?? "nil")
  }
}
