import Foundation

/// Related controls drawn together, as in SwiftUI.
public nonisolated struct ControlGroup<Content: View>: View {
  let content: Content
  /// Made by `ControlGroup(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A group of the controls in `content`.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ControlGroup") }
}

@MainActor extension ControlGroup: ContainerView {
  package static var _typeName: String { "ControlGroup" }
  package var _label: String { "ControlGroup" }
  package var _content: any View { content }
}

extension ControlGroup {
  /// A group of the controls in `content` titled `title` (the title shows when the group
  /// collapses into a menu; it is the group's label here).
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// A titled group with an SF Symbol.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
  /// A titled group with an asset-catalogue image.
  public nonisolated init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
  /// A group of `content` labelled by `label` (shown when the group collapses into a menu).
  public nonisolated init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.init(content: content) }
}
