/// A view compared with its own `==` (SwiftUI's `EquatableView`), whatever its
/// memory layout. Made by `.equatable()`.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
  /// The view compared with its own `==`.
  public var content: Content
  /// Compares `content` with its own `==`.
  public nonisolated init(content: Content) { self.content = content }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("EquatableView") }
}

extension View where Self: Equatable {
  /// Compares this view with its own `==` to decide whether its body runs.
  public nonisolated func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

@MainActor extension EquatableView: BuiltinView {
  package func _expand(into expander: inout Expander) {
    expander.scoped {
      $0.forceEquatable = true
      $0.add(content)
    }
  }
}
