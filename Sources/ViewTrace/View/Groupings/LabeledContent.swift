import Foundation

/// A value with a label, as in SwiftUI (`LabeledContent("Name", value: name)`).
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Made by `LabeledContent(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// `content` labelled by `label`.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("LabeledContent") }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `value` labelled `title`.
  public nonisolated init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A formatted `value` labelled `title`.
  public nonisolated init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled `title`.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

@MainActor extension LabeledContent: ContainerView {
  package static var _typeName: String { "LabeledContent" }
  package var _label: String { "LabeledContent" }
  package var _content: any View { ViewBuilder.buildBlock(label, content) }
}
