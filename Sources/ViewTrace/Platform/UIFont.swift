import Foundation

/// UIKit's font, the part of it SwiftUI view files use: the text styles' fonts
/// (`preferredFont(forTextStyle:)`), the system font at a size and weight, named fonts, and
/// `Font(_:)` to use one in SwiftUI. At the default Dynamic Type size (Large), as on an iPhone.
///
/// A SwiftUI font made from one prints as written: `.font(.init(UIFont.systemFont(ofSize: 15,
/// weight: .semibold)))`.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name (`.SFUI-Semibold` for the system font).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// How the font was made, as UIKit code.
  let written: String

  init(fontName: String, pointSize: CGFloat, written: String) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.written = written
  }

  /// The font named `fontName` at `fontSize` points (a name is not checked against installed
  /// fonts: every name gives a font).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(
      fontName: fontName, pointSize: fontSize,
      written: "UIFont(name: \(ValueDescription.quote(fontName)), size: \(formatNumber(Double(fontSize))))")
  }

  /// The family of ``fontName`` (`System Font` for the system font).
  open var familyName: String { fontName.hasPrefix(".SFUI") ? "System Font" : fontName }

  /// The same font at `fontSize` points.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize, written: "\(written).withSize(\(formatNumber(Double(fontSize))))")
  }

  /// The system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-Regular", pointSize: fontSize, written: "UIFont.systemFont(ofSize: \(formatNumber(Double(fontSize))))")
  }

  /// The system font at `fontSize` points and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUI-\(weight.faceName)", pointSize: fontSize,
      written: "UIFont.systemFont(ofSize: \(formatNumber(Double(fontSize))), weight: .\(weight.name))")
  }

  /// The bold system font at `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-Bold", pointSize: fontSize,
      written: "UIFont.boldSystemFont(ofSize: \(formatNumber(Double(fontSize))))")
  }

  /// The italic system font at `fontSize` points.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-RegularItalic", pointSize: fontSize,
      written: "UIFont.italicSystemFont(ofSize: \(formatNumber(Double(fontSize))))")
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUIMono-\(weight.faceName)", pointSize: fontSize,
      written: "UIFont.monospacedSystemFont(ofSize: \(formatNumber(Double(fontSize))), weight: .\(weight.name))")
  }

  /// The system font with digits of one width, at `fontSize` points and `weight`.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUI-\(weight.faceName)", pointSize: fontSize,
      written: "UIFont.monospacedDigitSystemFont(ofSize: \(formatNumber(Double(fontSize))), weight: .\(weight.name))")
  }

  /// The font of a text style at the default Dynamic Type size (`.body` is 17 points).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(
      fontName: style.isSemibold ? ".SFUI-Semibold" : ".SFUI-Regular", pointSize: style.pointSize,
      written: "UIFont.preferredFont(forTextStyle: .\(style.name))")
  }

  /// The size of the system font (17 points).
  open class var systemFontSize: CGFloat { 17 }
  /// The size of small system text (12 points).
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of labels (17 points).
  open class var labelFontSize: CGFloat { 17 }
  /// The size of buttons (18 points).
  open class var buttonFontSize: CGFloat { 18 }

  /// Fonts are equal when made the same way.
  open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.written == written }
  /// Hashes how the font was made.
  open override var hash: Int { written.hashValue }
  /// How the font was made, as UIKit code.
  open override var description: String { written }

  /// A font weight (`.regular`, `.semibold`, …).
  public struct Weight: Hashable, Sendable {
    let name: String
    /// The weight's value, -1…1.
    public let rawValue: CGFloat
    init(_ name: String, _ rawValue: CGFloat) {
      self.name = name
      self.rawValue = rawValue
    }
    var faceName: String { name.prefix(1).uppercased() + name.dropFirst() }
    /// Ultra light.
    public static let ultraLight = Weight("ultraLight", -0.8)
    /// Thin.
    public static let thin = Weight("thin", -0.6)
    /// Light.
    public static let light = Weight("light", -0.4)
    /// Regular.
    public static let regular = Weight("regular", 0)
    /// Medium.
    public static let medium = Weight("medium", 0.23)
    /// Semibold.
    public static let semibold = Weight("semibold", 0.3)
    /// Bold.
    public static let bold = Weight("bold", 0.4)
    /// Heavy.
    public static let heavy = Weight("heavy", 0.56)
    /// Black.
    public static let black = Weight("black", 0.62)
  }

  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, Sendable {
    let name: String
    let pointSize: CGFloat
    var isSemibold: Bool { name == "headline" }
    /// The large title (34 points).
    public static let largeTitle = TextStyle(name: "largeTitle", pointSize: 34)
    /// The first-level title (28 points).
    public static let title1 = TextStyle(name: "title1", pointSize: 28)
    /// The second-level title (22 points).
    public static let title2 = TextStyle(name: "title2", pointSize: 22)
    /// The third-level title (20 points).
    public static let title3 = TextStyle(name: "title3", pointSize: 20)
    /// Headings (17 points, semibold).
    public static let headline = TextStyle(name: "headline", pointSize: 17)
    /// Subheadings (15 points).
    public static let subheadline = TextStyle(name: "subheadline", pointSize: 15)
    /// Body text (17 points).
    public static let body = TextStyle(name: "body", pointSize: 17)
    /// Callouts (16 points).
    public static let callout = TextStyle(name: "callout", pointSize: 16)
    /// Footnotes (13 points).
    public static let footnote = TextStyle(name: "footnote", pointSize: 13)
    /// Captions (12 points).
    public static let caption1 = TextStyle(name: "caption1", pointSize: 12)
    /// Second captions (11 points).
    public static let caption2 = TextStyle(name: "caption2", pointSize: 11)
  }
}

extension Font {
  /// A UIKit font as a SwiftUI font (`Font(UIFont.preferredFont(forTextStyle: .body))`),
  /// printed as written: `.init(UIFont.preferredFont(forTextStyle: .body))`.
  public init(_ font: UIFont) {
    self.init(name: "init(\(font.written))")
  }
}
