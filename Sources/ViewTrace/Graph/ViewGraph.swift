import Foundation
@_spi(SwiftUI) import Observation

/// The update graph: holds the live view tree, runs frames and records a
/// ``Trace``.
///
/// Most users run a ``Scenario``; the graph is public for tools that drive
/// frames themselves (the benchmark does):
///
/// ```swift
/// let graph = ViewGraph(scenario: "demo", seed: 1, root: ContentView())
/// graph.renderInitialFrame()
/// try graph.perform(.tap("Number Change Button"))
/// let trace = graph.trace
/// ```
///
/// The engine is single-threaded and runs on the main actor, like SwiftUI.
@MainActor
public final class ViewGraph {
  /// The graph whose frame is running; dynamic properties report to it.
  static var current: ViewGraph?
  private static var untrackedDepth = 0
  private static var fallbackRandom = SplitMix64(seed: 0)

  public let options: EngineOptions
  let recorder: TraceRecorder
  private let rootView: any View
  private let host: ViewNode
  private(set) var nodes: [String: ViewNode] = [:]
  private var dirty = DirtyQueue()
  /// The node whose body is running; reads are recorded against it.
  private(set) var evaluating: ViewNode?
  private var sequence = 0
  private var random: SplitMix64
  private var pendingActions: [(node: ViewNode, kind: String, actions: [() -> Void])] = []
  private var idAliases: [AnyHashable: String] = [:]
  private var uuidAliasCount = 0
  private var objectAliasCount = 0
  private var forced: Set<ObjectIdentifier> = []
  var objectSources: [ObjectIdentifier: ObjectSource] = [:]
  var objectCounts: [String: Int] = [:]
  var pendingObjects: [ObjectSource] = []
  var environmentSources: [String: SourceBox] = [:]
  var observableSources: [ObservablePropertyKey: ObservableSource] = [:]
  var observableInstances: [ObjectIdentifier: (context: AnyObject, id: String)] = [:]
  var observableCounts: [String: Int] = [:]
  var keyPathNames: [AnyKeyPath: String] = [:]
  var pendingObservable: [ObservableSource] = []
  var eventSources: [String: SourceBox] = [:]
  /// The scenario's virtual time (`ScenarioClock`).
  let clock = VirtualClock()
  private var warnedOnce: Set<String> = []

  /// Makes a graph for `root`; nothing is rendered until ``renderInitialFrame()``.
  public init<Root: View>(
    scenario: String, variant: String? = nil, summary: String = "", seed: UInt64,
    options: EngineOptions = EngineOptions(), root: Root
  ) {
    self.options = options
    self.rootView = root
    self.random = SplitMix64(seed: seed)
    self.recorder = TraceRecorder(
      scenario: scenario, variant: variant, summary: summary, seed: seed, options: options.traceValues)
    let hostPlacement = Placement(
      kind: .container, type: "", value: EmptyView(), position: [], explicitIDs: [], modifiers: [], onAppear: [],
      onDisappear: [], forceEquatable: false, children: [])
    self.host = ViewNode(placement: hostPlacement, identity: "", parent: nil, sequence: 0)
  }

  /// The trace recorded so far.
  public var trace: Trace { recorder.trace }

  /// The number of live nodes.
  public var liveNodeCount: Int { nodes.count }

  /// Frame 0: every view appears and every custom view's body runs.
  public func renderInitialFrame() {
    runFrame("initial render", kind: .initial) {
      var expander = Expander(graph: self)
      expander.add(rootView)
      reconcile(host, expander.placements)
    }
  }

  /// Runs one scenario step as one frame.
  public func perform(_ step: Step) throws(EngineError) {
    if trace.frames.isEmpty { renderInitialFrame() }
    // Find what the step acts on before the frame opens: a step that cannot
    // run leaves the trace as it was.
    let action = try step.prepare(self)
    runFrame(step.name, kind: step.kind, action)
  }

