import Foundation

/// The corners of a rounded rectangle, as in SwiftUI.
public enum RoundedCornerStyle: String, Sendable, CaseIterable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners.
  case continuous
}

/// A rectangle, as in SwiftUI.
public nonisolated struct Rectangle: Shape, Equatable {
  /// A rectangle.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Rectangle") }
}

/// A rectangle with rounded corners, as in SwiftUI; its radius is part of its drawn label.
public nonisolated struct RoundedRectangle: Shape, Equatable {
  let cornerRadius: CGFloat
  let style: RoundedCornerStyle
  /// A rounded rectangle with corners of `cornerRadius` points.
  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("RoundedRectangle") }
}

extension Rectangle {
  /// The whole rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  /// The rectangle with its corners rounded.
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: CGFloat(cornerRadius), style: style)
  }
}

@MainActor extension Rectangle: LeafView {
  package static var _typeName: String { "Rectangle" }
  package var _label: String { "Rectangle()" }
}

@MainActor extension RoundedRectangle: LeafView {
  package static var _typeName: String { "RoundedRectangle" }
  package var _label: String {
    "RoundedRectangle(cornerRadius: \(formatNumber(cornerRadius))"
      + (style == .continuous ? ")" : ", style: .\(style.rawValue))")
  }
}

/// The radii of a rectangle's four corners, as in SwiftUI.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top-leading radius.
  public var topLeading: CGFloat
  /// The bottom-leading radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing radius.
  public var topTrailing: CGFloat
  /// The four radii (0 when not given).
  public nonisolated init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
      (topLeading, bottomLeading, bottomTrailing, topTrailing)
  }
}

/// A rectangle whose corners have radii of their own, as in SwiftUI: a shape drawn from its
/// radii, so a new radius redraws it.
public nonisolated struct UnevenRoundedRectangle: Shape, Equatable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are rounded.
  public var style: RoundedCornerStyle
  /// A rectangle with `cornerRadii`.
  public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    (self.cornerRadii, self.style) = (cornerRadii, style)
  }
  /// A rectangle with a radius per corner.
  public nonisolated init(
    topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
    topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }
  /// The rectangle, its corners rounded by their smallest radius (draw-time work; never run by
  /// an update).
  public nonisolated func path(in rect: CGRect) -> Path {
    let radius = min(cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing)
    return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: style)
  }
}

extension RoundedRectangle {
  /// A rounded rectangle whose corners are `cornerSize` (drawn with the width as the radius).
  public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: Double(cornerSize.width), style: style)
  }
}
