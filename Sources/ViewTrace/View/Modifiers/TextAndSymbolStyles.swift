// Font, symbol and control-size spellings, recorded on the view as written.

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

extension Font {
  /// A font design, as in SwiftUI; recorded as written.
  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A system font of `size` points with a weight and a design.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    var arguments = ["size: \(formatNumber(size))"]
    if let weight { arguments.append("weight: \(weight)") }
    if let design { arguments.append("design: .\(design.rawValue)") }
    return Font(name: "system(\(arguments.joined(separator: ", ")))")
  }

  /// A text style's system font with a design and a weight (`.system(.title, design: .rounded)`).
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    var arguments = [".\(style.name)"]
    if let design { arguments.append("design: .\(design.rawValue)") }
    if let weight { arguments.append("weight: \(weight)") }
    return Font(name: "system(\(arguments.joined(separator: ", ")))")
  }

  /// This font, bold (`.title3.bold()`).
  public func bold() -> Font { Font(name: "\(name).bold()") }
  /// This font, italic.
  public func italic() -> Font { Font(name: "\(name).italic()") }
  /// This font with `weight`.
  public func weight(_ weight: Weight) -> Font { Font(name: "\(name).weight(\(weight))") }
  /// This font with monospaced digits.
  public func monospacedDigit() -> Font { Font(name: "\(name).monospacedDigit()") }
}

extension Image {
  /// How a symbol's layers are coloured.
  public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The mode as written (`.hierarchical`).
    public var description: String { ".\(name)" }
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in several colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the given styles.
    public static let palette = SymbolRenderingMode(name: "palette")
  }
}

extension View {
  /// How symbol images below draw their layers; recorded on the view as written.
  public func symbolRenderingMode(_ mode: Image.SymbolRenderingMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolRenderingMode", mode?.description ?? "nil")
  }

  /// The size class of controls below (`.large`); recorded on the view as written.
  public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _StyleModifier> {
    styled("controlSize", ".\(size.rawValue)")
  }
}

/// The size of controls, as in SwiftUI.
public enum ControlSize: String, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}
