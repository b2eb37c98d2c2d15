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
/// The graph keeps the update pass only (this file, `+Reconcile`,
/// `+Properties`, `+Reads`); its subsystems (`Dependencies`, `ActionQueue`,
/// `ObservableObjects`, `ObservationTracker`, `EnvironmentSystem`,
/// `EventSources`) and the DSL's features (``GraphFeature``) hold their own
/// state. The pass emits `UpdateEvent`s; the recorder folds them into frames.
@MainActor
public final class ViewGraph {
  /// The graph whose frame or step runs, for user code SwiftUI gives no context
  /// (`ScenarioClock.now`, `withTransaction`, a `Binding`'s getter, `dismiss`);
  /// everything else gets its graph passed (docs/architecture.md, Features).
  @TaskLocal package static var running: ViewGraph?

  /// The engine options of this run.
  public let options: EngineOptions
  /// The scenario's own viewport (``Scenario/viewport(_:)``).
  var scenarioViewport: Viewport?
  /// The viewport of this run: the options', else the scenario's, else a phone.
  package var viewport: Viewport { options.viewport ?? scenarioViewport ?? .phone }
  /// Type names are printed relative to this namespace (``Scenario/typeNamespace``).
  let typeNamespace: String?
  private var recorder: TraceRecorder
  package let log = UpdateLog()
  let dependencies: Dependencies
  package let actions: ActionQueue
  private(set) lazy var objects = ObservableObjects(graph: self)
  private(set) lazy var observation = ObservationTracker(graph: self)
  private(set) lazy var environments = EnvironmentSystem(log: log)
  package let events: EventSources

  private let rootView: any View
  package let host: ViewNode
  package var nodes: [String: ViewNode] = [:]
  private var dirty = DirtyQueue()
  /// The node whose body is running; reads are recorded against it.
  package var evaluating: ViewNode?
  var untrackedDepth = 0
  var sequence = 0
  /// The custom view types declared in the trace so far.
  var declarations = ViewDeclarations()
  var run: RunContext
  /// The run's features (``GraphFeature``): the state the DSL keeps outside the pass.
  let features = GraphFeatures()
  var forced: Set<ObjectIdentifier> = []
  /// Measures bodies when the run has timings (``BodyTimings``); nil otherwise.
  var bodyClock: BodyClock?
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

  /// The run's feature of type `Feature`, made the first time it is asked for.
  package func feature<Feature: GraphFeature>(_ type: Feature.Type) -> Feature { features.feature(type, graph: self) }

  /// The trace recorded so far.
  public var trace: Trace { recorder.trace }

