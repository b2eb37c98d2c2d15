/// A value the scene saves and restores, as in SwiftUI; ViewTrace keeps one
/// simulated scene store per scenario run.
///
/// It behaves like `@State` shared by key: every `@SceneStorage` of the same
/// key in the scene sees the same value, and a write invalidates every view
/// that holds a property for that key (by declaration), listing the field in
/// `_printChanges`. The default is used while the key is absent.
///
/// ```swift
/// struct Editor: View {
///   @SceneStorage("draft") private var draft = ""
///   var body: some View { TextField("Draft", text: $draft) }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let stored: StoredKey<Value>

  /// A value saved under `key` in the scene.
  public init(wrappedValue: Value, _ key: String, filePath: StaticString = #filePath, line: UInt = #line) {
    stored = StoredKey(
      kind: .scene, key: key, defaultValue: wrappedValue, site: DeclarationSite(filePath: filePath, line: line))
  }

  /// The saved value, or the default while the key is absent.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.write(newValue) }
  }

  /// A binding to the saved value.
  public var projectedValue: Binding<Value> { Binding(location: StoredKeyLocation(stored: stored)) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional value saved under `key`, `nil` while the key is absent.
  public init(_ key: String, filePath: StaticString = #filePath, line: UInt = #line) {
    self.init(wrappedValue: nil, key, filePath: filePath, line: line)
  }
}

extension SceneStorage: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StoredKeyPropertyBox { stored.makeBox(context) }
  package func _install(in box: StoredKeyPropertyBox, _ context: PropertyContext) { stored.install(box, context) }
}

extension SceneStorage: EngineComparable {
  /// Equal for the same key: the value lives in the scene's store.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee.stored.key == b.assumingMemoryBound(to: Self.self).pointee.stored.key
  }
}
