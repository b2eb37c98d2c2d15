extension Binding {
  /// `$value.animation(_:)`, as in SwiftUI: the same binding, whose writes
  /// run inside `withAnimation(animation)`. A view given it depends on the
  /// same source as on the binding itself, and a new one made by each body
  /// run is the same binding (its source and animation kind do not change).
  @MainActor public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    let base = location
    return Binding(
      location: DerivedLocation(
        kind: ObjectIdentifier(AnimatedBinding<Value>.self), bases: [base],
        read: { base.get(as: $0) },
        draw: { base.peek() },
        write: { value in withAnimation(animation) { base.set(value) } }))
  }
}

/// Marks an animated binding's location (``DerivedLocation``'s kind).
private enum AnimatedBinding<Value> {}
