/// A modifier that only styles: recorded on the node as written, e.g. `.padding()`.
public nonisolated struct _StyleModifier: Equatable, Sendable {
  /// The modifier's name (`padding`).
  public let name: String
  /// The modifier as written (`.padding(8)`).
  public let text: String
  /// The plain value of a modifier that names its view (`.accessibilityLabel("Favorite")` has
  /// `Favorite`): scenario steps find a control by it, as XCUITest does.
  package let argument: String?

  package init(name: String, text: String, argument: String? = nil) {
    self.name = name
    self.text = text
    self.argument = argument
  }
}

@MainActor extension _StyleModifier: PlacementModifier {
  package func _place(into expander: inout Expander) { expander.modifiers.append(self) }
}
