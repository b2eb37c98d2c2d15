/// The iOS 13 alert (deprecated in iOS 15 for `.alert(_:isPresented:actions:message:)`, still
/// available and common in apps): a value with a title, an optional message and up to two
/// buttons, shown by `.alert(isPresented:content:)` or `.alert(item:content:)`.
///
/// It is presented as the modern alert is: a host of its own holding its title, its buttons and
/// its message; `Step.tap` presses a button by its label, which runs its action and dismisses the
/// alert. The `content` closure runs when the alert is shown, as SwiftUI calls it.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (`OK` when none is given).
  public nonisolated init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public nonisolated init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet: its label, its role and its action.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    /// A cancel button labelled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A cancel button labelled "Cancel" (the system's label).
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The alert as the modern alert's content: its title, its buttons, its message.
  @MainActor var content: AnyView {
    alertContent(title: title.content, actions: Self.views(buttons), message: message)
  }

  @MainActor static func views(_ buttons: [Button]) -> AnyView {
    AnyView(
      TupleView(
        value: (),
        children: buttons.map { button in
          let action = button.action
          return ViewTrace.Button(button.label.content, role: button.role) { action?() }
        }))
  }
}

/// The iOS 13 action sheet (deprecated in iOS 15 for `.confirmationDialog`): a title, an optional
/// message and its buttons (Alert's), shown by `.actionSheet(isPresented:content:)` or
/// `.actionSheet(item:content:)`, presented as a confirmation dialog is.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with `buttons` (a cancel button when none are given).
  public nonisolated init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An action sheet's button: the alert's.
  public typealias Button = Alert.Button

  @MainActor var content: AnyView {
    alertContent(title: title.content, actions: Alert.views(buttons), message: message)
  }
}

extension View {
  /// Shows the alert `content` makes while `isPresented` is true (iOS 13).
  @MainActor public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.alert, isPresented, nil, { content().content })
  }

  /// Shows the alert `content` makes for `item` while it is not nil (iOS 13).
  @MainActor public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.alert, item, nil) { content($0).content }
  }

  /// Shows the action sheet `content` makes while `isPresented` is true (iOS 13).
  @MainActor public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.confirmationDialog, isPresented, nil, { content().content })
  }

  /// Shows the action sheet `content` makes for `item` while it is not nil (iOS 13).
  @MainActor public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet)
    -> ModifiedContent<Self, _PresentationModifier>
  {
    presentation(.confirmationDialog, item, nil) { content($0).content }
  }
}
