// MARK: - Labels

/// A label style you write, as in SwiftUI: `makeBody(configuration:)` draws
/// the label from its title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
///
/// Every `Label` below the modifier gets a node named after the style;
/// `configuration.title` and `configuration.icon` are nodes that show the
/// label's title and icon. The framework styles choose what is shown:
/// `.iconOnly` shows the icon alone, `.titleOnly` the title alone,
/// `.titleAndIcon` and `.automatic` both.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The label's title and icon.
  typealias Configuration = LabelStyleConfiguration
  /// The label, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws a label from.
public struct LabelStyleConfiguration {
  /// The label's title as a view: a node that shows it.
  public nonisolated struct Title: View {
    package let host: ModifierContentHost
    package var placed: PlacedContent?
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("LabelStyleConfiguration.Title") }
  }
  /// The label's icon as a view: a node that shows it.
  public nonisolated struct Icon: View {
    package let host: ModifierContentHost
    package var placed: PlacedContent?
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("LabelStyleConfiguration.Icon") }
  }
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

@MainActor extension LabelStyleConfiguration.Title: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "LabelStyleConfiguration.Title" }
  package static var _part: String { "title" }
}

@MainActor extension LabelStyleConfiguration.Icon: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "LabelStyleConfiguration.Icon" }
  package static var _part: String { "icon" }
}

/// The platform's label style, title and icon: `.automatic`.
public struct DefaultLabelStyle: LabelStyle, BuiltinStyle, Equatable {
  static let _name = "automatic"
  /// The platform's label style.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Title and icon: `.titleAndIcon`.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinStyle, Equatable {
  static let _name = "titleAndIcon"
  /// Title and icon.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone: `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle, BuiltinStyle, Equatable {
  static let _name = "iconOnly"
  /// The icon alone.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone: `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinStyle, Equatable {
  static let _name = "titleOnly"
  /// The title alone.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Title and icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.labelStyle(_:)`: recorded on the view as written and written into the
  /// environment; the `Label`s below show what the style shows.
  public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier(
      "labelStyle", _StyleBox(value: style, builtinName: _StyleBox.builtinName(of: style)),
      key: LabelStyleKey.self)
  }
}

@MainActor extension Label: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(LabelStyleKey.self) }

  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard let box = _StyleBox.at(Self._styleKey, environment) else { return placed }
    // The title is placed at position 0, the icon at 1.
    switch box.builtinName {
    case "iconOnly": return placed.filter { $0.isLayer || $0.position.first == "1" }
    case "titleOnly": return placed.filter { $0.isLayer || $0.position.first == "0" }
    case .some: return placed
    case nil: break
    }
    guard let style = box.value as? any LabelStyle else { return placed }
    let styleNode = _StyleNode(
      style: style, configuration: [], contents: ["title": title, "icon": icon], rebuilt: rebuilt
    ) { host in
      style.makeBody(configuration: LabelStyleConfiguration(title: .init(host: host), icon: .init(host: host)))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
