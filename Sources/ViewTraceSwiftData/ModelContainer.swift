import ViewTraceEngine

/// The models of an app, as SwiftData's container: its ``mainContext`` is what
/// `.modelContainer(_:)` puts in the environment, where `@Query` and `\.modelContext` find it.
///
/// ```swift
/// let container = try ModelContainer(for: Bird.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Bird(name: "Robin"))
/// let scenario = Scenario("birds", root: { BirdList().modelContainer(container) }) { … }
/// ```
///
/// The store is in memory and starts empty. Every context of a container sees its models at
/// once (SwiftData shows another context's changes after it saves).
public final class ModelContainer: @unchecked Sendable {
  /// The model types.
  public let schema: Schema
  /// The configurations, as given.
  public let configurations: [ModelConfiguration]
  /// The models, in order of insertion.
  let store = ModelStore()
  private var madeMainContext: ModelContext?

  /// A container for `givenSchema`'s types.
  public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration])
    throws
  {
    schema = givenSchema
    self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    if self.configurations.contains(where: { !$0.isStoredInMemoryOnly }) {
      ViewGraph.noteNotSimulated(
        "ModelContainer.disk", "ModelContainer: a store on disk is kept in memory here and starts empty, as on a fresh install")
    }
  }

  /// A container for `givenSchema`'s types.
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container for `forTypes`.
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context of the main actor, the one views use.
  @MainActor public var mainContext: ModelContext {
    if let madeMainContext { return madeMainContext }
    let context = ModelContext(self)
    madeMainContext = context
    return context
  }

  /// Deletes every model.
  public func deleteAllData() { store.removeAll() }
}

/// A plan for moving a store between schema versions (accepted; stores start empty).
public protocol SchemaMigrationPlan {
  /// The schema versions, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The stages between them.
  static var stages: [MigrationStage] { get }
}

/// One version of an app's schema.
public protocol VersionedSchema {
  /// The models of this version.
  static var models: [any PersistentModel.Type] { get }
  /// The version.
  static var versionIdentifier: Schema.Version { get }
}

/// A migration between two schema versions (accepted; never run).
public enum MigrationStage {
  /// A migration SwiftData infers.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// A migration with code before and after.
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
