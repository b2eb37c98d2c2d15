import Foundation

/// Matching a body's placements to the live nodes: identities that stay
/// are updated (compared, maybe evaluated), new ones created, gone ones removed.
extension ViewGraph {
  /// Matches a body's placements to the previous children by identity.
  func reconcile(_ parent: ViewNode, _ placements: [Placement]) {
    var previous: [String: ViewNode] = [:]
    previous.reserveCapacity(parent.children.count)
    for child in parent.children { previous[child.identity] = child }
    var children: [ViewNode] = []
    children.reserveCapacity(placements.count)
    var seen = Set<String>()
    for placement in placements {
      let identity = parent === host ? placement.segment : parent.identity + "/" + placement.segment
      guard seen.insert(identity).inserted else {
        warn(
          .duplicateIdentity, node: parent,
          "\(parent.type) has two children with identity \(placement.segment); the second one is ignored")
        continue
      }
      if let node = previous.removeValue(forKey: identity) {
        // Deferred content that was not rebuilt keeps its node untouched (R2).
        if !placement.reused { update(node, with: placement) }
        children.append(node)
      } else {
        let prefix = parent === host ? "" : parent.identity + "/"
        let predecessor =
          placement.attachmentsOutsideID > 0 ? ViewNode.predecessor(of: placement, under: prefix, in: previous) : nil
        children.append(create(placement, identity: identity, parent: parent, predecessor: predecessor))
      }
    }
    if !previous.isEmpty {
      for child in parent.children where previous[child.identity] != nil { remove(child) }
    }
    parent.children = children
  }

  func create(
    _ placement: Placement, identity: String, parent: ViewNode, predecessor: ViewNode? = nil
  ) -> ViewNode {
    sequence += 1
    let node = ViewNode(
      placement: placement, identity: identity, parent: parent === host ? nil : parent, sequence: sequence)
    node.environment = environments.environment(for: node, under: parent)
    nodes[identity] = node
    log.emit(.nodeRegistered(node.traceNode))
    log.emit(.appeared(node: identity))
    if let predecessor { node.moveAttachmentsOutsideID(from: predecessor, self) }
    node.updateAttachments(placement.attachments, appearing: true, self)
    switch node.kind {
    case .custom:
      if let declaration = declarations.declare(Swift.type(of: placement.value), named: node.type) {
        log.emit(.viewDeclared(declaration))
      }
      log.emit(.initRan(node: identity))
      (node.value as? any HostedBody)?._prepare(node)
      install(node)
      let reasons = node.appearanceReasons()
      evaluate(node, reasons: reasons)
    case .host:
      rebuildHost(node, placed: true)
    case .leaf, .container:
      bindLeaf(node)
      reconcile(node, node.styledChildren(placement.children, rebuilt: true, self))
      (node.value as? any PlacementObserver)?._placed(node, self)
    }
    return node
  }

  func update(_ node: ViewNode, with placement: Placement) {
    node.updateAttachments(placement.attachments, appearing: false, self)
    let environment = environments.environment(for: node, under: node.parent ?? host)
    let environmentChanged = environment.differs(from: node.environment, options.closureComparison)
    let previousEnvironment = node.environment
    if environmentChanged { node.environment = environment }
    switch node.kind {
    case .custom:
      log.emit(.initRan(node: node.identity))
      let oldValue = node.value
      node.value = placement.value
      // A modifier on a custom view draws on its own (`.background(flag ? a : b)`): redrawn, body or not.
      if placement.modifiers != node.modifiers {
        log.emit(.redrawn(node: node.identity, changes: Compare.modifiers(node.modifiers, placement.modifiers)))
      }
      node.modifiers = placement.modifiers
      node.forceEquatable = placement.forceEquatable
      let hosted = placement.value as? any HostedBody
      hosted?._prepare(node)
      install(node)
      var selfChange =
        if let hosted { hosted._selfChange(from: oldValue, options.closureComparison) } else {
          Compare.views(oldValue, placement.value, forceEquatable: placement.forceEquatable, options.closureComparison)
        }
      if let change = selfChange,
        options.whatIfs.contains(where: { $0.ignores(selfChanges: change.changes, of: node.type) })
      {
        selfChange = nil
      }
      // SwiftUI's order: the body rule's own tokens (@dependencies, @self), then the properties.
      let resolves = environmentChanged && Self.readsWholeEnvironment(placement.value)
      let reasons =
        node.observation.pendingDependencies + (resolves ? [Reason(kind: .dependencies)] : [])
        + (selfChange.map { [$0] } ?? [])
        + whatIfProperties(node, node.propertyChanges(updating: selfChange != nil || node.isDirty))
      if reasons.isEmpty && !forced.contains(ObjectIdentifier(node)) {
        node.isDirty = false
        if environmentChanged { propagateEnvironment(below: node) }
      } else {
        evaluate(node, reasons: reasons)
      }
      if hosted != nil { node.refreshModifierContent(self) }
    case .host:
      let host = placement.value as! any ContentHost
      let same = !node.isDirty && host._sameInputs(as: node.value, options.closureComparison)
      // A lazy container keeps its own modifiers and draws its label (a list's selection).
      var changes: [ValueChange] = []
      if host._drawsLabel, placement.label != node.label {
        changes.append(ValueChange(name: "label", before: node.label, after: placement.label))
      }
      if placement.modifiers != node.modifiers { changes += Compare.modifiers(node.modifiers, placement.modifiers) }
      if !changes.isEmpty { log.emit(.redrawn(node: node.identity, changes: changes)) }
      node.modifiers = placement.modifiers
      node.value = placement.value
      node.label = placement.label
      if !same {
        rebuildHost(node, placed: true)
      } else if environmentChanged {
        propagateEnvironment(below: node)
      }
    case .leaf, .container:
      let label = placement.label
      var changes: [ValueChange] = []
      if label != node.label { changes.append(ValueChange(name: "label", before: node.label, after: label)) }
      if placement.modifiers != node.modifiers {
        changes += Compare.modifiers(node.modifiers, placement.modifiers)
      }
      if environmentChanged, let leaf = placement.value as? any LeafView {
        // A leaf's own modifier that changed (`.font`) already says so.
        let written = Set(changes.map { "environment(\($0.name))" })
        changes += leaf._drawnEnvironmentChanges(previousEnvironment, environment).filter {
          !written.contains($0.name)
        }
      }
      node.value = placement.value
      node.label = label
      node.modifiers = placement.modifiers
      node.isDirty = false
      if !changes.isEmpty { log.emit(.redrawn(node: node.identity, changes: changes)) }
      bindLeaf(node)
      reconcile(node, node.styledChildren(placement.children, rebuilt: true, self))
      (node.value as? any PlacementObserver)?._placed(node, self)
    }
  }

  /// The identity left the tree: its actions are queued, its properties and
  /// attachments end, and every edge it had closes.
  func remove(_ node: ViewNode, atOnce: Bool = false) {
    log.emit(.disappeared(node: node.identity))
    node.disappearsFirst = atOnce || node.attachedModifiers.contains { $0._removesAtOnce }
    node.alive = false
    node.isDirty = false
    nodes[node.identity] = nil
    node.endAttachments(self)
    for box in node.properties { box.tearDown() }
    observation.stopTracking(node)
    dependencies.disconnectAll(node)
    (node.value as? any PlacementObserver)?._removed(node, self)
    for feature in features.removalHooks { feature.nodeRemoved(node) }
    for child in node.children { remove(child, atOnce: node.disappearsFirst) }
  }
}
