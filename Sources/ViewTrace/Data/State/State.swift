/// A value owned by a view's identity, as in SwiftUI.
///
/// Storage is attached when the view is installed in the tree, so an
/// assignment in `init` has no effect (S24), and the value survives every
/// re-creation of the struct by its parent. Writing an equal value marks
/// nothing; writing a different one invalidates the views whose body read it.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Increment: \(count)") { count += 1 }   // the label reads count
///   }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// The initial value, used when the identity first appears.
  public init(wrappedValue value: Value) { box = StateBox(initial: value) }
  /// The initial value, used when the identity first appears.
  public init(initialValue value: Value) { box = StateBox(initial: value) }

  /// The current value. Reading it in `body` makes the view depend on it.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the storage. Making it is not a read (unless the engine
  /// option `bindingProjectionIsRead` says so); reading through it is.
  public var projectedValue: Binding<Value> {
    if ViewGraph.current?.options.bindingProjectionIsRead == true { _ = box.read() }
    return Binding(location: StateLocation(box: box))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// An optional state that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// The reference a `State` value carries; it points at the node's slot once
/// the view is installed.
@MainActor
final class StateBox<Value> {
  let initial: Value
  var slot: StateSlot?
  /// What an assignment before installation tried to store (reported, then dropped).
  var ignoredWrite: String?

  init(initial: Value) { self.initial = initial }

  func read(as kind: EdgeKind = .read) -> Value {
    guard let slot else { return initial }
    slot.graph?.recordRead(slot, kind: kind)
    return slot.value as! Value
  }

  func peek() -> Value { (slot?.value as? Value) ?? initial }

  func write(_ newValue: Value) {
    guard let slot else {
      ignoredWrite = ValueDescription.describe(newValue)
      return
    }
    slot.graph?.write(slot, newValue: newValue, equal: Compare.equalValues(slot.value as! Value, newValue))
  }
}

/// One `@State` storage location of a live node.
@MainActor
final class StateSlot: SourceBox {
  /// The property name as `_printChanges` writes it (`_firstNumber`).
  let name: String
  let valueType: String
  weak var graph: ViewGraph?
  weak var owner: ViewNode?
  var value: Any
  /// False once the owning identity disappeared; writes are then reported.
  var alive = true
  /// The value's description when the owner's body last ran.
  var lastSeenDescription: String

  init(owner: ViewNode, name: String, value: Any, valueType: String, graph: ViewGraph) {
    self.name = name
    self.valueType = valueType
    self.owner = owner
    self.graph = graph
    self.value = value
    self.lastSeenDescription = ValueDescription.describe(value)
    super.init(id: "\(owner.identity).\(name)")
  }
}

extension State: EngineDynamicProperty {
  func _install(on node: ViewNode, name: String, graph: ViewGraph) {
    let slot: StateSlot
    if let existing = node.stateSlots.first(where: { $0.name == name }) {
      slot = existing
    } else {
      slot = StateSlot(
        owner: node, name: name, value: box.initial, valueType: typeDisplayName(Value.self), graph: graph)
      node.stateSlots.append(slot)
      graph.registerSource(slot, kind: .state, owner: node)
    }
    if box.slot !== slot { box.slot = slot }
    if let attempted = box.ignoredWrite {
      box.ignoredWrite = nil
      graph.warn(
        "stateAssignedBeforeInstall", node: node,
        "\(node.type).\(name) was assigned \(attempted) before the view was installed (in init); "
          + "the write has no effect and the view keeps \(ValueDescription.describe(slot.value)). "
          + "Use \(name) = State(initialValue:) to set the initial value")
    }
  }
}

extension State: EngineComparable {
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    let x = a.assumingMemoryBound(to: State<Value>.self).pointee
    let y = b.assumingMemoryBound(to: State<Value>.self).pointee
    return x.box === y.box || Compare.equalValues(x.box.initial, y.box.initial)
  }
}
