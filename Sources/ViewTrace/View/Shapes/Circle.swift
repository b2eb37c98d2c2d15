import Foundation

/// A circle, as in SwiftUI.
public nonisolated struct Circle: Shape, Equatable {
  /// A circle.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Circle") }
}

/// An ellipse, as in SwiftUI.
public nonisolated struct Ellipse: Shape, Equatable {
  /// An ellipse.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Ellipse") }
}

extension Circle {
  /// The largest circle centred in the rectangle.
  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

extension Ellipse {
  /// The ellipse inscribed in the rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

@MainActor extension Circle: LeafView {
  package static var _typeName: String { "Circle" }
  package var _label: String { "Circle()" }
}

@MainActor extension Ellipse: LeafView {
  package static var _typeName: String { "Ellipse" }
  package var _label: String { "Ellipse()" }
}
