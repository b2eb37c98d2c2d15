/// A framework view whose content is built outside the body that places it:
/// a presented sheet or alert, a pushed destination, a tab, toolbar content.
///
/// SwiftUI keeps such content behind a node of its own: the presenter's body
/// only stores the closure (or the value), and the content is built when it
/// is shown and again when what it reads changes. The engine does the same:
/// a host is a node (drawn as a container) that builds its content itself,
/// with its reads recorded against the host. A change the content depends on
/// (the sheet's `isPresented` binding, the navigation path, the selected tab)
/// updates the host and its content without running the presenter's body.
///
/// When the presenter's body places the host again with the same inputs
/// (``_sameInputs(as:_:)``), its content is not rebuilt: no `init` runs in it
/// and nothing in it is compared, as for `ForEach` (R2).
@MainActor
package protocol ContentHost: BuiltinView {
  /// The host's type name in the tree (`Sheet`, `NavigationDestination`).
  var _hostType: String { get }
  /// The host's label.
  var _label: String { get }
  /// Builds the content now; what it reads becomes the host's dependencies.
  func _content(_ context: HostContext) -> any View
  /// Whether `other`, the host's previous value, has the same inputs.
  func _sameInputs(as other: Any, _ closures: Closures) -> Bool
  /// Environment writes the host makes for its content (`\.dismiss`).
  var _environmentWrites: [_EnvironmentWriteModifier] { get }
  /// The host draws its label itself (a list's selection): a new label redraws it.
  var _drawsLabel: Bool { get }
}

extension ContentHost {
  package func _sameInputs(as other: Any, _ closures: Closures) -> Bool {
    guard let other = other as? Self else { return false }
    return Compare.equalValues(self, other, closures)
  }
  package var _environmentWrites: [_EnvironmentWriteModifier] { [] }
  package var _drawsLabel: Bool { false }
  package func _expand(into expander: inout Expander) {
    expander.scoped {
      // A host's own modifiers belong to the view it hosts, not to the host.
      $0.modifiers = []
      $0.attachments = _environmentWrites
      $0.layers = []
      $0.place(self, kind: .host, type: _hostType)
    }
  }
}

/// Where a host builds its content: its node and the graph.
@MainActor
package struct HostContext {
  package let node: ViewNode
  package let graph: ViewGraph
  /// True when the parent placed the host (its body ran); false when
  /// something the host read changed.
  package let placed: Bool

  /// The environment at the host (what a framework control such as `EditButton` reads).
  package var environment: EnvironmentValues { node.environment }

  /// The content as it is: nothing is rebuilt or compared (a tab whose
  /// selection changed keeps its view as the parent last built it).
  package func keepContent() -> any View { KeptContent() }
}

extension ViewNode {
  /// Per-node state of a framework view (a stack's path, the visited tabs),
  /// one per type, made on first use and dropped with the node.
  package func builtinState<State: AnyObject>(_ make: () -> State) -> State {
    let key = ObjectIdentifier(State.self)
    if let known = frameworkState[key] as? State { return known }
    let made = make()
    frameworkState[key] = made
    return made
  }
}

/// A framework view that acts when the engine places or removes its node
/// (a navigation link updates the view it pushed, and pops it when it goes).
@MainActor
package protocol PlacementObserver {
  func _placed(_ node: ViewNode, _ graph: ViewGraph)
  func _removed(_ node: ViewNode, _ graph: ViewGraph)
}

extension PlacementObserver {
  package func _removed(_ node: ViewNode, _ graph: ViewGraph) {}
}

/// What ``HostContext/keepContent()`` returns.
package struct KeptContent: View {
  package var body: Never { primitiveBody("KeptContent") }
}
