/// A multi-line text editor, as in SwiftUI. A framework leaf drawn from its
/// binding; it has no title, so `Step.setText("", to:)` types into it.
public nonisolated struct TextEditor: View {
  let text: Binding<String>
  /// An editor over `text`.
  public nonisolated init(text: Binding<String>) { self.text = text }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TextEditor") }
}

@MainActor extension TextEditor: LeafView, TextEntryControl {
  package static var _typeName: String { "TextEditor" }
  package var _label: String { "TextEditor(text: \(ValueDescription.quote(text.location.peek())))" }
  package var _boundLocations: [AnyLocationBase] { [text.location] }
  var _title: String { "" }
  var _text: Binding<String> { text }
}
