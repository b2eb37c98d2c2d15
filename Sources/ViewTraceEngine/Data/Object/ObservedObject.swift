/// An `ObservableObject` the view does not own, as in SwiftUI: whatever
/// instance the parent passes (or an inline `= Model()` makes) with each new
/// view value. The view depends on every `objectWillChange` of the current
/// instance.
///
/// ```swift
/// @ObservedObject var viewModel = CountViewModel()   // a new model whenever the parent's body runs (S14)
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the object's properties: `$model.name`.
  @MainActor @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
  }

  /// The value the property wraps.
  public var wrappedValue: ObjectType
  /// Kept as SwiftUI keeps its `_seed` beside the object: an `@ObservedObject` is wider than
  /// one reference, so a closure that captures `self` of a view holding one boxes the view and
  /// differs on every body run, as it does in SwiftUI (docs/rules.md, "Closures").
  let _seed = 0

  /// Wraps `wrappedValue`, as in SwiftUI.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Wraps `wrappedValue`, as in SwiftUI.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// What `$name` gives.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> ObjectPropertyBox { ObjectPropertyBox(name: context.name) }
  package func _install(in box: ObjectPropertyBox, _ context: PropertyContext) { box.hold(wrappedValue, context) }
}

extension ObservedObject: EngineComparable {
  /// Equal when it is the same instance.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee.wrappedValue
      === b.assumingMemoryBound(to: Self.self).pointee.wrappedValue
  }
}

/// A property of an object (`$viewModel.fourthNumber`). Reading it is not a
/// dependency: views depend on objects through the wrappers that hold them.
package final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  package override func get(as kind: EdgeKind) -> Value { object[keyPath: keyPath] }
  package override func peek() -> Value { object[keyPath: keyPath] }
  package override func set(_ value: Value) { object[keyPath: keyPath] = value }
  package override func isSame(as other: AnyLocationBase, _ closures: Closures) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
}

/// An object from an ancestor's `.environmentObject(_:)`, found by type.
///
/// The view depends on every `objectWillChange` of the object, used in body or
/// not (S19). When no ancestor provides one, SwiftUI crashes; ViewTrace
/// records an error naming the type and the view and skips that body.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: EnvironmentObjectBox<ObjectType>
  /// Kept as SwiftUI keeps its `_seed` beside the object (its storage is `_store` and `_seed`):
  /// an `@EnvironmentObject` is wider than one reference, so a closure that captures `self` of a
  /// view holding one (a `List`'s or `ForEach`'s content) differs on every body run.
  let _seed = 0

  /// Reads the object of this type an ancestor gave with `.environmentObject(_:)`.
  public init() { box = EnvironmentObjectBox() }

  /// The value the property wraps.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      preconditionFailure(
        "No ObservableObject of type \(typeDisplayName(ObjectType.self)) found: "
          + "add .environmentObject(_:) on an ancestor of the view that declares @EnvironmentObject")
    }
    return object
  }

  /// What `$name` gives.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

@MainActor
package final class EnvironmentObjectBox<ObjectType: ObservableObject> {
  var object: ObjectType?
}

extension EnvironmentObject: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> ObjectPropertyBox { ObjectPropertyBox(name: context.name) }

  package func _install(in property: ObjectPropertyBox, _ context: PropertyContext) {
    let object = context.node.environment.object(ObjectType.self)
    box.object = object
    property.hold(object, context)
    guard object == nil else { return }
    let node = context.node
    node.unavailable = TraceWarning(
      kind: .missingEnvironmentObject, node: node.identity,
      message: "\(node.type).\(context.name): no ObservableObject of type \(typeDisplayName(ObjectType.self)) in the "
        + "environment (SwiftUI would crash here); add .environmentObject(\(typeDisplayName(ObjectType.self))(...)) on "
        + "an ancestor. The body was not run")
  }
}

extension EnvironmentObject: EngineComparable {
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    true
  }
}
