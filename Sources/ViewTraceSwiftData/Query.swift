import ViewTrace
import ViewTraceEngine

/// The models of the environment's container that a predicate selects, in order, as SwiftData's
/// `@Query`: the view updates when they change.
///
/// ```swift
/// struct BirdList: View {
///   @Query(sort: \Bird.name) private var birds: [Bird]
///   var body: some View { List(birds) { Text($0.name) } }
/// }
/// ```
///
/// The query fetches from the context `.modelContainer(_:)` put in the environment. Each time a
/// model of the container is inserted, deleted or changed, it fetches again, and the view
/// updates when the results differ (other models, or another order) from what its body saw:
/// `_birds changed`, with the results before and after (`[Bird(1)]` → `[Bird(1), Bird(2)]`).
/// A change that leaves the results as they were updates only the views whose bodies read the
/// changed property (`@dependencies changed`), through Observation.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  let descriptor: FetchDescriptor<Element>
  let storage = QueryStorage<Element>()

  /// The models, fetched now.
  public var wrappedValue: Result { storage.results(descriptor) as! Result }
  /// The context the query fetches from.
  public var modelContext: ModelContext { storage.context ?? EnvironmentValues().modelContext }
  /// The error of the last fetch (a predicate that threw), or nil.
  public var fetchError: (any Error)? { storage.fetchError }
}

/// The forms SwiftData declares: each fetches an array of models.
extension Query where Result == [Element] {
  /// Every model of the type, in order of insertion (`@Query var birds: [Bird]`).
  public init() {
    descriptor = FetchDescriptor()
  }

  /// The models `descriptor` selects.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.descriptor = descriptor
  }

  /// The models `descriptor` selects.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.descriptor = descriptor
  }

  /// The models `filter` selects (all when nil), in `sort`'s order.
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default)
  {
    descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
  }

  /// The models `filter` selects (all when nil), in `sort`'s order.
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?)
  {
    descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
  }

  /// The models `filter` selects, ordered by `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  /// The models `filter` selects, ordered by an optional `keyPath` (nil first).
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  /// The models `filter` selects, ordered by `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    transaction: Transaction?
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }
}

extension Query: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> FetchedValueBox {
    FetchedValueBox(context, valueType: "[\(Element.self)]")
  }

  package func _install(in box: FetchedValueBox, _ context: PropertyContext) {
    let modelContext = box.environment.modelContext
    storage.context = modelContext
    box.current = { [storage, descriptor] in storage.describe(descriptor) }
    box.hold()
    modelContext.container.store.watch(box)
    if modelContext.isEnvironmentDefault {
      context.graph.notSimulated(
        "Query.noContainer." + context.name,
        "\(context.name) (@Query of \(Element.self)) has no .modelContainer above it: it fetches from an empty store")
    }
  }
}

/// What one `@Query` value fetches from: the context of the view it was installed in.
final class QueryStorage<Element: PersistentModel> {
  var context: ModelContext?
  var fetchError: (any Error)?

  func results(_ descriptor: FetchDescriptor<Element>) -> [Element] {
    guard let context else { return [] }
    do {
      fetchError = nil
      return try context.fetch(descriptor)
    } catch {
      fetchError = error
      return []
    }
  }

  /// The results as the trace writes them: `[Bird(1), Bird(2)]`.
  func describe(_ descriptor: FetchDescriptor<Element>) -> String {
    "[" + results(descriptor).map(\.persistentModelID.description).joined(separator: ", ") + "]"
  }
}

/// Two queries are the same view input when they fetch the same: the same predicate (as written,
/// with the values it captured), sort, limit and offset. What a query holds for its view is not
/// compared, so a parent that makes the same `@Query` again does not update its child.
extension Query: EngineComparable {
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee.descriptor
    let y = b.assumingMemoryBound(to: Self.self).pointee.descriptor
    return x.sortBy == y.sortBy && x.fetchLimit == y.fetchLimit && x.fetchOffset == y.fetchOffset
      && x.predicate.map { String(describing: $0) } == y.predicate.map { String(describing: $0) }
  }
}
