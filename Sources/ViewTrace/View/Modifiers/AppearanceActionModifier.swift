/// `.onAppear` / `.onDisappear`: actions that run after the pass in which the
/// modified view's identity appears or disappears. Re-creating the struct is
/// neither.
public nonisolated struct _AppearanceActionModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

extension View {
  /// Runs `action` after the pass in which the view's identity appears.
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
    ModifiedContent(content: self, modifier: _AppearanceActionModifier(appear: action ?? {}, disappear: nil))
  }

  /// Runs `action` after the pass in which the view's identity disappears.
  /// Re-creating the struct is not a disappearance.
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
    ModifiedContent(content: self, modifier: _AppearanceActionModifier(appear: nil, disappear: action ?? {}))
  }
}

@MainActor extension _AppearanceActionModifier: AttachedModifier {
  /// Keeps the latest `onDisappear` action: the one the last placement gave.
  package final class State: AttachmentState {
    var disappear: (() -> Void)?

    package func end(_ context: AttachmentContext) {
      if let disappear { context.graph.actions.queue(context, .onDisappear, disappear) }
    }
  }

  package static var slotKind: String { "appearance" }

  package func _makeState(_ context: AttachmentContext) -> State { State() }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    state.disappear = disappear
    if appearing, let appear { context.graph.actions.queue(context, .onAppear, appear) }
  }
}

extension ViewNode {
  /// Runs the lifecycle actions of a subtree that stays alive but leaves the
  /// screen (`visible` false: covered by a push or a full-screen cover, a tab
  /// switched away, a lazy row scrolled out) or shows again: its `onAppear` /
  /// `onDisappear` actions, innermost first as always (R5).
  func setVisible(_ visible: Bool, except excluded: ViewNode? = nil, _ graph: ViewGraph) {
    if self === excluded { return }
    var counts: [String: Int] = [:]
    for (position, modifier) in attachedModifiers.enumerated() {
      let slot = Self.slot(of: modifier, counts: &counts)
      guard let appearance = modifier as? _AppearanceActionModifier else { continue }
      let order = attachedModifiers.count - 1 - position
      if visible, let appear = appearance.appear {
        graph.actions.queue(self, .onAppear, order: order, appear)
      } else if !visible, let disappear = (attachments[slot] as? _AppearanceActionModifier.State)?.disappear {
        graph.actions.queue(self, .onDisappear, order: order, disappear)
      }
    }
    for child in children { child.setVisible(visible, except: excluded, graph) }
  }
}
