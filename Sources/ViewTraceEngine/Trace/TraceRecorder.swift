/// Builds the ``Trace``: folds each frame's ``UpdateEvent``s into a
/// ``Frame`` when the frame ends. Costs O(events), so a frame costs what it
/// touched.
package struct TraceRecorder {
  private(set) var trace: Trace
  /// Each node's type by identity, for its records (``NodeRecord/type``).
  private var knownNodes: [String: String] = [:]
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

  /// What one node went through in the frame, in the order first touched.
  private struct Touch {
    var record: NodeRecord
    var lifecycle: Outcome?
    var redrawn = false
    var drawnChanges: [ValueChange] = []
  }

  /// Adds `warnings` to the last frame (said after it ended, about work it started).
  mutating func appendWarnings(_ warnings: [TraceWarning]) {
    guard !trace.frames.isEmpty else { return }
    for warning in warnings where !trace.frames[trace.frames.count - 1].warnings.contains(warning) {
      trace.frames[trace.frames.count - 1].warnings.append(warning)
    }
  }

  /// Appends the frame that `events` describe.
  mutating func appendFrame(_ event: String, kind: EventKind, _ events: [UpdateEvent]) {
    var frame = Frame(index: trace.frames.count, event: event, eventKind: kind)
    var touches: [Touch] = []
    var touchIndex: [String: Int] = [:]
    var sourceChangeIndex: [String: Int] = [:]

    func touch(_ node: String, _ update: (inout Touch) -> Void) {
      if let index = touchIndex[node] {
        update(&touches[index])
      } else {
        var new = Touch(record: NodeRecord(node: node, outcome: .untouched))
        update(&new)
        touchIndex[node] = touches.count
        touches.append(new)
      }
    }

    for event in events {
      switch event {
      case .nodeRegistered(let node):
        if knownNodes[node.id] == nil {
          knownNodes[node.id] = node.type
          trace.nodes.append(node)
        }
      case .viewDeclared(let declaration): trace.declarations.append(declaration)
      case .sourceRegistered(let source):
        if knownSources.insert(source.id).inserted { trace.sources.append(source) }
      case .appeared(let node): touch(node) { $0.lifecycle = .appeared }
      case .disappeared(let node): touch(node) { $0.lifecycle = .disappeared }
      case .initRan(let node): touch(node) { $0.record.initCount += 1 }
      case .evaluated(let node, let reasons):
        touch(node) { $0.record.addRun(reasons) }
        frame.evaluations.append(touchIndex[node]!)
      case .bodyTimed(let node, let nanoseconds):
        touch(node) { $0.record.bodyMicroseconds = ($0.record.bodyMicroseconds ?? 0) + Double(nanoseconds) / 1000 }
      case .redrawn(let node, let changes):
        touch(node) { touch in
          touch.redrawn = true
          touch.drawnChanges += changes
          touch.record.addReason(Reason(kind: .self, changes: changes))
        }
      case .action(let node, let kind): frame.actions.append(ActionRecord(node: node, kind: kind))
      case .warning(let warning):
        if !frame.warnings.contains(warning) { frame.warnings.append(warning) }
      case .sourceChanged(let source, let before, let after, let diff, let beforeValue, let afterValue):
        if let warning = ValueCapture.cutWarning(source: source, afterValue ?? beforeValue),
          !frame.warnings.contains(warning)
        {
          frame.warnings.append(warning)
        }
        if let index = sourceChangeIndex[source] {
          // The same change seen again (by another reader) keeps its paths; a
          // second write in one frame makes the first one's paths stale.
          if frame.sourceChanges[index].after != after || frame.sourceChanges[index].diff == nil {
            frame.sourceChanges[index].diff = frame.sourceChanges[index].before == before ? diff : nil
          }
          frame.sourceChanges[index].after = after
          if let afterValue { frame.sourceChanges[index].afterValue = afterValue }
        } else {
          sourceChangeIndex[source] = frame.sourceChanges.count
          frame.sourceChanges.append(
            SourceChange(
              source: source, before: before, after: after, diff: diff, beforeValue: beforeValue,
              afterValue: afterValue))
        }
      case .edgeOpened(let source, let node, let kind):
        let key = EdgeKey(source: source, node: node, kind: kind)
        guard liveEdges[key] == nil else { continue }
        liveEdges[key] = trace.edges.count
        trace.edges.append(DependencyEdge(source: source, node: node, kind: kind, since: frame.index))
      case .released(let source):
        frame.released = (frame.released ?? []) + [source]
      case .edgeClosed(let source, let node, let kind):
        let key = EdgeKey(source: source, node: node, kind: kind)
        guard let index = liveEdges.removeValue(forKey: key) else { continue }
        trace.edges[index].until = frame.index
      }
    }

    // One outcome per node: appearing or disappearing says most, then a body
    // run, then a redraw; a node only re-created is init-only.
    frame.records = touches.map { touch in
      var record = touch.record
      record.type = knownNodes[record.node]
      record.outcome =
        touch.lifecycle
        ?? (record.bodyCount > 0 ? .evaluated : touch.redrawn ? .redrawn : .initOnly)
      if record.outcome == .evaluated, !touch.drawnChanges.isEmpty { record.drawn = touch.drawnChanges }
      return record
    }
    trace.frames.append(frame)
  }
}
