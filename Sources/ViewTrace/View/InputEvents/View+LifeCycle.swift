import Foundation

extension View {
  // MARK: Named tasks: a task's name is for debugging tools; it runs as the unnamed form.

  /// `.task(name:priority:file:line:_:)`: as `task(priority:_:)`.
  public nonisolated func task(
    name: String?, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(priority: priority, action)
  }

  /// `.task(id:name:priority:file:line:_:)`: as `task(id:priority:_:)`.
  public nonisolated func task<ID: Equatable & Hashable>(
    id: ID, name: String?, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(id: id, priority: priority, action)
  }

  /// `.task(name:executorPreference:priority:file:line:action:)`: as `task(priority:_:)` (the
  /// action runs on the main actor with the run's async work, whatever the executor).
  public nonisolated func task(
    name: String? = nil, executorPreference: any TaskExecutor, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(priority: priority, action)
  }

  /// `.task(id:name:executorPreference:priority:file:line:_:)`: as `task(id:priority:_:)`.
  public nonisolated func task<ID: Equatable & Hashable>(
    id: ID, name: String? = nil, executorPreference: any TaskExecutor, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    task(id: id, priority: priority, action)
  }
}
