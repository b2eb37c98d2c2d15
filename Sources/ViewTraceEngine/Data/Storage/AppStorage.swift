import Foundation

/// A value in `UserDefaults`, as in SwiftUI; ViewTrace keeps a simulated
/// `UserDefaults` per scenario run, so runs stay reproducible.
///
/// The view depends on the key by declaration: every write of the key (from
/// any `@AppStorage` of that key, a binding to it, or a scenario step
/// `Step.setDefault`) invalidates every view that holds an `@AppStorage` for
/// it, read in the body or not, and `_printChanges` lists the field
/// (`_darkMode`). The default value is used while the key is absent; it is
/// never written.
///
/// ```swift
/// struct Settings: View {
///   @AppStorage("darkMode") private var darkMode = false
///   var body: some View { Toggle("Dark mode", isOn: $darkMode) }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let stored: StoredKey<Value>

  /// A value stored under `key`; `store` is a suite (`UserDefaults(suiteName:)`),
  /// `nil` for `UserDefaults.standard`.
  public init(
    wrappedValue: Value, _ key: String, store: UserDefaults? = nil, filePath: StaticString = #filePath,
    line: UInt = #line
  ) {
    stored = StoredKey(
      kind: StoreKind.defaults(store), key: key, defaultValue: wrappedValue,
      site: DeclarationSite(filePath: filePath, line: line))
  }

  /// The stored value, or the default while the key is absent.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.write(newValue) }
  }

  /// A binding to the stored value: `Toggle("Dark mode", isOn: $darkMode)`.
  public var projectedValue: Binding<Value> { Binding(location: StoredKeyLocation(stored: stored)) }

}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional value stored under `key`, `nil` while the key is absent.
  public init(_ key: String, store: UserDefaults? = nil, filePath: StaticString = #filePath, line: UInt = #line) {
    self.init(wrappedValue: nil, key, store: store, filePath: filePath, line: line)
  }
}

extension AppStorage: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StoredKeyPropertyBox { stored.makeBox(context) }
  package func _install(in box: StoredKeyPropertyBox, _ context: PropertyContext) { stored.install(box, context) }
}

extension AppStorage: EngineComparable {
  /// Equal for the same store and key: the value lives in the store.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: Self.self).pointee.stored
    let y = b.assumingMemoryBound(to: Self.self).pointee.stored
    return x.kind == y.kind && x.key == y.key
  }
}

extension Step {
  /// Writes `value` for `key` in the scenario's `UserDefaults` from outside
  /// the views, as `UserDefaults.standard.set(value, forKey: key)` elsewhere
  /// in an app would: every view holding `@AppStorage(key)` is invalidated.
  /// Pass `nil` to remove the key; `suite` is the `UserDefaults(suiteName:)`
  /// object the views pass as `store:`.
  public static func setDefault<Value: Sendable>(
    _ key: String, to value: Value?, suite: UserDefaults? = nil, named name: String? = nil
  ) -> Step {
    let kind = MainActorOnly(StoreKind.defaults(suite))
    let text = value.map { ValueDescription.describe($0) } ?? "nil"
    let store = suite == nil ? "UserDefaults.standard" : "UserDefaults(suite)"
    return Step(name: name ?? "\(store).set(\(text), forKey: \(ValueDescription.quote(key)))", kind: .mutate) {
      graph throws(EngineError) in
      {
        graph.feature(StorageFeature.self).store(kind.value)
          .write(key, value.map { $0 as Any }, valueType: typeDisplayName(Value.self))
      }
    }
  }
}

extension StoreKind {
  /// The store of `@AppStorage(key, store: suite)`.
  nonisolated static func defaults(_ suite: UserDefaults?) -> StoreKind {
    .defaults(suite: suite === UserDefaults.standard ? nil : suite)
  }
}
