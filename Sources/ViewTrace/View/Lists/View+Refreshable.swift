/// `.refreshable(action:)`: the pull-to-refresh action of the view.
public nonisolated struct _RefreshableModifier {
  let action: @Sendable () async -> Void
}

extension View {
  /// Marks the view refreshable, as in SwiftUI (a `List` or `ScrollView`
  /// shows pull-to-refresh). `Step.refresh()` pulls it: as in SwiftUI the
  /// action starts as a task after the step's frame and runs with the run's
  /// async work, its writes making frames named `refresh of <identity>`; one
  /// still waiting on something outside the scenario gets a `taskSuspended`
  /// warning. The action is the one of the last placement.
  public nonisolated func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> ModifiedContent<
    Self, _RefreshableModifier
  > {
    ModifiedContent(content: self, modifier: _RefreshableModifier(action: action))
  }
}

@MainActor extension _RefreshableModifier: AttachedModifier {
  package final class State: AttachmentState {
    var action: @Sendable () async -> Void = {}
    var task: Task<Void, Never>?
    package func end(_ context: AttachmentContext) {
      task?.cancel()
      task = nil
    }
  }

  package static var slotKind: String { "refreshable" }

  package func _makeState(_ context: AttachmentContext) -> State { State() }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) { state.action = action }
}
