/// A control that adds or removes `step` from a bound value, as in SwiftUI.
/// A framework leaf drawn from its binding: a change of the bound storage
/// redraws it without its parent's body running. The scenario presses it with
/// `Step.increment(_:)` and `Step.decrement(_:)`; at a bound the press does
/// nothing, as the disabled half of a real stepper.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
/// ```
///
/// As in SwiftUI, a stepper is generic over its label: `Stepper("Quantity", value: $n)` is a
/// `Stepper<Text>`, so an app's `extension Stepper where Label == Text` applies to it. The label
/// is kept as its title (its texts).
public nonisolated struct Stepper<Label: View>: View {
  let title: String
  let location: AnyLocationBase?
  let bounds: String?
  let adjust: @MainActor (_ up: Bool) -> Void

  init<V: Strideable>(
    title: String, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: ((Bool) -> Void)? = nil
  ) {
    self.title = title
    self.location = value.location
    self.bounds = bounds.map {
      "\(ValueDescription.describe($0.lowerBound))...\(ValueDescription.describe($0.upperBound))"
    }
    // Built wherever the app builds the view; run by the engine on the main actor.
    nonisolated(unsafe) let (onEditingChanged, bounds, step) = (onEditingChanged, bounds, step)
    self.adjust = { up in
      // A press is a whole edit: it starts, changes the value, and ends.
      onEditingChanged?(true)
      defer { onEditingChanged?(false) }
      let current = value.wrappedValue
      let next = up ? current.advanced(by: step) : current.advanced(by: -step)
      if let bounds {
        let clamped = min(max(next, bounds.lowerBound), bounds.upperBound)
        if clamped != current { value.wrappedValue = clamped }
      } else {
        value.wrappedValue = next
      }
    }
  }

  /// A stepper titled `title` that runs `onIncrement` / `onDecrement` when pressed.
  init(
    title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.title = title
    location = nil
    bounds = nil
    // Built wherever the app builds the view; run by the engine on the main actor.
    nonisolated(unsafe) let (onIncrement, onDecrement, onEditingChanged) = (onIncrement, onDecrement, onEditingChanged)
    adjust = { up in
      guard let action = up ? onIncrement : onDecrement else { return }
      onEditingChanged(true)
      action()
      onEditingChanged(false)
    }
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Stepper") }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` over `value`, kept within `bounds`.
  public nonisolated init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(title: String(title), value: value, bounds: bounds, step: step)
  }

  /// A stepper titled `title` over `value`, without bounds.
  public nonisolated init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.init(title: String(title), value: value, bounds: nil, step: step)
  }

  /// A stepper titled `title` over `value` within `bounds`; `onEditingChanged(true)` runs when a
  /// press starts and `onEditingChanged(false)` when it ends (both in the step that presses).
  public nonisolated init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title: String(title), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` over `value`, without bounds, reporting its edits.
  public nonisolated init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title: String(title), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` over a value drawn with `format` (`.number`, `.percent`).
  public nonisolated init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(title: String(title), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` over a formatted value, without bounds.
  public nonisolated init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(title: String(title), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `title` that runs `onIncrement` / `onDecrement` when pressed (nil: that half
  /// is disabled and a press does nothing). It has no value of its own to draw.
  public nonisolated init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: String(title), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }
}

extension Stepper {
  /// A stepper over `value` kept within `bounds`, titled by the texts of `label`.
  public nonisolated init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.init(title: contentTitle(label()), value: value, bounds: bounds, step: step)
  }

  /// A stepper over `value`, titled by the texts of `label`.
  public nonisolated init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
    self.init(title: contentTitle(label()), value: value, bounds: nil, step: step)
  }

  /// A stepper over `value` within `bounds`, titled by `label`, reporting its edits.
  public nonisolated init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      title: contentTitle(label()), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value`, titled by `label`, reporting its edits.
  public nonisolated init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title: contentTitle(label()), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper over a formatted value within `bounds`, titled by `label`.
  public nonisolated init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
    format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      title: contentTitle(label()), value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper over a formatted value, titled by `label`.
  public nonisolated init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(title: contentTitle(label()), value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `label` that runs `onIncrement` / `onDecrement` when pressed.
  public nonisolated init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      title: contentTitle(label()), onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

@MainActor extension Stepper: LeafView, TitledControl {
  package static var _typeName: String { "Stepper" }
  package var _label: String {
    "Stepper(\(ValueDescription.quote(title))" + (location.map { ", value: \($0.peekValue())" } ?? "")
      + (bounds.map { ", in: \($0)" } ?? "") + ")"
  }
  package var _boundLocations: [AnyLocationBase] { location.map { [$0] } ?? [] }
  var _title: String { title }
}

/// A stepper, whatever its label: what `Step.increment(_:)` and `Step.decrement(_:)` press.
@MainActor
protocol StepperControl: TitledControl {
  /// Presses the `+` (`up`) or the `−` half.
  func _press(up: Bool)
}

@MainActor extension Stepper: StepperControl {
  func _press(up: Bool) { adjust(up) }
}

/// The texts a person reads in `content` (a control's label), joined.
nonisolated func contentTitle(_ content: some View) -> String {
  describingFromAnyIsolation(content) { content in
    var expander = Expander(graph: nil)
    expander.add(content)
    return Button<Text>.title(of: expander.placements)
  }
}

extension Step {
  /// Presses the `+` of the live stepper titled `title`: its binding gains one step.
  public static func increment(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    press(title, up: true, within: within, named: name)
  }

  /// Presses the `−` of the live stepper titled `title`: its binding loses one step.
  public static func decrement(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    press(title, up: false, within: within, named: name)
  }

  private static func press(_ title: String, up: Bool, within: String?, named name: String?) -> Step {
    let verb = up ? "increment" : "decrement"
    return Step(name: name ?? "\(verb) \(ValueDescription.quote(title))", kind: .adjust) { graph throws(EngineError) in
      let stepper = try graph.feature(ControlFeature.self).control(
        (any StepperControl).self, kind: "stepper", title: title, within: within)
      return { stepper._press(up: up) }
    }
  }
}
