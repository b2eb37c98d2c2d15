import Foundation

/// A flexible space along the stack's axis.
public nonisolated struct Spacer: View, Equatable {
  let minLength: CGFloat?
  /// A flexible space, at least `minLength` points.
  public nonisolated init(minLength: CGFloat? = nil) { self.minLength = minLength }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Spacer") }
}

@MainActor extension Spacer: LeafView {
  package static var _typeName: String { "Spacer" }
  package var _label: String { minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()" }
}
