/// A progress view's style, as in SwiftUI: a framework style (`.circular`, `.linear`,
/// `.automatic`, `CircularProgressViewStyle(tint:)`), recorded on the view as written, or one of
/// yours, whose `makeBody(configuration:)` is a node under each progress view below the modifier
/// (run again when `configuration.fractionCompleted` changes).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The progress view's fraction and labels.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The progress view, drawn from `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress style the framework draws: written as text.
@MainActor
protocol BuiltinProgressViewStyle {
  var _text: String { get }
}

/// The platform's progress style.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
  /// The default style.
  public nonisolated init() {}
  var _text: String { ".automatic" }
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A spinner, or a ring for determinate progress.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
  let tint: Color?
  /// The circular style.
  public nonisolated init() { tint = nil }
  /// The circular style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public nonisolated init(tint: Color) { self.tint = tint }
  var _text: String { tint.map { "CircularProgressViewStyle(tint: \($0))" } ?? ".circular" }
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
  let tint: Color?
  /// The linear style.
  public nonisolated init() { tint = nil }
  /// The linear style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public nonisolated init(tint: Color) { self.tint = tint }
  var _text: String { tint.map { "LinearProgressViewStyle(tint: \($0))" } ?? ".linear" }
  /// The framework draws it; the engine never asks for it.
  public nonisolated func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's progress style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner, or a ring for determinate progress.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
  /// `.progressViewStyle(_:)`: recorded on the view as written and written into the environment;
  /// a style of yours is a node under each progress view below.
  public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    let builtin = describingFromAnyIsolation(style) { ($0 as? any BuiltinProgressViewStyle)?._text }
    let box = _StyleBox(value: style, builtinName: builtin)
    return styleModifier("progressViewStyle", box, key: ProgressViewStyleKey.self, text: builtin)
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
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

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style's body makes from its configuration, drawn by the framework.
  public nonisolated init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(title: nil, value: configuration.fractionCompleted, total: 1.0)
    drawnByFramework = true
  }
}

@MainActor extension ProgressView: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(ProgressViewStyleKey.self) }
  package func _styledChildren(
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
