/// `.onReceive(_:perform:)`: a subscription that lives with the identity of
/// the view it modifies.
public struct _OnReceiveModifier<P: Publisher> where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
}

extension View {
  /// Runs `action` with each value `publisher` emits, while this view's
  /// identity lives. The subscription starts when the view appears, ends when
  /// it disappears, and is renewed only when a different publisher is passed.
  public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never
  {
    ModifiedContent(content: self, modifier: _OnReceiveModifier(publisher: publisher, action: action))
  }
}

extension _OnReceiveModifier: AttachedModifier {
  package final class State: AttachmentState {
    let source: SourceBox
    weak var node: ViewNode?
    var publisher: P?
    var subscription: AnyCancellable?
    var action: ((P.Output) -> Void)?

    init(source: SourceBox) { self.source = source }

    package func moved(to context: AttachmentContext) {
      node = context.node
      context.graph.dependencies.hold(context.node, .attachment(context.slot), source, kind: .event)
    }

    package func end(_ context: AttachmentContext) {
      subscription?.cancel()
      subscription = nil
      context.graph.dependencies.hold(context.node, .attachment(context.slot), nil, kind: .event)
    }

    /// The publisher emitted: the action runs now, as in SwiftUI, unless a
    /// body is running.
    func fired(_ value: P.Output, node: ViewNode, graph: ViewGraph) {
      guard node.alive else { return }
      if graph.droppedDuringBody(
        .publishDuringBody,
        {
          "\(source.id) emitted \(ValueDescription.describe(value)) while \($0.type)'s body was running; the action was dropped"
        })
      {
        return
      }
      source.version &+= 1
      graph.log.emit(
        .sourceChanged(source: source.id, before: "-", after: "emitted \(ValueDescription.describe(value))"))
      graph.log.emit(.action(node: node.identity, kind: .onReceive))
      action?(value)
    }
  }

  package static var slotKind: String { "onReceive" }

  package func _makeState(_ context: AttachmentContext) -> State {
    let state = State(source: context.graph.events.source(for: context.node, slot: context.slot))
    state.node = context.node
    context.graph.dependencies.hold(context.node, .attachment(context.slot), state.source, kind: .event)
    return state
  }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    state.action = action
    if let old = state.publisher, state.subscription != nil, Compare.equalAny(old, publisher) { return }
    state.subscription?.cancel()
    state.publisher = publisher
    let graph = context.graph
    state.subscription = publisher.sink { [weak graph, weak state] value in
      WriteOrigin.deliver { origin in
        guard let graph, let state, let node = state.node else { return }
        if let origin { graph.warnOffMainWrite(state.source.id, from: origin) }
        state.fired(value, node: node, graph: graph)
      }
    }
  }
}
