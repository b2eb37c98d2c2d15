import Foundation

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

extension SecureField: LeafView, TextEntryControl {
  package static var _typeName: String { "SecureField" }
  package var _label: String {
    let dots = String(repeating: "•", count: text.location.peek().count)
    return "SecureField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(dots)))"
  }
  package var _boundLocations: [AnyLocationBase] { [text.location] }
  var _title: String { title }
  var _text: Binding<String> { text }
}

extension SecureField {
  /// A secure field titled `title` with a prompt (shown while empty).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(title, text: text) }
  /// A secure field titled by the texts of `label`, with a prompt.
  public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), text: text)
  }
}
