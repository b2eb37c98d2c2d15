/// Key-value storage's part of a run: the simulated stores that
/// `@AppStorage` and `@SceneStorage` read and write, by name, and the names
/// of `UserDefaults` suites.
@MainActor
package final class StorageFeature: GraphFeature {
  unowned let graph: ViewGraph
  private var stores: [String: KeyValueStore] = [:]
  private var suites: [ObjectIdentifier: String] = [:]

  package init(graph: ViewGraph) { self.graph = graph }

  /// A name for a `UserDefaults` suite object, numbered in order of first use.
  func suiteName(_ suite: AnyObject) -> String {
    if let known = suites[ObjectIdentifier(suite)] { return known }
    let name = "UserDefaults(suite \(suites.count + 1))"
    suites[ObjectIdentifier(suite)] = name
    return name
  }

  /// The simulated store of `kind`, made on first use.
  func store(_ kind: StoreKind) -> KeyValueStore {
    let name = kind.name(in: graph)
    if let known = stores[name] { return known }
    let made = KeyValueStore(name: name, graph: graph)
    stores[name] = made
    return made
  }
}
