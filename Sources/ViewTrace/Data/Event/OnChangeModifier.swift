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
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action()` after the pass in which `value` changed.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _OnChangeModifier<V>>
  {
    ModifiedContent(
      content: self, modifier: _OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }
}

extension _OnChangeModifier: AttachedModifier {
  final class State: AttachmentState {
    let source: SourceBox
    var lastValue: V?
    init(source: SourceBox) { self.source = source }
  }

  static var slotKind: String { "onChange" }

  func _makeState(_ context: AttachmentContext) -> State {
    State(source: context.graph.events.source(for: context.node, slot: context.slot))
  }

  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
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
    context.graph.actions.queue(context, .onChange) { action(old, new) }
  }
}
