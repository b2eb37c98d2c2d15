/// A text field that hides what is typed, as in SwiftUI. A framework leaf
/// drawn from its binding (shown as dots); `Step.setText(title, to:)` types
/// into it.
public struct SecureField: View {
  let title: String
  let text: Binding<String>
  /// A secure field titled `title` over `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
  /// A secure field over `text`, titled by the texts of `label`.
  public init<L: View>(text: Binding<String>, @ViewBuilder label: () -> L) {
    self.title = contentTitle(label())
    self.text = text
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("SecureField") }
}

/// A multi-line text editor, as in SwiftUI. A framework leaf drawn from its
/// binding; it has no title, so `Step.setText("", to:)` types into it.
public struct TextEditor: View {
  let text: Binding<String>
  /// An editor over `text`.
  public init(text: Binding<String>) { self.text = text }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TextEditor") }
}

/// A control the scenario types into with `Step.setText`.
@MainActor
protocol TextEntryControl: TitledControl {
  var _text: Binding<String> { get }
}

extension TextField: TextEntryControl {
  var _text: Binding<String> { text }
}

extension SecureField: LeafView, TextEntryControl {
  static var _typeName: String { "SecureField" }
  var _label: String {
    let dots = String(repeating: "•", count: text.location.peek().count)
    return "SecureField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(dots)))"
  }
  var _boundLocations: [AnyLocationBase] { [text.location] }
  var _title: String { title }
  var _text: Binding<String> { text }
}

extension TextEditor: LeafView, TextEntryControl {
  static var _typeName: String { "TextEditor" }
  var _label: String { "TextEditor(text: \(ValueDescription.quote(text.location.peek())))" }
  var _boundLocations: [AnyLocationBase] { [text.location] }
  var _title: String { "" }
  var _text: Binding<String> { text }
}
