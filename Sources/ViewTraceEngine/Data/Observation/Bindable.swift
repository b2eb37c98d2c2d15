import Observation

/// Bindings to the properties of an `@Observable` model the view does not
/// own, as in SwiftUI: `$model.name`.
///
/// It adds no dependency of its own: reading `model.name` in the body (or
/// through the binding) is what makes the view depend on `name` (S18).
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The value the property wraps.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`, as in SwiftUI.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Wraps `wrappedValue`: `@Bindable var model = model`.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// What `$name` gives.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: EngineComparable {
  /// Equal when it is the same model instance.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee.wrappedValue
      === b.assumingMemoryBound(to: Self.self).pointee.wrappedValue
  }
}
