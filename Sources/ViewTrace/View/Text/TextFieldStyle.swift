/// A text field's look, as in SwiftUI: `.textFieldStyle(.plain)` or `.textFieldStyle(PlainTextFieldStyle())`.
/// Recorded on the view as written, by the style's member name (`.plain`); the look
/// itself is not drawn.
public protocol TextFieldStyle: _RecordedStyle {}

/// `.automatic`: the platform's default text field look.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// `DefaultTextFieldStyle()`, as in SwiftUI.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// `.plain`: no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// `PlainTextFieldStyle()`, as in SwiftUI.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// `.roundedBorder`: a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// `RoundedBorderTextFieldStyle()`, as in SwiftUI.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// `.squareBorder`: a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "squareBorder" }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// `SquareBorderTextFieldStyle()`, as in SwiftUI.
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
  /// `.textFieldStyle(_:)`, as in SwiftUI: recorded on the view as written.
  public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("textFieldStyle", "." + S._styleName)
  }
}
