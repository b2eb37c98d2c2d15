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

  /// The initial value, used when the identity first appears. The file and
  /// line are the declaration's, which the compiler passes: the trace says
  /// where the state is declared.
  public init(wrappedValue value: Value, filePath: StaticString = #filePath, line: UInt = #line) {
    box = StateBox(initial: value, site: DeclarationSite(filePath: filePath, line: line))
  }
  /// The initial value, used when the identity first appears.
  public init(initialValue value: Value, filePath: StaticString = #filePath, line: UInt = #line) {
    box = StateBox(initial: value, site: DeclarationSite(filePath: filePath, line: line))
  }

  /// The current value. Reading it in `body` makes the view depend on it.
  public var wrappedValue: Value {
    get { box.readWrapped() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the storage. Making it is not a read (unless the engine
  /// option `bindingProjectionIsRead` says so); reading through it is.
  public var projectedValue: Binding<Value> {
    if box.slot?.graph?.options.bindingProjectionIsRead == true { _ = box.read() }
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
package final class StateBox<Value> {
  package let initial: Value
  package var slot: StateSlot?
  /// What an assignment before installation tried to store (reported, then dropped).
  var ignoredWrite: String?
  /// Where the property is declared, when its wrapper was given the place.
  let site: DeclarationSite?

  package init(initial: Value, site: DeclarationSite? = nil) {
    self.initial = initial
    self.site = site
  }

  package func read(as kind: EdgeKind = .read) -> Value {
    guard let slot else { return initial }
    slot.graph?.recordRead(slot, kind: kind)
    return slot.value as! Value
  }

  /// `wrappedValue`'s read (a binding reads through ``read(as:)``).
  func readWrapped() -> Value {
    guard let slot else { return initial }
    // Read while another view updates (a sheet's content closure, a custom
    // container calling its content): SwiftUI's State gives the value its
    // owner's body last saw, and only marks the owner's storage as read.
    if let graph = slot.graph, let running = graph.evaluating, let owner = slot.owner, running !== owner,
      let property = owner.properties.lazy.compactMap({ $0 as? StatePropertyBox }).first(where: { $0.slot === slot })
    {
      property.readOutsideBody()
      return property.seenValue as! Value
    }
    return read()
  }

  package func peek() -> Value { (slot?.value as? Value) ?? initial }

  package func write(_ newValue: Value) {
    guard let slot else {
      ignoredWrite = ValueDescription.describe(newValue)
      return
    }
    slot.write(
      newValue,
      equal: Compare.equalValues(
        slot.value as! Value, newValue, slot.graph?.options.closureComparison ?? .functionAndContext))
  }
}

extension StateBox {
  /// A slot for this state on `context`'s node, and the box that watches it
  /// (shared by `@State`, `@FocusState` and `@GestureState`).
  package func makePropertyBox(_ context: PropertyContext) -> StatePropertyBox {
    let slot = StateSlot(
      owner: context.node, name: context.name, value: initial, valueType: typeDisplayName(Value.self),
      graph: context.graph, declaredAt: site?.location)
    return StatePropertyBox(name: context.name, slot: slot, node: context.node, graph: context.graph)
  }

  /// Points this value of the property at the node's slot.
  package func attach(to property: StatePropertyBox) {
    if slot !== property.slot { slot = property.slot }
  }
}

/// One `@State` storage location of a live node.
@MainActor
package final class StateSlot: SourceBox {
  /// The property name as `_printChanges` writes it (`_firstNumber`).
  let name: String
  let valueType: String
  package weak var graph: ViewGraph?
  weak var owner: ViewNode?
  package var value: Any
  /// False once the owning identity disappeared; writes are then reported.
  package var alive = true

  package init(
    owner: ViewNode, name: String, value: Any, valueType: String, graph: ViewGraph,
    declaredAt: CodeLocation? = nil
  ) {
    self.name = name
    self.valueType = valueType
    self.owner = owner
    self.graph = graph
    self.value = value
    super.init(id: "\(owner.identity).\(name)")
    // A slot of the graph's root (the root's edit mode, `.editMode`) has no node for an owner: the
    // trace names none, so that it reads back (a source's owner must be a node of the trace).
    graph.log.emit(
      .sourceRegistered(
        TraceSource(
          id: id, kind: .state, owner: owner.identity.isEmpty ? nil : owner.identity, name: name,
          valueType: valueType, declaredAt: declaredAt)))
  }

  /// Stores `newValue` and invalidates the views whose body read it. A write
  /// while a body runs, or after the owner disappeared, is dropped and warned.
  package func write(_ newValue: Any, equal: Bool) {
    guard let graph else { return }
    if graph.droppedDuringBody(
      .stateWriteDuringBody,
      {
        "\($0.type) wrote \(owner?.type ?? "?").\(name) = \(ValueDescription.describe(newValue)) "
          + "while its body was running; the write was dropped (SwiftUI: \"Modifying state during view update\")"
      })
    {
      return
    }
    guard alive else {
      graph.warn(
        .writeToFreedState, node: nil,
        "\(id) = \(ValueDescription.describe(newValue)): the view that owned this state has disappeared; the write was dropped"
      )
      return
    }
    if equal { return }
    let before = ValueDescription.describe(value)
    let diff = ValueDiff.paths(name.hasPrefix("_") ? String(name.dropFirst()) : name, value, newValue)
    let trees = ValueCapture.pair(value, newValue)
    value = newValue
    version &+= 1
    graph.log.emit(
      .sourceChanged(
        source: id, before: before, after: ValueDescription.describe(newValue), diff: diff, beforeValue: trees.before,
        afterValue: trees.after))
    graph.invalidate(self)
  }
}

/// The node's side of one `@State` field: its slot, and what the body saw.
///
/// As SwiftUI's State box: the field changed only when the value changed
/// since the body last ran *and* a body of this view has read it (or on first
/// appearance). Once read, the view stays subscribed for the identity's life,
/// even after its body stops reading it: SwiftUI's location keeps its
/// "was read" mark (OpenSwiftUI's `StoredLocation.wasRead`; published output:
/// a timer's `secondsElapsed` still runs the view after the text showing it
/// is gone).
@MainActor
package final class StatePropertyBox: PropertyBox {
  package let name: String
  let slot: StateSlot
  private unowned let node: ViewNode
  private weak var graph: ViewGraph?
  private var seenVersion: Int?
  private var seenDescription: String
  /// The value the owner's body last saw (what a read outside it gets).
  private(set) var seenValue: Any
  private var wasRead = false

  init(name: String, slot: StateSlot, node: ViewNode, graph: ViewGraph) {
    self.name = name
    self.slot = slot
    self.node = node
    self.graph = graph
    self.seenDescription = ValueDescription.describe(slot.value)
    self.seenValue = slot.value
  }

  package func change(appearing: Bool) -> Reason? {
    if !appearing {
      guard seenVersion != slot.version, wasRead || node.readKeys.contains(ObjectIdentifier(slot)) else {
        return nil
      }
    }
    let field = String(name.dropFirst())
    // Where the value differs from the one the body saw, even after several
    // writes in the frame (the frame's source change then has no paths).
    return Reason(
      kind: .property, property: name, source: slot.id,
      changes: [
        ValueChange(
          name: field, before: appearing ? nil : seenDescription, after: ValueDescription.describe(slot.value),
          diff: appearing ? nil : ValueDiff.paths(field, seenValue, slot.value))
      ])
  }

  package func bodyDidRun() {
    seenVersion = slot.version
    seenDescription = ValueDescription.describe(slot.value)
    seenValue = slot.value
    if !wasRead, node.readKeys.contains(ObjectIdentifier(slot)) { markRead() }
  }

  /// Another view's update read this state through a closure of the owner:
  /// from now on a change updates the owner (OpenSwiftUI's `wasRead`).
  func readOutsideBody() {
    if !wasRead { markRead() }
  }

  private func markRead() {
    wasRead = true
    // The field keeps the dependency once the body read it.
    graph?.dependencies.hold(node, .field(name), slot, kind: .read)
  }

  package func tearDown() { slot.alive = false }
}

extension State: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StatePropertyBox { box.makePropertyBox(context) }

  package func _install(in property: StatePropertyBox, _ context: PropertyContext) {
    let slot = property.slot
    box.attach(to: property)
    if let attempted = box.ignoredWrite {
      box.ignoredWrite = nil
      context.graph.warn(
        .stateAssignedBeforeInstall, node: context.node,
        "\(context.node.type).\(context.name) was assigned \(attempted) before the view was installed (in init); "
          + "the write has no effect and the view keeps \(ValueDescription.describe(slot.value)). "
          + "Use \(context.name) = State(initialValue:) to set the initial value")
    }
  }
}

extension State: EngineComparable {
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures)
    -> Bool
  {
    let x = a.assumingMemoryBound(to: State<Value>.self).pointee
    let y = b.assumingMemoryBound(to: State<Value>.self).pointee
    return x.box === y.box || Compare.equalValues(x.box.initial, y.box.initial, closures)
  }
}
