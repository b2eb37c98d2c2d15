// Styles of yours for group boxes, labeled content, control groups and
// progress views, as for buttons and toggles: `makeBody(configuration:)` is
// a node named after the style under each view it draws, its configuration's
// parts (`configuration.label`, `configuration.content`) are nodes that show
// the view's own parts, and `GroupBox(configuration)` (and the others) in the
// body is drawn by the framework. The framework's styles (`.automatic`, …)
// are recorded on the view as written.

/// A part of a style's configuration shown by a node (`GroupBoxStyleConfiguration.Label`).
public struct _StylePart<Name: _StylePartName>: View {
  let host: ModifierContentHost
  var placed: PlacedContent?
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody(Name.typeName) }
}

/// The name of a ``_StylePart`` (not for direct use).
public protocol _StylePartName {
  /// The node's type name.
  static var typeName: String { get }
  /// The part of the styled view it shows.
  static var part: String { get }
}

extension _StylePart: BuiltinView, ContentPlaceholder {
  static var _typeName: String { Name.typeName }
  static var _part: String { Name.part }
}

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
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier("groupBoxStyle", _StyleBox(value: style, builtinName: nil), key: GroupBoxStyleKey.self)
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The box a style's body makes from its configuration, drawn by the framework.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawnByFramework = true
  }
}

extension GroupBox: EnvironmentStyled {
  static var _styleKey: ObjectIdentifier { ObjectIdentifier(GroupBoxStyleKey.self) }
  func _styledChildren(
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
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier>
  {
    styleModifier("labeledContentStyle", _StyleBox(value: style, builtinName: nil), key: LabeledContentStyleKey.self)
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The labeled content a style's body makes from its configuration, drawn by the framework.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    drawnByFramework = true
  }
}

extension LabeledContent: EnvironmentStyled {
  static var _styleKey: ObjectIdentifier { ObjectIdentifier(LabeledContentStyleKey.self) }
  func _styledChildren(
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
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier("controlGroupStyle", _StyleBox(value: style, builtinName: nil), key: ControlGroupStyleKey.self)
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The group a style's body makes from its configuration, drawn by the framework.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init(content: { configuration.content })
    drawnByFramework = true
  }
}

extension ControlGroup: EnvironmentStyled {
  static var _styleKey: ObjectIdentifier { ObjectIdentifier(ControlGroupStyleKey.self) }
  func _styledChildren(
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

// MARK: - ProgressView

/// What a ``ProgressViewStyle`` of yours draws a progress view from.
public struct ProgressViewStyleConfiguration {
  /// The label's part name.
  public enum LabelPart: _StylePartName {
    public static var typeName: String { "ProgressViewStyleConfiguration.Label" }
    public static var part: String { "label" }
  }
  /// The current value label's part name.
  public enum CurrentValueLabelPart: _StylePartName {
    public static var typeName: String { "ProgressViewStyleConfiguration.CurrentValueLabel" }
    public static var part: String { "currentValueLabel" }
  }
  /// The label as a view.
  public typealias Label = _StylePart<LabelPart>
  /// The current value's label as a view.
  public typealias CurrentValueLabel = _StylePart<CurrentValueLabelPart>
  /// The fraction done (0...1), nil for an indeterminate progress view.
  public let fractionCompleted: Double?
  /// The label, if the progress view has a title.
  public var label: Label?
  /// The current value's label (none here).
  public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView {
  /// The progress view a style's body makes from its configuration, drawn by the framework.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(value: configuration.fractionCompleted, total: 1.0)
    drawnByFramework = true
  }
}

extension ProgressView: EnvironmentStyled {
  static var _styleKey: ObjectIdentifier { ObjectIdentifier(ProgressViewStyleKey.self) }
  func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework, let box = _StyleBox.at(Self._styleKey, environment), box.builtinName == nil,
      let style = box.value as? any ProgressViewStyle
    else { return placed }
    let fraction = value.map { total == 0 ? 0 : $0 / total }
    let titled = title != nil
    let parts: [String: any View] = ["label": title.map { Text($0) as any View } ?? EmptyView()]
    let styleNode = _StyleNode(
      style: style, configuration: [("fractionCompleted", fraction.map(formatNumber) ?? "nil")], contents: parts,
      rebuilt: rebuilt
    ) { host in
      style.makeBody(
        configuration: ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: titled ? .init(host: host) : nil, currentValueLabel: nil))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
