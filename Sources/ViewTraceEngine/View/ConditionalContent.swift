/// The result of `if`/`else` in a view builder. Each branch is its own
/// identity: switching branches makes the old content disappear and the new
/// content appear, even when both have the same type.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  package let storage: Storage
  package init(storage: Storage) { self.storage = storage }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("_ConditionalContent") }
}

@MainActor extension Optional: View where Wrapped: View {
  /// The gesture's or publisher's `Body`: `Never`.
  public typealias Body = Never
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Optional") }
}

@MainActor extension _ConditionalContent: BuiltinView {
  package func _expand(into expander: inout Expander) {
    switch storage {
    case .trueContent(let content): expander.at("if") { $0.add(content) }
    case .falseContent(let content): expander.at("else") { $0.add(content) }
    }
  }
}

@MainActor extension Optional: BuiltinView where Wrapped: View {
  package func _expand(into expander: inout Expander) {
    if let content = self { expander.at("if") { $0.add(content) } }
  }
}