  // MARK: - Frames

  private func runFrame(_ event: String, kind: EventKind, _ body: () -> Void) {
    let previous = (ViewGraph.current, Compare.closuresAlwaysDiffer)
    ViewGraph.current = self
    Compare.closuresAlwaysDiffer = options.closureComparison == .alwaysDifferent
    defer { (ViewGraph.current, Compare.closuresAlwaysDiffer) = previous }
    recorder.beginFrame(event, kind: kind)
    body()
    settle(everything: options.strategy == .reevaluateEverything && kind != .initial)
    recorder.endFrame()
  }

  /// Evaluates invalidated nodes top-down, then runs lifecycle actions; repeats
  /// while actions invalidate more, up to `maxPassesPerFrame`.
  private func settle(everything: Bool) {
    if everything { forceAll(host) }
    var passes = 0
    while true {
      flushObjectChanges()
      while let node = dirty.popFirst() {
        if node.isDirty && node.alive { updateInvalidated(node) }
      }
      passes += 1
      runPendingActions()
      if dirty.isEmpty && pendingObjects.isEmpty { break }
      if passes >= options.maxPassesPerFrame {
        warn(
          "updateLoop", node: nil,
          "the update did not settle after \(passes) passes (actions keep changing state); the remaining updates were dropped"
        )
        while let node = dirty.popFirst() { node.isDirty = false }
        break
      }
    }
  }

  private func forceAll(_ node: ViewNode) {
    for child in node.children {
      if child.kind == .custom {
        forced.insert(ObjectIdentifier(child))
        markDirty(child)
      }
      forceAll(child)
    }
  }

  /// Queues a lifecycle or event action to run after the pass.
  func queueAction(_ node: ViewNode, _ kind: String, _ action: @escaping () -> Void = {}) {
    pendingActions.append((node, kind, [action]))
  }

  /// Records that an event source moved from `before` to `after`.
  func recordSourceChange(_ source: SourceBox, before: Any, after: Any) {
    recorder.sourceChanged(
      source.id, before: ValueDescription.describe(before), after: ValueDescription.describe(after))
  }

  private func runPendingActions() {
    let actions = pendingActions
    pendingActions.removeAll()
    for entry in actions {
      recorder.recordAction(entry.node, kind: entry.kind)
      for action in entry.actions { action() }
    }
  }

  func markDirty(_ node: ViewNode) {
    guard !node.isDirty, node.alive else { return }
    node.isDirty = true
    dirty.insert(node)
  }

  // MARK: - Sources

  func recordRead(_ source: SourceBox, kind: EdgeKind) {
    guard let node = evaluating, ViewGraph.untrackedDepth == 0 else { return }
    let key = ObjectIdentifier(source)
    guard node.readKeys.insert(key).inserted else { return }
    node.reads.append((source, kind))
    source.dependents[ObjectIdentifier(node)] = node
  }

  /// Runs `body` without recording reads (peeking at a binding's value).
  static func untracked<T>(_ body: () -> T) -> T {
    untrackedDepth += 1
    defer { untrackedDepth -= 1 }
    return body()
  }

  func write(_ slot: StateSlot, newValue: Any, equal: Bool) {
    if let node = evaluating {
      warn(
        "stateWriteDuringBody", node: node,
        "\(node.type) wrote \(slot.owner?.type ?? "?").\(slot.name) = \(ValueDescription.describe(newValue)) "
          + "while its body was running; the write was dropped (SwiftUI: \"Modifying state during view update\")")
      return
    }
    guard slot.alive else {
      warn(
        "writeToFreedState", node: nil,
        "\(slot.id) = \(ValueDescription.describe(newValue)): the view that owned this state has disappeared; the write was dropped"
      )
      return
    }
    if equal { return }
    let before = ValueDescription.describe(slot.value)
    slot.value = newValue
    slot.version &+= 1
    recorder.sourceChanged(slot.id, before: before, after: ValueDescription.describe(newValue))
    for node in slot.dependents.values { markDirty(node) }
  }

