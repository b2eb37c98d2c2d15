/// A type-erased view. Identity follows the wrapped type: wrapping a view of
/// another type makes a new identity.
public nonisolated struct AnyView: View {
  let storage: any View
  /// Erases the type of `view`; its identity does not change.
  public nonisolated init<V: View>(_ view: V) { self.storage = (view as? AnyView)?.storage ?? view }
  /// Erases the type of `view`.
  public nonisolated init<V: View>(erasing view: V) { self.init(view) }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("AnyView") }
}

@MainActor extension AnyView: BuiltinView {
  package func _expand(into expander: inout Expander) { expander.add(storage) }
}
