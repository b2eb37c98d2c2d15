/// Builds the ``Trace`` while the graph runs. Every call costs O(1) in the
/// size of the tree, so a frame costs what it touches.
@MainActor
final class TraceRecorder {
  private(set) var trace: Trace
  private var frame: Frame?
  private var recordIndex: [String: Int] = [:]
  private var sourceChangeIndex: [String: Int] = [:]
  private var knownNodes: Set<String> = []
  private var knownSources: Set<String> = []
  private struct EdgeKey: Hashable {
    let source: String
    let node: String
    let kind: EdgeKind
  }
  private var liveEdges: [EdgeKey: Int] = [:]

  init(scenario: String, variant: String?, summary: String, seed: UInt64, options: [String: String]) {
    trace = Trace(scenario: scenario, variant: variant, summary: summary, seed: seed, options: options)
  }

  var frameIndex: Int { frame?.index ?? trace.frames.count }

  func beginFrame(_ event: String, kind: EventKind) {
    precondition(frame == nil, "a frame is already open")
    frame = Frame(index: trace.frames.count, event: event, eventKind: kind)
    recordIndex.removeAll(keepingCapacity: true)
    sourceChangeIndex.removeAll(keepingCapacity: true)
  }

  func endFrame() {
    guard let done = frame else { return }
    trace.frames.append(done)
    frame = nil
  }

  /// Drops the open frame (a step that could not run leaves no frame behind).
  func abandonFrame() { frame = nil }

  // MARK: nodes

  func registerNode(_ node: ViewNode) {
    guard knownNodes.insert(node.identity).inserted else { return }
    trace.nodes.append(
      TraceNode(
        id: node.identity, parent: node.parent?.identity, type: node.type, kind: node.kind.traceKind,
        label: node.label, modifiers: node.modifiers.map(\.text) + node.environmentWrites.map(\.text),
        explicitID: node.explicitID))
  }

  private func withRecord(_ node: ViewNode, default outcome: Outcome, _ body: (inout NodeRecord) -> Void) {
    guard frame != nil else { return }
    if let index = recordIndex[node.identity] {
      body(&frame!.records[index])
    } else {
      var record = NodeRecord(node: node.identity, outcome: outcome)
      body(&record)
      recordIndex[node.identity] = frame!.records.count
      frame!.records.append(record)
    }
  }

  /// Rank of outcomes when several happen to one node in a frame: lifecycle
  /// beats evaluation, evaluation beats redraw, redraw beats init-only.
  private static func rank(_ outcome: Outcome) -> Int {
    switch outcome {
    case .appeared, .disappeared: 4
    case .evaluated: 3
    case .redrawn: 2
    case .initOnly: 1
    case .untouched: 0
    }
  }

  func setOutcome(_ node: ViewNode, _ outcome: Outcome) {
    withRecord(node, default: outcome) { record in
      let lifecycle = outcome == .appeared || outcome == .disappeared
      if lifecycle || Self.rank(outcome) > Self.rank(record.outcome) { record.outcome = outcome }
    }
  }

  func recordInit(_ node: ViewNode) {
    withRecord(node, default: .initOnly) { $0.initCount += 1 }
  }

  func recordEvaluation(_ node: ViewNode, reasons: [Reason], line: String) {
    withRecord(node, default: .evaluated) { record in
      if Self.rank(.evaluated) > Self.rank(record.outcome) { record.outcome = .evaluated }
      record.bodyCount += 1
      for reason in reasons where !record.reasons.contains(reason) { record.reasons.append(reason) }
      if record.printChanges == nil { record.printChanges = line }
    }
    frame?.printChanges.append(line)
  }

  func recordRedraw(_ node: ViewNode, changes: [ValueChange]) {
    withRecord(node, default: .redrawn) { record in
      if Self.rank(.redrawn) > Self.rank(record.outcome) { record.outcome = .redrawn }
      record.reasons.append(Reason(kind: .self, changes: changes))
    }
  }

  func recordAction(_ node: ViewNode, kind: String) {
    frame?.actions.append(ActionRecord(node: node.identity, kind: kind))
  }

  func warn(_ warning: TraceWarning) {
    if frame != nil {
      if !frame!.warnings.contains(warning) { frame!.warnings.append(warning) }
    }
  }

  // MARK: sources and edges

  func registerSource(_ source: TraceSource) {
    guard knownSources.insert(source.id).inserted else { return }
    trace.sources.append(source)
  }

  func sourceChanged(_ id: String, before: String, after: String) {
    guard frame != nil else { return }
    if let index = sourceChangeIndex[id] {
      frame!.sourceChanges[index].after = after
    } else {
      sourceChangeIndex[id] = frame!.sourceChanges.count
      frame!.sourceChanges.append(SourceChange(source: id, before: before, after: after))
    }
  }

  func addEdge(source: String, node: String, kind: EdgeKind) {
    let key = EdgeKey(source: source, node: node, kind: kind)
    guard liveEdges[key] == nil else { return }
    liveEdges[key] = trace.edges.count
    trace.edges.append(DependencyEdge(source: source, node: node, kind: kind, since: frameIndex))
  }

  func removeEdge(source: String, node: String, kind: EdgeKind) {
    let key = EdgeKey(source: source, node: node, kind: kind)
    guard let index = liveEdges.removeValue(forKey: key) else { return }
    trace.edges[index].until = frameIndex
  }
}

extension Placement.Kind {
  var traceKind: NodeKind {
    switch self {
    case .custom: .custom
    case .leaf: .primitive
    case .container: .container
    }
  }
}
