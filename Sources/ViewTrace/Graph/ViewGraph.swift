import Foundation

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
/// The graph keeps the update pass itself; the subsystems it composes hold
/// their own state: ``Dependencies`` (edges), ``ActionQueue`` (actions after
/// the pass), ``ObservableObjects``, ``ObservationTracker``,
/// ``EnvironmentSystem`` and ``EventSources``. The pass only emits
/// ``UpdateEvent``s; the recorder folds them into the frame when it ends.
@MainActor
public final class ViewGraph {
  /// The graph whose frame is running: what `Color.random()`, `ScenarioClock`
  /// and untracked reads (a binding's getter peeked at) refer to.
  static var current: ViewGraph? {
    // Values are described in the engine's own calls: they name UUIDs as the running graph does.
    didSet { ValueDescription.runningAliases = current?.run.aliases }
  }
  private static var fallbackRandom = SplitMix64(seed: 0)

  /// The engine options of this run.
  public let options: EngineOptions
  /// Type names are printed relative to this namespace (``Scenario/typeNamespace``).
  let typeNamespace: String?
  private var recorder: TraceRecorder
  let log = UpdateLog()
  let dependencies: Dependencies
  let actions: ActionQueue
  private(set) lazy var objects = ObservableObjects(graph: self)
  private(set) lazy var observation = ObservationTracker(graph: self)
  private(set) lazy var environments = EnvironmentSystem(log: log)
  let events: EventSources

  private let rootView: any View
  private let host: ViewNode
  private(set) var nodes: [String: ViewNode] = [:]
  private var dirty = DirtyQueue()
  /// The node whose body is running; reads are recorded against it.
  private(set) var evaluating: ViewNode?
  private var untrackedDepth = 0
  private var sequence = 0
  private var run: RunContext
  private var forced: Set<ObjectIdentifier> = []
  private var afterPassWork: [() -> Void] = []

  /// Makes a graph for `root`; nothing is rendered until ``renderInitialFrame()``.
  public init<Root: View>(
    scenario: String, variant: String? = nil, summary: String = "", seed: UInt64,
    options: EngineOptions = EngineOptions(), typeNamespace: String? = nil, root: Root
  ) {
    self.options = options
    self.typeNamespace = typeNamespace
    self.rootView = root
    self.run = RunContext(seed: seed)
    self.recorder = TraceRecorder(
      scenario: scenario, variant: variant, summary: summary, seed: seed, options: options.traceValues)
    self.dependencies = Dependencies(log: log)
    self.actions = ActionQueue(log: log)
    self.events = EventSources(log: log)
    let hostPlacement = Placement(
      kind: .container, type: "", value: EmptyView(), position: [], explicitIDs: [], modifiers: [], attachments: [],
      forceEquatable: false, children: [])
    self.host = ViewNode(placement: hostPlacement, identity: "", parent: nil, sequence: 0)
  }

  /// The trace recorded so far.
  public var trace: Trace { recorder.trace }

  /// The index of the frame that is running (or runs next).
  var frameIndex: Int { recorder.trace.frames.count }

