/// Reads a value from the view's environment, as in SwiftUI.
///
/// The view depends on the key by declaration: when an ancestor writes a
/// different value, the view's body runs, whether or not the body reads it
/// (S20).
///
/// ```swift
/// struct EnvSubView: View {
///   @Environment(\.myValue) var myValue
///   var body: some View { Text("Sub View") }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box: EnvironmentBox<Value>
  /// Says why the value cannot be read here (a missing `@Observable` model),
  /// or nil when it can.
  var unavailable: ((EnvironmentValues) -> String?)?

  /// Reads the value at `keyPath` of the view's environment: `@Environment(\.colorScheme) var scheme`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    self.box = EnvironmentBox()
  }

  /// The value at the view's place in the tree (the key's default before the
  /// view is installed).
  public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

@MainActor
package final class EnvironmentBox<Value> {
  var value: Value?
}

/// The node's side of one `@Environment(\.key)` field: the entry it reads
/// (a source per key and writer), the value now and the value the body saw.
/// The view depends on the key by declaration.
@MainActor
package final class EnvironmentPropertyBox: PropertyBox {
  package let name: String
  private(set) var source: SourceBox?
  private var current: Any = ()
  private var seenValue: Any?
  /// Compares two values as the key's declared type (a protocol-typed key
  /// compares as its existential, which SwiftUI cannot prove unchanged).
  private let same: (Any, Any) -> Bool

  init(name: String, same: @escaping (Any, Any) -> Bool) {
    self.name = name
    self.same = same
  }

  /// The value now at the node, read from `source`.
  func update(_ value: Any, source: SourceBox) {
    current = value
    self.source = source
    if seenValue == nil { seenValue = value }
  }

  package func change(appearing: Bool) -> Reason? {
    guard let seenValue else { return nil }
    guard appearing || !same(current, seenValue) else { return nil }
    return Reason(
      kind: .property, property: name, source: source?.id,
      changes: [
        ValueChange(
          name: String(name.dropFirst()), before: appearing ? nil : ValueDescription.describe(seenValue),
          after: ValueDescription.describe(current))
      ])
  }

  package func bodyDidRun() { if source != nil { seenValue = current } }
}

extension Environment: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> EnvironmentPropertyBox {
    let closures = context.graph.options.closureComparison
    return EnvironmentPropertyBox(name: context.name) { a, b in
      guard let x = a as? Value, let y = b as? Value else { return false }
      return Compare.equalValues(x, y, closures)
    }
  }

  package func _install(in property: EnvironmentPropertyBox, _ context: PropertyContext) {
    let node = context.node
    if let message = unavailable?(node.environment) {
      node.unavailable = TraceWarning(
        kind: .missingEnvironmentModel, node: node.identity, message: "\(node.type).\(context.name): \(message)")
      return
    }
    let (value, entryName, writer) = node.environment.read(keyPath)
    box.value = value
    let source = context.graph.environments.source(entryName, writer: writer)
    context.graph.dependencies.hold(node, .field(context.name), source, kind: .environment)
    property.update(value, source: source)
  }
}

extension Environment: EngineComparable {
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee.keyPath == b.assumingMemoryBound(to: Self.self).pointee.keyPath
  }
}

extension EnvironmentValues {
  /// Reads `keyPath` and says which entry it read: its name and the node that
  /// wrote it (`nil` for the key's default).
  func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> (value: Value, name: String, writer: String?) {
    var probe = self
    let reads = EnvironmentValues.KeyReads()
    probe.keyReads = reads
    let value = probe[keyPath: keyPath]
    guard let key = reads.first else { return (value, typeDisplayName(Value.self), nil) }
    return (value, key.name, entries[key.key]?.writer)
  }
}
