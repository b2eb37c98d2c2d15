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

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    self.box = EnvironmentBox()
  }

  /// The value at the view's place in the tree (the key's default before the
  /// view is installed).
  public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

@MainActor
final class EnvironmentBox<Value> {
  var value: Value?
}

extension Environment: EngineDynamicProperty {
  func _install(on node: ViewNode, name: String, graph: ViewGraph) {
    let (value, entryName, writer) = node.environment.read(keyPath)
    box.value = value
    let source = graph.environmentSource(entryName, writer: writer)
    graph.declare(source, kind: .environment, on: node, field: name)
    if let index = node.environmentFields.firstIndex(where: { $0.name == name }) {
      node.environmentFields[index].current = value
      node.environmentFields[index].source = source
    } else {
      node.environmentFields.append(
        ViewNode.EnvironmentField(name: name, source: source, current: value, lastValue: value))
    }
  }
}

extension Environment: EngineComparable {
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee.keyPath == b.assumingMemoryBound(to: Self.self).pointee.keyPath
  }
}

extension EnvironmentValues {
  /// Reads `keyPath` and says which entry it read: its name and the node that
  /// wrote it (`nil` for the key's default).
  func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> (value: Value, name: String, writer: String?) {
    EnvironmentValues.lastRead = nil
    let value = self[keyPath: keyPath]
    guard let key = EnvironmentValues.lastRead else { return (value, typeDisplayName(Value.self), nil) }
    return (value, key.name, entries[key.key]?.writer)
  }
}

/// `.environment(_:_:)` and `.environmentObject(_:)`: writes into the
/// environment of the modified view and its descendants.
public struct _EnvironmentWriteModifier {
  let write: (inout EnvironmentValues) -> Void
  /// The entry it writes.
  let key: ObjectIdentifier
  let text: String
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedContent<Self, _EnvironmentWriteModifier>
  {
    var probe = EnvironmentValues()
    probe[keyPath: keyPath] = value
    let key = probe.entries.keys.first ?? ObjectIdentifier(V.self)
    let name = probe.entries.values.first?.name ?? typeDisplayName(V.self)
    return ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { $0[keyPath: keyPath] = value }, key: key,
        text: ".environment(\\.\(name), \(ValueDescription.describe(value)))"))
  }

  /// Gives this view and its descendants an object for `@EnvironmentObject`.
  public func environmentObject<Object: ObservableObject>(_ object: Object)
    -> ModifiedContent<Self, _EnvironmentWriteModifier>
  {
    ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { $0.setObject(object) }, key: ObjectIdentifier(Object.self),
        text: ".environmentObject(\(typeDisplayName(Object.self)))"))
  }
}
