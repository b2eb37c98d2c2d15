/// Which models to fetch and in what order, as SwiftData's descriptor: Foundation's
/// `Predicate` and `SortDescriptor`, evaluated on the models in memory.
public struct FetchDescriptor<T: PersistentModel> {
  /// Which models (all when nil).
  public var predicate: Predicate<T>?
  /// Their order (insertion order when empty).
  public var sortBy: [SortDescriptor<T>]
  /// At most this many.
  public var fetchLimit: Int?
  /// Skipping this many first.
  public var fetchOffset: Int?
  /// Whether unsaved changes count (they always do here: the store is the context's).
  public var includePendingChanges = true
  /// The properties to fetch (all are, here).
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Relationships to fetch along (all are in memory, here).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor for the models `predicate` selects, in `sortBy`'s order.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
