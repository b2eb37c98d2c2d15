/// A modifier's engine behaviour while a body is taken apart into nodes:
/// each modifier type says here what it does to the node it modifies, next
/// to its declaration. A modifier without one is recorded as
/// `.modifier(Type)` on the node.
@MainActor
protocol PlacementModifier {
  func _place(into expander: inout Expander)
}

/// A modifier that lives on the node it modifies, with per-node state:
/// lifecycle actions, event subscriptions, tasks, environment writes, focus.
///
/// The graph keeps one ``AttachmentState`` per modifier slot (its
/// ``slotKind``, numbered when a view has several: `onChange`, `onChange#2`)
/// for the identity's lifetime, calls ``update(_:_:appearing:)`` each time the
/// parent places the view again, and ends the state when the identity
/// disappears.
@MainActor
protocol AttachedModifier: PlacementModifier {
  associatedtype State: AttachmentState
  /// The slot's name on the node; event sources are named after it.
  static var slotKind: String { get }
  func _makeState(_ context: AttachmentContext) -> State
  /// The view was placed with this modifier (`appearing`: for the first time).
  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool)
}

extension AttachedModifier {
  func _place(into expander: inout Expander) { expander.attachments.append(self) }

  /// Updates (or makes) this modifier's state in `slot` of the node.
  func _attach(slot: String, _ context: AttachmentContext, appearing: Bool) {
    if let state = context.node.attachments[slot] as? State {
      _update(state, context, appearing: appearing)
      return
    }
    let state = _makeState(context)
    context.node.attachments[slot] = state
    _update(state, context, appearing: true)
  }
}

/// The per-node state of an attached modifier.
@MainActor
protocol AttachmentState: AnyObject {
  /// The identity disappeared (or the modifier left it): cancel, unsubscribe,
  /// queue the actions that ending runs.
  func end(_ context: AttachmentContext)
}

extension AttachmentState {
  func end(_ context: AttachmentContext) {}
}

/// State for attached modifiers that keep none.
final class NoAttachmentState: AttachmentState {}

/// Where an attached modifier lives: the node, its slot and the graph.
@MainActor
struct AttachmentContext {
  let node: ViewNode
  let slot: String
  let graph: ViewGraph
}

/// An attached modifier that shows in the node's modifier list (`.environment(\.key, 1)`).
@MainActor
protocol DescribedModifier {
  var text: String { get }
}

extension ViewGraph {
  /// Brings a node's attached modifiers in line with its placement, in order
  /// (outermost first); slots that are gone end.
  func updateAttachments(of node: ViewNode, _ modifiers: [any AttachedModifier], appearing: Bool) {
    node.attachedModifiers = modifiers
    guard !modifiers.isEmpty || !node.attachments.isEmpty else { return }
    var counts: [String: Int] = [:]
    var kept = Set<String>()
    for modifier in modifiers {
      let kind = type(of: modifier).slotKind
      let index = counts[kind, default: 0]
      counts[kind] = index + 1
      let slot = index == 0 ? kind : "\(kind)#\(index + 1)"
      kept.insert(slot)
      modifier._attach(slot: slot, AttachmentContext(node: node, slot: slot, graph: self), appearing: appearing)
    }
    for slot in node.attachments.keys.sorted() where !kept.contains(slot) {
      node.attachments.removeValue(forKey: slot)?.end(AttachmentContext(node: node, slot: slot, graph: self))
    }
  }

  /// Ends every attached modifier of a disappearing node, in slot order.
  func endAttachments(of node: ViewNode) {
    for slot in node.attachments.keys.sorted() {
      node.attachments[slot]!.end(AttachmentContext(node: node, slot: slot, graph: self))
    }
    node.attachments = [:]
  }
}
