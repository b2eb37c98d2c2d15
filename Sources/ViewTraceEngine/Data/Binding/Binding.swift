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
  nonisolated package let location: AnyLocation<Value>
  /// The value when the binding was made; two bindings to the same location
  /// with equal snapshots are the same view input.
  package let snapshot: Value

  package init(location: AnyLocation<Value>) {
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
    get {
      ViewGraph.running?.noteRead(of: location)
      return location.get(as: .binding)
    }
    nonmutating set { location.set(newValue) }
  }

  /// What `$name` gives.
  public var projectedValue: Binding<Value> { self }

  /// The binding `$name` gives, as a property wrapper's value.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value: `$student.age`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
  }
}

/// The node's side of one `@Binding` field: the location the current value
/// points at, the one the body last ran with, and the value it saw.
///
/// As SwiftUI's binding box, it cannot prove a binding unchanged: a binding
/// the body read reports a change every time the body rule is updated (the
/// view was invalidated, or its value differs), even with an equal value, and
/// a binding to a different location reports one whenever it is installed.
/// A binding whose value changed since the body last ran reports one too,
/// read or not (the BetterBinding demo's `NestedToggle: @self, _binding
/// changed.` for a key-path binding the body only passes on).
@MainActor
package final class BindingPropertyBox: PropertyBox {
  package let name: String
  var location: AnyLocationBase
  private var seenLocation: AnyLocationBase
  private var seenValue: Any
  private unowned let node: ViewNode
  private let closures: Closures

  init(name: String, location: AnyLocationBase, seenValue: Any, node: ViewNode, closures: Closures) {
    self.name = name
    self.location = location
    self.seenLocation = location
    self.seenValue = seenValue
    self.node = node
    self.closures = closures
  }

  package func change(appearing: Bool) -> Reason? { change(appearing: appearing, updating: false) }

  package func change(appearing: Bool, updating: Bool) -> Reason? {
    if !appearing {
      let relocated = !location.isSame(as: seenLocation, closures)
      let read = node.readKeys.contains(ObjectIdentifier(seenLocation))
      let valueChanged = updating && !Compare.equalAny(seenValue, location.peekAny())
      guard relocated || (read && updating) || valueChanged else { return nil }
    }
    return Reason(
      kind: .property, property: name, source: location.source?.id,
      changes: [
        ValueChange(
          name: String(name.dropFirst()), before: appearing ? nil : ValueDescription.describe(seenValue),
          after: ValueDescription.describe(location.peekAny()))
      ])
  }

  package func bodyDidRun() {
    seenLocation = location
    seenValue = location.peekAny()
  }
}

extension Binding: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> BindingPropertyBox {
    BindingPropertyBox(
      name: context.name, location: location, seenValue: snapshot, node: context.node,
      closures: context.graph.options.closureComparison)
  }

  package func _install(in box: BindingPropertyBox, _ context: PropertyContext) { box.location = location }
}

extension Binding: EngineComparable {
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures)
    -> Bool
  {
    let x = a.assumingMemoryBound(to: Binding<Value>.self).pointee
    let y = b.assumingMemoryBound(to: Binding<Value>.self).pointee
    return x.location.isSame(as: y.location, closures) && Compare.equalValues(x.snapshot, y.snapshot, closures)
  }
}
