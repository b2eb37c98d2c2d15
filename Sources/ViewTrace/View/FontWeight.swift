extension Font {
  /// A font's weight, as in SwiftUI; recorded as written.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The weight as written (`.semibold`).
    public var description: String { ".\(name)" }
    /// Ultra light.
    public static let ultraLight = Weight(name: "ultraLight")
    /// Thin.
    public static let thin = Weight(name: "thin")
    /// Light.
    public static let light = Weight(name: "light")
    /// Regular.
    public static let regular = Weight(name: "regular")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Semibold.
    public static let semibold = Weight(name: "semibold")
    /// Bold.
    public static let bold = Weight(name: "bold")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
    /// Black.
    public static let black = Weight(name: "black")
  }
}

extension View {
  /// `.fontWeight(_:)`: recorded on the view as written; a new weight redraws it.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fontWeight", weight?.description ?? "nil")
  }
}

extension ShapeStyle where Self == Color {
  /// The tint (`.foregroundStyle(.tint)`): recorded as `.tint`, drawn as the accent color.
  public static var tint: Color { Color(named: "tint", 0, 0.48, 1) }
}
