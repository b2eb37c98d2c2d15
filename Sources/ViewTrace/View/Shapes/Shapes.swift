import Foundation

/// A 2D shape, as in SwiftUI: `path(in:)` draws it in a rectangle.
///
/// Built-in shapes (`Rectangle`, `Circle`, ...) and custom ones are
/// framework leaves: their drawn value is their parameters, for a custom
/// shape its stored properties (`Wedge(angle: 30)`), so a new value of one
/// redraws the shape and runs no body. `path(in:)` is layout work the engine
/// does not do: it is never called by an update, as SwiftUI calls it when it
/// draws. `.fill(_:)`, `.stroke(_:lineWidth:)` and `.trim(from:to:)` are
/// recorded on the shape's node as styling.
///
/// ```swift
/// struct Wedge: Shape {
///   var angle: Double
///   var animatableData: Double { get { angle } set { angle = newValue } }
///   func path(in rect: CGRect) -> Path {
///     var path = Path()
///     path.move(to: CGPoint(x: rect.midX, y: rect.midY))
///     path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///                 startAngle: .zero, endAngle: .degrees(angle), clockwise: false)
///     path.closeSubpath()
///     return path
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: Animatable, View {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Shapes have no body: the engine draws them as leaves.
  public var body: Never { primitiveBody(typeDisplayName(Self.self)) }
}

/// A custom shape placed as a leaf: its drawn value is its stored properties.
struct _ShapeLeaf: LeafView {
  let shape: any Shape
  static var _typeName: String { "Shape" }
  var _label: String {
    let fields = Mirror(reflecting: shape).children.compactMap { child -> String? in
      guard let name = child.label else { return nil }
      return "\(name.hasPrefix("_") ? String(name.dropFirst()) : name): \(ValueDescription.describe(child.value))"
    }
    return typeDisplayName(type(of: shape)) + "(" + fields.joined(separator: ", ") + ")"
  }
  var body: Never { primitiveBody("Shape") }
}

extension Expander {
  /// A custom shape is a leaf named after its type.
  mutating func placeShape(_ shape: any Shape) {
    place(_ShapeLeaf(shape: shape), kind: .leaf, type: typeDisplayName(type(of: shape)))
  }
}

/// Something a shape is filled or stroked with; `Color` is one.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The named colours as styles, so `.fill(.red)` reads as in SwiftUI.
extension ShapeStyle where Self == Color {
  /// `Color.black` as a style.
  public static var black: Color { Color.black }
  /// `Color.white` as a style.
  public static var white: Color { Color.white }
  /// `Color.gray` as a style.
  public static var gray: Color { Color.gray }
  /// `Color.red` as a style.
  public static var red: Color { Color.red }
  /// `Color.orange` as a style.
  public static var orange: Color { Color.orange }
  /// `Color.yellow` as a style.
  public static var yellow: Color { Color.yellow }
  /// `Color.green` as a style.
  public static var green: Color { Color.green }
  /// `Color.blue` as a style.
  public static var blue: Color { Color.blue }
  /// `Color.purple` as a style.
  public static var purple: Color { Color.purple }
  /// `Color.pink` as a style.
  public static var pink: Color { Color.pink }
  /// `Color.clear` as a style.
  public static var clear: Color { Color.clear }
  /// `Color.primary` as a style.
  public static var primary: Color { Color.primary }
  /// `Color.secondary` as a style.
  public static var secondary: Color { Color.secondary }
}

/// The corners of a rounded rectangle, as in SwiftUI.
public enum RoundedCornerStyle: String, Sendable, CaseIterable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners.
  case continuous
}

/// A rectangle, as in SwiftUI.
public struct Rectangle: Shape, Equatable {
  /// A rectangle.
  public init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Rectangle") }
}

/// A rectangle with rounded corners, as in SwiftUI; its radius is part of its drawn label.
public struct RoundedRectangle: Shape, Equatable {
  let cornerRadius: Double
  let style: RoundedCornerStyle
  /// A rounded rectangle with corners of `cornerRadius` points.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("RoundedRectangle") }
}

/// A circle, as in SwiftUI.
public struct Circle: Shape, Equatable {
  /// A circle.
  public init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Circle") }
}

/// An ellipse, as in SwiftUI.
public struct Ellipse: Shape, Equatable {
  /// An ellipse.
  public init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Ellipse") }
}

/// A capsule, as in SwiftUI.
public struct Capsule: Shape, Equatable {
  let style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Capsule") }
}

extension Rectangle {
  /// The whole rectangle.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  /// The rectangle with its corners rounded.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: CGFloat(cornerRadius), style: style)
  }
}

extension Circle {
  /// The largest circle centred in the rectangle.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

extension Ellipse {
  /// The ellipse inscribed in the rectangle.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Capsule {
  /// The rectangle with half its shorter side as corner radius.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

extension Rectangle: LeafView {
  static var _typeName: String { "Rectangle" }
  var _label: String { "Rectangle()" }
}

extension RoundedRectangle: LeafView {
  static var _typeName: String { "RoundedRectangle" }
  var _label: String {
    "RoundedRectangle(cornerRadius: \(formatNumber(cornerRadius))"
      + (style == .continuous ? ")" : ", style: .\(style.rawValue))")
  }
}

extension Circle: LeafView {
  static var _typeName: String { "Circle" }
  var _label: String { "Circle()" }
}

extension Ellipse: LeafView {
  static var _typeName: String { "Ellipse" }
  var _label: String { "Ellipse()" }
}

extension Capsule: LeafView {
  static var _typeName: String { "Capsule" }
  var _label: String { style == .continuous ? "Capsule()" : "Capsule(style: .\(style.rawValue))" }
}

/// How a style prints in a recorded modifier: `.red`, or its type's name.
func describeStyle(_ style: some ShapeStyle) -> String {
  (style as? any CustomStringConvertible)?.description ?? typeDisplayName(type(of: style))
}

/// How a shape prints in a recorded modifier (`.clipShape(Circle())`).
@MainActor
func describeShape(_ shape: some Shape) -> String {
  (shape as? any LeafView)?._label ?? _ShapeLeaf(shape: shape)._label
}

extension Shape {
  /// `.fill(_:)`, as in SwiftUI: recorded on the shape's node as styling; a change redraws it.
  public func fill(_ content: some ShapeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("fill", describeStyle(content))
  }
  /// `.fill()` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public func fill() -> ModifiedContent<Self, _StyleModifier> { styled("fill") }
  /// `.stroke(_:lineWidth:)`, as in SwiftUI: recorded on the shape's node as styling; a change redraws it.
  public func stroke(_ content: some ShapeStyle, lineWidth: Double = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", describeStyle(content) + (lineWidth == 1 ? "" : ", lineWidth: \(formatNumber(lineWidth))"))
  }
  /// `.strokeBorder(_:lineWidth:)`, as in SwiftUI: recorded on the shape's node as styling.
  public func strokeBorder(_ content: some ShapeStyle, lineWidth: Double = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("strokeBorder", describeStyle(content) + (lineWidth == 1 ? "" : ", lineWidth: \(formatNumber(lineWidth))"))
  }
}