  func registerSource(_ slot: StateSlot, kind: SourceKind, owner: ViewNode) {
    recorder.registerSource(
      TraceSource(id: slot.id, kind: kind, owner: owner.identity, name: slot.name, valueType: slot.valueType))
  }

  func warn(_ kind: String, node: ViewNode?, _ message: String) {
    recorder.warn(TraceWarning(kind: kind, node: node?.identity, message: message))
  }

  /// A warning about the run as a whole, recorded the first time only.
  func warnOnce(_ kind: String, _ message: String) {
    guard warnedOnce.insert(kind).inserted else { return }
    warn(kind, node: nil, message)
  }

  func nextRandom() -> UInt64 { random.next() }

  static func nextRandom() -> UInt64 {
    if let graph = current { return graph.nextRandom() }
    return fallbackRandom.next()
  }

  /// A deterministic text for an explicit id: `UUID()`s become `UUID-1`,
  /// `UUID-2`, ... in order of first use, so traces do not depend on them.
  func describeID(_ id: AnyHashable) -> String {
    if let known = idAliases[id] { return known }
    // Ids that would put randomness or addresses into identities get aliases
    // in order of first use.
    if id.base is UUID {
      uuidAliasCount += 1
      idAliases[id] = "UUID-\(uuidAliasCount)"
      return idAliases[id]!
    }
    if id.base is ObjectIdentifier {
      objectAliasCount += 1
      idAliases[id] = "object-\(objectAliasCount)"
      return idAliases[id]!
    }
    if let string = id.base as? String { return ValueDescription.escapeIdentity(string) }
    return ValueDescription.escapeIdentity(ValueDescription.describe(id.base))
  }

  // MARK: - The update pass

  private func updateInvalidated(_ node: ViewNode) {
    node.isDirty = false
    switch node.kind {
    case .custom:
      let reasons = dynamicPropertyChanges(node, all: false)
      if reasons.isEmpty && !forced.contains(ObjectIdentifier(node)) { return }
      evaluate(node, reasons: reasons)
    case .leaf, .container:
      guard let leaf = node.value as? any LeafView else { return }
      let label = leaf._label
      if label != node.label {
        recorder.recordRedraw(node, changes: [ValueChange(name: "label", before: node.label, after: label)])
        node.label = label
      }
    }
  }

  /// The dynamic properties of `node` that changed since its body last ran, in
  /// declaration order (`all`: every one, for a first appearance).
  func dynamicPropertyChanges(_ node: ViewNode, all: Bool) -> [Reason] {
    let layout = Compare.layout(type(of: node.value))
    var reasons: [Reason] = []
    for field in layout.dynamicFields {
      if let slot = node.stateSlots.first(where: { $0.name == field.name }) {
        // As SwiftUI's State box: changed only when the value changed since the
        // body last ran *and* that run read it (or on first appearance).
        let changed =
          node.seenVersions[ObjectIdentifier(slot)] != slot.version && node.readKeys.contains(ObjectIdentifier(slot))
        guard all || changed else { continue }
        reasons.append(
          Reason(
            kind: .property, property: slot.name, source: slot.id,
            changes: [
              ValueChange(
                name: String(slot.name.dropFirst()), before: all ? nil : slot.lastSeenDescription,
                after: ValueDescription.describe(slot.value))
            ]))
      } else if let object = node.objectFields.first(where: { $0.name == field.name }) {
        let replaced = object.seenSource.map { $0 !== object.source } ?? false
        guard all || replaced || object.seenVersion != object.source.version else { continue }
        let changes: [ValueChange] =
          all
          ? []
          : replaced
            ? [ValueChange(name: "instance", before: object.seenSource?.id, after: object.source.id)]
            : object.source.changes
        reasons.append(Reason(kind: .property, property: object.name, source: object.source.id, changes: changes))
      } else if let environment = node.environmentFields.first(where: { $0.name == field.name }) {
        let changed = !Compare.equalAny(environment.current, environment.lastValue)
        guard all || changed else { continue }
        reasons.append(
          Reason(
            kind: .property, property: environment.name, source: environment.source.id,
            changes: [
              ValueChange(
                name: String(environment.name.dropFirst()),
                before: all ? nil : ValueDescription.describe(environment.lastValue),
                after: ValueDescription.describe(environment.current))
            ]))
      } else if let binding = node.bindings.first(where: { $0.name == field.name }) {
        let current = binding.location.peekAny()
        guard all || !Compare.equalAny(current, binding.lastValue) else { continue }
        reasons.append(
          Reason(
            kind: .property, property: binding.name, source: binding.location.source?.id,
            changes: [
              ValueChange(
                name: String(binding.name.dropFirst()),
                before: all ? nil : ValueDescription.describe(binding.lastValue),
                after: ValueDescription.describe(current))
            ]))
      }
    }
    if !all { reasons += node.pendingDependencies }
    return reasons
  }

