/// Preferences' part of a run: the live readers (`onPreferenceChange`,
/// `overlayPreferenceValue`), checked after each pass in the order they
/// appeared (so their actions queue deterministically), and the value of a
/// key coming up to a node.
@MainActor
final class PreferenceFeature: GraphFeature {
  static var hooks: GraphFeatureHooks { [.afterPass] }
  unowned let graph: ViewGraph
  private var observers: [any PreferenceObserving] = []

  init(graph: ViewGraph) { self.graph = graph }

  func add(_ observer: any PreferenceObserving) { observers.append(observer) }
  func remove(_ observer: any PreferenceObserving) { observers.removeAll { $0 === observer } }

  /// Checks every reader against the preferences below its node.
  func afterPass() { for observer in observers { observer.check(graph) } }

  /// The value of `K` coming up to `node`'s modifier number `position` (outermost 0): its
  /// content's, changed by the node's writers inside that modifier. Nil when nothing writes it.
  func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode, insideModifier position: Int) -> K.Value? {
    let id = ObjectIdentifier(K.self)
    func combined(_ nodes: [ViewNode]) -> K.Value? {
      var result: K.Value?
      for child in nodes where child.alive && !(child.value is any PresentingHost) && !(child.value is any PreferenceHosting) {
        guard let value = written(child, after: -1) else { continue }
        if result == nil { result = value } else { K.reduce(value: &result!, nextValue: { value }) }
      }
      return result
    }
    func written(_ node: ViewNode, after outer: Int) -> K.Value? {
      var value: Any? = combined(node.children)
      let modifiers = node.attachedModifiers
      for index in modifiers.indices.reversed() where index > outer {
        if let writer = modifiers[index] as? any PreferenceWriting, writer._preferenceKey == id {
          value = writer._apply(value)
        }
      }
      return value as? K.Value
    }
    return written(node, after: position)
  }
}
