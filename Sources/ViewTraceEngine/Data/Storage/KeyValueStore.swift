/// A simulated key-value store of one run: the `UserDefaults` that
/// `@AppStorage` reads, or the scene's storage behind `@SceneStorage`. Each
/// key is a source: every write of a key invalidates every view that holds a
/// property for that key, whether or not its body read it, as SwiftUI's
/// stores notify on each write.
@MainActor
package final class KeyValueStore {
  /// `UserDefaults.standard`, `UserDefaults(suiteName: "group")`, `SceneStorage`.
  let name: String
  private var values: [String: Any] = [:]
  private var sources: [String: SourceBox] = [:]
  private unowned let graph: ViewGraph
  /// Bumped by a write of any key: what a key with a `.` in its name is
  /// subscribed to, since key-value observing cannot watch such a key alone
  /// (published macOS 26 output: every `UserDefaults` write runs the views
  /// holding dotted keys, listing each of those properties).
  private var anyWrite: SourceBox?

  /// The source every write bumps, registered on first use (`UserDefaults.standard[*]`).
  func anyWriteSource() -> SourceBox {
    if let anyWrite { return anyWrite }
    let source = SourceBox(id: "\(name)[*]")
    anyWrite = source
    graph.log.emit(.sourceRegistered(TraceSource(id: source.id, kind: .storage, owner: nil, name: "*", valueType: "")))
    return source
  }

  init(name: String, graph: ViewGraph) {
    self.name = name
    self.graph = graph
  }

  /// The stored value of `key`, if any.
  func value(_ key: String) -> Any? { values[key] }

  /// The source for `key`, registered on first use (`UserDefaults.standard["darkMode"]`).
  /// `declaredAt` is the property that first reads the key, when one does.
  func source(_ key: String, valueType: String, declaredAt: CodeLocation? = nil) -> SourceBox {
    if let known = sources[key] { return known }
    let source = SourceBox(id: "\(name)[\(ValueDescription.quote(key))]")
    sources[key] = source
    graph.log.emit(
      .sourceRegistered(
        TraceSource(id: source.id, kind: .storage, owner: nil, name: key, valueType: valueType, declaredAt: declaredAt))
    )
    return source
  }

  /// Stores `value` (nil removes the key) and invalidates every holder of the
  /// key. A write while a body runs is stored, but the invalidation is
  /// dropped with a warning, as SwiftUI's "Publishing changes from within
  /// view updates".
  func write(_ key: String, _ value: Any?, valueType: String) {
    let source = source(key, valueType: valueType)
    let before = values[key].map(ValueDescription.describe) ?? "nil"
    values[key] = value
    let after = value.map(ValueDescription.describe) ?? "nil"
    if graph.droppedDuringBody(
      .publishDuringBody,
      {
        "\(source.id) was written while \($0.type)'s body was running; the invalidation was dropped "
          + "(SwiftUI: \"Publishing changes from within view updates is not allowed\")"
      })
    {
      return
    }
    source.version &+= 1
    graph.log.emit(.sourceChanged(source: source.id, before: before, after: after))
    graph.invalidate(source)
    if let anyWrite {
      anyWrite.version &+= 1
      graph.invalidate(anyWrite)
    }
  }
}

/// Which simulated store a stored property uses.
package enum StoreKind: Equatable {
  /// `UserDefaults`: `suite` nil for `.standard`, else the suite object
  /// (the same object is the same store).
  case defaults(suite: AnyObject?)
  case scene

  package static func == (a: StoreKind, b: StoreKind) -> Bool {
    switch (a, b) {
    case (.defaults(let x), .defaults(let y)): x === y
    case (.scene, .scene): true
    default: false
    }
  }

  @MainActor
  func name(in graph: ViewGraph) -> String {
    switch self {
    case .defaults(let suite?): graph.feature(StorageFeature.self).suiteName(suite)
    case .defaults: "UserDefaults.standard"
    case .scene: "SceneStorage"
    }
  }
}

