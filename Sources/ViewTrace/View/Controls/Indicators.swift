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

/// A progress view's style, as in SwiftUI: `.circular`, `.linear`, `.automatic`,
/// or `CircularProgressViewStyle()`. Recorded on the view as written.
public protocol ProgressViewStyle: Sendable {
  /// The style as written (`.circular`).
  var _text: String { get }
}

/// The platform's progress style.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
  public var _text: String { ".automatic" }
}

/// A spinner, or a ring for determinate progress.
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The circular style.
  public init() { tint = nil }
  /// The circular style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  public var _text: String { tint.map { "CircularProgressViewStyle(tint: \($0))" } ?? ".circular" }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The linear style.
  public init() { tint = nil }
  /// The linear style in a tint (deprecated in SwiftUI for `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  public var _text: String { tint.map { "LinearProgressViewStyle(tint: \($0))" } ?? ".linear" }
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
  /// `.progressViewStyle(_:)`: recorded on the view as written.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("progressViewStyle", style._text)
  }
}
