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
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = error?.errorDescription ?? ""
    let built = error.map { _ in alertContent(title: title, actions: actions(), message: EmptyView?.none) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert about `error` with buttons and a message built from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = error?.errorDescription ?? ""
    let built = error.map { alertContent(title: title, actions: actions($0), message: message($0)) }
    return presentation(.alert, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents an alert while the bound error is not nil; dismissing it writes nil.
  public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    alert(isPresented: error.isPresent(), error: error.wrappedValue, actions: actions)
  }

  /// Presents an alert while the bound error is not nil, with buttons and a message built from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(isPresented: error.isPresent(), error: error.wrappedValue, actions: actions, message: message)
  }

  /// Presents an alert titled `title` while `item` is not nil; dismissing it writes nil.
  public func alert<S: StringProtocol, T, A: View>(
    _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: item.isPresent(), presenting: item.wrappedValue, actions: actions)
  }

  /// Presents an alert titled `title` with a message while `item` is not nil.
  public func alert<S: StringProtocol, T, A: View, M: View>(
    _ title: S, item: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    alert(title, isPresented: item.isPresent(), presenting: item.wrappedValue, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about `data`, with a message.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    let title = String(title)
    let shownTitle = titleVisibility == .visible ? title : nil
    let built = data.map { alertContent(title: shownTitle, actions: actions($0), message: message($0)) }
    return presentation(.confirmationDialog, isPresented, nil, { built ?? AnyView(EmptyView()) }, title: title)
  }

  /// Presents a confirmation dialog while `item` is not nil; dismissing it writes nil.
  public func confirmationDialog<S: StringProtocol, T, A: View>(
    _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier> {
    confirmationDialog(
      title, isPresented: item.isPresent(), titleVisibility: titleVisibility, presenting: item.wrappedValue,
      actions: actions)
  }

  /// Presents a confirmation dialog with a message while `item` is not nil.
  public func confirmationDialog<S: StringProtocol, T, A: View, M: View>(
    _ title: S, item: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier> {
    confirmationDialog(
      title, isPresented: item.isPresent(), titleVisibility: titleVisibility, presenting: item.wrappedValue,
      actions: actions, message: message)
  }

  /// `.dismissalConfirmationDialog(_:shouldPresent:actions:)`: recorded on the view (it is shown
  /// only when a window or a sheet is closed by the user, which no step does).
  public func dismissalConfirmationDialog<S: StringProtocol, A: View>(
    _ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("dismissalConfirmationDialog", ValueDescription.quote(String(title)) + ", shouldPresent: \(shouldPresent)")
  }

  /// `.dismissalConfirmationDialog(_:shouldPresent:actions:message:)`: recorded on the view.
  public func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, _StyleModifier> {
    dismissalConfirmationDialog(title, shouldPresent: shouldPresent, actions: actions)
  }

  /// Presents `content` as an inspector while `isPresented` is true: a presentation of its own
  /// (a column beside the view, a sheet in a compact width) with a sheet's rules; it takes
  /// neither the sheet slot nor the alert slot.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.inspector, isPresented, nil, content)
  }

  /// `.inspectorColumnWidth(_:)`: recorded on the view.
  public func inspectorColumnWidth(_ width: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("inspectorColumnWidth", formatNumber(width))
  }

  /// `.inspectorColumnWidth(min:ideal:max:)`: recorded on the view.
  public func inspectorColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    let parts = [min.map { "min: \(formatNumber($0))" }, "ideal: \(formatNumber(ideal))", max.map { "max: \(formatNumber($0))" }]
    return styled("inspectorColumnWidth", parts.compactMap { $0 }.joined(separator: ", "))
  }
}
