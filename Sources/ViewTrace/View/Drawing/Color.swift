import Foundation

/// A colour, usable as a view and as a style.
///
/// `Color.random()` draws from the scenario's seeded generator, so the seed
/// samples' "background changes colour when the body runs" is reproducible.
/// As in SwiftUI, `Color` is a `Sendable` value whose `View` conformance is
/// declared apart: `var tint: Color = .orange` works in any class or actor.
public nonisolated struct Color: Hashable, Sendable, CustomStringConvertible {
  let name: String?
  let red: Double
  let green: Double
  let blue: Double
  /// The opacity `Color.opacity(_:)` gave it (1: opaque).
  var alpha: Double = 1
  /// How the colour is printed inside `Color(…)` when it is not made from components: an asset
  /// catalogue's name, quoted (`Color("Brand")`), or a UIKit colour (`Color(UIColor.systemGray)`).
  var written: String? = nil

  /// A colour from components in 0...1.
  public nonisolated init(red: Double, green: Double, blue: Double) {
    self.name = nil
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from components and an opacity in 0...1 (`Color(red: 1, green: 0, blue: 0, opacity: 0.5)`).
  public nonisolated init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.init(red: red, green: green, blue: blue)
    alpha = opacity
  }

  /// A grey of `white` (0: black, 1: white) and an opacity.
  public nonisolated init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness in 0...1, and an opacity.
  public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  init(named name: String, _ red: Double, _ green: Double, _ blue: Double) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `Color.black`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let black = Color(named: "black", 0, 0, 0)
  /// `Color.white`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let white = Color(named: "white", 1, 1, 1)
  /// `Color.gray`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let gray = Color(named: "gray", 0.56, 0.56, 0.58)
  /// `Color.red`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let red = Color(named: "red", 1, 0.23, 0.19)
  /// `Color.orange`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let orange = Color(named: "orange", 1, 0.58, 0)
  /// `Color.yellow`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let yellow = Color(named: "yellow", 1, 0.8, 0)
  /// `Color.green`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let green = Color(named: "green", 0.2, 0.78, 0.35)
  /// `Color.blue`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let blue = Color(named: "blue", 0, 0.48, 1)
  /// `Color.purple`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let purple = Color(named: "purple", 0.69, 0.32, 0.87)
  /// `Color.pink`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let pink = Color(named: "pink", 1, 0.18, 0.33)
  /// `Color.clear`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let clear = Color(named: "clear", 0, 0, 0)
  /// `Color.accentColor`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let accentColor = Color(named: "accentColor", 0, 0.48, 1)
  /// `Color.primary`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let primary = Color(named: "primary", 0, 0, 0)
  /// `Color.secondary`, as in SwiftUI (a fixed RGB value; drawn values are compared as text).
  public static let secondary = Color(named: "secondary", 0.24, 0.24, 0.26)

  /// A random colour from the running scenario's seeded generator.
  @MainActor
  public static func random() -> Color {
    var rng = scenarioRandom
    return Color(
      red: Double(rng.next() % 256) / 255, green: Double(rng.next() % 256) / 255,
      blue: Double(rng.next() % 256) / 255)
  }

  /// This colour with `opacity`, as in SwiftUI: still a colour (a view whose
  /// drawn value includes it, and a style), not an `.opacity` modifier.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha *= opacity
    return copy
  }

  /// `.red`, or `Color(#RRGGBB)` for a colour made from components;
  /// `.red.opacity(0.5)` with an opacity.
  nonisolated public var description: String {
    alpha == 1 ? opaqueDescription : opaqueDescription + ".opacity(\(formatNumber(alpha)))"
  }

  nonisolated private var opaqueDescription: String {
    if let written { return "Color(\(written))" }
    if let name { return ".\(name)" }
    func hex(_ v: Double) -> String {
      let n = Int((min(max(v, 0), 1) * 255).rounded())
      return String(n, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "Color(#\(hex(red))\(hex(green))\(hex(blue)))"
  }
}

@MainActor extension Color: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Color") }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}

@MainActor extension Color: LeafView {
  package static var _typeName: String { "Color" }
  package var _label: String { description }
}

extension Color {
  /// A colour space of components, as in SwiftUI (`.sRGB`, `.sRGBLinear`, `.displayP3`); the
  /// components are kept as given.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }
  /// A colour of `colorSpace` from components in 0...1.
  public nonisolated init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  /// A grey of `colorSpace`.
  public nonisolated init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
  /// A colour from the asset catalogue of `bundle`: drawn by name (`Color("Brand")`); its
  /// components are unknown here (grey), and the bundle is not read.
  public nonisolated init(_ name: String, bundle: Bundle? = nil) {
    self.init(red: 0.5, green: 0.5, blue: 0.5)
    written = ValueDescription.quote(name)
  }
  /// A colour's resolved components, as in SwiftUI.
  public struct Resolved: Hashable, Sendable {
    /// The red component.
    public var red: Float
    /// The green component.
    public var green: Float
    /// The blue component.
    public var blue: Float
    /// The opacity.
    public var opacity: Float
    /// Resolved components.
    public nonisolated init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }
  }
  /// A colour from resolved components.
  public nonisolated init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }
}

extension Color: WrittenValue {
  package nonisolated var _writtenText: String { description }
}
