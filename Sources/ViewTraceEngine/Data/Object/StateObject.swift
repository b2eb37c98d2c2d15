/// An `ObservableObject` owned by a view's identity, as in SwiftUI.
///
/// The autoclosure runs once per identity, when the view is first installed;
/// the object lives as long as the identity (S14). The view depends on every
/// `objectWillChange` of the object, whether or not its body reads the
/// property that changed (S4).
///
/// ```swift
/// @StateObject var viewModel = ContentViewModel()
/// FourthView(fourthNumber: $viewModel.fourthNumber)
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>
  /// The autoclosure, also kept in the value as SwiftUI keeps it (its
  /// `storage` is an enum of the autoclosure and an `ObservedObject`): a
  /// `@StateObject` is wider than one reference, so a closure that captures
  /// `self` of a view holding one boxes the view and differs on every body
  /// run, as it does in SwiftUI (docs/rules.md, "Closures").
  let thunk: () -> ObjectType

  /// Wraps `wrappedValue`, as in SwiftUI.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk: thunk)
    self.thunk = thunk
  }

  /// The object kept for this identity.
  public var wrappedValue: ObjectType { box.object }

  /// Bindings to the object's properties: `$viewModel.fourthNumber`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

@MainActor
package final class StateObjectBox<ObjectType: ObservableObject> {
  let thunk: () -> ObjectType
  var installed: ObjectType?
  private var detached: ObjectType?

  init(thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  var object: ObjectType {
    if let installed { return installed }
    // Read before installation (in init): like SwiftUI, a throwaway instance.
    if let detached { return detached }
    let made = thunk()
    detached = made
    return made
  }
}

extension StateObject: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> ObjectPropertyBox { ObjectPropertyBox(name: context.name) }

  /// The autoclosure runs once per identity: the box keeps the object.
  package func _install(in property: ObjectPropertyBox, _ context: PropertyContext) {
    let object: ObjectType
    if let kept = property.owned as? ObjectType {
      object = kept
    } else {
      object = context.graph.untracked(box.thunk)
      property.owned = object
    }
    box.installed = object
    property.hold(object, context)
  }
}

extension StateObject: EngineComparable {
  /// Always equal: the object lives with the identity and the autoclosure runs
  /// only once, so a re-created `@StateObject` field never makes the view
  /// differ. (Comparing the autoclosures would say "different" every time:
  /// Swift wraps each one in a new reabstraction context.)
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    true
  }
}
