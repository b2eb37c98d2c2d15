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
public protocol Shape: Animatable, View, _DrawnAsLeaf {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Shapes have no body: the engine draws them as leaves.
  public var body: Never { primitiveBody(typeDisplayName(Self.self)) }
  /// A custom shape is a leaf named after its type.
  public var _leaf: any View { _ShapeLeaf(shape: self) }
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
  /// Placed under its shape's type name (`Wedge`).
  package func _expand(into expander: inout Expander) {
    expander.place(self, kind: .leaf, type: typeDisplayName(type(of: shape)))
  }
}

/// How a shape prints in a recorded modifier (`.clipShape(Circle())`).
nonisolated func describeShape(_ shape: some Shape) -> String {
  describingFromAnyIsolation(shape) { shape in (shape as? any LeafView)?._label ?? _ShapeLeaf(shape: shape)._label }
}

extension Shape {
  /// `.fill(_:)`, as in SwiftUI: recorded on the shape's node as styling; a change redraws it.
  public nonisolated func fill(_ content: some ShapeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("fill", describeStyle(content))
  }
  /// `.fill()` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public nonisolated func fill() -> ModifiedContent<Self, _StyleModifier> { styled("fill") }
  /// `.stroke(_:lineWidth:)`, as in SwiftUI: recorded on the shape's node as styling; a change redraws it.
  public nonisolated func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", describeStyle(content) + (lineWidth == 1 ? "" : ", lineWidth: \(formatNumber(lineWidth))"))
  }
  /// `.strokeBorder(lineWidth:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("strokeBorder", lineWidth == 1 ? "" : "lineWidth: \(formatNumber(lineWidth))")
  }
  /// `.strokeBorder(style:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("strokeBorder", "style: \(style)")
  }
  /// `.strokeBorder(_:style:)`, as in SwiftUI: recorded on the shape's node as styling.
  public nonisolated func strokeBorder(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("strokeBorder", describeStyle(content) + ", style: \(style)")
  }
  /// `.strokeBorder(_:lineWidth:)`, as in SwiftUI: recorded on the shape's node as styling.
  public nonisolated func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("strokeBorder", describeStyle(content) + (lineWidth == 1 ? "" : ", lineWidth: \(formatNumber(lineWidth))"))
  }
}
