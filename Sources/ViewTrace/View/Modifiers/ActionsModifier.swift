import Foundation

// Modifiers whose views are placed next to the view they modify, built in
// the body that declares them and live (their buttons are tappable by
// `Step.tap`), like `.toolbar { }` and `.contextMenu { }`.

/// A modifier's views placed next to the view they belong to: a
/// `.toolbar { }`'s items, a row's `.swipeActions { }`, a view's
/// `.contextMenu { }`. Their builders do not escape in SwiftUI, so the views
/// are built in the body that declares them (their reads are that body's,
/// their `init`s run with it) and compared like any content. The swipe or
/// the long press that reveals actions is not modelled: the buttons are live
/// nodes, tappable by `Step.tap`.
nonisolated struct ActionsContainer {
  let type: String
  let label: String
  let content: any View
}

@MainActor extension ActionsContainer: View, ContainerView {
  var body: Never { primitiveBody("ActionsContainer") }
  static var _typeName: String { "Actions" }
  var _label: String { label }
  var _content: any View { content }

  package func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: type)
    inner.add(content)
    expander.groups.merge(inner.groups) { $1 }
    expander.place(self, kind: .container, type: type, children: inner.placements)
  }
}

/// Places an ``ActionsContainer`` next to the modified view.
public nonisolated struct _ActionsModifier {
  let container: ActionsContainer
  let slot: String
}

@MainActor extension _ActionsModifier: PlacementModifier {
  package func _place(into expander: inout Expander) { expander.addLayer(container, slot: slot) }
}

extension View {
  /// Places `content` next to this view as live actions (``ActionsContainer``) in `slot`.
  nonisolated func actions<V: View>(_ type: String, _ label: String, slot: String, _ content: V) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    ModifiedContent(
      content: self,
      modifier: _ActionsModifier(container: ActionsContainer(type: type, label: label, content: content), slot: slot))
  }
}
