extension Trace {
  /// The longest body time a record may carry, in microseconds (an hour).
  public static let maxBodyMicroseconds = 3_600_000_000.0

  /// The largest `initCount`, `bodyCount`, edge frame or other count a trace
  /// may hold. Sums of counts over any trace that fits in memory stay far
  /// below `Int.max`, so readers can add them without overflow checks.
  public static let maxCount = 1_000_000_000

  /// The most views a trace may hold: 1,000,000. A report of 200,000 views
  /// peaked at 717 MiB; by that rate one at the limit would need about
  /// 3.5 GiB (not measured). Past it, a trace is refused when read rather
  /// than exhausting memory later.
  public static let maxNodes = 1_000_000

  /// The most frames a trace may hold: 100,000 (a scenario of that many
  /// events; the report's timeline has a cell per frame).
  public static let maxFrames = 100_000

  /// Past ``maxNodes`` views or ``maxFrames`` frames: the JSON path and how
  /// large (`1,000,001 views; a trace holds at most 1,000,000 (Trace.maxNodes)`);
  /// nil within them. ``validate()`` refuses such a trace, and the engine a run
  /// that made one.
  package var sizeProblem: (path: String, problem: String)? {
    Trace.sizeProblem(nodes: nodes.count, frames: frames.count)
  }

  /// ``sizeProblem`` of a trace of `nodes` views and `frames` frames, for
  /// a writer that counts them before it has the trace (`LogImport`);
  /// `maxNodes` and `maxFrames` stand for ``maxNodes`` and ``maxFrames``
  /// (tests lower them).
  package static func sizeProblem(
    nodes: Int, frames: Int, maxNodes: Int = Trace.maxNodes, maxFrames: Int = Trace.maxFrames
  ) -> (path: String, problem: String)? {
    if nodes > maxNodes {
      return (
        "nodes",
        "\(NumberText.grouped(nodes)) views; a trace holds at most \(NumberText.grouped(maxNodes)) (Trace.maxNodes)"
      )
    }
    if frames > maxFrames {
      return (
        "frames",
        "\(NumberText.grouped(frames)) frames; a trace holds at most \(NumberText.grouped(maxFrames)) (Trace.maxFrames)"
      )
    }
    return nil
  }

