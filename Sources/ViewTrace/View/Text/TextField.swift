import Foundation

/// A text field bound to a `String`. The scenario types with `Step.setText(_:to:)`.
///
/// As in SwiftUI, a text field is generic over its label: `TextField("Name", text: $name)` is a
/// `TextField<Text>`, so an app's `extension TextField where Label == Text` applies to it. The
/// label is kept as its title (its texts).
public nonisolated struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  /// The placeholder shown while the text is empty, and the axis it grows along, if given.
  var prompt: String?
  var axis: Axis?
  /// The iOS 13 form's closures: `onCommit` runs on `Step.submit`; `onEditingChanged` is
  /// recorded, not called (no step moves focus in and out of a field), and says so once a run.
  var onEditingChanged: ((Bool) -> Void)?
  var onCommit: (() -> Void)?
  /// A field over a value: typed text is a draft until submitted or left (``TextDrafts``).
  var commitsOnSubmit = false
  init(title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  /// The field `field` (made by a title form) with a label of type `Label`: a label form's
  /// field, titled by its label's texts.
  init<Other: View>(_ field: TextField<Other>) {
    (title, text, prompt, axis) = (field.title, field.text, field.prompt, field.axis)
    (onEditingChanged, onCommit) = (field.onEditingChanged, field.onCommit)
    commitsOnSubmit = field.commitsOnSubmit
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TextField") }
}

extension TextField where Label == Text {
  /// A text field titled `title` over `text`; `Step.setText(title, to:)` types into it.
  public nonisolated init(_ title: String, text: Binding<String>) {
    self.init(title: title, text: text)
  }
  /// A text field with a placeholder (`prompt`), growing along `axis` when given.
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis? = nil) {
    self.init(title: String(title), text: text)
    self.prompt = prompt?.content
    self.axis = axis
  }
  /// A text field that grows along `axis` (`.vertical`: a multi-line field).
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title: String(title), text: text)
    self.axis = axis
  }
}

extension TextField {
  /// A text field titled by the texts of `label`, with a placeholder.
  public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), text: text)
    self.prompt = prompt?.content
  }
}

extension TextField where Label == Text {
  /// The iOS 13 form (deprecated in iOS 15 for `.focused` and `.onSubmit`): `onCommit` runs when
  /// the field is submitted (`Step.submit(title)`), before any `.onSubmit`. `onEditingChanged`
  /// is kept but not called: focus entering and leaving a field is not simulated, and the trace
  /// says so once a run (`notSimulated`).
  public nonisolated init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title: String(title), text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// The iOS 13 form with a placeholder.
  public nonisolated init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    self.prompt = prompt?.content
  }
}

@MainActor extension TextField: LeafView {
  package static var _typeName: String { "TextField" }
  package var _label: String {
    "TextField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(text.location.peek()))"
      + (prompt.map { ", prompt: Text(\(ValueDescription.quote($0)))" } ?? "")
      + (axis.map { ", axis: .\($0.name)" } ?? "") + ")"
  }
  package var _boundLocations: [AnyLocationBase] { [text.location] }

  package func _expand(into expander: inout Expander) {
    if onEditingChanged != nil {
      expander.graph?.notSimulated(
        "TextField.onEditingChanged",
        "TextField(_:text:onEditingChanged:): onEditingChanged is not called (focus entering and leaving a "
          + "field is not simulated); onCommit runs on Step.submit")
    }
    expander.place(self, kind: .leaf, type: Self._typeName)
  }
}

/// A control the scenario types into with `Step.setText`.
@MainActor
protocol TextEntryControl: TitledControl {
  var _text: Binding<String> { get }
}

@MainActor extension TextField: TextEntryControl {
  var _text: Binding<String> { text }
}

/// A text field, whatever its label: the iOS 13 `onCommit:` that `Step.submit(_:)` runs.
@MainActor
protocol CommittingTextField {
  var _onCommit: (() -> Void)? { get }
}

@MainActor extension TextField: CommittingTextField {
  var _onCommit: (() -> Void)? { onCommit }
}
