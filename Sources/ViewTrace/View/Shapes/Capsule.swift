import Foundation

/// A capsule, as in SwiftUI.
public nonisolated struct Capsule: Shape, Equatable {
  let style: RoundedCornerStyle
  /// A capsule.
  public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Capsule") }
}

extension Capsule {
  /// The rectangle with half its shorter side as corner radius.
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

@MainActor extension Capsule: LeafView {
  package static var _typeName: String { "Capsule" }
  package var _label: String { style == .continuous ? "Capsule()" : "Capsule(style: .\(style.rawValue))" }
}
