import Foundation
import Testing
import ViewTraceModel

/// A decoded trace is checked once, in `TraceCoding.decode`: every rule the
/// readers rely on, each violation one line naming its JSON path.
@Suite struct TraceValidationTests {
  /// A broken copy of the valid sample trace, and the line it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: String
    let breakIt: @Sendable (inout Trace) -> Void
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no frames", expected: "frames: empty (a trace has at least the initial render, frame 0)") {
      $0.frames = []
    },
    Case(name: "duplicate node", expected: "nodes[2].id: duplicate node \"Root/Text\" (also nodes[1])") {
      $0.nodes[2].id = "Root/Text"
    },
    Case(name: "unknown parent", expected: "nodes[1].parent: unknown node \"Nowhere\"") {
      $0.nodes[1].parent = "Nowhere"
    },
    Case(name: "parent cycle", expected: "nodes[0].parent: the parents of \"Root\" form a cycle") {
      $0.nodes[0].parent = "Root/Text"
    },
    Case(name: "own parent", expected: "nodes[0].parent: the parents of \"Root\" form a cycle") {
      $0.nodes[0].parent = "Root"
    },
    Case(name: "duplicate source", expected: "sources[1].id: duplicate source \"Root._n\" (also sources[0])") {
      $0.sources.append($0.sources[0])
    },
    Case(name: "unknown owner", expected: "sources[0].owner: unknown node \"Ghost\"") { $0.sources[0].owner = "Ghost" },
    Case(
      name: "declared at line 0",
      expected: "sources[0].declaredAt.line: a line must be 1 or more, not 0"
    ) { $0.sources[0].declaredAt = CodeLocation(file: "Sources/App/V.swift", line: 0) },
    Case(
      name: "declared in no file",
      expected: "sources[0].declaredAt.file: a file path must be non-empty and hold no NUL character"
    ) { $0.sources[0].declaredAt = CodeLocation(file: "", line: 3) },
    Case(name: "edge to an unknown node", expected: "edges[0].node: unknown node \"Ghost\"") {
      $0.edges[0].node = "Ghost"
    },
    Case(name: "edge from an unknown source", expected: "edges[0].source: unknown source \"X._y\"") {
      $0.edges[0].source = "X._y"
    },
    Case(name: "negative since", expected: "edges[0].since: -1 is out of range (0...1000000000)") {
      $0.edges[0].since = -1
    },
    Case(name: "until before since", expected: "edges[0].until: 0 is before since (1)") {
      $0.edges[0].since = 1
      $0.edges[0].until = 0
    },
    Case(
      name: "frames out of order", expected: "frames[0].index: 1, expected 0 (frames are numbered 0, 1, ... in order)"
    ) {
      $0.frames.swapAt(0, 1)
    },
    Case(
      name: "negative frame index", expected: "frames[1].index: -3, expected 1 (frames are numbered 0, 1, ... in order)"
    ) {
      $0.frames[1].index = -3
    },
    Case(name: "record of an unknown node", expected: "frames[1].records[1].node: unknown node \"X\"") {
      $0.frames[1].records[1].node = "X"
    },
    Case(
      name: "node recorded twice",
      expected: "frames[0].records[1].node: node \"Root\" is recorded twice in the frame (also records[0])"
    ) { $0.frames[0].records[1].node = "Root" },
    Case(name: "huge count", expected: "frames[0].records[0].bodyCount: \(Int.max) is out of range (0...1000000000)") {
      $0.frames[0].records[0].bodyCount = .max
    },
    Case(
      name: "negative count", expected: "frames[0].records[0].initCount: \(Int.min) is out of range (0...1000000000)"
    ) {
      $0.frames[0].records[0].initCount = .min
    },
    Case(
      name: "untouched written",
      expected: "frames[0].records[1].outcome: \"untouched\" is never recorded (an untouched node has no record)"
    ) {
      $0.frames[0].records[1].outcome = .untouched
    },
    Case(name: "unknown changed source", expected: "frames[1].sourceChanges[0].source: unknown source \"Other._n\"") {
      $0.frames[1].sourceChanges[0].source = "Other._n"
    },
    Case(name: "unknown reason source", expected: "frames[0].records[0].reasons[0].source: unknown source \"Q\"") {
      $0.frames[0].records[0].reasons[0].source = "Q"
    },
    Case(name: "action on an unknown node", expected: "frames[1].actions[0].node: unknown node \"Gone\"") {
      $0.frames[1].actions[0].node = "Gone"
    },
    Case(name: "warning on an unknown node", expected: "frames[1].warnings[0].node: unknown node \"Gone\"") {
      $0.frames[1].warnings[0].node = "Gone"
    },
    Case(name: "hostile name", expected: "frames[1].records[1].node: unknown node \"a\\nb\\u{1}\\\"\"") {
      $0.frames[1].records[1].node = "a\nb\u{1}\""
    },
    Case(name: "duplicate edge", expected: "edges[1]: duplicate edge \"Root._n\" -> \"Root\" (read) (also edges[0])") {
      $0.edges.append($0.edges[0])
    },
    Case(
      name: "NUL in a node id",
      expected: "nodes[1].id: \"Root/Te\\u{0}xt\" holds a NUL character (\\u{0}); ids never do"
    ) { $0.nodes[1].id = "Root/Te\u{0}xt" },
    Case(name: "NUL in a parent", expected: "nodes[1].parent: \"\\u{0}\" holds a NUL character (\\u{0}); ids never do")
    {
      $0.nodes[1].parent = "\u{0}"
    },
    Case(
      name: "NUL in an explicit id",
      expected: "nodes[2].explicitID: \"UUID\\u{0}\" holds a NUL character (\\u{0}); ids never do"
    ) { $0.nodes[2].explicitID = "UUID\u{0}" },
    Case(name: "NUL in a source id", expected: "sources[0].id: \"\\u{0}\" holds a NUL character (\\u{0}); ids never do")
    {
      $0.sources[0].id = "\u{0}"
    },
    Case(
      name: "NUL in an edge end", expected: "edges[0].node: \"Ro\\u{0}ot\" holds a NUL character (\\u{0}); ids never do"
    ) {
      $0.edges[0].node = "Ro\u{0}ot"
    },
    Case(
      name: "NUL in a property of a source",
      expected: "frames[1].sourceChanges[0].source: \"Root._n.a\\u{0}\" holds a NUL character (\\u{0}); ids never do"
    ) { $0.frames[1].sourceChanges[0].source = "Root._n.a\u{0}" },
    Case(
      name: "NUL in a reason's source",
      expected:
        "frames[0].records[0].reasons[0].source: \"Root._n.\\u{0}\" holds a NUL character (\\u{0}); ids never do"
    ) { $0.frames[0].records[0].reasons[0].source = "Root._n.\u{0}" },
    Case(
      name: "NUL in a released object",
      expected: "frames[1].released[0]: \"Model\\u{0}\" holds a NUL character (\\u{0}); ids never do"
    ) { $0.frames[1].released = ["Model\u{0}"] },
  ]

  @Test func theEnginesTracesAreValid() throws {
    try TraceCodingTests.sample.validate()
    #expect(try TraceCoding.decode(TraceCoding.encode(TraceCodingTests.sample)) == TraceCodingTests.sample)
  }

  @Test(arguments: cases) func eachBrokenRuleIsOneLineNamingItsJSONPath(_ test: Case) throws {
    var trace = TraceCodingTests.sample
    test.breakIt(&trace)
    let data = try TraceCoding.encode(trace)
    do {
      _ = try TraceCoding.decode(data)
      Issue.record("decoded")
    } catch {
      #expect(error.description == test.expected)
      #expect(!error.description.contains("\n"))
    }
  }

  /// Past `Trace.maxNodes` views or `Trace.maxFrames` frames a trace is refused with its count
  /// (checked before anything else is looked at); at the limits it reads.
  @Test func aTraceOverTheViewOrFrameLimitIsRefusedWithItsCount() throws {
    var views = TraceCodingTests.sample
    let root = views.nodes[0].id
    views.nodes += (views.nodes.count..<Trace.maxNodes).map {
      TraceNode(id: "\(root)/extra\($0)", parent: root, type: "Text", kind: .primitive, label: "")
    }
    try views.validate()
    views.nodes.append(TraceNode(id: "\(root)/one-more", parent: root, type: "Text", kind: .primitive, label: ""))
    #expect(
      throws: TraceModelError.invalid(
        path: "nodes", problem: "1,000,001 views; a trace holds at most 1,000,000 (Trace.maxNodes)")
    ) {
      try views.validate()
    }
    var frames = TraceCodingTests.sample
    frames.frames += (frames.frames.count..<Trace.maxFrames).map {
      Frame(index: $0, event: "tick", eventKind: .event, records: [])
    }
    try frames.validate()
    frames.frames.append(Frame(index: Trace.maxFrames, event: "tick", eventKind: .event, records: []))
    #expect(
      throws: TraceModelError.invalid(
        path: "frames", problem: "100,001 frames; a trace holds at most 100,000 (Trace.maxFrames)")
    ) {
      try frames.validate()
    }
  }

  /// Data over `TraceCoding.maxFileBytes` is refused before it is parsed.
  @Test func dataOverTheFileLimitIsRefusedBeforeItIsParsed() throws {
    let data = Data(count: TraceCoding.maxFileBytes + 1)
    #expect(throws: TraceModelError.tooLarge(bytes: TraceCoding.maxFileBytes + 1, limit: TraceCoding.maxFileBytes)) {
      try TraceCoding.decode(data)
    }
    #expect(
      TraceModelError.tooLarge(bytes: TraceCoding.maxFileBytes + 1, limit: TraceCoding.maxFileBytes).description
        == "the data is 256 MiB (268,435,457 bytes); a trace may be at most 256 MiB (docs/trace-format.md, \"Limits\")")
    #expect(
      TraceModelError.tooLarge(bytes: 3 << 29, limit: 1).description.hasPrefix(
        "the data is 1.5 GiB (1,610,612,736 bytes)"))
  }

  @Test func theSameSourceAndNodeMayHaveSeveralEdgesOverTime() throws {
    var trace = TraceCodingTests.sample
    trace.edges.append(DependencyEdge(source: "Root._n", node: "Root", kind: .read, since: 2))
    trace.edges.append(DependencyEdge(source: "Root._n", node: "Root", kind: .binding, since: 0, until: 2))
    try trace.validate()
  }

  @Test func aPropertyOfASourceResolves() throws {
    var trace = TraceCodingTests.sample
    trace.sources.append(TraceSource(id: "Model#1", kind: .object, owner: nil, name: "Model", valueType: "Model"))
    trace.frames[1].sourceChanges.append(SourceChange(source: "Model#1.count", before: "0", after: "1"))
    try trace.validate()
  }

  @Test func loneSurrogatesInJSONReadAsReplacementCharacters() throws {
    var trace = TraceCodingTests.sample
    trace.scenario = "SURROGATE"
    let json = String(decoding: try TraceCoding.encode(trace), as: UTF8.self)
      .replacingOccurrences(of: "SURROGATE", with: "a\\ud800b\\udfff\\ud83d\\ude00")
    let decoded = try TraceCoding.decode(Data(json.utf8))
    #expect(decoded.scenario == "a\u{FFFD}b\u{FFFD}😀")
  }
}
