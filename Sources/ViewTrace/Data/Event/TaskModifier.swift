/// `.task(id:_:)` and `.task(_:)`: a task that lives with the identity.
public struct _TaskModifier {
  let id: AnyHashable
  let action: @Sendable () async -> Void
}

extension View {
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

extension _TaskModifier: AttachedModifier {
  final class State: AttachmentState {
    var id: AnyHashable?

    func end(_ context: AttachmentContext) { context.graph.actions.queue(context, .taskCancelled) }
  }

  static var slotKind: String { "task" }

  func _makeState(_ context: AttachmentContext) -> State {
    // Registered for the trace's source list, as every event slot is.
    _ = context.graph.events.source(for: context.node, slot: context.slot)
    return State()
  }

  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    if appearing || state.id == nil {
      context.graph.actions.queue(context, .taskStarted)
    } else if state.id != id {
      context.graph.actions.queue(context, .taskCancelled)
      context.graph.actions.queue(context, .taskStarted)
    }
    state.id = id
  }
}
