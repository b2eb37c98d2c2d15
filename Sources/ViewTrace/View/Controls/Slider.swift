/// A control that picks a value from a range, as in SwiftUI. A framework leaf
/// drawn from its binding: a change of the bound storage redraws it without
/// its parent's body running. The scenario moves it with `Step.slide(_:to:)`.
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// Slider(value: $volume, in: 0...10) { Text("Volume") }
/// ```
///
/// As in SwiftUI, a slider is generic over its label and its end labels: `Slider(value: $v)` is a
/// `Slider<EmptyView, EmptyView>`, so an app's `extension Slider where ValueLabel == EmptyView`
/// applies to it. The label is kept as its title (its texts).
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
  let title: String
  let location: AnyLocationBase
  let bounds: String
  let set: @MainActor (Double) -> Void

  init<V: BinaryFloatingPoint>(
    title: String, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: ((Bool) -> Void)? = nil
  )
  where V.Stride: BinaryFloatingPoint {
    self.title = title
    self.location = value.location
    self.bounds = "\(formatNumber(Double(bounds.lowerBound)))...\(formatNumber(Double(bounds.upperBound)))"
    // Built wherever the app builds the view; run by the engine on the main actor.
    nonisolated(unsafe) let (onEditingChanged, bounds, step) = (onEditingChanged, bounds, step)
    self.set = { wanted in
      // A slide is a whole drag: it starts, moves the value, and ends.
      onEditingChanged?(true)
      defer { onEditingChanged?(false) }
      var next = min(max(V(wanted), bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = ((next - bounds.lowerBound) / V(step)).rounded()
        next = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
      }
      value.wrappedValue = next
    }
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Slider") }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `value` within `bounds` (by `step`, if given).
  public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
  where V.Stride: BinaryFloatingPoint {
    self.init(title: "", value: value, bounds: bounds, step: step)
  }

  /// A slider that reports its drags: `onEditingChanged(true)` runs when `Step.slide` starts
  /// moving it, `onEditingChanged(false)` after the value is written.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(title: "", value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over `value` within `bounds`, titled by the texts of `label`.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, step: step)
  }

  /// A slider titled by `label` that reports its drags.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      title: contentTitle(label()), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider titled by `label`, with views at its two ends (drawn by the framework; their texts
  /// are not part of the title), that reports its drags.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      title: contentTitle(label()), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// The iOS 13 form (deprecated in iOS 17), end views given as values and the label last:
  /// `Slider(value: $level, in: 0...100, onEditingChanged: changed, minimumValueLabel: Text("0%"),
  /// maximumValueLabel: Text("100%")) { Text("Level") }`. The same slider as the form above.
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      title: contentTitle(label()), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

@MainActor extension Slider: LeafView, TitledControl {
  /// It draws with the environment's tint.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
  package static var _typeName: String { "Slider" }
  package var _label: String {
    (title.isEmpty ? "Slider(" : "Slider(\(ValueDescription.quote(title)), ")
      + "value: \(location.peekValue()), in: \(bounds))"
  }
  package var _boundLocations: [AnyLocationBase] { [location] }
  var _title: String { title }
}

/// A slider, whatever its labels: what `Step.slide(_:to:)` moves.
@MainActor
protocol SliderControl: TitledControl {
  /// Moves the slider to `value` (kept within its range and on its step), as a drag would.
  func _slide(to value: Double)
}

@MainActor extension Slider: SliderControl {
  func _slide(to value: Double) { set(value) }
}

extension Step {
  /// Moves the live slider titled `title` (`""` for a slider without a label)
  /// to `value`, kept within its range and on its step.
  public static func slide(_ title: String, to value: Double, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(
      name: name ?? "slide \(ValueDescription.quote(title)) to \(formatNumber(value))", kind: .adjust
    ) { graph throws(EngineError) in
      let slider = try graph.feature(ControlFeature.self).control(
        (any SliderControl).self, kind: "slider", title: title, within: within)
      return { slider._slide(to: value) }
    }
  }
}
