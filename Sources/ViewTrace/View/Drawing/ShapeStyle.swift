import Foundation

/// A shape whose modifiers keep it a shape (`.trim(from:to:)` then `.stroke`).
extension ModifiedContent: Animatable where Content: Shape, Modifier == _StyleModifier {}

extension ModifiedContent: _DrawnAsLeaf where Content: Shape, Modifier == _StyleModifier {}

extension ModifiedContent: Shape where Content: Shape, Modifier == _StyleModifier {
  /// The modified shape's outline.
  public func path(in rect: CGRect) -> Path { content.path(in: rect) }
}

extension Shape {
  /// `.trim(from:to:)`, as in SwiftUI: the part of the outline drawn,
  /// recorded on the shape's node; a change (a progress ring's value) redraws it.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("trim", "from: \(formatNumber(Double(startFraction))), to: \(formatNumber(Double(endFraction)))")
  }
  /// `.fill(_:style:)`, as in SwiftUI: recorded on the shape's node.
  public func fill(_ content: some ShapeStyle, style: FillStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("fill", describeStyle(content) + style.arguments)
  }
  /// `.stroke(_:style:)`, as in SwiftUI: recorded on the shape's node.
  public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", describeStyle(content) + ", style: \(style)")
  }
  /// `.stroke(style:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public func stroke(style: StrokeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", "style: \(style)")
  }
  /// `.stroke(lineWidth:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", lineWidth == 1 ? "" : "lineWidth: \(formatNumber(Double(lineWidth)))")
  }
}

extension View {
  /// `.background(_:ignoresSafeAreaEdges:)` with a style (`.thinMaterial`, a
  /// gradient), as in SwiftUI: recorded on the view; a change redraws it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("background", describeStyle(style) + (edges == .all ? "" : ", ignoresSafeAreaEdges: \(edges.text)"))
  }
  /// `.background(_:in:fillStyle:)`, as in SwiftUI: the style filling
  /// `shape` behind the view, recorded on the view; a change redraws it.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("background", describeStyle(style) + ", in: \(describeShape(shape))" + fillStyle.arguments)
  }
  /// `.background(in:fillStyle:)` with the background style, as in SwiftUI: recorded on the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("background", "in: \(describeShape(shape))" + fillStyle.arguments)
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

/// How a style prints in a recorded modifier: `.red`, or its type's name.
func describeStyle(_ style: some ShapeStyle) -> String {
  (style as? any CustomStringConvertible)?.description ?? typeDisplayName(type(of: style))
}
