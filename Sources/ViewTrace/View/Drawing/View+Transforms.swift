import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform, as in CoreGraphics (not in Linux's Foundation).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    /// A transform from its entries.
    public nonisolated init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The identity.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation.
    public nonisolated init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public nonisolated init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians.
    public nonisolated init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
  }
#endif

/// A 3x3 projection, as in SwiftUI.
public struct ProjectionTransform: Hashable, Sendable {
  /// The entries, row by row.
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0, m31 = 0.0, m32 = 0.0, m33 = 1.0
  /// The identity.
  public nonisolated init() {}
  /// The projection of an affine transform.
  public nonisolated init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
  }
}

extension View {
  /// `.projectionEffect(_:)`: recorded on the view.
  public nonisolated func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _StyleModifier> {
    styled("projectionEffect", ValueDescription.describe(transform))
  }

  /// `.transformEffect(_:)`: recorded on the view.
  public nonisolated func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _StyleModifier> {
    styled("transformEffect", ValueDescription.describe(transform))
  }
}

extension View {
  /// `.clipped(antialiased:)`: recorded on the view as written.
  public nonisolated func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipped", antialiased ? "antialiased: true" : "")
  }

  /// `.rotationEffect(_:anchor:)`: recorded on the view as written; a new angle redraws the view.
  public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _StyleModifier> {
    styled("rotationEffect", "\(angle)" + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.scaleEffect(_:anchor:)`: recorded on the view as written.
  public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _StyleModifier> {
    styled("scaleEffect", formatNumber(scale) + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.scaleEffect(x:y:anchor:)`: recorded on the view as written.
  public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scaleEffect", "x: \(formatNumber(x)), y: \(formatNumber(y))" + (anchor == .center ? "" : ", anchor: \(anchor)"))
  }

  /// `.containerShape(_:)`: recorded on the view as written.
  public nonisolated func containerShape<T: Shape>(_ shape: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerShape", String(describing: T.self) + "()")
  }
}

extension View {
  /// `.mask(alignment:_:)`: the mask's type is recorded on the view (a mask draws, it has no state).
  public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("mask", TypeNames.shared.name(of: Mask.self))
  }
}

extension View {
  /// `.clipShape(_:style:)`: recorded on the view as written.
  public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipShape", describeShape(shape) + style.arguments)
  }

  /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: recorded on the view as written.
  public nonisolated func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "rotation3DEffect",
      "\(angle), axis: (x: \(formatNumber(axis.x)), y: \(formatNumber(axis.y)), z: \(formatNumber(axis.z)))")
  }
}

extension View {
  /// `.clipShape(_:)`, as in SwiftUI: recorded on the view as written; a change of shape redraws the view.
  public nonisolated func clipShape(_ shape: some Shape) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipShape", describeShape(shape))
  }
}
