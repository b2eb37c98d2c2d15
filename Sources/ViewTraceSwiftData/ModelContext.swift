import ViewTraceEngine

/// Where views insert, delete, fetch and save models, as SwiftData's context: read it with
/// `@Environment(\.modelContext)`.
///
/// Inserting or deleting a model, and changing a persisted property of one, makes the
/// container's `@Query`s fetch again at once: a view whose query's results changed updates
/// (`_birds changed`). Saving writes nothing (the store is in memory); `autosaveEnabled` is kept.
public final class ModelContext: @unchecked Sendable, Equatable {
  /// The container whose models this context sees.
  public let container: ModelContainer
  /// Whether changes are saved by themselves (kept; saving writes nothing here).
  public var autosaveEnabled = true
  /// The environment's context where no `.modelContainer` is set: its store is empty.
  let isEnvironmentDefault: Bool

  /// A context for `container`.
  public init(_ container: ModelContainer) {
    self.container = container
    isEnvironmentDefault = false
  }

  init(defaultFor container: ModelContainer) {
    self.container = container
    isEnvironmentDefault = true
  }

  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

  /// Inserts `model`: it gets its identifier, and the container's queries fetch again.
  public func insert<T: PersistentModel>(_ model: T) { container.store.insert(model, into: self) }

  /// Deletes `model`: the container's queries fetch again.
  public func delete<T: PersistentModel>(_ model: T) { container.store.delete(model) }

  /// Deletes every model of `model`'s type that `predicate` selects.
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true)
    throws
  {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  /// The models `descriptor` selects.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    try container.store.fetch(descriptor)
  }

  /// How many models `descriptor` selects.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models `descriptor` selects.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with identifier `id`, if it is in the store.
  public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
    container.store.models.lazy.compactMap { $0 as? T }.first { $0.persistentModelID == id }
  }

  /// The model with identifier `id`. Stops the run when it is not in the store, as SwiftData
  /// does for an identifier of no model.
  public func model(for id: PersistentIdentifier) -> any PersistentModel {
    guard let found = container.store.models.first(where: { $0.persistentModelID == id }) else {
      preconditionFailure("ModelContext.model(for:): no model \(id) in the store")
    }
    return found
  }

  /// Whether a model changed since the last save.
  public var hasChanges: Bool { container.store.models.contains { $0._$persistentState.hasChanges } }

  /// The inserted, deleted and changed models not yet saved.
  public var changedModelsArray: [any PersistentModel] {
    container.store.models.filter { $0._$persistentState.hasChanges }
  }

  /// Saves: writes nothing (the store is in memory), and the models have no changes after.
  public func save() throws {
    for model in container.store.models { model._$persistentState.hasChanges = false }
  }

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Nothing is pending here: every change reaches the store at once.
  public func processPendingChanges() {}

  /// Undoing unsaved changes is not simulated: the changes stay, and the run says so once.
  public func rollback() {
    ViewGraph.noteNotSimulated("ModelContext.rollback", "ModelContext.rollback() undoes nothing here: changes stay")
  }
}
