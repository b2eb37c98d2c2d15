import Foundation

/// A progress indicator, as in SwiftUI: a spinner without a value, a bar with
/// one. A framework leaf whose value is part of its drawn label, so a new
/// value redraws it.
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: done, total: 10)
/// ```
///
/// As in SwiftUI, a progress view is generic over its label and its current value's label:
/// `ProgressView()` is a `ProgressView<EmptyView, EmptyView>` and `ProgressView("Loading")` a
/// `ProgressView<Text, EmptyView>`, so an app's `extension ProgressView where Label == Text`
/// applies to it. The label is kept as its title (its texts).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View, Equatable {
  let title: String?
  let value: Double?
  let total: Double
  /// Made by `ProgressView(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false

  init(title: String?, value: Double?, total: Double) {
    self.title = title
    self.value = value
    self.total = total
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ProgressView") }
}

@MainActor extension ProgressView: LeafView {
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

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view (a spinner).
  public nonisolated init() where Label == EmptyView {
    self.init(title: nil, value: nil, total: 1)
  }

  /// An indeterminate progress view titled `title`.
  public nonisolated init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(title: String(title), value: nil, total: 1)
  }

  /// An indeterminate progress view titled by the texts of `label`.
  public nonisolated init(@ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), value: nil, total: 1)
  }
}

extension ProgressView {
  /// A bar at `value` of `total` (`nil`: indeterminate).
  public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(title: nil, value: value.map { Double($0) }, total: Double(total))
  }

  /// A bar titled `title` at `value` of `total` (`nil`: indeterminate).
  public nonisolated init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(title: String(title), value: value.map { Double($0) }, total: Double(total))
  }

  /// A bar at `value` of `total`, titled by the texts of `label`.
  public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView {
    self.init(title: contentTitle(label()), value: value.map { Double($0) }, total: Double(total))
  }

  /// A bar titled by `label` with a view of its current value (drawn by the framework).
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(title: contentTitle(label()), value: value.map { Double($0) }, total: Double(total))
  }

  /// A bar at a `Progress` object's fraction, read when the view is made (a `Progress` is not
  /// observed: a body that makes the view again draws the new fraction).
  public nonisolated init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(value: progress.fractionCompleted, total: 1.0)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar over a time interval (drawn at its start: the clock's progress through it is
  /// animation, not an update).
  public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
    self.init(title: nil, value: countsDown ? 1.0 : 0.0, total: 1.0)
  }

  /// A bar over a time interval, titled by `label`.
  public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
}

extension ProgressView {
  /// A bar over a time interval, titled by `label`, with a view of its current value.
  public nonisolated init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(title: contentTitle(label()), value: countsDown ? 1.0 : 0.0, total: 1.0)
  }
}
