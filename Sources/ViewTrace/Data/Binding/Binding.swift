/// A read-write reference to a value owned elsewhere, as in SwiftUI.
///
/// Making a binding (`$count`) is not a read: a parent that only passes
/// `$count` down does not depend on `count`. Reading `wrappedValue` in a body
/// makes that view depend on the owner's storage.
///
/// ```swift
/// struct FourthView: View {
///   @Binding var fourthNumber: Int
///   var body: some View { Text("Fourth: \(fourthNumber)") }
/// }
/// FourthView(fourthNumber: $forthNumber)
/// ```
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let location: AnyLocation<Value>
  /// The value when the binding was made; two bindings to the same location
  /// with equal snapshots are the same view input.
  let snapshot: Value

  init(location: AnyLocation<Value>) {
    self.location = location
    self.snapshot = location.peek()
  }

  /// A binding that reads and writes through closures. Each one is a new
  /// location, so a view given one is always `@self`-changed (as in SwiftUI).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: FunctionLocation(get: get, set: set))
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value: value))
  }

  /// The value; reading it in `body` makes the view depend on the owner's storage.
  public var wrappedValue: Value {
    get { location.get(as: .binding) }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value: `$student.age`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
  }
}

extension Binding: EngineDynamicProperty {
  func _install(on node: ViewNode, name: String, graph: ViewGraph) {
    if let index = node.bindings.firstIndex(where: { $0.name == name }) {
      node.bindings[index].location = location
    } else {
      node.bindings.append(ViewNode.BindingField(name: name, location: location, lastValue: snapshot))
    }
  }
}

extension Binding: EngineComparable {
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    let x = a.assumingMemoryBound(to: Binding<Value>.self).pointee
    let y = b.assumingMemoryBound(to: Binding<Value>.self).pointee
    return x.location.isSame(as: y.location) && Compare.equalValues(x.snapshot, y.snapshot)
  }
}
