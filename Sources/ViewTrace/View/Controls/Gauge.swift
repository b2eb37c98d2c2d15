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
  package static var _typeName: String { "Gauge" }
  package var _label: String {
    var parts = ["value: \(formatNumber(value))", "in: \(formatNumber(bounds.lowerBound))...\(formatNumber(bounds.upperBound))"]
    if !title.isEmpty { parts.insert(ValueDescription.quote(title), at: 0) }
    if let current { parts.append("current: \(ValueDescription.quote(current))") }
    return "Gauge(\(parts.joined(separator: ", ")))"
  }
}

extension Gauge {
  /// A gauge with a label for its current value and marked values (drawn by the framework).
  public init<V: BinaryFloatingPoint, L: View, C: View, M: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C, @ViewBuilder markedValueLabels: () -> M
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
  }
  /// A gauge with labels for its current value, its bounds and marked values.
  public init<V: BinaryFloatingPoint, L: View, C: View, Low: View, High: View, M: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> Low,
    @ViewBuilder maximumValueLabel: () -> High, @ViewBuilder markedValueLabels: () -> M
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
  }
}
