/// `.id(_:)`: an explicit identity.
public nonisolated struct _IdentityModifier<ID: Hashable> {
  let id: ID
}

extension View {
  /// Gives the view an explicit identity: a different `id` is a different view
  /// (the old one disappears with its state, the new one appears).
  public nonisolated func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
    ModifiedContent(content: self, modifier: _IdentityModifier(id: id))
  }
}

@MainActor extension _IdentityModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    expander.explicitIDs.insert(expander.describeID(AnyHashable(id)), at: 0)
    expander.idModifierCount += 1
    if expander.attachmentsOutsideID == nil { expander.attachmentsOutsideID = expander.attachments.count }
  }
}
