import ViewTrace
import ViewTraceEngine

extension View {
  /// Puts `container`'s main context in the environment: the `@Query`s and
  /// `@Environment(\.modelContext)` below use it.
  @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Puts a container for `modelType` in the environment, made the first time and kept for the
  /// run: one per model types when stored (every such container shares the store, as on disk),
  /// one per call site when `inMemory`. `onSetup` is called when it is made.
  @MainActor public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in },
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
      onSetup: onSetup, fileID: fileID, line: line, column: column)
  }

  /// Puts a container for `modelTypes` in the environment, as the form for one type does.
  @MainActor public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in },
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> some View {
    let names = modelTypes.map { String(describing: $0) }.joined(separator: ",")
    let key = inMemory ? "\(names) in memory at \(fileID):\(line):\(column)" : names
    let feature = ViewGraph.running?.feature(SwiftDataFeature.self)
    let container: ModelContainer
    if let known = feature?.containers[key] {
      container = known
    } else {
      do {
        container = try ModelContainer(
          for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
      } catch {
        onSetup(.failure(error))
        return environment(\.modelContext, EnvironmentValues().modelContext)
      }
      container.mainContext.autosaveEnabled = isAutosaveEnabled
      feature?.containers[key] = container
      onSetup(.success(container))
    }
    return environment(\.modelContext, container.mainContext)
  }

  /// Puts `modelContext` in the environment.
  public nonisolated func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}