  /// The top-level nodes (the scenario's root view).
  var rootNodes: [ViewNode] { host.children }

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
    let previous = ViewGraph.current
    ViewGraph.current = self
    defer { ViewGraph.current = previous }
    let prepared: Result<() -> Void, EngineError> = TypeNames.$namespace.withValue(typeNamespace) {
      do throws(EngineError) { return .success(try step.prepare(self)) } catch { return .failure(error) }
    }
    let action = try prepared.get()
    runFrame(step.name, kind: step.kind, action)
  }

  // MARK: - Frames

  private func runFrame(_ event: String, kind: EventKind, _ body: () -> Void) {
    TypeNames.$namespace.withValue(typeNamespace) { runFrameBody(event, kind: kind, body) }
  }

  private func runFrameBody(_ event: String, kind: EventKind, _ body: () -> Void) {
    let previous = ViewGraph.current
    ViewGraph.current = self
    defer { ViewGraph.current = previous }
    body()
    settle(everything: options.strategy == .reevaluateEverything && kind != .initial)
    for source in objects.takeReleased() { log.emit(.released(source: source)) }
    recorder.appendFrame(event, kind: kind, log.drain())
    runStartedTasks()
  }

  /// Runs the bodies of the tasks the frame started, each in a frame of its
  /// own as SwiftUI runs them after the update (``TaskRunner``); a body that
  /// changed nothing leaves no frame.
  private func runStartedTasks() {
    guard let runner = run.existingStore(TaskRunner.self) else { return }
    while let start = runner.next() {
      start.run()
      settle(everything: false)
      for source in objects.takeReleased() { log.emit(.released(source: source)) }
      let events = log.drain()
      if !events.isEmpty { recorder.appendFrame("task of \(start.node.identity)", kind: .event, events) }
    }
  }

  /// Ends the running transaction inside a frame: its changes get their own
  /// update pass now (``withTransaction(_:_:)``).
  func commitTransaction() { settle(everything: false) }

  /// Evaluates invalidated nodes top-down, then runs the queued actions;
  /// repeats while actions invalidate more, up to `maxPassesPerFrame`.
  private func settle(everything: Bool) {
    if everything { forceAll(host) }
    var passes = 0
    while true {
      objects.flushChanges()
      observation.flushChanges()
      while let node = dirty.popFirst() {
        if node.isDirty && node.alive { updateInvalidated(node) }
      }
      passes += 1
      actions.runPending()
      runAfterPass()
      if dirty.isEmpty && !objects.hasPendingChanges { break }
      if passes >= options.maxPassesPerFrame {
        warn(
          .updateLoop, node: nil,
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

  func markDirty(_ node: ViewNode) {
    guard !node.isDirty, node.alive else { return }
    node.isDirty = true
    dirty.insert(node)
  }

  /// Runs `work` after the pass's actions (engine work that may write state,
  /// such as popping a view whose link went away).
  func afterPass(_ work: @escaping () -> Void) { afterPassWork.append(work) }

  private func runAfterPass() {
    while !afterPassWork.isEmpty {
      let work = afterPassWork
      afterPassWork = []
      for item in work { item() }
    }
  }

  /// Marks every node that depends on `source` dirty.
  func invalidate(_ source: SourceBox) {
    for node in source.dependents.values { markDirty(node) }
  }

  // MARK: - Reads, warnings, randomness, ids

  /// Records that the running body read `source`.
  func recordRead(_ source: SourceBox, kind: EdgeKind) {
    guard let node = evaluating, untrackedDepth == 0 else { return }
    guard node.readKeys.insert(ObjectIdentifier(source)).inserted else { return }
    node.reads.append((source, kind))
  }

  /// Records that the running body read through the binding `location`
  /// (a `@Binding` box asks whether its location was read).
  func noteRead(of location: AnyLocationBase) {
    guard let node = evaluating, untrackedDepth == 0 else { return }
    node.readKeys.insert(ObjectIdentifier(location))
  }

  /// Runs `body` without recording reads (peeking at a binding's value).
  static func untracked<T>(_ body: () -> T) -> T {
    guard let graph = current else { return body() }
    graph.untrackedDepth += 1
    defer { graph.untrackedDepth -= 1 }
    return body()
  }

  func warn(_ kind: WarningKind, node: ViewNode?, _ message: String) {
    log.emit(.warning(TraceWarning(kind: kind, node: node?.identity, message: message)))
  }

  /// SwiftUI drops an invalidation that arrives while a body is running
  /// ("Publishing changes from within view updates"). If a body is running,
  /// records `kind` with the message built for the running view and returns
  /// true: the caller drops its invalidation.
  func droppedDuringBody(_ kind: WarningKind, _ message: (ViewNode) -> String) -> Bool {
    guard let running = evaluating else { return false }
    warn(kind, node: running, message(running))
    return true
  }

  /// A warning about the run as a whole, recorded the first time only.
  func warnOnce(_ kind: WarningKind, _ message: String) {
    if run.firstTime(kind) { warn(kind, node: nil, message) }
  }

  func nextRandom() -> UInt64 { run.random.next() }

  static func nextRandom() -> UInt64 {
    if let graph = current { return graph.nextRandom() }
    return fallbackRandom.next()
  }

  /// A deterministic text for an explicit id (see ``IdentityAliases``).
  func describeID(_ id: AnyHashable) -> String { run.aliases.describe(id) }

  /// A per-scenario store of type `Store` (`@AppStorage`'s defaults, focus), made on first use.
  func store<Store: AnyObject>(_ make: () -> Store) -> Store { run.store(make) }

  // MARK: - The update pass

  private func updateInvalidated(_ node: ViewNode) {
    node.isDirty = false
    switch node.kind {
    case .custom:
      let reasons = node.observation.pendingDependencies + node.propertyChanges(updating: true)
      if reasons.isEmpty && !forced.contains(ObjectIdentifier(node)) { return }
      evaluate(node, reasons: reasons)
    case .host:
      rebuildHost(node, placed: false)
    case .leaf, .container:
      guard let leaf = node.value as? any LeafView else { return }
      let label = leaf._label
      if label != node.label {
        log.emit(.redrawn(node: node.identity, changes: [ValueChange(name: "label", before: node.label, after: label)]))
        node.label = label
      }
      if leaf is any EnvironmentStyled { restyle(node) }
    }
  }

  private func evaluate(_ node: ViewNode, reasons: [Reason]) {
    node.isDirty = false
    forced.remove(ObjectIdentifier(node))
    if let unavailable = node.unavailable {
      log.emit(.warning(unavailable))
      reconcile(node, [])
      return
    }
    log.emit(.evaluated(node: node.identity, reasons: reasons, line: printChangesLine(node.type, reasons)))
    // A body always gives a view, so its children are always rebuilt.
    guard
      let expander = expandAsUpdate(
        of: node, { (node.value as? any HostedBody).map { $0._body(node) } ?? bodyOf(node.value) })
    else { return }
    for box in node.properties { box.bodyDidRun() }
    reconcile(node, expander.placements)
  }

  /// Builds a host's content as its own update (``ContentHost``): what the
  /// content reads is the host's dependency, not the presenter's.
  func rebuildHost(_ node: ViewNode, placed: Bool) {
    node.isDirty = false
    guard node.alive, let host = node.value as? any ContentHost else { return }
    let expander = expandAsUpdate(of: node) {
      let content = host._content(HostContext(node: node, graph: self, placed: placed))
      return content is KeptContent ? nil : content
    }
    if let expander { reconcile(node, expander.placements) }
  }

  /// Runs `build` as `node`'s update (a body, or a host's content): what it
  /// reads becomes the node's dependencies, from scratch, and its
  /// Observation accesses are tracked. Nil when `build` keeps the children
  /// as they are.
  private func expandAsUpdate(of node: ViewNode, _ build: () -> (any View)?) -> Expander? {
    node.reads = []
    node.readKeys = []
    node.observation.pendingDependencies = []
    let saved = evaluating
    evaluating = node
    var expander = Expander(graph: self)
    var kept = false
    observation.track(node) {
      if let view = build() { expander.add(view) } else { kept = true }
    }
    evaluating = saved
    dependencies.hold(node, .body, node.reads)
    guard !kept else { return nil }
    node.deferredGroups = expander.groups
    return expander
  }

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
          placement.attachmentsOutsideID > 0 ? self.predecessor(of: placement, under: prefix, in: previous) : nil
        children.append(create(placement, identity: identity, parent: parent, predecessor: predecessor))
      }
    }
    if !previous.isEmpty {
      for child in parent.children where previous[child.identity] != nil { remove(child) }
    }
    parent.children = children
  }

  private func create(
    _ placement: Placement, identity: String, parent: ViewNode, predecessor: ViewNode? = nil
  ) -> ViewNode {
    sequence += 1
    let node = ViewNode(
      placement: placement, identity: identity, parent: parent === host ? nil : parent, sequence: sequence)
    node.environment = environments.environment(for: node, under: parent)
    nodes[identity] = node
    log.emit(.nodeRegistered(node.traceNode))
    log.emit(.appeared(node: identity))
    if let predecessor { moveAttachmentsOutsideID(from: predecessor, to: node) }
    updateAttachments(of: node, placement.attachments, appearing: true)
    switch node.kind {
    case .custom:
      log.emit(.initRan(node: identity))
      (node.value as? any HostedBody)?._prepare(node)
      install(node)
      let reasons = node.appearanceReasons()
      evaluate(node, reasons: reasons)
    case .host:
      rebuildHost(node, placed: true)
    case .leaf, .container:
      bindLeaf(node)
      reconcile(node, styledChildren(of: node, placement.children, rebuilt: true))
      (node.value as? any PlacementObserver)?._placed(node, self)
    }
    return node
  }

  private func update(_ node: ViewNode, with placement: Placement) {
    updateAttachments(of: node, placement.attachments, appearing: false)
    let environment = environments.environment(for: node, under: node.parent ?? host)
    let environmentChanged = environment.differs(from: node.environment, options.closureComparison)
    let previousEnvironment = node.environment
    if environmentChanged { node.environment = environment }
    switch node.kind {
    case .custom:
      log.emit(.initRan(node: node.identity))
      let oldValue = node.value
      node.value = placement.value
      node.modifiers = placement.modifiers
      node.forceEquatable = placement.forceEquatable
      let hosted = placement.value as? any HostedBody
      hosted?._prepare(node)
      install(node)
      let selfChange =
        if let hosted { hosted._selfChange(from: oldValue, options.closureComparison) } else {
          Compare.views(oldValue, placement.value, forceEquatable: placement.forceEquatable, options.closureComparison)
        }
      // SwiftUI's order: the body rule's own tokens (@dependencies, @self), then the properties.
      let reasons =
        node.observation.pendingDependencies + (selfChange.map { [$0] } ?? [])
        + node.propertyChanges(updating: selfChange != nil || node.isDirty)
      if reasons.isEmpty && !forced.contains(ObjectIdentifier(node)) {
        node.isDirty = false
        if environmentChanged { propagateEnvironment(below: node) }
      } else {
        evaluate(node, reasons: reasons)
      }
      if hosted != nil { refreshModifierContent(of: node) }
    case .host:
      let same =
        !node.isDirty && (placement.value as! any ContentHost)._sameInputs(as: node.value, options.closureComparison)
      // A lazy container keeps its own modifiers and draws its label (a list's selection).
      var changes: [ValueChange] = []
      if placement.value is any LazyContainer, placement.label != node.label {
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
        changes += Self.drawnEnvironmentChanges(leaf, previousEnvironment, environment).filter {
          !written.contains($0.name)
        }
      }
      node.value = placement.value
      node.label = label
      node.modifiers = placement.modifiers
      node.isDirty = false
      if !changes.isEmpty { log.emit(.redrawn(node: node.identity, changes: changes)) }
      bindLeaf(node)
      reconcile(node, styledChildren(of: node, placement.children, rebuilt: true))
      (node.value as? any PlacementObserver)?._placed(node, self)
    }
  }

  /// The identity left the tree: its actions are queued, its properties and
  /// attachments end, and every edge it had closes.
  private func remove(_ node: ViewNode, atOnce: Bool = false) {
    log.emit(.disappeared(node: node.identity))
    node.disappearsFirst = atOnce || node.removesAtOnce
    node.alive = false
    node.isDirty = false
    nodes[node.identity] = nil
    endAttachments(of: node)
    for box in node.properties { box.tearDown() }
    observation.stopTracking(node)
    dependencies.disconnectAll(node)
    (node.value as? any PlacementObserver)?._removed(node, self)
    for child in node.children { remove(child, atOnce: node.disappearsFirst) }
  }

  /// Attaches the dynamic properties of the node's current value to its boxes.
  func install(_ node: ViewNode) {
    node.unavailable = nil
    func open<V>(_ value: V) { installProperties(value, node) }
    _openExistential(Self.inputs(node.value), do: open)
  }

  /// What is compared and holds the dynamic properties: the view itself, or
  /// a modifier node's modifier.
  static func inputs(_ value: any View) -> Any { (value as? any HostedBody)?._inputs ?? value }

  private func installProperties<V>(_ value: V, _ node: ViewNode) {
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
  private func bindLeaf(_ node: ViewNode) {
    guard let leaf = node.value as? any LeafView else { return }
    if let text = leaf as? Text, text.dateStyle?.redrawsWithClock == true { redrawEverySecond(node) }
    var sources: [(source: SourceBox, kind: EdgeKind)] = []
    for location in leaf._boundLocations {
      if let source = location.source, !sources.contains(where: { $0.source === source }) {
        sources.append((source, .binding))
      }
    }
    dependencies.hold(node, .leaf, sources)
  }

  /// Carries a changed environment below a node whose body did not run:
  /// views whose properties see a change are invalidated (S20).
  func propagateEnvironment(below node: ViewNode) {
    for child in node.children {
      let environment = environments.environment(for: child, under: node)
      guard environment.differs(from: child.environment, options.closureComparison) else { continue }
      if let leaf = child.value as? any LeafView {
        let changes = Self.drawnEnvironmentChanges(leaf, child.environment, environment)
        if !changes.isEmpty { log.emit(.redrawn(node: child.identity, changes: changes)) }
      }
      let before = child.environment
      child.environment = environment
      if let styled = child.value as? any EnvironmentStyled,
        !_StyleBox.same(type(of: styled)._styleKey, before, environment, options.closureComparison)
      {
        restyle(child)
        continue
      }
      if child.kind == .custom {
        install(child)
        if !child.propertyChanges(updating: false).isEmpty || child.unavailable != nil {
          markDirty(child)
          continue
        }
      }
      propagateEnvironment(below: child)
    }
  }

  /// The environment values a leaf draws with that differ between two environments.
  static func drawnEnvironmentChanges(
    _ leaf: any LeafView, _ before: EnvironmentValues, _ after: EnvironmentValues
  ) -> [ValueChange] {
    zip(leaf._drawnEnvironment(before), leaf._drawnEnvironment(after)).compactMap { old, new in
      old.value == new.value ? nil : ValueChange(name: new.name, before: old.value, after: new.value)
    }
  }

  /// The live nodes, in creation order.
  func liveNodes() -> [ViewNode] { nodes.values.sorted { $0.sequence < $1.sequence } }
}

@MainActor private func bodyOf<V: View>(_ view: V) -> any View { view.body }

/// The line `Self._printChanges()` prints: `ContentView: _firstNumber changed.`
func printChangesLine(_ type: String, _ reasons: [Reason]) -> String {
  reasons.isEmpty ? "\(type): unchanged." : "\(type): \(reasons.map(\.token).joined(separator: ", ")) changed."
}
