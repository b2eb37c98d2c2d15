/// A date picker's look, as in SwiftUI: `.datePickerStyle(.compact)` or `.datePickerStyle(CompactDatePickerStyle())`.
/// Recorded on the view as written, by the style's member name (`.compact`); the look
/// itself is not drawn.
public protocol DatePickerStyle: _RecordedStyle {}

/// `.automatic`: the platform's default date picker look.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// `DefaultDatePickerStyle()`, as in SwiftUI.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// `.compact`: a compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// `CompactDatePickerStyle()`, as in SwiftUI.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// `.graphical`: a calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// `GraphicalDatePickerStyle()`, as in SwiftUI.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// `.wheel`: wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// `WheelDatePickerStyle()`, as in SwiftUI.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// `.field`: a text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "field" }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// `FieldDatePickerStyle()`, as in SwiftUI.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

/// `.stepperField`: a text field with a stepper (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "stepperField" }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// `StepperFieldDatePickerStyle()`, as in SwiftUI.
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
  /// `.datePickerStyle(_:)`, as in SwiftUI: recorded on the view as written.
  public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("datePickerStyle", "." + S._styleName)
  }
}
