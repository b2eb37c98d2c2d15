/// `.task(id:_:)` and `.task(_:)`: a task that lives with the identity.
public struct _TaskModifier {
  let id: AnyHashable
  let action: @Sendable () async -> Void
}

extension View {
  /// A task started when the view appears and cancelled when it disappears.
  ///
  /// As in SwiftUI the body runs on the main actor after the update that
  /// started it, and its awaits resume as the runtime schedules them:
  /// ViewTrace runs them with the run's async work, in order and without
  /// real waiting, and what each main-actor part writes makes a frame of its
  /// own (`task of <identity>`). A `Task.sleep` sleeps on the scenario's
  /// clock (`Step.advanceClock` wakes it); a task still waiting once the work
  /// ran (asleep, or on a network call) gets a `taskSuspended` warning.
  /// The trace records `task started` / `task cancelled`.
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
    /// The modifier the last placement gave, whose body a showing again starts.
    var latest: _TaskModifier?

    package func end(_ context: AttachmentContext) {
      context.graph.actions.queue(context, .taskCancelled)
      cancel()
    }

    /// As SwiftUI's task follows the view's appearance, wherever it comes from: leaving the
    /// screen cancels it, showing again starts it anew (a lazy row, a tab, a covered view).
    package func visibilityChanged(_ visible: Bool, _ context: AttachmentContext) {
      if visible {
        latest?.start(self, context)
      } else {
        context.graph.actions.queue(context, .taskCancelled)
        cancel()
      }
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
    state.latest = self
    if appearing || state.id == nil {
      start(state, context)
    } else if state.id != id {
      context.graph.actions.queue(context, .taskCancelled)
      state.cancel()
      start(state, context)
    }
    state.id = id
  }

  @MainActor fileprivate func start(_ state: State, _ context: AttachmentContext) {
    let action = action
    let graph = context.graph
    let node = context.node
    graph.actions.queue(context, .taskStarted) {
      graph.feature(TaskRunner.self).schedule(node: node, label: "task of \(node.identity)") {
        state.task = graph.feature(TaskRunner.self).start("task of \(node.identity)", node: node) { await action() }
      }
    }
  }
}

/// The tasks of a run: bodies started in a frame, run one after the other
/// once it ends, and the tasks still waiting when the run's async work is
/// done (``ViewGraph/runAsyncWork()``).
@MainActor
package final class TaskRunner: GraphFeature {
  package init(graph: ViewGraph) {}
  package struct Start {
    let node: ViewNode
    /// The name of the frame its first part makes ("task of ContentView").
    let label: String
    let run: () -> Void
  }
  /// Whether a started task has returned, and whether it was named as waiting.
  private final class Progress {
    var finished = false
    var reported = false
  }
  private struct Started {
    let label: String
    let node: ViewNode
    let progress: Progress
    let task: Task<Void, Never>
  }
  private var pending: [Start] = []
  private var started: [Started] = []

  /// Queues the start of a task body for after the frame: in the run loop,
  /// after the work already waiting there, as SwiftUI's `Task` queues its
  /// first job; without the run loop, in a list of its own run after the frame.
  func schedule(node: ViewNode, label: String, _ run: @escaping () -> Void) {
    let loop = ScenarioRunLoop.shared
    if loop.isAvailable {
      loop.appendStart(label: label) { if node.alive { run() } }
    } else {
      pending.append(Start(node: node, label: label, run: run))
    }
  }

  func next() -> Start? { pending.isEmpty ? nil : pending.removeFirst() }

  /// Starts `operation` as a main-actor task: its jobs run with the run's
  /// async work (``ScenarioRunLoop``), and the frames its writes make are
  /// named `label`. Without the run loop it runs now, up to its first suspension.
  package func start(_ label: String, node: ViewNode, _ operation: @escaping @MainActor () async -> Void)
    -> Task<Void, Never>
  {
    let progress = Progress()
    let task = ScenarioRunLoop.$label.withValue(label) {
      Task.immediate { @MainActor in
        await operation()
        progress.finished = true
      }
    }
    if !progress.finished { started.append(Started(label: label, node: node, progress: progress, task: task)) }
    return task
  }

  /// The name of the frames made by `job` when it is a job of a task started
  /// here (a task's job is the task itself).
  func label(of job: UnownedJob) -> String? {
    let address = unsafeBitCast(job, to: UnsafeRawPointer.self)
    return started.first { unsafeBitCast($0.task, to: UnsafeRawPointer.self) == address }?.label
  }

  /// The tasks that still wait once the run's async work is done, each given
  /// once: they wait on something outside the scenario. Finished and
  /// cancelled ones, and those of views that left, are forgotten.
  func stillWaiting() -> [(label: String, node: ViewNode, task: UnsafeRawPointer)] {
    started.removeAll { $0.progress.finished || $0.task.isCancelled || !$0.node.alive }
    let new = started.filter { !$0.progress.reported }
    for task in new { task.progress.reported = true }
    return new.map { ($0.label, $0.node, unsafeBitCast($0.task, to: UnsafeRawPointer.self)) }
  }
}
