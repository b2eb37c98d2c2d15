/// What one run keeps besides its tree: the seeded generator, the aliases of
/// explicit ids, per-run stores and the warnings said once.
@MainActor
struct RunContext {
  var random: SplitMix64
  var aliases = IdentityAliases()
  /// The run's knowledge of types: fields, layouts, how values are read (``TypeLayouts``).
  let layouts = TypeLayouts()
  private var stores: [ObjectIdentifier: AnyObject] = [:]
  private var warned: Set<WarningKind> = []

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// The store of type `Store`, made on first use.
  mutating func store<Store: AnyObject>(_ make: () -> Store) -> Store {
    if let known = stores[ObjectIdentifier(Store.self)] as? Store { return known }
    let made = make()
    stores[ObjectIdentifier(Store.self)] = made
    return made
  }

  /// The store of type `Store`, if one was made.
  func existingStore<Store: AnyObject>(_: Store.Type) -> Store? { stores[ObjectIdentifier(Store.self)] as? Store }

  /// True the first time `kind` is asked about.
  mutating func firstTime(_ kind: WarningKind) -> Bool { warned.insert(kind).inserted }
}
