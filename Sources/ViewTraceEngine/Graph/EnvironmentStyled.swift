/// A view whose children depend on a style in the environment (a `Button`
/// under `.buttonStyle(_:)`): the engine asks it for its children whenever it
/// is placed, pressed, toggled or its environment changes.
@MainActor
package protocol EnvironmentStyled {
  /// The children in `environment`, from the children as placed (content
  /// then layers); `rebuilt`: the parent built the view anew.
  func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement]
  /// The environment entry it is styled by.
  static var _styleKey: ObjectIdentifier { get }
  /// Whether `a` and `b` hold the same style for it.
  static func _sameStyle(_ a: EnvironmentValues, _ b: EnvironmentValues, _ closures: Closures) -> Bool
}

extension ViewNode {
  /// The children of this node as placed now (`placed`), restyled by the
  /// environment if its view is styled by one.
  func styledChildren(_ placed: [Placement], rebuilt: Bool, _ graph: ViewGraph) -> [Placement] {
    guard let styled = value as? any EnvironmentStyled else { return placed }
    placedChildren = placed
    return styled._styledChildren(placed, self, environment, rebuilt: rebuilt, graph)
  }

  /// Places the children of this styled view again: it was pressed or
  /// toggled, or the style it is drawn with changed.
  package func restyle(_ graph: ViewGraph) {
    guard alive, let placed = placedChildren else { return }
    graph.reconcile(self, styledChildren(placed, rebuilt: false, graph))
  }
}
