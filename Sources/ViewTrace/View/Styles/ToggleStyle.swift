/// A toggle style you write, as in SwiftUI: `makeBody(configuration:)` draws
/// the toggle from its label and its `isOn` binding.
///
/// ```swift
/// struct CheckStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///     }
///   }
/// }
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckStyle())
/// ```
///
/// Every `Toggle` below the modifier gets a node named after the style whose
/// body is `makeBody`; `configuration.label` shows the toggle's label. When
/// the bound value changes the toggle is redrawn and `makeBody` runs again
/// (`CheckStyle: @self changed.`, change `configuration.isOn: false -> true`),
/// without the body of the view that holds the state.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The toggle's label and binding.
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws a toggle from.
public struct ToggleStyleConfiguration {
  /// The toggle's label as a view: a node that shows it.
  public nonisolated struct Label: View {
    package let host: ModifierContentHost
    package var placed: PlacedContent?
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("ToggleStyleConfiguration.Label") }
  }
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it writes the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (always false here).
  public var isMixed: Bool = false
}

@MainActor extension ToggleStyleConfiguration.Label: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "ToggleStyleConfiguration.Label" }
  package static var _part: String { "label" }
}

/// The platform's toggle style: `.automatic`.
public struct DefaultToggleStyle: ToggleStyle, BuiltinStyle, Equatable {
  static let _name = "automatic"
  /// The platform's toggle style.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch: `.switch`.
public struct SwitchToggleStyle: ToggleStyle, BuiltinStyle, Equatable {
  static let _name = "switch"
  /// A switch.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a button: `.button`.
public struct ButtonToggleStyle: ToggleStyle, BuiltinStyle, Equatable {
  static let _name = "button"
  /// A toggle drawn as a button.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A checkbox (macOS): `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinStyle, Equatable {
  static let _name = "checkbox"
  /// A checkbox.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle drawn as a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct ToggleStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.toggleStyle(_:)`: recorded on the view as written and written into the
  /// environment. A framework style (`.switch`, `.button`, `.checkbox`,
  /// `.automatic`) redraws the toggles below when it changes; a style of
  /// yours is a node under each toggle.
  public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier(
      "toggleStyle", _StyleBox(value: style, builtinName: _StyleBox.builtinName(of: style)),
      key: ToggleStyleKey.self)
  }
}

@MainActor extension Toggle: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(ToggleStyleKey.self) }

  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework, let box = _StyleBox.at(Self._styleKey, environment), box.builtinName == nil,
      let style = box.value as? any ToggleStyle
    else { return placed }
    let isOn = isOn
    let on = graph.untracked { isOn.wrappedValue }
    let styleNode = _StyleNode(
      style: style, configuration: [("isOn", String(on))], contents: ["label": label], rebuilt: rebuilt
    ) { host in
      style.makeBody(configuration: ToggleStyleConfiguration(label: .init(host: host), isOn: isOn))
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: style)), under: node, layers: placed.filter(\.isLayer), graph: graph)
  }
}
