// MARK: - ControlGroup

/// A control group's style of yours, as in SwiftUI.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The group's content.
  typealias Configuration = ControlGroupStyleConfiguration
  /// The group, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ControlGroupStyle`` draws a group from.
public struct ControlGroupStyleConfiguration {
  /// The content's part name.
  public enum ContentPart: _StylePartName {
    public static var typeName: String { "ControlGroupStyleConfiguration.Content" }
    public static var part: String { "content" }
  }
  /// The label's part name.
  public enum LabelPart: _StylePartName {
    public static var typeName: String { "ControlGroupStyleConfiguration.Label" }
    public static var part: String { "label" }
  }
  /// The group's content as a view.
  public typealias Content = _StylePart<ContentPart>
  /// The group's label as a view (empty here: the label is shown when the group collapses).
  public typealias Label = _StylePart<LabelPart>
  /// The group's controls.
  public let content: Content
  /// The group's label.
  public let label: Label
}

struct ControlGroupStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.controlGroupStyle(_:)` with a style of yours: a node under each control group below.
  public nonisolated func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier("controlGroupStyle", _StyleBox(value: style, builtinName: nil), key: ControlGroupStyleKey.self)
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The group a style's body makes from its configuration, drawn by the framework.
  public nonisolated init(_ configuration: ControlGroupStyleConfiguration) {
    self.init(content: { configuration.content })
    drawnByFramework = true
  }
}

@MainActor extension ControlGroup: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(ControlGroupStyleKey.self) }
  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework, let style = _StyleBox.at(Self._styleKey, environment)?.value as? any ControlGroupStyle
    else { return placed }
    let styleNode = _StyleNode(
      style: style, configuration: [], contents: ["content": content, "label": EmptyView()], rebuilt: rebuilt
    ) { host in
      style.makeBody(configuration: ControlGroupStyleConfiguration(content: .init(host: host), label: .init(host: host)))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
