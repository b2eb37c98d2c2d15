import Foundation

/// UIKit's colour, the part of it SwiftUI view files use: the system colours (`.label`,
/// `.systemGray`, `.secondarySystemBackground`, …), colours from components, and `Color(_:)` /
/// `Color(uiColor:)` to use one as a SwiftUI colour. On iOS `import SwiftUI` brings UIKit's
/// types along; here ViewTrace declares this one, and the `CompileForIOS` plugin answers a file's
/// `import UIKit` with ViewTrace too.
///
/// The system colours have their light-mode values (a scenario runs in light mode unless it sets
/// `\.colorScheme`; a dynamic colour is not re-resolved for dark mode). A colour made from one
/// prints as `Color(UIColor.systemGray)`.
open class UIColor: NSObject, @unchecked Sendable {
  /// The colour as SwiftUI draws it.
  let color: Color

  /// A colour from components in 0...1 and an opacity (`alpha`).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  /// A grey of `white` (0: black, 1: white) and an opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }

  /// A colour from hue, saturation and brightness in 0...1, and an opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
  }

  /// A colour from the app's asset catalogue (drawn by name; its components are unknown here).
  public convenience init?(named name: String) {
    self.init(Color(name))
  }

  /// A SwiftUI colour as a UIKit colour.
  public convenience init(_ color: Color) {
    self.init(color: color)
  }

  private init(color: Color) { self.color = color }

  /// This colour with `alpha` as its opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var copy = color
    copy.alpha = Double(alpha)
    return UIColor(color: copy)
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
  open override var hash: Int { color.hashValue }
  open override var description: String { color.description }

  static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
    var color = Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)
    color.written = "UIColor.\(name)"
    return UIColor(color: color)
  }

  // Label colours.
  open class var label: UIColor { system("label", 0, 0, 0) }
  open class var secondaryLabel: UIColor { system("secondaryLabel", 60, 60, 67, 0.6) }
  open class var tertiaryLabel: UIColor { system("tertiaryLabel", 60, 60, 67, 0.3) }
  open class var quaternaryLabel: UIColor { system("quaternaryLabel", 60, 60, 67, 0.18) }
  open class var placeholderText: UIColor { system("placeholderText", 60, 60, 67, 0.3) }
  open class var link: UIColor { system("link", 0, 122, 255) }
  // Backgrounds, fills and separators.
  open class var systemBackground: UIColor { system("systemBackground", 255, 255, 255) }
  open class var secondarySystemBackground: UIColor { system("secondarySystemBackground", 242, 242, 247) }
  open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground", 255, 255, 255) }
  open class var systemGroupedBackground: UIColor { system("systemGroupedBackground", 242, 242, 247) }
  open class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackground", 255, 255, 255)
  }
  open class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackground", 242, 242, 247)
  }
  open class var systemFill: UIColor { system("systemFill", 120, 120, 128, 0.2) }
  open class var secondarySystemFill: UIColor { system("secondarySystemFill", 120, 120, 128, 0.16) }
  open class var tertiarySystemFill: UIColor { system("tertiarySystemFill", 118, 118, 128, 0.12) }
  open class var quaternarySystemFill: UIColor { system("quaternarySystemFill", 116, 116, 128, 0.08) }
  open class var separator: UIColor { system("separator", 60, 60, 67, 0.29) }
  open class var opaqueSeparator: UIColor { system("opaqueSeparator", 198, 198, 200) }
  // Greys and tints.
  open class var systemGray: UIColor { system("systemGray", 142, 142, 147) }
  open class var systemGray2: UIColor { system("systemGray2", 174, 174, 178) }
  open class var systemGray3: UIColor { system("systemGray3", 199, 199, 204) }
  open class var systemGray4: UIColor { system("systemGray4", 209, 209, 214) }
  open class var systemGray5: UIColor { system("systemGray5", 229, 229, 234) }
  open class var systemGray6: UIColor { system("systemGray6", 242, 242, 247) }
  open class var systemRed: UIColor { system("systemRed", 255, 59, 48) }
  open class var systemOrange: UIColor { system("systemOrange", 255, 149, 0) }
  open class var systemYellow: UIColor { system("systemYellow", 255, 204, 0) }
  open class var systemGreen: UIColor { system("systemGreen", 52, 199, 89) }
  open class var systemMint: UIColor { system("systemMint", 0, 199, 190) }
  open class var systemTeal: UIColor { system("systemTeal", 48, 176, 199) }
  open class var systemCyan: UIColor { system("systemCyan", 50, 173, 230) }
  open class var systemBlue: UIColor { system("systemBlue", 0, 122, 255) }
  open class var systemIndigo: UIColor { system("systemIndigo", 88, 86, 214) }
  open class var systemPurple: UIColor { system("systemPurple", 175, 82, 222) }
  open class var systemPink: UIColor { system("systemPink", 255, 45, 85) }
  open class var systemBrown: UIColor { system("systemBrown", 162, 132, 94) }
  // Fixed colours.
  open class var black: UIColor { system("black", 0, 0, 0) }
  open class var white: UIColor { system("white", 255, 255, 255) }
  open class var clear: UIColor { system("clear", 0, 0, 0, 0) }
  open class var gray: UIColor { system("gray", 127.5, 127.5, 127.5) }
  open class var darkGray: UIColor { system("darkGray", 85, 85, 85) }
  open class var lightGray: UIColor { system("lightGray", 170, 170, 170) }
  open class var red: UIColor { system("red", 255, 0, 0) }
  open class var green: UIColor { system("green", 0, 255, 0) }
  open class var blue: UIColor { system("blue", 0, 0, 255) }
  open class var yellow: UIColor { system("yellow", 255, 255, 0) }
  open class var orange: UIColor { system("orange", 255, 127.5, 0) }
  open class var purple: UIColor { system("purple", 127.5, 0, 127.5) }
  open class var cyan: UIColor { system("cyan", 0, 255, 255) }
  open class var magenta: UIColor { system("magenta", 255, 0, 255) }
  open class var brown: UIColor { system("brown", 153, 102, 51) }
}

extension Color {
  /// A UIKit colour as a SwiftUI colour (`Color(.systemGray)`).
  public init(_ color: UIColor) { self = color.color }
  /// A UIKit colour as a SwiftUI colour (`Color(uiColor: .secondarySystemBackground)`).
  public init(uiColor: UIColor) { self = uiColor.color }
}