/// Where a stored property reads and writes: its store (found once the
/// view is installed, or through the running graph) and key.
@MainActor
package final class StoredKey<Value> {
  let kind: StoreKind
  let key: String
  let defaultValue: Value
  var store: KeyValueStore?
  /// Where the property holding the key is declared.
  let site: DeclarationSite?

  init(kind: StoreKind, key: String, defaultValue: Value, site: DeclarationSite? = nil) {
    self.kind = kind
    self.key = key
    self.defaultValue = defaultValue
    self.site = site
  }

  private var resolved: KeyValueStore? {
    if let store { return store }
    guard let graph = ViewGraph.running else { return nil }
    return graph.feature(StorageFeature.self).store(kind)
  }

  /// The stored value, or the default when the key is absent or holds another type.
  var value: Value { resolved?.value(key) as? Value ?? defaultValue }

  func write(_ newValue: Value) {
    resolved?.write(key, isNil(newValue) ? nil : newValue, valueType: typeDisplayName(Value.self))
  }

  var source: SourceBox? { resolved?.source(key, valueType: typeDisplayName(Value.self)) }
}

private func isNil(_ value: Any) -> Bool {
  if case Optional<Any>.none = value { return true }
  return false
}

/// `$name` of a stored property.
package final class StoredKeyLocation<Value>: AnyLocation<Value> {
  let stored: StoredKey<Value>
  init(stored: StoredKey<Value>) { self.stored = stored }
  package override var source: SourceBox? { stored.source }
  package override func get(as kind: EdgeKind) -> Value {
    if let source { ViewGraph.running?.recordRead(source, kind: kind) }
    return stored.value
  }
  package override func peek() -> Value { stored.value }
  package override func set(_ value: Value) { stored.write(value) }
  package override func isSame(as other: AnyLocationBase, _ closures: Closures) -> Bool {
    guard let other = other as? StoredKeyLocation<Value> else { return false }
    return stored.kind == other.stored.kind && stored.key == other.stored.key
  }
}

/// The node's side of an `@AppStorage` / `@SceneStorage` field: the key's
/// source, held by declaration, and the value the body saw.
@MainActor
package final class StoredKeyPropertyBox: PropertyBox {
  package let name: String
  let source: SourceBox
  /// For a dotted key: the store-wide source every write bumps.
  let anyWrite: SourceBox?
  private let current: () -> Any
  private var seenVersion: Int
  private var seenDescription: String

  init(name: String, source: SourceBox, anyWrite: SourceBox?, current: @escaping () -> Any) {
    self.name = name
    self.source = source
    self.anyWrite = anyWrite
    self.current = current
    self.seenVersion = source.version &+ (anyWrite?.version ?? 0)
    self.seenDescription = ValueDescription.describe(current())
  }

  private var version: Int { source.version &+ (anyWrite?.version ?? 0) }

  package func change(appearing: Bool) -> Reason? {
    guard appearing || seenVersion != version else { return nil }
    return Reason(
      kind: .property, property: name, source: source.id,
      changes: [
        ValueChange(
          name: String(name.dropFirst()), before: appearing ? nil : seenDescription,
          after: ValueDescription.describe(current()))
      ])
  }

  package func bodyDidRun() {
    seenVersion = version
    seenDescription = ValueDescription.describe(current())
  }
}

extension StoredKey {
  /// The box for a field holding this key on `context`'s node.
  func makeBox(_ context: PropertyContext) -> StoredKeyPropertyBox {
    let store = context.graph.feature(StorageFeature.self).store(kind)
    self.store = store
    let source = store.source(key, valueType: typeDisplayName(Value.self), declaredAt: site?.location)
    let anyWrite = key.contains(".") ? store.anyWriteSource() : nil
    return StoredKeyPropertyBox(name: context.name, source: source, anyWrite: anyWrite) { [weak self] in
      (self?.value).map { $0 as Any } ?? "?"
    }
  }

  /// Holds the key's source by declaration for the field.
  func install(_ box: StoredKeyPropertyBox, _ context: PropertyContext) {
    store = context.graph.feature(StorageFeature.self).store(kind)
    let sources = [box.source] + (box.anyWrite.map { [$0] } ?? [])
    context.graph.dependencies.hold(context.node, .field(context.name), sources.map { ($0, .storage) })
  }
}
