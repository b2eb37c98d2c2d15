import ViewTrace
import ViewTraceEngine

extension Step {
  /// Changes the models as the app would: `body` gets the main context of `container`, or of
  /// the one container the live views use, and inserts, deletes or edits models in it. The
  /// container's `@Query`s fetch again, and the views whose results changed update.
  ///
  /// ```swift
  /// Step.modelContext("insert Robin") { context in context.insert(Bird(name: "Robin")) }
  /// Step.modelContext("rename") { context in
  ///   let birds = try! context.fetch(FetchDescriptor<Bird>(sortBy: [SortDescriptor(\.name)]))
  ///   birds[0].name = "Wren"
  /// }
  /// ```
  public static func modelContext(
    _ name: String, in container: ModelContainer? = nil, _ body: @escaping @MainActor @Sendable (ModelContext) -> Void
  ) -> Step {
    let given = MainActorOnly(container)
    return Step(name: name, kind: .mutate) { graph throws(EngineError) in
      let context: ModelContext
      if let container = given.value {
        context = container.mainContext
      } else {
        var found: [ModelContext] = []
        for node in graph.liveNodes() {
          let candidate = node.environment.modelContext
          if !candidate.isEnvironmentDefault, !found.contains(where: { $0 === candidate }) { found.append(candidate) }
        }
        guard found.count == 1 else {
          throw .nothingToDo(
            found.isEmpty
              ? "Step.modelContext(\"\(name)\"): no view has a model container; give the root one with .modelContainer(…)"
              : "Step.modelContext(\"\(name)\"): the views use \(found.count) model containers; name one with in:")
        }
        context = found[0]
      }
      return { body(context) }
    }
  }
}
