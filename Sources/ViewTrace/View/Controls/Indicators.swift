/// A thin line between views, as in SwiftUI. A framework leaf.
public struct Divider: View, Equatable {
  /// A divider.
  public init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Divider") }
}

extension Divider: LeafView {
  static var _typeName: String { "Divider" }
  var _label: String { "Divider()" }
}

/// A progress indicator, as in SwiftUI: a spinner without a value, a bar with
/// one. A framework leaf whose value is part of its drawn label, so a new
/// value redraws it.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: done, total: 10)
/// ```
public struct ProgressView: View, Equatable {
  let title: String?
  let value: Double?
  let total: Double
  /// Made by `ProgressView(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false

  /// An indeterminate progress view (a spinner).
  public init() {
    self.title = nil
    self.value = nil
    self.total = 1
  }

  /// An indeterminate progress view titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    self.title = String(title)
    self.value = nil
    self.total = 1
  }

  /// A bar at `value` of `total` (`nil`: indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.title = nil
    self.value = value.map { Double($0) }
    self.total = Double(total)
  }

  /// A bar titled `title` at `value` of `total` (`nil`: indeterminate).
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.title = String(title)
    self.value = value.map { Double($0) }
    self.total = Double(total)
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ProgressView") }
}

extension ProgressView: LeafView {
  static var _typeName: String { "ProgressView" }
  /// It draws with the environment's tint.
  func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
  var _label: String {
    var parts: [String] = []
    if let title { parts.append(ValueDescription.quote(title)) }
    if let value { parts.append("value: \(formatNumber(value))") }
    if value != nil && total != 1 { parts.append("total: \(formatNumber(total))") }
    return "ProgressView(\(parts.joined(separator: ", ")))"
  }
}

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
  public init() {}
  var _text: String { ".automatic" }
  /// The framework draws it; the engine never asks for it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A spinner, or a ring for determinate progress.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
  let tint: Color?
  /// The circular style.
  public init() { tint = nil }
  /// The circular style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  var _text: String { tint.map { "CircularProgressViewStyle(tint: \($0))" } ?? ".circular" }
  /// The framework draws it; the engine never asks for it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
  let tint: Color?
  /// The linear style.
  public init() { tint = nil }
  /// The linear style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  var _text: String { tint.map { "LinearProgressViewStyle(tint: \($0))" } ?? ".linear" }
  /// The framework draws it; the engine never asks for it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
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
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _InheritedStyleModifier> {
    let builtin = (style as? any BuiltinProgressViewStyle)?._text
    let box = _StyleBox(value: style, builtinName: builtin)
    return styleModifier("progressViewStyle", box, key: ProgressViewStyleKey.self, text: builtin)
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue: _StyleBox? = nil
}

/// A value within a range, shown as a gauge, as in SwiftUI. A framework leaf
/// whose value, bounds and label texts are its drawn label: a new value
/// redraws it without its parent running for it. Its label views are read
/// for their text, as a `Slider`'s are.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") }
/// ```
public struct Gauge: View, Equatable {
  let title: String
  let value: Double
  let bounds: ClosedRange<Double>
  let current: String?

  /// A gauge of `value` within `bounds`, titled by the texts of `label`.
  public init<V: BinaryFloatingPoint, L: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L
  ) {
    title = contentTitle(label())
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    current = nil
  }

  /// A gauge with a label for its current value (and, ignored here, for its bounds).
  public init<V: BinaryFloatingPoint, L: View, C: View, Low: View, High: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> Low,
    @ViewBuilder maximumValueLabel: () -> High
  ) {
    title = contentTitle(label())
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    current = contentTitle(currentValueLabel())
  }

  /// A gauge with a label for its current value.
  public init<V: BinaryFloatingPoint, L: View, C: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
  ) {
    title = contentTitle(label())
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    current = contentTitle(currentValueLabel())
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Gauge") }
}

extension Gauge: LeafView {
  static var _typeName: String { "Gauge" }
  var _label: String {
    var parts = ["value: \(formatNumber(value))", "in: \(formatNumber(bounds.lowerBound))...\(formatNumber(bounds.upperBound))"]
    if !title.isEmpty { parts.insert(ValueDescription.quote(title), at: 0) }
    if let current { parts.append("current: \(ValueDescription.quote(current))") }
    return "Gauge(\(parts.joined(separator: ", ")))"
  }
}
