import Foundation

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
  package static var _typeName: String { "ProgressView" }
  /// It draws with the environment's tint.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
  package var _label: String {
    var parts: [String] = []
    if let title { parts.append(ValueDescription.quote(title)) }
    if let value { parts.append("value: \(formatNumber(value))") }
    if value != nil && total != 1 { parts.append("total: \(formatNumber(total))") }
    return "ProgressView(\(parts.joined(separator: ", ")))"
  }
}

extension ProgressView {
  /// An indeterminate progress view titled by the texts of `label`.
  public init<L: View>(@ViewBuilder label: () -> L) { self.init(contentTitle(label())) }
  /// A bar at `value` of `total`, titled by the texts of `label`.
  public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), value: value, total: total)
  }
  /// A bar titled by `label` with a view of its current value (drawn by the framework).
  public init<V: BinaryFloatingPoint, L: View, C: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(contentTitle(label()), value: value, total: total)
  }
  /// A bar at a `Progress` object's fraction, read when the view is made (a `Progress` is not
  /// observed: a body that makes the view again draws the new fraction).
  public init(_ progress: Progress) {
    self.init(value: progress.fractionCompleted, total: 1.0)
  }
  /// A bar over a time interval (drawn at its start: the clock's progress through it is
  /// animation, not an update).
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
  /// A bar over a time interval, titled by `label`.
  public init<L: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
  /// A bar over a time interval, titled by `label`, with a view of its current value.
  public init<L: View, C: View>(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
}
