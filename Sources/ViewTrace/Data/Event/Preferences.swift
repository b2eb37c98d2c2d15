/// A value that views pass up to their ancestors, as in SwiftUI.
///
/// `.preference(key:value:)` sets the key's value for a view (replacing what its content set);
/// siblings' values combine with `reduce` in the order they are placed;
/// `.transformPreference` changes the value coming up from its content. An ancestor reads the
/// combined value with `.onPreferenceChange` (its action runs after the pass in which the value
/// first exists and after each pass that changes it, two times a frame at most) or builds views
/// from it with `.overlayPreferenceValue` / `.backgroundPreferenceValue` (rebuilt when it
/// changes, without running the ancestor's body). A subtree with no writer of the key gives
/// nothing: no action runs, and the overlay gets `defaultValue`.
public protocol PreferenceKey {
  /// The value's type.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the next sibling's value into `value`.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A modifier that writes a preference (`preference`, `transformPreference`).
@MainActor
protocol PreferenceWriting {
  var _preferenceKey: ObjectIdentifier { get }
  /// The value after this modifier, from the value of its content (nil: none).
  func _apply(_ value: Any?) -> Any?
}

/// `.preference(key:value:)`.
public struct _PreferenceWriteModifier<K: PreferenceKey>: AttachedModifier, DescribedModifier, PreferenceWriting {
  let value: K.Value
  package static var slotKind: String { "preference" }
  package var text: String { ".preference(key: \(typeDisplayName(K.self)), value: \(ValueDescription.describe(value)))" }
  var _preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }
  func _apply(_ content: Any?) -> Any? { value }
  package func _makeState(_ context: AttachmentContext) -> NoAttachmentState { NoAttachmentState() }
  package func _update(_ state: NoAttachmentState, _ context: AttachmentContext, appearing: Bool) {}
}

/// `.transformPreference(_:_:)`.
public struct _PreferenceTransformModifier<K: PreferenceKey>: AttachedModifier, DescribedModifier, PreferenceWriting {
  let transform: (inout K.Value) -> Void
  package static var slotKind: String { "preference" }
  package var text: String { ".transformPreference(\(typeDisplayName(K.self)))" }
  var _preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }
  func _apply(_ content: Any?) -> Any? {
    var value = (content as? K.Value) ?? K.defaultValue
    transform(&value)
    return value
  }
  package func _makeState(_ context: AttachmentContext) -> NoAttachmentState { NoAttachmentState() }
  package func _update(_ state: NoAttachmentState, _ context: AttachmentContext, appearing: Bool) {}
}

/// `.onPreferenceChange(_:perform:)`.
public struct _PreferenceChangeModifier<K: PreferenceKey>: AttachedModifier where K.Value: Equatable {
  let action: (K.Value) -> Void

  package final class State: AttachmentState, PreferenceObserving {
    let source: SourceBox
    var action: (K.Value) -> Void = { _ in }
    var last: K.Value?
    /// Which of the node's modifiers it is (outermost 0): it sees the writers inside it.
    var position = 0
    weak var node: ViewNode?
    var cycles = UpdateCycleDetector()
    var warned = false
    init(node: ViewNode, source: SourceBox) { (self.node, self.source) = (node, source) }

    package func end(_ context: AttachmentContext) { context.graph.feature(PreferenceFeature.self).remove(self) }

    func check(_ graph: ViewGraph) {
      guard let node, node.alive, let value = graph.feature(PreferenceFeature.self).value(K.self, of: node, insideModifier: position) else {
        return
      }
      if let last, last == value { return }
      let before = last
      last = value
      source.version &+= 1
      graph.log.emit(
        .sourceChanged(
          source: source.id, before: before.map { ValueDescription.describe($0) } ?? "nil",
          after: ValueDescription.describe(value)))
      guard cycles.dispatch(in: graph.frameIndex) else {
        if !warned {
          warned = true
          graph.warn(
            .updateCycle, node: node,
            "onPreferenceChange(\(typeDisplayName(K.self))) action tried to update multiple times per frame.")
        }
        return
      }
      let action = self.action
      graph.actions.queue(node, .onPreferenceChange, order: position) { action(value) }
    }
  }

  package static var slotKind: String { "onPreferenceChange" }

  package func _makeState(_ context: AttachmentContext) -> State {
    let state = State(node: context.node, source: context.graph.events.source(for: context.node, slot: context.slot))
    context.graph.feature(PreferenceFeature.self).add(state)
    return state
  }

  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    state.action = action
    state.position = context.node.attachedModifiers.count - 1 - context.order
  }
}

