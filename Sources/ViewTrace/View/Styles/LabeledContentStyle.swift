// MARK: - LabeledContent

/// A labeled content's style of yours, as in SwiftUI.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The label and the content.
  typealias Configuration = LabeledContentStyleConfiguration
  /// The labeled content, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` draws from.
public struct LabeledContentStyleConfiguration {
  /// The label's part name.
  public enum LabelPart: _StylePartName {
    public static var typeName: String { "LabeledContentStyleConfiguration.Label" }
    public static var part: String { "label" }
  }
  /// The content's part name.
  public enum ContentPart: _StylePartName {
    public static var typeName: String { "LabeledContentStyleConfiguration.Content" }
    public static var part: String { "content" }
  }
  /// The label as a view.
  public typealias Label = _StylePart<LabelPart>
  /// The content as a view.
  public typealias Content = _StylePart<ContentPart>
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

struct LabeledContentStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.labeledContentStyle(_:)` with a style of yours: a node under each labeled content below.
  public nonisolated func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier>
  {
    styleModifier("labeledContentStyle", _StyleBox(value: style, builtinName: nil), key: LabeledContentStyleKey.self)
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The labeled content a style's body makes from its configuration, drawn by the framework.
  public nonisolated init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawnByFramework = true
  }
}

@MainActor extension LabeledContent: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(LabeledContentStyleKey.self) }
  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework,
      let style = _StyleBox.at(Self._styleKey, environment)?.value as? any LabeledContentStyle
    else { return placed }
    let styleNode = _StyleNode(
      style: style, configuration: [], contents: ["label": label, "content": content], rebuilt: rebuilt
    ) { host in
      style.makeBody(
        configuration: LabeledContentStyleConfiguration(label: .init(host: host), content: .init(host: host)))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
