/// What one run keeps besides its tree and its features: the seeded
/// generator, the aliases of explicit ids, the layouts of types and the warnings said once.
@MainActor
package struct RunContext {
  var random: SplitMix64
  var aliases = IdentityAliases()
  /// The run's knowledge of types: fields, layouts, how values are read (``TypeLayouts``).
  let layouts = TypeLayouts()
  private var warned: Set<WarningKind> = []
  private var warnedKeys: Set<String> = []

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// True the first time `kind` is asked about.
  mutating func firstTime(_ kind: WarningKind) -> Bool { warned.insert(kind).inserted }

  /// True the first time `key` (an API's name) is asked about.
  mutating func firstTime(_ key: String) -> Bool { warnedKeys.insert(key).inserted }
}
