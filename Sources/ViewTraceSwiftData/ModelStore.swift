import ViewTraceEngine

/// A container's models, in order of insertion, and the queries that watch them.
final class ModelStore: @unchecked Sendable {
  private(set) var models: [any PersistentModel] = []
  private var nextNumber = 1
  /// The queries of live views, in the order they first watched, told of each change.
  private var watchers: [Watcher] = []

  struct Watcher {
    weak var box: FetchedValueBox?
  }

  func insert<Model: PersistentModel>(_ model: Model, into context: ModelContext) {
    let state = model._$persistentState
    if state.context?.container.store === self, !state.isDeleted { return }
    state.context = context
    state.isDeleted = false
    if state.number == nil {
      state.number = nextNumber
      nextNumber += 1
    }
    models.append(model)
    changed()
  }

  func delete<Model: PersistentModel>(_ model: Model) {
    guard let index = models.firstIndex(where: { $0 === model }) else { return }
    models.remove(at: index)
    model._$persistentState.isDeleted = true
    changed()
  }

  func removeAll() {
    for model in models { model._$persistentState.isDeleted = true }
    models = []
    changed()
  }

  /// The models of type `Model` that `descriptor` selects, in its order.
  func fetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
    try _PersistentState.$isFetching.withValue(true) { try unobservedFetch(descriptor) }
  }

  private func unobservedFetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
    var found = models.compactMap { $0 as? Model }
    if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset { found = Array(found.dropFirst(max(0, offset))) }
    if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(0, limit))) }
    return found
  }

  /// Watches the store for `box`'s query (once per box).
  func watch(_ box: FetchedValueBox) {
    guard !watchers.contains(where: { $0.box === box }) else { return }
    watchers.append(Watcher(box: box))
  }

  /// Something changed: each live query compares what it fetches now with what its view saw.
  func changed() {
    guard ViewGraph.isOnMainActor else { return }
    MainActor.assumeIsolated {
      watchers.removeAll { $0.box == nil }
      for watcher in watchers { watcher.box?.refresh() }
    }
  }
}
