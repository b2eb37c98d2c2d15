/// The views of a `ViewBuilder` block, in order. Each keeps its position as
/// part of its structural identity.
public nonisolated struct TupleView<T>: View {
  /// The tuple of views.
  public var value: T
  package let children: [any View]

  package init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// Wraps a tuple whose elements are views.
  public nonisolated init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TupleView") }
}

@MainActor extension TupleView: BuiltinView {
  package func _expand(into expander: inout Expander) {
    for (index, child) in children.enumerated() {
      expander.at(String(index)) { $0.add(child) }
    }
  }
}
