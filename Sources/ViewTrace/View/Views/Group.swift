/// Groups views without adding a node; its children keep their positions.
public nonisolated struct Group<Content: View>: View {
  let content: Content
  /// A group of `content`: its views are placed where the group is.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Group") }
}

@MainActor extension Group: BuiltinView {
  package func _expand(into expander: inout Expander) { expander.add(content) }
}