  /// Checks everything readers rely on, as the engine guarantees it for the
  /// traces it writes. ``TraceCoding/decode(_:)`` calls it, so every trace
  /// read from a file has passed it:
  ///
  /// - at least one frame and at most ``maxFrames``, and frame `i` has `index` `i`;
  /// - at most ``maxNodes`` nodes;
  /// - no id holds a NUL character (node and source ids, a node's `parent`
  ///   and `explicitID`, and every reference to a node or a source);
  /// - node ids and source ids are unique, and a node is recorded at most
  ///   once per frame;
  /// - no dependency edge is listed twice (same source, node, kind, `since`
  ///   and `until`);
  /// - every reference resolves: a node's `parent`, a source's `owner`, an
  ///   edge's `source` and `node`, a record's, action's or warning's `node`;
  ///   a reason's or source change's `source` is a source or a property of
  ///   one (`Book#1.title` when `Book#1` is a source);
  /// - the parent relation is a forest (no node is its own ancestor);
  /// - counts and edge frames are between 0 and ``maxCount``, an edge's
  ///   `until` is not before its `since`;
  /// - `untouched` is never written as an outcome;
  /// - every `declaredAt` (a source's, a view declaration's and its
  ///   properties') names a non-empty file and a line of 1 or more.
  ///
  /// - Throws: ``TraceModelError/invalid(path:problem:)`` for the first
  ///   violation, naming its JSON path: `frames[3].records[7].node: unknown node "X"`.
  public func validate() throws(TraceModelError) {
    func fail(_ path: String, _ problem: String) -> TraceModelError { .invalid(path: path, problem: problem) }
    func name(_ id: String) -> String { TextEscaping.quoted(id) }
    /// An id or a reference to one: never a NUL (C strings, Graphviz and file names end there).
    func checkID(_ id: String?, _ path: @autoclosure () -> String) throws(TraceModelError) {
      guard let id, id.utf8.contains(0) else { return }
      throw fail(path(), "\(name(id)) holds a NUL character (\\u{0}); ids never do")
    }

    guard !frames.isEmpty else { throw fail("frames", "empty (a trace has at least the initial render, frame 0)") }
    if let (path, problem) = sizeProblem { throw fail(path, problem) }

    var nodeIndex: [String: Int] = [:]
    nodeIndex.reserveCapacity(nodes.count)
    for (index, node) in nodes.enumerated() {
      try checkID(node.id, "nodes[\(index)].id")
      try checkID(node.parent, "nodes[\(index)].parent")
      try checkID(node.explicitID, "nodes[\(index)].explicitID")
      if let first = nodeIndex.updateValue(index, forKey: node.id) {
        nodeIndex[node.id] = first
        throw fail("nodes[\(index)].id", "duplicate node \(name(node.id)) (also nodes[\(first)])")
      }
    }
    for (index, node) in nodes.enumerated() {
      if let parent = node.parent, nodeIndex[parent] == nil {
        throw fail("nodes[\(index)].parent", "unknown node \(name(parent))")
      }
    }
    try checkForest(nodeIndex)

    var sourceIndex: [String: Int] = [:]
    func checkLocation(_ location: CodeLocation?, _ path: @autoclosure () -> String) throws(TraceModelError) {
      guard let location else { return }
      if location.file.isEmpty || location.file.contains("\0") {
        throw fail(path() + ".file", "a file path must be non-empty and hold no NUL character")
      }
      if location.line < 1 { throw fail(path() + ".line", "a line must be 1 or more, not \(location.line)") }
    }
    for (d, declaration) in declarations.enumerated() {
      try checkLocation(declaration.declaredAt, "declarations[\(d)].declaredAt")
      for (p, property) in declaration.properties.enumerated() {
        try checkLocation(property.declaredAt, "declarations[\(d)].properties[\(p)].declaredAt")
      }
    }
    for (index, source) in sources.enumerated() {
      try checkID(source.id, "sources[\(index)].id")
      try checkID(source.owner, "sources[\(index)].owner")
      try checkLocation(source.declaredAt, "sources[\(index)].declaredAt")
      if let first = sourceIndex.updateValue(index, forKey: source.id) {
        sourceIndex[source.id] = first
        throw fail("sources[\(index)].id", "duplicate source \(name(source.id)) (also sources[\(first)])")
      }
      if let owner = source.owner, nodeIndex[owner] == nil {
        throw fail("sources[\(index)].owner", "unknown node \(name(owner))")
      }
    }
    /// A source id, or a property of one (`Book#1.title`, `CountViewModel#1.count`).
    func resolves(_ source: String) -> Bool { TraceSource.resolvedID(source) { sourceIndex[$0] != nil } != nil }
    /// A change's value trees have the shape ``TraceValue`` documents.
    func checkValues(_ before: TraceValue?, _ after: TraceValue?, _ path: String) throws(TraceModelError) {
      for (key, tree) in [("beforeValue", before), ("afterValue", after)] {
        if let tree, let (inner, problem) = tree.problem() { throw fail("\(path).\(key)\(inner)", problem) }
      }
    }
    func checkCount(_ value: Int, _ path: String) throws(TraceModelError) {
      guard (0...Self.maxCount).contains(value) else {
        throw fail(path, "\(value) is out of range (0...\(Self.maxCount))")
      }
    }

    struct EdgeKey: Hashable {
      let source: String, node: String, kind: EdgeKind, since: Int, until: Int?
    }
    var edgeIndex: [EdgeKey: Int] = [:]
    for (index, edge) in edges.enumerated() {
      let path = "edges[\(index)]"
      try checkID(edge.source, path + ".source")
      try checkID(edge.node, path + ".node")
      if sourceIndex[edge.source] == nil { throw fail(path + ".source", "unknown source \(name(edge.source))") }
      if nodeIndex[edge.node] == nil { throw fail(path + ".node", "unknown node \(name(edge.node))") }
      try checkCount(edge.since, path + ".since")
      if let until = edge.until {
        try checkCount(until, path + ".until")
        if until < edge.since { throw fail(path + ".until", "\(until) is before since (\(edge.since))") }
      }
      let key = EdgeKey(source: edge.source, node: edge.node, kind: edge.kind, since: edge.since, until: edge.until)
      if let first = edgeIndex.updateValue(index, forKey: key) {
        throw fail(
          path,
          "duplicate edge \(name(edge.source)) -> \(name(edge.node)) (\(edge.kind.rawValue)) (also edges[\(first)])")
      }
    }

    for (position, frame) in frames.enumerated() {
      let path = "frames[\(position)]"
      if frame.index != position {
        throw fail(path + ".index", "\(frame.index), expected \(position) (frames are numbered 0, 1, ... in order)")
      }
      for (index, change) in frame.sourceChanges.enumerated() {
        try checkID(change.source, path + ".sourceChanges[\(index)].source")
        if !resolves(change.source) {
          throw fail(path + ".sourceChanges[\(index)].source", "unknown source \(name(change.source))")
        }
        try checkValues(change.beforeValue, change.afterValue, path + ".sourceChanges[\(index)]")
      }
      var recorded: [String: Int] = [:]
      for (index, record) in frame.records.enumerated() {
        let recordPath = path + ".records[\(index)]"
        try checkID(record.node, recordPath + ".node")
        if nodeIndex[record.node] == nil { throw fail(recordPath + ".node", "unknown node \(name(record.node))") }
        if let first = recorded.updateValue(index, forKey: record.node) {
          throw fail(
            recordPath + ".node", "node \(name(record.node)) is recorded twice in the frame (also records[\(first)])")
        }
        if record.outcome == .untouched {
          throw fail(recordPath + ".outcome", "\"untouched\" is never recorded (an untouched node has no record)")
        }
        try checkCount(record.initCount, recordPath + ".initCount")
        try checkCount(record.bodyCount, recordPath + ".bodyCount")
        if let time = record.bodyMicroseconds, !(time.isFinite && time >= 0 && time <= Self.maxBodyMicroseconds) {
          throw fail(
            recordPath + ".bodyMicroseconds",
            "\(time) is not a body time in microseconds (0...\(Int(Self.maxBodyMicroseconds)))")
        }
        for (reasonIndex, reason) in record.reasons.enumerated() {
          try checkID(reason.source, recordPath + ".reasons[\(reasonIndex)].source")
          for (changeIndex, change) in reason.changes.enumerated() {
            try checkValues(
              change.beforeValue, change.afterValue, recordPath + ".reasons[\(reasonIndex)].changes[\(changeIndex)]")
          }
          if let source = reason.source, !resolves(source) {
            throw fail(recordPath + ".reasons[\(reasonIndex)].source", "unknown source \(name(source))")
          }
        }
      }
      try checkRuns(frame, path)
      for (index, action) in frame.actions.enumerated() {
        try checkID(action.node, path + ".actions[\(index)].node")
        if nodeIndex[action.node] == nil {
          throw fail(path + ".actions[\(index)].node", "unknown node \(name(action.node))")
        }
      }
      for (index, released) in (frame.released ?? []).enumerated() {
        try checkID(released, path + ".released[\(index)]")
      }
      for (index, warning) in frame.warnings.enumerated() {
        try checkID(warning.node, path + ".warnings[\(index)].node")
        if let node = warning.node, nodeIndex[node] == nil {
          throw fail(path + ".warnings[\(index)].node", "unknown node \(name(node))")
        }
      }
    }
  }

