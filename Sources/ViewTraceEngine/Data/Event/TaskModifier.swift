/// `.task(id:_:)` and `.task(_:)`: a task that lives with the identity.
public struct _TaskModifier {
  let id: AnyHashable
  let action: @Sendable () async -> Void
}

extension View {
  /// A task started when the view appears and cancelled when it disappears.
  ///
  /// As in SwiftUI the body runs on the main actor after the update that
  /// started it: ViewTrace runs it right after that frame, up to its first
  /// suspension, and the state it writes there makes a frame of its own
  /// (`task of <identity>`). What follows the first `await` that really
  /// suspends (a `Task.sleep`, a network call) is not simulated: the trace
  /// gets a `taskSuspended` warning. Drive later effects with `Step.send` and
  /// `Step.advanceClock`. The trace records `task started` / `task cancelled`.
  public nonisolated func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    ModifiedContent(content: self, modifier: _TaskModifier(id: AnyHashable(0), action: action))
  }

  /// Like `task(_:)`, restarted (cancelled, then started) whenever `id` changes.
  public nonisolated func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    ModifiedContent(content: self, modifier: _TaskModifier(id: AnyHashable(id), action: action))
  }
}

extension _TaskModifier: AttachedModifier {
  package final class State: AttachmentState {
    var id: AnyHashable?
    /// The running body, cancelled when the task is.
    var task: Task<Void, Never>?

    package func end(_ context: AttachmentContext) {
      context.graph.actions.queue(context, .taskCancelled)
      cancel()
    }

    func cancel() {
      task?.cancel()
      task = nil
    }
  }

  package static var slotKind: String { "task" }

  package func _makeState(_ context: AttachmentContext) -> State {
    // Registered for the trace's source list, as every event slot is.
    _ = context.graph.events.source(for: context.node, slot: context.slot)
    return State()
  }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    if appearing || state.id == nil {
      start(state, context)
    } else if state.id != id {
      context.graph.actions.queue(context, .taskCancelled)
      state.cancel()
      start(state, context)
    }
    state.id = id
  }

  @MainActor private func start(_ state: State, _ context: AttachmentContext) {
    let action = action
    let graph = context.graph
    let node = context.node
    graph.actions.queue(context, .taskStarted) {
      graph.feature(TaskRunner.self).schedule(
        TaskRunner.Start(node: node) {
          guard node.alive else { return }
          var finished = false
          state.task = Task.immediate { @MainActor in
            await action()
            finished = true
          }
          if !finished {
            graph.warn(
              .taskSuspended, node: node,
              "the task of \(node.identity) suspended at an await; ViewTrace runs a task's body up to its first suspension, and what follows is not simulated"
            )
          }
        })
    }
  }
}

/// Task bodies started in a frame, run one after the other once it ends.
@MainActor
package final class TaskRunner: GraphFeature {
  package init(graph: ViewGraph) {}
  package struct Start {
    let node: ViewNode
    let run: () -> Void
  }
  private var pending: [Start] = []

  func schedule(_ start: Start) { pending.append(start) }

  func next() -> Start? { pending.isEmpty ? nil : pending.removeFirst() }
}