  private func evaluate(_ node: ViewNode, reasons: [Reason]) {
    node.isDirty = false
    forced.remove(ObjectIdentifier(node))
    if let missing = node.missingEnvironmentObject {
      warn("missingEnvironmentObject", node: node, missing)
      reconcile(node, [])
      return
    }
    recorder.recordEvaluation(node, reasons: reasons, line: printChangesLine(node.type, reasons))

    let oldReads = node.reads
    node.reads = []
    node.readKeys = []
    node.pendingDependencies = []
    let saved = evaluating
    evaluating = node
    var expander = Expander(graph: self)
    withObservation(for: node, graph: self) { expander.add(bodyOf(node.value)) }
    evaluating = saved
    updateEdges(of: node, from: oldReads)

    for slot in node.stateSlots {
      node.seenVersions[ObjectIdentifier(slot)] = slot.version
      slot.lastSeenDescription = ValueDescription.describe(slot.value)
    }
    for index in node.bindings.indices {
      node.bindings[index].lastValue = node.bindings[index].location.peekAny()
    }
    for index in node.objectFields.indices {
      node.objectFields[index].seenSource = node.objectFields[index].source
      node.objectFields[index].seenVersion = node.objectFields[index].source.version
    }
    for index in node.environmentFields.indices {
      node.environmentFields[index].lastValue = node.environmentFields[index].current
    }
    reconcile(node, expander.placements)
  }

  /// Records the edges a body run dropped or added (reads are re-armed every run).
  private func updateEdges(of node: ViewNode, from oldReads: [(source: SourceBox, kind: EdgeKind)]) {
    var newKinds: [ObjectIdentifier: EdgeKind] = [:]
    for read in node.reads { newKinds[ObjectIdentifier(read.source)] = read.kind }
    var oldKinds: [ObjectIdentifier: EdgeKind] = [:]
    for old in oldReads {
      let key = ObjectIdentifier(old.source)
      oldKinds[key] = old.kind
      guard newKinds[key] != old.kind else { continue }
      if newKinds[key] == nil { old.source.dependents[ObjectIdentifier(node)] = nil }
      recorder.removeEdge(source: old.source.id, node: node.identity, kind: old.kind)
    }
    for read in node.reads where oldKinds[ObjectIdentifier(read.source)] != read.kind {
      recorder.addEdge(source: read.source.id, node: node.identity, kind: read.kind)
    }
  }

