import Foundation

/// A titled box around content, as in SwiftUI. A framework container: its
/// label and content belong to the body that built it.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  /// Made by `GroupBox(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A box around `content` with `label` above it.
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GroupBox") }
}

extension GroupBox where Label == Text {
  /// A box titled `title` around `content`.
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box around `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = nil
  }
}

@MainActor extension GroupBox: ContainerView {
  package static var _typeName: String { "GroupBox" }
  package var _label: String { "GroupBox" }
  package var _content: any View { ViewBuilder.buildBlock(label, content) }
}
