/// `.background(view)` / `.overlay(view)`.
public struct _LayerModifier<Layer: View> {
  let name: String
  let layer: Layer
}

extension View {
  /// A view behind this one. A framework leaf (Color, Text, Image) is recorded
  /// on the node; a custom view becomes a child node of its own.
  public func background<Background: View>(_ background: Background) -> ModifiedContent<
    Self, _LayerModifier<Background>
  > {
    ModifiedContent(content: self, modifier: _LayerModifier(name: "background", layer: background))
  }
  /// A view in front of this one; recorded like `background(_:)`.
  public func overlay<Overlay: View>(_ overlay: Overlay) -> ModifiedContent<Self, _LayerModifier<Overlay>> {
    ModifiedContent(content: self, modifier: _LayerModifier(name: "overlay", layer: overlay))
  }
}

extension _LayerModifier: PlacementModifier {
  func _place(into expander: inout Expander) {
    if let leaf = layer as? any LeafView {
      expander.modifiers.append(_StyleModifier(name: name, text: ".\(name)(\(leaf._label))"))
    } else {
      var inner = expander.nested(under: name)
      inner.position = [name]
      inner.add(layer)
      expander.groups.merge(inner.groups) { $1 }
      expander.layers.append(contentsOf: inner.placements)
    }
  }
}
