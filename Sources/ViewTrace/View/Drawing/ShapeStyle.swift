import Foundation

/// A shape whose modifiers keep it a shape (`.trim(from:to:)` then `.stroke`).
@MainActor extension ModifiedContent: Animatable where Content: Shape, Modifier == _StyleModifier {}

@MainActor extension ModifiedContent: _DrawnAsLeaf where Content: Shape, Modifier == _StyleModifier {}

@MainActor extension ModifiedContent: Shape where Content: Shape, Modifier == _StyleModifier {
  /// The modified shape's outline.
  public func path(in rect: CGRect) -> Path { content.path(in: rect) }
}

extension Shape {
  /// `.trim(from:to:)`, as in SwiftUI: the part of the outline drawn,
  /// recorded on the shape's node; a change (a progress ring's value) redraws it.
  public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("trim", "from: \(formatNumber(Double(startFraction))), to: \(formatNumber(Double(endFraction)))")
  }
  /// `.fill(_:style:)`, as in SwiftUI: recorded on the shape's node.
  public nonisolated func fill(_ content: some ShapeStyle, style: FillStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("fill", describeStyle(content) + style.arguments)
  }
  /// `.stroke(_:style:)`, as in SwiftUI: recorded on the shape's node.
  public nonisolated func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", describeStyle(content) + ", style: \(style)")
  }
  /// `.stroke(style:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public nonisolated func stroke(style: StrokeStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", "style: \(style)")
  }
  /// `.stroke(lineWidth:)` with the foreground style, as in SwiftUI: recorded on the shape's node.
  public nonisolated func stroke(lineWidth: CGFloat = 1) -> ModifiedContent<Self, _StyleModifier> {
    styled("stroke", lineWidth == 1 ? "" : "lineWidth: \(formatNumber(Double(lineWidth)))")
  }
}

extension View {
  /// `.background(_:ignoresSafeAreaEdges:)` with a style (`.thinMaterial`, a
  /// gradient), as in SwiftUI: recorded on the view; a change redraws it.
  public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("background", describeStyle(style) + (edges == .all ? "" : ", ignoresSafeAreaEdges: \(edges.text)"))
  }
  /// `.background(_:in:fillStyle:)`, as in SwiftUI: the style filling
  /// `shape` behind the view, recorded on the view; a change redraws it.
  public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("background", describeStyle(style) + ", in: \(describeShape(shape))" + fillStyle.arguments)
  }
  /// `.background(in:fillStyle:)` with the background style, as in SwiftUI: recorded on the view.
  public nonisolated func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("background", "in: \(describeShape(shape))" + fillStyle.arguments)
  }
}

/// Something a shape is filled or stroked with, or text drawn with: a colour, a gradient, a
/// material, a hierarchical level (`.secondary`), or an app's own style.
///
/// As in SwiftUI, an app's own style implements ``resolve(in:)`` and returns another style; the
/// framework's own styles resolve themselves (their `Resolved` is `Never`). A style is recorded on
/// the view as written: an app's own style by its value (`Emphasis(level: 2)`), so a change of its
/// stored properties redraws the view. Its `resolve(in:)` is not called: the trace records what a
/// view was given, not the colour it became.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to; `Never` for the framework's own styles.
  associatedtype Resolved: ShapeStyle = Never
  /// The style to draw with in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// The framework's own styles are drawn as they are; they are never resolved.
  public nonisolated func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) is drawn as it is, never resolved")
  }
}

/// No style: the `Resolved` of a style that resolves itself.
extension Never: ShapeStyle {}

extension Color: ShapeStyle {
  /// The colour's components, as in SwiftUI. A system colour's are its light appearance's
  /// (the scenario's colour scheme does not change them).
  public nonisolated func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
  }
}

extension Color.Resolved: ShapeStyle, CustomStringConvertible {
  /// `Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)`.
  public var description: String {
    let parts = [("red", red), ("green", green), ("blue", blue), ("opacity", opacity)]
    return "Color.Resolved(" + parts.map { "\($0.0): \(formatNumber(Double($0.1)))" }.joined(separator: ", ") + ")"
  }
}

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
}

/// How a style prints in a recorded modifier: `.red`, `.secondary`, or an app's own style by
/// its value (`Emphasis(level: 2)`).
func describeStyle(_ style: some ShapeStyle) -> String {
  (style as? any CustomStringConvertible)?.description ?? ValueDescription.describe(style)
}