  /// The index of the frame that is running (or runs next).
  package var frameIndex: Int { recorder.trace.frames.count }

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
    for feature in features.stepHooks { feature.beforeStep(step) }
    let prepared: Result<() -> Void, EngineError> = asRunning {
      do throws(EngineError) { return .success(try step.prepare(self)) } catch { return .failure(error) }
    }
    let action = try prepared.get()
    // A task the step's action starts (`Task { … }` in a button) names its frames after the step.
    runFrame(step.name, kind: step.kind) {
      ScenarioRunLoop.$label.withValue("async work of \(step.name)", operation: action)
    }
  }

  private func runFrame(_ event: String, kind: EventKind, _ body: () -> Void) {
    asRunning { runFrameBody(event, kind: kind, body) }
  }

  /// Runs `body` as this graph's: user code finds it as `running`, types are
  /// named in its namespace, values are compared, described and named with
  /// the run's context, and the async work it starts waits in the run loop
  /// (``ScenarioRunLoop``).
  private func asRunning<T>(_ body: () -> T) -> T {
    let values = ValueContext(
      aliases: run.aliases, layouts: run.layouts, valueTrees: options.valueTrees,
      objectName: { [weak self] in self?.objects.knownID(of: $0) })
    let loop = ScenarioRunLoop.shared
    return ViewGraph.$running.withValue(self) {
      TypeNames.$namespace.withValue(typeNamespace) {
        ValueContext.$running.withValue(values) { loop.isAvailable ? loop.capturing(body) : body() }
      }
    }
  }

  private func runFrameBody(_ event: String, kind: EventKind, _ body: () -> Void) {
    body()
    endFrame(event, kind: kind, always: true, everything: options.strategy == .reevaluateEverything && kind != .initial)
    runStartedTasks()
    runAsyncWork()
  }

  /// Ends the running frame: an update pass, then the frame recorded (when
  /// `always`, or when it has events); whether it was.
  @discardableResult
  func endFrame(_ event: String, kind: EventKind, always: Bool, everything: Bool = false) -> Bool {
    settle(everything: everything)
    for source in objects.takeReleased() { log.emit(.released(source: source)) }
    let events = log.drain()
    guard always || !events.isEmpty else { return false }
    recorder.appendFrame(event, kind: kind, events)
    return true
  }

  /// Adds `warnings` to the last frame recorded.
  func warnInLastFrame(_ warnings: [TraceWarning]) { recorder.appendWarnings(warnings) }

  /// Whether a write is waiting for an update pass.
  var hasPendingUpdate: Bool { !dirty.isEmpty || objects.hasPendingChanges }

  /// Runs the bodies of the tasks the frame started, each in a frame of its
  /// own as SwiftUI runs them after the update (``TaskRunner``); a body that
  /// changed nothing leaves no frame.
  func runStartedTasks() {
    guard let runner = features.existing(TaskRunner.self) else { return }
    while let start = runner.next() {
      guard start.node.alive else { continue }
      start.run()
      endFrame(start.label, kind: .event, always: false)
    }
  }

  /// Ends the running transaction inside a frame: its changes get their own
  /// update pass now (``withTransaction(_:_:)``).
  package func commitTransaction() { settle(everything: false) }

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
      for feature in features.passHooks { feature.afterPass() }
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

  package func markDirty(_ node: ViewNode) {
    guard !node.isDirty, node.alive else { return }
    node.isDirty = true
    dirty.insert(node)
  }

  /// Runs `work` after the pass's actions (engine work that may write state,
  /// such as popping a view whose link went away).
  package func afterPass(_ work: @escaping () -> Void) { afterPassWork.append(work) }

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

  private func updateInvalidated(_ node: ViewNode) {
    node.isDirty = false
    switch node.kind {
    case .custom:
      let reasons = node.observation.pendingDependencies + whatIfProperties(node, node.propertyChanges(updating: true))
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
      if leaf is any EnvironmentStyled { node.restyle(self) }
    }
  }

  /// `reasons` without the properties a what-if removes from `node`'s
  /// dependencies (``EngineOptions/whatIfs``).
  func whatIfProperties(_ node: ViewNode, _ reasons: [Reason]) -> [Reason] {
    guard !options.whatIfs.isEmpty else { return reasons }
    return reasons.filter { reason in
      guard reason.kind == .property, let property = reason.property else { return true }
      return !options.whatIfs.contains { $0.ignores(property: property, of: node.type) }
    }
  }

  func evaluate(_ node: ViewNode, reasons: [Reason]) {
    node.isDirty = false
    forced.remove(ObjectIdentifier(node))
    if let unavailable = node.unavailable {
      log.emit(.warning(unavailable))
      reconcile(node, [])
      return
    }
    log.emit(.evaluated(node: node.identity, reasons: reasons))
    // A body always gives a view, so its children are always rebuilt.
    let body = { (node.value as? any HostedBody).map { $0._body(node) } ?? bodyOf(node.value) }
    guard
      let expander = expandAsUpdate(
        of: node, bodyClock.map { clock in { clock.measure(node, frame: self.frameIndex, body) } } ?? body)
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
  func expandAsUpdate(of node: ViewNode, _ build: () -> (any View)?) -> Expander? {
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

  /// Measures the wall time of every body from now on, as each run of
  /// ``Scenario/run(options:timings:)`` does: evaluated records get
  /// ``NodeRecord/bodyMicroseconds`` (this run's time, not a median). A body
  /// running past `limitSeconds` ends the process (``BodyTimings``).
  public func measureBodies(limitSeconds: Double = BodyTimings().limitSeconds) {
    bodyClock?.stop()
    bodyClock = BodyClock(log: log, limitSeconds: limitSeconds)
  }

  /// Stops measuring bodies (``measureBodies(limitSeconds:)``).
  public func stopMeasuringBodies() {
    bodyClock?.stop()
    bodyClock = nil
  }

  /// The live nodes, in creation order.
  package func liveNodes() -> [ViewNode] { nodes.values.sorted { $0.sequence < $1.sequence } }
}

@MainActor private func bodyOf<V: View>(_ view: V) -> any View { DynamicPropertyFields.updated(view).body }
