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

extension Font {
  /// A font design, as in SwiftUI; recorded as written.
  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A system font of `size` points with a weight and a design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
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
  public nonisolated func bold() -> Font { Font(name: "\(name).bold()") }
  /// This font, italic.
  public nonisolated func italic() -> Font { Font(name: "\(name).italic()") }
  /// This font with `weight`.
  public nonisolated func weight(_ weight: Weight) -> Font { Font(name: "\(name).weight(\(weight))") }
  /// This font with monospaced digits.
  public nonisolated func monospacedDigit() -> Font { Font(name: "\(name).monospacedDigit()") }
}

/// A text style.
public struct Font: Equatable, Sendable {
  let name: String
  /// `.largeTitle`, as in SwiftUI; recorded on the view as written.
  public static let largeTitle = Font(name: "largeTitle")
  /// `.title`, as in SwiftUI; recorded on the view as written.
  public static let title = Font(name: "title")
  /// `.title2`, as in SwiftUI; recorded on the view as written.
  public static let title2 = Font(name: "title2")
  /// `.title3`, as in SwiftUI; recorded on the view as written.
  public static let title3 = Font(name: "title3")
  /// `.headline`, as in SwiftUI; recorded on the view as written.
  public static let headline = Font(name: "headline")
  /// `.subheadline`, as in SwiftUI; recorded on the view as written.
  public static let subheadline = Font(name: "subheadline")
  /// `.body`, as in SwiftUI; recorded on the view as written.
  public static let body = Font(name: "body")
  /// `.callout`, as in SwiftUI; recorded on the view as written.
  public static let callout = Font(name: "callout")
  /// `.footnote`, as in SwiftUI; recorded on the view as written.
  public static let footnote = Font(name: "footnote")
  /// `.caption`, as in SwiftUI; recorded on the view as written.
  public static let caption = Font(name: "caption")
  /// `.caption2`, as in SwiftUI; recorded on the view as written.
  public static let caption2 = Font(name: "caption2")
  /// A system font of `size` points.
  public static func system(size: CGFloat) -> Font { Font(name: "system(size: \(formatNumber(size)))") }
}

extension Font {
  /// A font's width, as in SwiftUI.
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Compressed.
    public static let compressed = Width(name: "compressed")
    /// Condensed.
    public static let condensed = Width(name: "condensed")
    /// Standard.
    public static let standard = Width(name: "standard")
    /// Expanded.
    public static let expanded = Width(name: "expanded")
    /// The width as written (`.condensed`).
    public var description: String { "." + name }
  }
}

extension Font {
  /// A text style a custom font scales with, as in SwiftUI.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  /// The font named `name` at `size` points, scaled with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), size: \(formatNumber(size)))")
  }
  /// The font named `name` at `size` points, scaled with `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), size: \(formatNumber(size)), relativeTo: .\(textStyle.rawValue))")
  }
  /// The font named `name` at a fixed `size` (not scaled by Dynamic Type).
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), fixedSize: \(formatNumber(fixedSize)))")
  }
}
