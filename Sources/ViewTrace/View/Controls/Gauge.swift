/// A value within a range, shown as a gauge, as in SwiftUI. A framework leaf
/// whose value, bounds and label texts are its drawn label: a new value
/// redraws it without its parent running for it. Its label views are read
/// for their text, as a `Slider`'s are.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") }
/// ```
///
/// As in SwiftUI, a gauge is generic over its four labels: `Gauge(value: v) { Text("Battery") }`
/// is a `Gauge<Text, EmptyView, EmptyView, EmptyView>`, so an app's extension constrained on them
/// applies to it. The label and the current value's label are kept as their texts.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
  Equatable
{
  let title: String
  let value: Double
  let bounds: ClosedRange<Double>
  let current: String?

  init<V: BinaryFloatingPoint>(title: String, value: V, bounds: ClosedRange<V>, current: String?) {
    self.title = title
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.current = current
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Gauge") }
}

@MainActor extension Gauge: LeafView {
  package static var _typeName: String { "Gauge" }
  package var _label: String {
    var parts = ["value: \(formatNumber(value))", "in: \(formatNumber(bounds.lowerBound))...\(formatNumber(bounds.upperBound))"]
    if !title.isEmpty { parts.insert(ValueDescription.quote(title), at: 0) }
    if let current { parts.append("current: \(ValueDescription.quote(current))") }
    return "Gauge(\(parts.joined(separator: ", ")))"
  }
}

extension Gauge {
  /// A gauge of `value` within `bounds`, titled by the texts of `label`.
  public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, current: nil)
  }

  /// A gauge with a label for its current value.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, current: contentTitle(currentValueLabel()))
  }

  /// A gauge with a label for its current value and (drawn by the framework) for its bounds.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, current: contentTitle(currentValueLabel()))
  }

  /// A gauge with a label for its current value and marked values (drawn by the framework).
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) where BoundsLabel == EmptyView {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, current: contentTitle(currentValueLabel()))
  }

  /// A gauge with labels for its current value, its bounds and marked values.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, current: contentTitle(currentValueLabel()))
  }
}
