/// `.environment(_:_:)` and `.environmentObject(_:)`: writes into the
/// environment of the modified view and its descendants.
public struct _EnvironmentWriteModifier {
  let write: (inout EnvironmentValues) -> Void
  /// The entry it writes.
  let key: ObjectIdentifier
  /// The modifier as the node lists it; empty for a write that a styling
  /// modifier makes and records itself (`.font`, `.disabled`).
  package let text: String

  package init(write: @escaping (inout EnvironmentValues) -> Void, key: ObjectIdentifier, text: String) {
    self.write = write
    self.key = key
    self.text = text
  }
}

extension _EnvironmentWriteModifier: AttachedModifier, DescribedModifier {
  package static var slotKind: String { "environment" }
  package func _makeState(_ context: AttachmentContext) -> NoAttachmentState { NoAttachmentState() }
  /// The write itself happens when the node's environment is computed (``EnvironmentSystem``).
  package func _update(_ state: NoAttachmentState, _ context: AttachmentContext, appearing: Bool) {}
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
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
  public nonisolated func environmentObject<Object: ObservableObject>(_ object: Object)
    -> ModifiedContent<Self, _EnvironmentWriteModifier>
  {
    ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { $0.setObject(object) }, key: ObjectIdentifier(Object.self),
        text: ".environmentObject(\(typeDisplayName(Object.self)))"))
  }
}