/// Something checked after each pass against the preferences below its node.
@MainActor
protocol PreferenceObserving: AnyObject {
  func check(_ graph: ViewGraph)
}


/// A host that builds views from a preference (``_PreferenceValueHost``): its own content does
/// not count toward the value it reads.
@MainActor
protocol PreferenceHosting {}

/// The views of `.overlayPreferenceValue` / `.backgroundPreferenceValue`, built from the
/// preference coming up from the modified view; rebuilt when that value changes.
struct _PreferenceValueHost<K: PreferenceKey, V: View>: ContentHost, PreferenceHosting where K.Value: Equatable {
  let layer: String
  let transform: (K.Value) -> V
  var _hostType: String { layer == "overlay" ? "OverlayPreferenceValue" : "BackgroundPreferenceValue" }
  var _label: String { "\(_hostType)(\(typeDisplayName(K.self)))" }
  var body: Never { primitiveBody("PreferenceValueHost") }

  func _content(_ context: HostContext) -> any View {
    let watcher = context.node.builtinState { PreferenceHostWatcher<K>(host: context.node) }
    if !watcher.registered {
      watcher.registered = true
      context.graph.feature(PreferenceFeature.self).add(watcher)
    }
    // Placed by the parent's body: the content below is not placed yet (its value is not
    // known), so the views are built after the pass, from the value it sends up.
    if context.placed {
      watcher.pending = true
      return context.keepContent()
    }
    watcher.pending = false
    let value = watcher.current(context.graph)
    watcher.last = value
    return transform(value)
  }
}

/// Rebuilds a preference host when the value it was built from changes.
final class PreferenceHostWatcher<K: PreferenceKey>: PreferenceObserving where K.Value: Equatable {
  weak var host: ViewNode?
  var last: K.Value?
  var registered = false
  /// The parent placed the host again: build its views after the pass.
  var pending = false
  init(host: ViewNode) { self.host = host }

  /// The value coming up from the modified view (its layers excluded).
  func current(_ graph: ViewGraph) -> K.Value {
    host?.parent.flatMap { graph.feature(PreferenceFeature.self).value(K.self, of: $0, insideModifier: -1) } ?? K.defaultValue
  }

  func check(_ graph: ViewGraph) {
    guard let host, host.alive else {
      graph.feature(PreferenceFeature.self).remove(self)
      return
    }
    if pending || current(graph) != last { graph.markDirty(host) }
  }
}

extension View {
  /// Sets `key`'s value for this view, replacing what its content sets.
  @MainActor public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<
    Self, _PreferenceWriteModifier<K>
  > {
    ModifiedContent(content: self, modifier: _PreferenceWriteModifier(value: value))
  }

  /// Changes the value of `key` coming up from this view's content.
  @MainActor public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
    -> ModifiedContent<Self, _PreferenceTransformModifier<K>>
  {
    ModifiedContent(content: self, modifier: _PreferenceTransformModifier(transform: callback))
  }

  /// Runs `action` with the value of `key` coming up from this view after the pass in which it
  /// first has one and after each pass that changes it.
  @MainActor public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> ModifiedContent<Self, _PreferenceChangeModifier<K>> where K.Value: Equatable
  {
    ModifiedContent(content: self, modifier: _PreferenceChangeModifier(action: action))
  }

  /// Places views built from the value of `key` coming up from this view above it.
  @MainActor public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _PreferenceLayerModifier> where K.Value: Equatable {
    ModifiedContent(
      content: self, modifier: _PreferenceLayerModifier(host: _PreferenceValueHost<K, V>(layer: "overlay", transform: transform)))
  }

  /// Places views built from the value of `key` coming up from this view behind it.
  @MainActor public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _PreferenceLayerModifier> where K.Value: Equatable {
    ModifiedContent(
      content: self,
      modifier: _PreferenceLayerModifier(host: _PreferenceValueHost<K, V>(layer: "background", transform: transform)))
  }
}

/// Places a ``_PreferenceValueHost`` next to the modified view.
public struct _PreferenceLayerModifier: PlacementModifier {
  let host: any ContentHost
  let slot: String

  init<K, V>(host: _PreferenceValueHost<K, V>) {
    (self.host, slot) = (host, host.layer == "overlay" ? "overlayPreferenceValue" : "backgroundPreferenceValue")
  }

  package func _place(into expander: inout Expander) { expander.addLayer(host, slot: slot) }
}
