// MARK: - GroupBox

/// A group box's style of yours, as in SwiftUI.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The box's label and content.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The box, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` draws a box from.
public struct GroupBoxStyleConfiguration {
  /// The label's part name.
  public enum LabelPart: _StylePartName {
    public static var typeName: String { "GroupBoxStyleConfiguration.Label" }
    public static var part: String { "label" }
  }
  /// The content's part name.
  public enum ContentPart: _StylePartName {
    public static var typeName: String { "GroupBoxStyleConfiguration.Content" }
    public static var part: String { "content" }
  }
  /// The box's label as a view.
  public typealias Label = _StylePart<LabelPart>
  /// The box's content as a view.
  public typealias Content = _StylePart<ContentPart>
  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
}

struct GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.groupBoxStyle(_:)` with a style of yours: a node under each group box below.
  public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier("groupBoxStyle", _StyleBox(value: style, builtinName: nil), key: GroupBoxStyleKey.self)
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The box a style's body makes from its configuration, drawn by the framework.
  public nonisolated init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawnByFramework = true
  }
}

@MainActor extension GroupBox: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(GroupBoxStyleKey.self) }
  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework, let style = _StyleBox.at(Self._styleKey, environment)?.value as? any GroupBoxStyle else {
      return placed
    }
    let parts: [String: any View] = ["label": label.map { $0 as any View } ?? EmptyView(), "content": content]
    let styleNode = _StyleNode(style: style, configuration: [], contents: parts, rebuilt: rebuilt) { host in
      style.makeBody(configuration: GroupBoxStyleConfiguration(label: .init(host: host), content: .init(host: host)))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
