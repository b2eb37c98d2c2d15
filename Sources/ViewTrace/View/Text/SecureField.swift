import Foundation

/// A text field that hides what is typed, as in SwiftUI. A framework leaf
/// drawn from its binding (shown as dots); `Step.setText(title, to:)` types
/// into it.
///
/// As in SwiftUI, a secure field is generic over its label: `SecureField("Password", text: $p)`
/// is a `SecureField<Text>`, so an app's `extension SecureField where Label == Text` applies to
/// it. The label is kept as its title (its texts).
public nonisolated struct SecureField<Label: View>: View {
  let title: String
  let text: Binding<String>
  init(title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("SecureField") }
}

@MainActor extension SecureField: LeafView, TextEntryControl {
  package static var _typeName: String { "SecureField" }
  package var _label: String {
    let dots = String(repeating: "•", count: text.location.peek().count)
    return "SecureField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(dots)))"
  }
  package var _boundLocations: [AnyLocationBase] { [text.location] }
  var _title: String { title }
  var _text: Binding<String> { text }
}

extension SecureField where Label == Text {
  /// A secure field titled `title` over `text`.
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }
  /// A secure field titled `title` with a prompt (shown while empty).
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text)
  }
}

extension SecureField {
  /// A secure field over `text`, titled by the texts of `label`.
  public nonisolated init(text: Binding<String>, @ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), text: text)
  }
  /// A secure field titled by the texts of `label`, with a prompt.
  public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), text: text)
  }
}
