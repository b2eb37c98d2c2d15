// Style and shape spellings SwiftUI code writes (`.foregroundStyle(.tint)`,
// `.clipShape(.rect(cornerRadius: 12))`), recorded as written.

extension ShapeStyle where Self == Color {
  /// The tint (`.foregroundStyle(.tint)`): recorded as `.tint`, drawn as the accent color.
  public static var tint: Color { Color(named: "tint", 0, 0.48, 1) }
}

/// The view's background (`.background(.background, in: ...)`), recorded as `.background`.
public struct BackgroundStyle: ShapeStyle, Equatable, CustomStringConvertible {
  /// `.background`.
  public var description: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the environment.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension Shape where Self == RoundedRectangle {
  /// `.rect(cornerRadius:)`, the iOS 17 spelling of a rounded rectangle.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Rectangle {
  /// `.rect`, a rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
  /// `.circle`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// `.capsule`.
  public static var capsule: Capsule { Capsule() }
}
