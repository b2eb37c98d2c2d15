/// A thin line between views, as in SwiftUI. A framework leaf.
public nonisolated struct Divider: View, Equatable {
  /// A divider.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Divider") }
}

@MainActor extension Divider: LeafView {
  package static var _typeName: String { "Divider" }
  package var _label: String { "Divider()" }
}
