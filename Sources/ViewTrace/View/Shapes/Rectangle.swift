import Foundation

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
