/// A level of the foreground style, as in SwiftUI: `.primary` through `.quinary`, each fainter
/// than the one before. Recorded as written (`.foregroundStyle(.tertiary)`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  let level: String

  /// `.secondary`, as written.
  public var description: String { ".\(level)" }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "primary") }
  /// The second level of the foreground style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "secondary") }
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "tertiary") }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "quaternary") }
  /// The fifth level of the foreground style.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "quinary") }
}

extension ShapeStyle {
  /// This style's second level (`.tint.secondary`), recorded as written.
  public var secondary: some ShapeStyle { AnyShapeStyle(written: describeStyle(self) + ".secondary") }
  /// This style's third level, recorded as written.
  public var tertiary: some ShapeStyle { AnyShapeStyle(written: describeStyle(self) + ".tertiary") }
  /// This style's fourth level, recorded as written.
  public var quaternary: some ShapeStyle { AnyShapeStyle(written: describeStyle(self) + ".quaternary") }
  /// This style's fifth level, recorded as written.
  public var quinary: some ShapeStyle { AnyShapeStyle(written: describeStyle(self) + ".quinary") }
}
