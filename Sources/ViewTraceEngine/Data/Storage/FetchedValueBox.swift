/// The node's side of a property whose value is fetched from a store outside the graph
/// (SwiftData's `@Query`): the value is whatever the store holds now, and the node updates when
/// it differs from what its body last saw.
///
/// The box is its own source (`BirdList._birds`, kind `storage`), held by declaration. The
/// store calls ``refresh()`` after each change; when the fetched value's text differs from the
/// text the body saw, the source changes (with both texts) and the node is invalidated. A store
/// change made while a body runs is dropped with a warning, as every such write is.
@MainActor
package final class FetchedValueBox: PropertyBox {
  package let name: String
  let source: SourceBox
  private unowned let node: ViewNode
  private unowned let graph: ViewGraph
  /// The value as it is now, as its text (`[Bird(1), Bird(2)]`); set by the property on install.
  package var current: () -> String = { "" }
  /// What the body last saw, and what was last announced as the source's value.
  private var seen: String?
  private var announced: String?

  /// A box for the field `context.name` of `context`'s node, whose values are `valueType`.
  package init(_ context: PropertyContext, valueType: String) {
    name = context.name
    node = context.node
    graph = context.graph
    source = SourceBox(id: "\(context.node.identity).\(context.name)")
    graph.log.emit(
      .sourceRegistered(
        TraceSource(id: source.id, kind: .storage, owner: node.identity, name: name, valueType: valueType)))
  }

  /// The environment of the node, where the property finds its store.
  package var environment: EnvironmentValues { node.environment }

  /// Holds the box's source for the node: a change of it invalidates the node.
  package func hold() {
    graph.dependencies.hold(node, .field(name), [(source, .storage)])
  }

  /// The store changed: if the value differs from the one last announced, the source changes
  /// and the node is invalidated.
  package func refresh() {
    guard node.alive else { return }
    let now = current()
    let before = announced ?? seen ?? now
    guard now != before else { return }
    if graph.droppedDuringBody(
      .publishDuringBody,
      {
        "\(source.id) changed while \($0.type)'s body was running; the invalidation was dropped "
          + "(SwiftUI: \"Publishing changes from within view updates is not allowed\")"
      })
    {
      return
    }
    announced = now
    source.version &+= 1
    graph.log.emit(.sourceChanged(source: source.id, before: before, after: now))
    graph.invalidate(source)
  }

  package func change(appearing: Bool) -> Reason? {
    let now = current()
    guard appearing || seen != now else { return nil }
    return Reason(
      kind: .property, property: name, source: source.id,
      changes: [ValueChange(name: String(name.dropFirst()), before: appearing ? nil : seen, after: now)])
  }

  package func bodyDidRun() {
    seen = current()
    announced = nil
  }
}
