/// A view with no content.
public nonisolated struct EmptyView: View, Equatable {
  /// A view with no content.
  public nonisolated init() {}
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("EmptyView") }
}

// MARK: - Taken apart by the engine

@MainActor extension EmptyView: BuiltinView {
  package func _expand(into expander: inout Expander) {}
}
