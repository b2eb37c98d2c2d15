/// Event modifiers: `.onReceive`, `.onChange`, `.task`. They live with the
/// identity of the view they modify.
@MainActor
protocol EventModifier {
  /// `onReceive`, `onChange`, `task`.
  var kind: String { get }
}

/// `.onReceive(_:perform:)`.
public struct _OnReceiveModifier<P: Publisher>: EventModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
  var kind: String { "onReceive" }
}

/// `.onChange(of:initial:_:)`.
public struct _OnChangeModifier<V: Equatable>: EventModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  var kind: String { "onChange" }
}

/// `.task(id:_:)` and `.task(_:)`.
public struct _TaskModifier: EventModifier {
  let id: AnyHashable
  let action: @Sendable () async -> Void
  var kind: String { "task" }
}

extension View {
  /// Runs `action` with each value `publisher` emits, while this view's
  /// identity lives. The subscription starts when the view appears, ends when
  /// it disappears, and is renewed only when a different publisher is passed.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never
  {
    ModifiedContent(content: self, modifier: _OnReceiveModifier(publisher: publisher, action: action))
  }

  /// Runs `action(old, new)` after the pass in which `value` changed when this
  /// view updated (and on appearance with `initial: true`).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action()` after the pass in which `value` changed.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(
      content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }

  /// A task started when the view appears and cancelled when it disappears.
  ///
  /// ViewTrace records when SwiftUI would start, cancel and restart the task
  /// (trace actions `task started` / `task cancelled`); it does not run the
  /// async body, whose timing a synchronous simulation cannot reproduce. Drive
  /// asynchronous effects with `Step.send` and `Step.advanceClock`.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> ModifiedContent<Self, _TaskModifier>
  {
    ModifiedContent(content: self, modifier: _TaskModifier(id: AnyHashable(0), action: action))
  }

  /// Like `task(_:)`, restarted (cancelled, then started) whenever `id` changes.
  public func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    ModifiedContent(content: self, modifier: _TaskModifier(id: AnyHashable(id), action: action))
  }
}

/// One live event modifier of a node.
@MainActor
final class EventHandler {
  let source: SourceBox
  let kind: String
  /// onReceive: the subscription and what it was made for.
  var subscription: AnyCancellable?
  var publisher: Any?
  var action: ((Any) -> Void)?
  /// onChange / task: the last value or id seen.
  var lastValue: Any?

  init(source: SourceBox, kind: String) {
    self.source = source
    self.kind = kind
  }
}

extension ViewGraph {
  /// Brings a node's event modifiers in line with its placement: subscribes,
  /// renews, compares and queues actions; `appearing` for a new identity.
  func updateEvents(of node: ViewNode, _ modifiers: [any EventModifier], appearing: Bool) {
    var counts: [String: Int] = [:]
    var kept: [String: EventHandler] = [:]
    for modifier in modifiers {
      let index = counts[modifier.kind, default: 0]
      counts[modifier.kind] = index + 1
      let slot = index == 0 ? modifier.kind : "\(modifier.kind)#\(index + 1)"
      let handler = node.events[slot] ?? makeHandler(node, slot: slot, kind: modifier.kind)
      kept[slot] = handler
      switch modifier {
      case let receive as any OnReceiveHandling: receive.update(handler, node: node, graph: self)
      case let change as any OnChangeHandling: change.update(handler, node: node, graph: self, appearing: appearing)
      case let task as _TaskModifier:
        if appearing || handler.lastValue == nil {
          queueAction(node, "task started")
        } else if let old = handler.lastValue as? AnyHashable, old != task.id {
          queueAction(node, "task cancelled")
          queueAction(node, "task started")
        }
        handler.lastValue = task.id
      default: break
      }
    }
    for slot in node.events.keys.sorted() where kept[slot] == nil { endEvent(node.events[slot]!, of: node) }
    node.events = kept
  }

  private func makeHandler(_ node: ViewNode, slot: String, kind: String) -> EventHandler {
    let source = eventSource("\(node.identity).\(slot)", owner: node.identity, name: slot)
    let handler = EventHandler(source: source, kind: kind)
    if kind == "onReceive" {
      source.dependents[ObjectIdentifier(node)] = node
      recorder.addEdge(source: source.id, node: node.identity, kind: .event)
    }
    return handler
  }

  /// Ends a handler: cancels its subscription or task.
  func endEvent(_ handler: EventHandler, of node: ViewNode) {
    handler.subscription?.cancel()
    handler.subscription = nil
    if handler.kind == "onReceive" {
      handler.source.dependents[ObjectIdentifier(node)] = nil
      recorder.removeEdge(source: handler.source.id, node: node.identity, kind: .event)
    }
    if handler.kind == "task" { queueAction(node, "task cancelled") }
  }

  func eventSource(_ id: String, owner: String, name: String) -> SourceBox {
    if let known = eventSources[id] { return known }
    let source = SourceBox(id: id)
    eventSources[id] = source
    recorder.registerSource(TraceSource(id: id, kind: .event, owner: owner, name: name, valueType: ""))
    return source
  }

  /// A publisher emitted for `handler` of `node`: runs the action now, as
  /// SwiftUI does, unless a body is running.
  func eventFired(_ handler: EventHandler, of node: ViewNode, value: Any) {
    guard node.alive else { return }
    if let running = evaluating {
      warn(
        "publishDuringBody", node: running,
        "\(handler.source.id) emitted \(ValueDescription.describe(value)) while \(running.type)'s body was running; "
          + "the action was dropped")
      return
    }
    handler.source.version &+= 1
    recorder.sourceChanged(handler.source.id, before: "-", after: "emitted \(ValueDescription.describe(value))")
    recorder.recordAction(node, kind: handler.kind)
    handler.action?(value)
  }
}

@MainActor
protocol OnReceiveHandling {
  func update(_ handler: EventHandler, node: ViewNode, graph: ViewGraph)
}

extension _OnReceiveModifier: OnReceiveHandling {
  func update(_ handler: EventHandler, node: ViewNode, graph: ViewGraph) {
    let action = self.action
    handler.action = { action($0 as! P.Output) }
    if let old = handler.publisher, handler.subscription != nil, Compare.equalAny(old, publisher) { return }
    handler.subscription?.cancel()
    handler.publisher = publisher
    handler.subscription = publisher.sink { [weak graph, weak handler, weak node] value in
      MainActor.assumeIsolated {
        guard let graph, let handler, let node else { return }
        graph.eventFired(handler, of: node, value: value)
      }
    }
  }
}

@MainActor
protocol OnChangeHandling {
  func update(_ handler: EventHandler, node: ViewNode, graph: ViewGraph, appearing: Bool)
}

extension _OnChangeModifier: OnChangeHandling {
  func update(_ handler: EventHandler, node: ViewNode, graph: ViewGraph, appearing: Bool) {
    let new = value
    defer { handler.lastValue = new }
    if appearing || handler.lastValue == nil {
      if initial { graph.queueAction(node, "onChange") { self.action(new, new) } }
      return
    }
    guard let old = handler.lastValue as? V, old != new else { return }
    handler.source.version &+= 1
    graph.recordSourceChange(handler.source, before: old, after: new)
    graph.queueAction(node, "onChange") { self.action(old, new) }
  }
}
