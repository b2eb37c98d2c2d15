/// Dependencies by declaration (object wrappers, environment keys) and the
/// environment's flow down the tree.
extension ViewGraph {
  /// Called for every `objectWillChange`: invalidates every view holding the
  /// object; the `@Published` values are compared after the event.
  func objectWillChange(_ source: ObjectSource) {
    if let node = evaluating {
      warn(
        "publishDuringBody", node: node,
        "\(source.id) sent objectWillChange while \(node.type)'s body was running; the invalidation was dropped "
          + "(SwiftUI: \"Publishing changes from within view updates is not allowed\")")
      return
    }
    if source.before == nil {
      source.before = source.publishedValues()
      pendingObjects.append(source)
    }
    source.emits += 1
    source.version &+= 1
    for node in source.dependents.values { markDirty(node) }
  }

  /// Records which `@Published` values the event changed, before and after.
  func flushObjectChanges() {
    // Observable properties recorded their own before/after as they changed.
    for source in pendingObservable { source.before = nil }
    pendingObservable.removeAll()
    guard !pendingObjects.isEmpty else { return }
    let sources = pendingObjects
    pendingObjects.removeAll()
    for source in sources {
      let before = source.before ?? []
      var changes: [ValueChange] = []
      for (name, value) in source.publishedValues() {
        let old = before.first { $0.name == name }?.value
        if old != value { changes.append(ValueChange(name: name, before: old, after: value)) }
      }
      if changes.isEmpty {
        let times = source.emits == 1 ? "once" : "\(source.emits) times"
        let note = "objectWillChange sent \(times), no @Published value differs"
        changes = [ValueChange(name: "objectWillChange", before: nil, after: note)]
        recorder.sourceChanged(source.id, before: "-", after: note)
      } else {
        for change in changes {
          recorder.sourceChanged(
            "\(source.id).\(change.name)", before: change.before ?? "-", after: change.after ?? "-")
        }
      }
      source.changes = changes
      source.before = nil
      source.emits = 0
    }
  }

  /// Makes `node` depend on `source` by declaration, under field `field`.
  func declare(_ source: SourceBox, kind: EdgeKind, on node: ViewNode, field: String) {
    if let old = node.declared[field] {
      if old.source === source && old.kind == kind { return }
      node.declared[field] = nil
      if !node.declared.values.contains(where: { $0.source === old.source }) {
        old.source.dependents[ObjectIdentifier(node)] = nil
      }
      if !node.declared.values.contains(where: { $0.source === old.source && $0.kind == old.kind }) {
        recorder.removeEdge(source: old.source.id, node: node.identity, kind: old.kind)
      }
    }
    let alreadyEdged = node.declared.values.contains { $0.source === source && $0.kind == kind }
    node.declared[field] = (source, kind)
    source.dependents[ObjectIdentifier(node)] = node
    if !alreadyEdged { recorder.addEdge(source: source.id, node: node.identity, kind: kind) }
  }

  /// `declare` for an object wrapper field, keeping the field's change state.
  func declareObject(_ source: ObjectSource, on node: ViewNode, field: String) {
    declare(source, kind: .objectWillChange, on: node, field: field)
    if let index = node.objectFields.firstIndex(where: { $0.name == field }) {
      node.objectFields[index].source = source
    } else {
      node.objectFields.append(
        ViewNode.ObjectField(name: field, source: source, seenSource: nil, seenVersion: source.version))
    }
  }

  /// The source for environment entry `name` as written by node `writer`
  /// (`nil`: the key's default).
  func environmentSource(_ name: String, writer: String?) -> SourceBox {
    let id = writer.map { "\($0).environment(\(name))" } ?? "environment(\(name))"
    if let known = environmentSources[id] { return known }
    let source = SourceBox(id: id)
    environmentSources[id] = source
    recorder.registerSource(TraceSource(id: id, kind: .environment, owner: writer, name: name, valueType: ""))
    return source
  }

  /// The environment of `node`: its parent's, then its own writes (outermost
  /// first, so the modifier closest to the view wins).
  func environment(for node: ViewNode, under parent: ViewNode) -> EnvironmentValues {
    var environment = parent.environment
    for write in node.environmentWrites {
      write.write(&environment)
      environment.entries[write.key]?.writer = node.identity
    }
    return environment
  }

  /// Carries a changed environment below a node whose body did not run:
  /// views that declare a changed key are invalidated (S20).
  func propagateEnvironment(below node: ViewNode) {
    for child in node.children {
      let environment = environment(for: child, under: node)
      guard environment.differs(from: child.environment) else { continue }
      child.environment = environment
      if child.kind == .custom {
        install(child)
        if !dynamicPropertyChanges(child, all: false).isEmpty || child.missingEnvironmentObject != nil {
          markDirty(child)
          continue
        }
      }
      propagateEnvironment(below: child)
    }
  }
}