  /// Matches a body's placements to the previous children by identity.
  private func reconcile(_ parent: ViewNode, _ placements: [Placement]) {
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
          "duplicateIdentity", node: parent,
          "\(parent.type) has two children with identity \(placement.segment); the second one is ignored")
        continue
      }
      if let node = previous.removeValue(forKey: identity) {
        update(node, with: placement)
        children.append(node)
      } else {
        children.append(create(placement, identity: identity, parent: parent))
      }
    }
    if !previous.isEmpty {
      for child in parent.children where previous[child.identity] != nil { remove(child) }
    }
    parent.children = children
  }

  private func create(_ placement: Placement, identity: String, parent: ViewNode) -> ViewNode {
    sequence += 1
    let node = ViewNode(
      placement: placement, identity: identity, parent: parent === host ? nil : parent, sequence: sequence)
    node.environment = environment(for: node, under: parent)
    nodes[identity] = node
    recorder.registerNode(node)
    recorder.setOutcome(node, .appeared)
    if !node.onAppear.isEmpty { pendingActions.append((node, "onAppear", node.onAppear)) }
    updateEvents(of: node, placement.events, appearing: true)
    switch node.kind {
    case .custom:
      recorder.recordInit(node)
      install(node)
      let reasons = [Reason(kind: .self), Reason(kind: .identity)] + dynamicPropertyChanges(node, all: true)
      evaluate(node, reasons: reasons)
    case .leaf, .container:
      bindLeaf(node)
      reconcile(node, placement.children)
    }
    return node
  }

  private func update(_ node: ViewNode, with placement: Placement) {
    node.onAppear = placement.onAppear
    node.onDisappear = placement.onDisappear
    node.environmentWrites = placement.environmentWrites
    updateEvents(of: node, placement.events, appearing: false)
    let environment = environment(for: node, under: node.parent ?? host)
    let environmentChanged = environment.differs(from: node.environment)
    if environmentChanged { node.environment = environment }
    switch node.kind {
    case .custom:
      recorder.recordInit(node)
      let oldValue = node.value
      node.value = placement.value
      node.modifiers = placement.modifiers
      node.forceEquatable = placement.forceEquatable
      install(node)
      let selfChange = compareViews(oldValue, placement.value, forceEquatable: placement.forceEquatable)
      var reasons = selfChange.map { [$0] } ?? []
      reasons += dynamicPropertyChanges(node, all: false)
      if reasons.isEmpty && !forced.contains(ObjectIdentifier(node)) {
        node.isDirty = false
        recorder.setOutcome(node, .initOnly)
        if environmentChanged { propagateEnvironment(below: node) }
      } else {
        evaluate(node, reasons: reasons)
      }
    case .leaf, .container:
      let label = placement.label
      var changes: [ValueChange] = []
      if label != node.label { changes.append(ValueChange(name: "label", before: node.label, after: label)) }
      if placement.modifiers != node.modifiers {
        changes += modifierChanges(node.modifiers, placement.modifiers)
      }
      node.value = placement.value
      node.label = label
      node.modifiers = placement.modifiers
      node.isDirty = false
      if !changes.isEmpty { recorder.recordRedraw(node, changes: changes) }
      bindLeaf(node)
      reconcile(node, placement.children)
    }
  }

  private func remove(_ node: ViewNode) {
    recorder.setOutcome(node, .disappeared)
    node.alive = false
    node.isDirty = false
    nodes[node.identity] = nil
    if !node.onDisappear.isEmpty { pendingActions.append((node, "onDisappear", node.onDisappear)) }
    let nodeKey = ObjectIdentifier(node)
    for read in node.reads {
      read.source.dependents[nodeKey] = nil
      recorder.removeEdge(source: read.source.id, node: node.identity, kind: read.kind)
    }
    for source in node.bound {
      source.dependents[nodeKey] = nil
      recorder.removeEdge(source: source.id, node: node.identity, kind: .binding)
    }
    for slot in node.stateSlots { slot.alive = false }
    node.observation?.cancel()
    node.observation = nil
    for slot in node.events.keys.sorted() { endEvent(node.events[slot]!, of: node) }
    node.events = [:]
    for source in node.observed {
      source.dependents[nodeKey] = nil
      recorder.removeEdge(source: source.id, node: node.identity, kind: .observation)
    }
    for child in node.children { remove(child) }
  }

  /// Attaches the dynamic properties of the node's current value.
  func install(_ node: ViewNode) {
    node.missingEnvironmentObject = nil
    installProperties(node.value, node)
  }

  private func installProperties<V: View>(_ value: V, _ node: ViewNode) {
    let layout = Compare.layout(V.self)
    guard !layout.dynamicFields.isEmpty else { return }
    withUnsafePointer(to: value) { pointer in
      let raw = UnsafeRawPointer(pointer)
      for field in layout.dynamicFields {
        let property = loadAny(field.type, raw + field.offset) as! any EngineDynamicProperty
        property._install(on: node, name: field.name, graph: self)
      }
    }
  }

  /// Keeps a leaf's direct dependencies (a Toggle's binding) in step with its value.
  private func bindLeaf(_ node: ViewNode) {
    guard let leaf = node.value as? any LeafView else { return }
    var sources: [SourceBox] = []
    for location in leaf._boundLocations {
      if let source = location.source, !sources.contains(where: { $0 === source }) { sources.append(source) }
    }
    let nodeKey = ObjectIdentifier(node)
    for old in node.bound where !sources.contains(where: { $0 === old }) {
      old.dependents[nodeKey] = nil
      recorder.removeEdge(source: old.id, node: node.identity, kind: .binding)
    }
    for new in sources where !node.bound.contains(where: { $0 === new }) {
      new.dependents[nodeKey] = node
      recorder.addEdge(source: new.id, node: node.identity, kind: .binding)
    }
    node.bound = sources
  }

  /// `@self` with the fields that differ, or nil when the new value is equal.
  private func compareViews(_ old: any View, _ new: any View, forceEquatable: Bool) -> Reason? {
    func open<V: View>(_ old: V) -> Reason? {
      guard let new = new as? V else {
        return Reason(
          kind: .self,
          changes: [ValueChange(name: "type", before: typeDisplayName(V.self), after: typeDisplayName(type(of: new)))])
      }
      let layout = Compare.layout(V.self)
      let equal: Bool
      if let equatable = V.self as? any Equatable.Type, forceEquatable || !layout.isPOD {
        equal = viewsEqual(equatable, old, new)
      } else {
        equal = Compare.fieldsEqual(old, new)
      }
      if equal { return nil }
      let fields = Compare.differingFields(old, new)
      let changes = fields.map { field in
        ValueChange(
          name: field.name, before: ValueDescription.describe(Compare.fieldValue(old, field)),
          after: ValueDescription.describe(Compare.fieldValue(new, field)))
      }
      return Reason(kind: .self, changes: changes)
    }
    return open(old)
  }

  private func modifierChanges(_ old: [_StyleModifier], _ new: [_StyleModifier]) -> [ValueChange] {
    var changes: [ValueChange] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      if before != after {
        changes.append(
          ValueChange(name: after?.name ?? before?.name ?? "modifier", before: before?.text, after: after?.text))
      }
    }
    return changes
  }

  // MARK: - Steps

  /// The live nodes, in creation order.
  func liveNodes() -> [ViewNode] { nodes.values.sorted { $0.sequence < $1.sequence } }
}

@MainActor private func bodyOf<V: View>(_ view: V) -> any View { view.body }

private func viewsEqual(_ type: any Equatable.Type, _ a: Any, _ b: Any) -> Bool {
  func open<E: Equatable>(_: E.Type) -> Bool { (a as! E) == (b as! E) }
  return _openExistential(type, do: open)
}

/// The line `Self._printChanges()` prints: `ContentView: _firstNumber changed.`
func printChangesLine(_ type: String, _ reasons: [Reason]) -> String {
  reasons.isEmpty ? "\(type): unchanged." : "\(type): \(reasons.map(\.token).joined(separator: ", ")) changed."
}