  /// The frame's body runs name its records, each at most as often as its
  /// body ran (fewer is allowed: a frame made by hand may list no runs, and
  /// a trace older than version 3 may hold a line no record took), and each
  /// run's reasons are the record's.
  private func checkRuns(_ frame: Frame, _ path: String) throws(TraceModelError) {
    var runs = Array(repeating: 0, count: frame.records.count)
    for (index, record) in frame.evaluations.enumerated() {
      guard frame.records.indices.contains(record), frame.records[record].bodyCount > runs[record] else {
        throw .invalid(
          path: path + ".evaluations[\(index)]",
          problem: frame.records.indices.contains(record)
            ? "records[\(record)] ran more often than its bodyCount (\(frame.records[record].bodyCount))"
            : "\(record) is not the index of a record (the frame has \(frame.records.count))")
      }
      runs[record] += 1
    }
    for (index, record) in frame.records.enumerated() {
      let recordPath = path + ".records[\(index)]"
      guard let runReasons = record.runReasons else { continue }
      if runReasons.count != record.bodyCount {
        throw .invalid(
          path: recordPath + ".runReasons",
          problem: "\(runReasons.count) runs, but bodyCount is \(record.bodyCount)")
      }
      for (run, indices) in runReasons.enumerated() {
        for (position, reason) in indices.enumerated() where !record.reasons.indices.contains(reason) {
          throw .invalid(
            path: recordPath + ".runReasons[\(run)][\(position)]",
            problem: "\(reason) is not the index of a reason (the record has \(record.reasons.count))")
        }
      }
    }
  }

  /// Every chain of parents ends at a root. Each node is walked once.
  private func checkForest(_ nodeIndex: [String: Int]) throws(TraceModelError) {
    // 0: not seen, 1: on the current chain, 2: known to reach a root.
    var state = [UInt8](repeating: 0, count: nodes.count)
    for start in nodes.indices where state[start] == 0 {
      var chain: [Int] = []
      var current: Int? = start
      while let index = current, state[index] != 2 {
        if state[index] == 1 {
          throw TraceModelError.invalid(
            path: "nodes[\(index)].parent",
            problem: "the parents of \(TextEscaping.quoted(nodes[index].id)) form a cycle")
        }
        state[index] = 1
        chain.append(index)
        current = nodes[index].parent.flatMap { nodeIndex[$0] }
      }
      for index in chain { state[index] = 2 }
    }
  }
}
