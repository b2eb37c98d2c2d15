import Foundation

/// Dynamic properties and environment: attaching a view's property boxes,
/// a leaf's bound locations, and carrying a changed environment down.
extension ViewGraph {
  /// Attaches the dynamic properties of the node's current value to its boxes.
  func install(_ node: ViewNode) {
    node.unavailable = nil
    func open<V>(_ value: V) { installProperties(value, node) }
    _openExistential(Self.inputs(node.value), do: open)
  }

  /// What is compared and holds the dynamic properties: the view itself, or
  /// a modifier node's modifier.
  static func inputs(_ value: any View) -> Any { (value as? any HostedBody)?._inputs ?? value }

  func installProperties<V>(_ value: V, _ node: ViewNode) {
    let layout = Compare.layout(V.self)
    guard !layout.dynamicFields.isEmpty else { return }
    withUnsafePointer(to: value) { pointer in
      let raw = UnsafeRawPointer(pointer)
      for (index, field) in layout.dynamicFields.enumerated() {
        let property = loadAny(field.type, raw + field.offset) as! any EngineDynamicProperty
        property._attach(at: index, PropertyContext(node: node, name: field.name, graph: self))
      }
    }
  }

  /// Keeps a leaf's direct dependencies (a Toggle's binding) in step with its value.
  func bindLeaf(_ node: ViewNode) {
    guard let leaf = node.value as? any LeafView else { return }
    var sources: [(source: SourceBox, kind: EdgeKind)] = []
    for location in leaf._boundLocations {
      if let source = location.source, !sources.contains(where: { $0.source === source }) {
        sources.append((source, .binding))
      }
    }
    dependencies.hold(node, .leaf, sources)
  }

  /// Writes into the environment the scenario's root view gets (a value the hosting root owns,
  /// such as its edit mode) and carries the change down, as an ancestor's new `.environment`
  /// value is: the views that declare the key see it changed (S20).
  package func writeRootEnvironment(_ write: (inout EnvironmentValues) -> Void) {
    write(&host.environment)
    propagateEnvironment(below: host)
  }

  /// Carries a changed environment below a node whose body did not run:
  /// views whose properties see a change are invalidated (S20).
  func propagateEnvironment(below node: ViewNode) {
    for child in node.children {
      let environment = environments.environment(for: child, under: node)
      guard environment.differs(from: child.environment, options.closureComparison) else { continue }
      if let leaf = child.value as? any LeafView {
        let changes = leaf._drawnEnvironmentChanges(child.environment, environment)
        if !changes.isEmpty { log.emit(.redrawn(node: child.identity, changes: changes)) }
      }
      let before = child.environment
      child.environment = environment
      if let styled = child.value as? any EnvironmentStyled,
        !type(of: styled)._sameStyle(before, environment, options.closureComparison)
      {
        child.restyle(self)
        continue
      }
      if child.kind == .custom {
        install(child)
        if !child.propertyChanges(updating: false).isEmpty || child.unavailable != nil {
          markDirty(child)
          continue
        }
        // An `EnvironmentalModifier` reads the whole environment: it resolves again.
        if Self.readsWholeEnvironment(child.value) {
          child.observation.pendingDependencies.append(Reason(kind: .dependencies))
          markDirty(child)
          continue
        }
      }
      propagateEnvironment(below: child)
    }
  }
}
