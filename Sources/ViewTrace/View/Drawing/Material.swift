import Foundation

/// A translucent background material, as in SwiftUI (`.thinMaterial`).
public struct Material: ShapeStyle, Equatable, CustomStringConvertible {
  let name: String
  /// `.ultraThinMaterial`, as in SwiftUI.
  public static let ultraThin = Material(name: "ultraThinMaterial")
  /// `.thinMaterial`, as in SwiftUI.
  public static let thin = Material(name: "thinMaterial")
  /// `.regularMaterial`, as in SwiftUI.
  public static let regular = Material(name: "regularMaterial")
  /// `.thickMaterial`, as in SwiftUI.
  public static let thick = Material(name: "thickMaterial")
  /// `.ultraThickMaterial`, as in SwiftUI.
  public static let ultraThick = Material(name: "ultraThickMaterial")
  /// `.bar`, as in SwiftUI.
  public static let bar = Material(name: "bar")
  /// `.thinMaterial`.
  public var description: String { ".\(name)" }
}

extension ShapeStyle where Self == Material {
  /// `.ultraThinMaterial`, as in SwiftUI.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// `.thinMaterial`, as in SwiftUI.
  public static var thinMaterial: Material { .thin }
  /// `.regularMaterial`, as in SwiftUI.
  public static var regularMaterial: Material { .regular }
  /// `.thickMaterial`, as in SwiftUI.
  public static var thickMaterial: Material { .thick }
  /// `.ultraThickMaterial`, as in SwiftUI.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// `.bar`, as in SwiftUI.
  public static var bar: Material { .bar }
}
