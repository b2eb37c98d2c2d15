/// A view with a modifier applied. Styling modifiers are recorded on the node
/// (they show in its label and a change to them is a redraw); `.id`,
/// `.onAppear`, `.onDisappear` and `.background(view)` are simulated.
public nonisolated struct ModifiedContent<Content: View, Modifier>: View {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// `content` with `modifier` applied.
  public nonisolated init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ModifiedContent") }
}

@MainActor extension ModifiedContent: BuiltinView {
  package func _expand(into expander: inout Expander) {
    expander.scoped { e in
      if let placeable = self as? any ViewModifierPlacing {
        placeable._placeViewModifier(into: &e)
        return
      }
      if let modifier = modifier as? any PlacementModifier {
        modifier._place(into: &e)
      } else {
        e.modifiers.append(_StyleModifier(name: "modifier", text: ".modifier(\(typeDisplayName(Modifier.self)))"))
      }
      e.add(content)
    }
  }
}
