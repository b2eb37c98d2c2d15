/// A stored property the framework updates before the body runs (`@State`,
/// `@Binding`, ...). Declare them as stored properties of a view.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body runs. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// The engine's side of a dynamic property: attach to the node that owns it.
@MainActor
protocol EngineDynamicProperty {
  /// Attaches this property, stored in `node`'s view value under `name`
  /// (`_firstNumber`), to the node's storage.
  func _install(on node: ViewNode, name: String, graph: ViewGraph)
}

/// Something that can invalidate views: a State slot here; objects,
/// Observable properties and environment keys build on it.
@MainActor
class SourceBox {
  /// Stable id used in traces (`ContentView._firstNumber`).
  let id: String
  /// Nodes whose current body read this source, or that hold it by declaration.
  var dependents: [ObjectIdentifier: ViewNode] = [:]
  /// Bumped on every change; nodes compare it with the version they last saw.
  var version = 0

  init(id: String) { self.id = id }
}
