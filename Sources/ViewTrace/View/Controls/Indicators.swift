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
