/// `.onChange(of:initial:_:)`: compares a value each time the view is placed
/// and runs the action after the pass in which it changed.
public struct _OnChangeModifier<V: Equatable> {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
}

extension View {
  /// Runs `action(old, new)` after the pass in which `value` changed when this
  /// view updated (and on appearance with `initial: true`).
  public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action()` after the pass in which `value` changed.
  public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(
      content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }

  /// The iOS 14-16 form: runs `action(new)` after the pass in which `value`
  /// changed, with the same rules as the two-value form.
  public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(
      content: self, modifier: _OnChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
  }
}

extension _OnChangeModifier: AttachedModifier {
  package final class State: AttachmentState {
    let source: SourceBox
    var lastValue: V?
    var cycles = UpdateCycleDetector()
    var warned = false
    init(source: SourceBox) { self.source = source }
  }

  package static var slotKind: String { "onChange" }

  package func _makeState(_ context: AttachmentContext) -> State {
    State(source: context.graph.events.source(for: context.node, slot: context.slot))
  }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    let new = value
    let action = self.action
    defer { state.lastValue = new }
    guard !appearing, let old = state.lastValue else {
      if initial { context.graph.actions.queue(context, .onChange) { action(new, new) } }
      return
    }
    guard old != new else { return }
    state.source.version &+= 1
    context.graph.log.emit(
      .sourceChanged(
        source: state.source.id, before: ValueDescription.describe(old), after: ValueDescription.describe(new)))
    guard state.cycles.dispatch(in: context.graph.frameIndex) else {
      if !state.warned {
        state.warned = true
        context.graph.warn(
          .updateCycle, node: context.node,
          "onChange(of: \(typeDisplayName(V.self))) action tried to update multiple times per frame.")
      }
      return
    }
    context.graph.actions.queue(context, .onChange) { action(old, new) }
  }
}

/// SwiftUI's update cycle detector for an action bound to a changing value
/// (`onChange`, `onPreferenceChange`): two dispatches per frame, then the
/// action is refused (and the caller warns, once for the modifier's life).
package struct UpdateCycleDetector {
  private var frame = -1
  private var left = 0

  package init() {}

  /// Whether the action may run again in frame `frame`.
  package mutating func dispatch(in frame: Int) -> Bool {
    if frame != self.frame {
      self.frame = frame
      left = 2
    }
    guard left > 0 else { return false }
    left -= 1
    return true
  }
}
