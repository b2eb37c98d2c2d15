/// `.onAppear` / `.onDisappear`: actions that run after the pass in which the
/// modified view's identity appears or disappears. Re-creating the struct is
/// neither.
public nonisolated struct _AppearanceActionModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

extension View {
  /// Runs `action` after the pass in which the view's identity appears.
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    ModifiedContent(content: self, modifier: _AppearanceActionModifier(appear: action ?? {}, disappear: nil))
  }

  /// Runs `action` after the pass in which the view's identity disappears.
  /// Re-creating the struct is not a disappearance.
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    ModifiedContent(content: self, modifier: _AppearanceActionModifier(appear: nil, disappear: action ?? {}))
  }
}

@MainActor extension _AppearanceActionModifier: AttachedModifier {
  /// Keeps the latest actions: the ones the last placement gave.
  package final class State: AttachmentState {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    package func end(_ context: AttachmentContext) {
      if let disappear { context.graph.actions.queue(context, .onDisappear, disappear) }
    }

    /// The view left the screen or showed again while alive (a lazy row, a tab, a covered view).
    package func visibilityChanged(_ visible: Bool, _ context: AttachmentContext) {
      if visible, let appear {
        context.graph.actions.queue(context, .onAppear, appear)
      } else if !visible, let disappear {
        context.graph.actions.queue(context, .onDisappear, disappear)
      }
    }
  }

  package static var slotKind: String { "appearance" }

  package func _makeState(_ context: AttachmentContext) -> State { State() }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    state.appear = appear
    state.disappear = disappear
    if appearing, let appear { context.graph.actions.queue(context, .onAppear, appear) }
  }
}
