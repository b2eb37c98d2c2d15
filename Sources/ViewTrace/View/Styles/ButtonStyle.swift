/// A button style you write, as in SwiftUI: `makeBody(configuration:)` draws
/// the button from its label and whether it is pressed.
///
/// ```swift
/// struct ScaleButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
///   }
/// }
/// VStack { Button("Save") { } }.buttonStyle(ScaleButtonStyle())
/// ```
///
/// The style flows down the environment to every `Button` below. Each such
/// button gets a node named after the style (`Button/ScaleButtonStyle`) whose
/// body is `makeBody`; `configuration.label` is a node that shows the button's
/// label. `Step.press("Save")` and `Step.release("Save")` change `isPressed`:
/// `makeBody` runs again (`ScaleButtonStyle: @self changed.`, change
/// `configuration.isPressed: false -> true`) and nothing else does. A tap runs
/// the action only.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The button's label, role and pressed state.
  typealias Configuration = ButtonStyleConfiguration
  /// The button, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label as a view: a node that shows it.
  public nonisolated struct Label: View {
    package let host: ModifierContentHost
    package var placed: PlacedContent?
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("ButtonStyleConfiguration.Label") }
  }
  /// `.destructive`, `.cancel` or nil.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is held down (`Step.press`, until `Step.release`).
  public let isPressed: Bool
}

/// A button style that also decides when the action runs, as in SwiftUI:
/// `configuration.trigger()` runs it.
///
/// ```swift
/// struct LoggingStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture { configuration.trigger() }
///   }
/// }
/// ```
///
/// A node like a ``ButtonStyle``'s, without `isPressed`. `Step.tap(title)`
/// runs the button's action, as `trigger()` does.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The button's label, role and action.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The button, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label as a view: a node that shows it.
  public nonisolated struct Label: View {
    package let host: ModifierContentHost
    package var placed: PlacedContent?
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("PrimitiveButtonStyleConfiguration.Label") }
  }
  /// `.destructive`, `.cancel` or nil.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void
  /// Runs the button's action.
  public nonisolated func trigger() { action() }
}

@MainActor extension ButtonStyleConfiguration.Label: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "ButtonStyleConfiguration.Label" }
  package static var _part: String { "label" }
}

@MainActor extension PrimitiveButtonStyleConfiguration.Label: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "PrimitiveButtonStyleConfiguration.Label" }
  package static var _part: String { "label" }
}

// MARK: - The framework's styles

/// The platform's button style: `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinStyle, Equatable {
  static let _name = "automatic"
  /// The platform's button style.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with no border: `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinStyle, Equatable {
  static let _name = "plain"
  /// A button with no border.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered button: `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinStyle, Equatable {
  static let _name = "bordered"
  /// A bordered button.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A filled, prominent button: `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinStyle, Equatable {
  static let _name = "borderedProminent"
  /// A filled, prominent button.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a border that still looks tappable: `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinStyle, Equatable {
  static let _name = "borderless"
  /// A borderless button.
  public nonisolated init() {}
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button with no border.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled, prominent button.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A borderless button.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

// MARK: - The modifier

struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

extension View {
  /// `.buttonStyle(_:)` with a style of yours: recorded on the view as written
  /// and written into the environment; every `Button` below draws with it.
  public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier("buttonStyle", _StyleBox(value: style, builtinName: nil), key: ButtonStyleKey.self)
  }

  /// `.buttonStyle(_:)` with a framework style (`.plain`, `.bordered`,
  /// `.borderedProminent`, `.borderless`, `.automatic`) or a primitive style of
  /// yours: recorded on the view as written and written into the environment.
  public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    styleModifier(
      "buttonStyle", _StyleBox(value: style, builtinName: _StyleBox.builtinName(of: style)),
      key: ButtonStyleKey.self)
  }

  nonisolated func styleModifier<Key: EnvironmentKey>(_ name: String, _ box: _StyleBox, key: Key.Type, text: String? = nil)
    -> ModifiedContent<Self, _InheritedStyleModifier> where Key.Value == _StyleBox?
  {
    ModifiedContent(
      content: self,
      modifier: _InheritedStyleModifier(
        style: _StyleModifier(name: name, text: ".\(name)(\(text ?? box.text))"),
        write: _EnvironmentWriteModifier(write: { $0[Key.self] = box }, key: ObjectIdentifier(Key.self), text: "")))
  }
}

// MARK: - Buttons drawn with a style

@MainActor extension Button: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(ButtonStyleKey.self) }

  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    guard !drawnByFramework, let box = _StyleBox.at(Self._styleKey, environment), box.builtinName == nil else {
      return placed
    }
    let role = role
    let pressed = graph.feature(StyleFeature.self).isPressed(node)
    let styleNode: _StyleNode
    switch box.value {
    case let style as any ButtonStyle:
      styleNode = _StyleNode(
        style: style, configuration: [("isPressed", String(pressed))], contents: ["label": label], rebuilt: rebuilt
      ) { host in
        style.makeBody(
          configuration: ButtonStyleConfiguration(role: role, label: .init(host: host), isPressed: pressed))
      }
    case let style as any PrimitiveButtonStyle:
      let action = action
      styleNode = _StyleNode(style: style, configuration: [], contents: ["label": label], rebuilt: rebuilt) { host in
        style.makeBody(
          configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(host: host), action: action))
      }
    default:
      return placed
    }
    return Expander.styleNode(
      styleNode, type: typeDisplayName(type(of: box.value)), under: node, layers: placed.filter(\.isLayer), graph: graph
    )
  }
}

extension Step {
  /// Holds down the live button titled `title`: a ``ButtonStyle`` it is drawn
  /// with gets `isPressed == true` and its `makeBody` runs again. A button
  /// drawn by a framework style has no body to run: the frame records nothing.
  public static func press(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    pressing(title, down: true, within: within, named: name)
  }

  /// Lets go of the live button titled `title` (after ``press(_:within:named:)``)
  /// without tapping it: `isPressed` is false again. Tap it to run its action.
  public static func release(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    pressing(title, down: false, within: within, named: name)
  }

  private static func pressing(_ title: String, down: Bool, within: String?, named name: String?) -> Step {
    let verb = down ? "press" : "release"
    return Step(name: name ?? "\(verb) \(ValueDescription.quote(title))", kind: .gesture) {
      graph throws(EngineError) in
      let node = try graph.feature(ControlFeature.self).controlNode(TappableView.self, kind: "button", title: title, within: within)
      return {
        graph.feature(StyleFeature.self).setPressed(node, down)
      }
    }
  }
}
