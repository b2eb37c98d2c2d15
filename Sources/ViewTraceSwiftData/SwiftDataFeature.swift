import ViewTraceEngine

/// SwiftData's state in one run: the environment's default context (an empty store, where no
/// `.modelContainer` is set) and the containers `.modelContainer(for:)` made.
@MainActor
final class SwiftDataFeature: GraphFeature {
  unowned let graph: ViewGraph
  /// The context views get where no `.modelContainer` is set above them.
  private(set) lazy var defaultContext = ModelContext.makeDefault()
  /// `.modelContainer(for:)`'s containers, by their types (and call site, for one in memory).
  var containers: [String: ModelContainer] = [:]

  init(graph: ViewGraph) { self.graph = graph }
}

extension ModelContext {
  /// A context whose container holds nothing and was made by no one: the environment's default.
  static func makeDefault() -> ModelContext {
    let container = ModelContainer(empty: ())
    return ModelContext(defaultFor: container)
  }
}

extension ModelContainer {
  /// An empty container with no configuration (the default context's).
  convenience init(empty: Void) {
    // An in-memory configuration cannot fail.
    try! self.init(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
  }
}

extension EnvironmentValues {
  /// The context views insert, delete and fetch models in, as SwiftData's: the container's
  /// main context of the nearest `.modelContainer(_:)` above, or an empty context where there
  /// is none.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

struct ModelContextKey: NamedEnvironmentKey {
  static let _propertyName = "modelContext"
  /// Environment values are read on the main actor, where the run's default context lives.
  static var defaultValue: ModelContext {
    MainActor.assumeIsolated { ViewGraph.running?.feature(SwiftDataFeature.self).defaultContext ?? .makeDefault() }
  }
}
