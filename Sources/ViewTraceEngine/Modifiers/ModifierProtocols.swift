/// A modifier's engine behaviour while a body is taken apart into nodes:
/// each modifier type says here what it does to the node it modifies, next
/// to its declaration. A modifier without one is recorded as
/// `.modifier(Type)` on the node.
@MainActor
package protocol PlacementModifier {
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
package protocol AttachedModifier: PlacementModifier {
  associatedtype State: AttachmentState
  /// The slot's name on the node; event sources are named after it.
  static var slotKind: String { get }
  func _makeState(_ context: AttachmentContext) -> State
  /// The view was placed with this modifier (`appearing`: for the first time).
  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool)
  /// The view is removed without a transition (`.transition(.identity)`).
  var _removesAtOnce: Bool { get }
}

extension AttachedModifier {
  package func _place(into expander: inout Expander) { expander.attachments.append(self) }
  package var _removesAtOnce: Bool { false }

  /// Updates (or makes) this modifier's state in `slot` of the node.
  package func _attach(slot: String, _ context: AttachmentContext, appearing: Bool) {
    // A state that exists already lived on before this placement (also when
    // it moved from an old identity, see R6): never an appearance.
    if let state = context.node.attachments[slot] as? State {
      _update(state, context, appearing: false)
      return
    }
    let state = _makeState(context)
    context.node.attachments[slot] = state
    _update(state, context, appearing: true)
  }
}

/// The per-node state of an attached modifier.
@MainActor
package protocol AttachmentState: AnyObject {
  /// The identity disappeared (or the modifier left it): cancel, unsubscribe,
  /// queue the actions that ending runs.
  func end(_ context: AttachmentContext)
  /// The modifier sits outside an `.id(_:)` whose value changed: it lives on
  /// with the new identity (R6).
  func moved(to context: AttachmentContext)
  /// The view stays alive but leaves the screen (`visible` false) or shows
  /// again (``ViewNode/setVisible(_:except:_:)``): run what appearing and
  /// disappearing run.
  func visibilityChanged(_ visible: Bool, _ context: AttachmentContext)
}

extension AttachmentState {
  package func end(_ context: AttachmentContext) {}
  package func moved(to context: AttachmentContext) {}
  package func visibilityChanged(_ visible: Bool, _ context: AttachmentContext) {}
}

/// State for attached modifiers that keep none.
package final class NoAttachmentState: AttachmentState {
  package init() {}
}

/// Where an attached modifier lives: the node, its slot and the graph, and
/// its place among the node's modifiers, counted from the innermost (the
/// order they are written in).
@MainActor
package struct AttachmentContext {
  package let node: ViewNode
  package let slot: String
  package let graph: ViewGraph
  package var order = 0
  /// The view stays alive but leaves the screen (``ViewNode/setVisible(_:except:_:)``): what it
  /// runs runs after what appears, as a removal's does.
  package var leavesScreen = false
}

/// An attached modifier that shows in the node's modifier list (`.environment(\.key, 1)`).
@MainActor
package protocol DescribedModifier {
  var text: String { get }
}

extension ViewNode {
  /// Brings the node's attached modifiers in line with its placement, in
  /// order (outermost first); slots that are gone end.
  func updateAttachments(_ modifiers: [any AttachedModifier], appearing: Bool, _ graph: ViewGraph) {
    attachedModifiers = modifiers
    guard !modifiers.isEmpty || !attachments.isEmpty else { return }
    var counts: [String: Int] = [:]
    var kept = Set<String>()
    for (position, modifier) in modifiers.enumerated() {
      let slot = Self.slot(of: modifier, counts: &counts)
      kept.insert(slot)
      let context = AttachmentContext(node: self, slot: slot, graph: graph, order: modifiers.count - 1 - position)
      modifier._attach(slot: slot, context, appearing: appearing)
    }
    for slot in attachments.keys.sorted() where !kept.contains(slot) {
      attachments.removeValue(forKey: slot)?.end(AttachmentContext(node: self, slot: slot, graph: graph))
    }
  }

  /// The slot of `modifier` (`onChange`, then `onChange#2`, ...).
  package static func slot(of modifier: any AttachedModifier, counts: inout [String: Int]) -> String {
    let kind = Swift.type(of: modifier).slotKind
    let index = counts[kind, default: 0]
    counts[kind] = index + 1
    return index == 0 ? kind : "\(kind)#\(index + 1)"
  }

  /// The old identity that a new placement replaces when only the value of an
  /// `.id(_:)` changed (same place, same type).
  static func predecessor(of placement: Placement, under prefix: String, in previous: [String: ViewNode]) -> ViewNode? {
    guard placement.idModifierCount > 0 else { return nil }
    let stable = prefix + placement.stableSegment
    return previous.values.first { $0.attachmentsOutsideID > 0 && $0.stableIdentity == stable }
  }

  /// Takes the states of the modifiers outside `.id(_:)` from the identity
  /// that disappears (`old`), so they neither end nor start again: an
  /// `onAppear` outside `.id(x)` does not run when `x` changes (R6).
  func moveAttachmentsOutsideID(from old: ViewNode, _ graph: ViewGraph) {
    var counts: [String: Int] = [:]
    for (position, modifier) in attachedModifiers.prefix(attachmentsOutsideID).enumerated() {
      let slot = Self.slot(of: modifier, counts: &counts)
      guard let state = old.attachments.removeValue(forKey: slot) else { continue }
      attachments[slot] = state
      state.moved(
        to: AttachmentContext(node: self, slot: slot, graph: graph, order: attachedModifiers.count - 1 - position))
    }
  }

  /// Ends every attached modifier of a disappearing node, in slot order.
  func endAttachments(_ graph: ViewGraph) {
    for slot in attachments.keys.sorted() {
      attachments[slot]!.end(AttachmentContext(node: self, slot: slot, graph: graph))
    }
    attachments = [:]
  }
}
