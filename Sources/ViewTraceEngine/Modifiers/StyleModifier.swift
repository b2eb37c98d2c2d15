/// A modifier that only styles: recorded on the node as written, e.g. `.padding()`.
public nonisolated struct _StyleModifier: Equatable, Sendable {
  /// The modifier's name (`padding`).
  public let name: String
  /// The modifier as written (`.padding(8)`).
  public let text: String

  package init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}

@MainActor extension _StyleModifier: PlacementModifier {
  package func _place(into expander: inout Expander) { expander.modifiers.append(self) }
}
