/// `.background(view)` / `.overlay(view)`, their closure forms
/// (`.overlay(alignment:content:)`) and `.safeAreaInset(edge:content:)`.
///
/// The closure forms' builders do not escape (Apple declares `content: () ->
/// V`): the layer is built in the body that declares the modifier, and what
/// the builder reads is that body's.
public nonisolated struct _LayerModifier<Layer: View> {
  let name: String
  let layer: Layer
  /// The arguments besides the layer, as written (`alignment: .topTrailing`).
  var arguments: [String] = []
  /// Written with a trailing closure: `.overlay(alignment: .top) { Circle() }`.
  var closure = false
}

extension View {
  /// A view behind this one. A framework leaf (Color, Text, Image) is recorded
  /// on the node; a custom view becomes a child node of its own. A view
  /// that is also a style (a gradient) takes `background(_:ignoresSafeAreaEdges:)`,
  /// as in SwiftUI, where this form is deprecated.
  @_disfavoredOverload
  public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> ModifiedContent<Self, _LayerModifier<Background>>
  {
    ModifiedContent(
      content: self,
      modifier: _LayerModifier(name: "background", layer: background, arguments: alignment.argument))
  }
  /// A view in front of this one; recorded like `background(_:)`.
  public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<
    Self, _LayerModifier<Overlay>
  > {
    ModifiedContent(
      content: self, modifier: _LayerModifier(name: "overlay", layer: overlay, arguments: alignment.argument))
  }

  /// `.background(alignment:content:)`, as in SwiftUI: the layer is built
  /// here, in the body that declares it; recorded like `background(_:)`.
  public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ModifiedContent<Self, _LayerModifier<V>>
  {
    ModifiedContent(
      content: self,
      modifier: _LayerModifier(name: "background", layer: content(), arguments: alignment.argument, closure: true))
  }

  /// `.overlay(alignment:content:)`, as in SwiftUI: the layer is built
  /// here, in the body that declares it; recorded like `overlay(_:)`.
  public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
    Self, _LayerModifier<V>
  > {
    ModifiedContent(
      content: self,
      modifier: _LayerModifier(name: "overlay", layer: content(), arguments: alignment.argument, closure: true))
  }

  /// `.safeAreaInset(edge:alignment:spacing:content:)`, as in SwiftUI: the
  /// inset content is built here, in the body that declares it, and placed
  /// as a layer of the view (a leaf is recorded on it, other content is a
  /// node of its own next to it).
  public nonisolated func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _LayerModifier<V>> {
    var arguments = ["edge: .\(edge == .top ? "top" : "bottom")"]
    if alignment != .center { arguments.append("alignment: .\(alignment.name)") }
    if let spacing { arguments.append("spacing: \(formatNumber(Double(spacing)))") }
    return ModifiedContent(
      content: self,
      modifier: _LayerModifier(name: "safeAreaInset", layer: content(), arguments: arguments, closure: true))
  }

  /// `.safeAreaInset(edge:alignment:spacing:content:)` on a leading or
  /// trailing edge, as in SwiftUI.
  public nonisolated func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _LayerModifier<V>> {
    var arguments = ["edge: .\(edge == .leading ? "leading" : "trailing")"]
    if alignment != .center { arguments.append("alignment: .\(alignment.name)") }
    if let spacing { arguments.append("spacing: \(formatNumber(Double(spacing)))") }
    return ModifiedContent(
      content: self,
      modifier: _LayerModifier(name: "safeAreaInset", layer: content(), arguments: arguments, closure: true))
  }
}

extension Alignment {
  /// `[]` at the centre, else `["alignment: .top"]`.
  var argument: [String] { self == .center ? [] : ["alignment: .\(name)"] }
}

@MainActor extension _LayerModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    if let leaf = layer as? any LeafView {
      let text =
        closure
        ? ".\(name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + " { \(leaf._label) }"
        : ".\(name)(" + ([leaf._label] + arguments).joined(separator: ", ") + ")"
      expander.modifiers.append(_StyleModifier(name: name, text: text))
    } else {
      expander.addLayer(layer, slot: name, numbered: false)
    }
  }
}
