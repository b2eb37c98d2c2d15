/// A stored property the framework updates before the body runs (`@State`,
/// `@Binding`, ...). Declare them as stored properties of a view.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body runs. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: ViewTrace updates its own property wrappers.
  public mutating func update() {}
}

// MARK: - The engine side of a dynamic property

/// The engine's side of a property wrapper: it makes a box for the node that
/// holds it and hands each new value of the property to that box.
///
/// Adding a property wrapper to the engine is one file: the wrapper, its box
/// (a ``PropertyBox``) and this conformance. The graph finds the wrapper's
/// fields by type, keeps one box per field for the node's lifetime, asks the
/// boxes what changed before a body runs, tells them when it ran, and tears
/// them down when the identity disappears.
@MainActor
protocol EngineDynamicProperty {
  associatedtype Box: PropertyBox
  /// The box for this field of a node that holds it for the first time.
  func _makeBox(_ context: PropertyContext) -> Box
  /// Attaches this value of the property (the parent just made a new view
  /// value) to the node's box: storage, sources, edges.
  func _install(in box: Box, _ context: PropertyContext)
}

extension EngineDynamicProperty {
  /// Installs the property in the box at `index`, making the box first.
  func _attach(at index: Int, _ context: PropertyContext) {
    let node = context.node
    if index < node.properties.count, let box = node.properties[index] as? Box {
      _install(in: box, context)
      return
    }
    let box = _makeBox(context)
    if index < node.properties.count {
      node.properties[index] = box
    } else {
      node.properties.append(box)
    }
    _install(in: box, context)
  }
}

/// What a property needs to know to install itself: the node, its field name
/// as `_printChanges` writes it (`_count`), and the graph.
@MainActor
struct PropertyContext {
  let node: ViewNode
  let name: String
  let graph: ViewGraph
}

/// The per-node state of one dynamic property, as SwiftUI keeps a box next to
/// each property wrapper. The node keeps one list of boxes, in declaration
/// order, which is also the order of the `_printChanges` tokens.
@MainActor
protocol PropertyBox: AnyObject {
  /// The field name (`_count`).
  var name: String { get }
  /// What changed since the body last ran, as a `_printChanges` reason, or
  /// nil when nothing did. On the identity's first appearance (`appearing`)
  /// every box reports, with no values before.
  func change(appearing: Bool) -> Reason?
  /// As ``change(appearing:)``; `updating` says the body rule is being
  /// updated anyway (the node was invalidated, or its value differs). Most
  /// properties ignore it; a `@Binding` reports only then.
  func change(appearing: Bool, updating: Bool) -> Reason?
  /// The body just ran: what it saw is now the baseline.
  func bodyDidRun()
  /// The identity disappeared: release storage, end subscriptions. Edges are
  /// closed by the graph for every box at once.
  func tearDown()
}

extension PropertyBox {
  func change(appearing: Bool, updating: Bool) -> Reason? { change(appearing: appearing) }
  func bodyDidRun() {}
  func tearDown() {}
}

/// Something that can invalidate views: a State slot, an object, an
/// Observable property, an environment entry, an event source.
@MainActor
class SourceBox {
  /// Stable id used in traces (`ContentView._firstNumber`).
  let id: String
  /// Nodes connected to this source (see ``Dependencies``); a change marks them dirty.
  var dependents: [ObjectIdentifier: ViewNode] = [:]
  /// Bumped on every change; boxes compare it with the version they last saw.
  var version = 0

  init(id: String) { self.id = id }
}
