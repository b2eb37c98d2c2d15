import Foundation
import Testing
@testable import ViewTraceModel

@Suite struct TraceCodingTests {
  static let sample = Trace(
    scenario: "demo", summary: "a demo", seed: 42, options: ["strategy": "dependencyTracking"],
    nodes: [
      TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root"),
      TraceNode(
        id: "Root/Text", parent: "Root", type: "Text", kind: .primitive, label: "Text(\"a\")", modifiers: [".padding()"]
      ),
      TraceNode(
        id: "Root/Text#UUID-1", parent: "Root", type: "Text", kind: .primitive, label: "Text(\"b\")",
        explicitID: "UUID-1"),
    ],
    sources: [TraceSource(id: "Root._n", kind: .state, owner: "Root", name: "_n", valueType: "Int")],
    edges: [DependencyEdge(source: "Root._n", node: "Root", kind: .read, since: 0, until: 2)],
    frames: [
      Frame(
        index: 0, event: "initial render", eventKind: .initial,
        records: [
          NodeRecord(
            node: "Root", outcome: .appeared, initCount: 1, bodyCount: 1,
            reasons: [Reason(kind: .self), Reason(kind: .identity)]),
          NodeRecord(node: "Root/Text", outcome: .appeared),
        ], evaluations: [0]),
      Frame(
        index: 1, event: "tap \"Go\"", eventKind: .tap,
        sourceChanges: [SourceChange(source: "Root._n", before: "0", after: "1")],
        records: [
          NodeRecord(node: "Root/Text", outcome: .disappeared),
          NodeRecord(node: "Root/Text#UUID-1", outcome: .appeared),
        ],
        actions: [ActionRecord(node: "Root/Text", kind: .onDisappear)],
        warnings: [TraceWarning(kind: .stateWriteDuringBody, node: "Root", message: "dropped")]),
    ])

  @Test func decodingAnEncodedTraceGivesAnEqualValue() throws {
    let data = try TraceCoding.encode(Self.sample)
    #expect(try TraceCoding.decode(data) == Self.sample)
  }

  @Test func encodingIsDeterministicWithSortedKeysAndNoEscapedSlashes() throws {
    let a = try TraceCoding.encode(Self.sample)
    let b = try TraceCoding.encode(TraceCoding.decode(a))
    #expect(a == b)
    let text = String(decoding: a, as: UTF8.self)
    #expect(text.contains("\"id\" : \"Root/Text\""))
    let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
    #expect(
      topKeys == ["declarations", "edges", "formatVersion", "frames", "nodes", "options", "scenario", "seed", "sources", "summary"])
    #expect(text.hasSuffix("\n"))
  }

  /// `encode` hands the encoder a piece at a time (the trace without views
  /// and frames, then batches of views, lines and records); the file is
  /// byte for byte the one the whole trace encoded at once makes: empty and
  /// single arrays, arrays of several batches, strings that look like the
  /// layout and characters that are written as escapes.
  @Test func encodingAPieceAtATimeWritesTheBytesOfTheWholeAtOnce() throws {
    var big = Self.sample
    let odd = "x\" : [\n\n  ] \u{1b}[31m \u{202E} \u{85} </script> é \\ /"
    big.nodes += (0..<2_500).map { TraceNode(id: "V\($0)\(odd)", parent: "Root", type: "V", kind: .custom, label: odd) }
    big.frames.append(
      Frame(
        index: 2, event: odd, eventKind: .event,
        records: (0..<3_000).map {
          NodeRecord(node: "V\($0)\(odd)", outcome: .evaluated, bodyCount: 1, reasons: [Reason(kind: .property, property: odd)])
        },
        evaluations: Array(0..<3_000)))
    big.frames.append(Frame(index: 3, event: "", eventKind: .event, records: []))
    let empty = Trace(scenario: "", summary: "", seed: 0)
    for trace in [Self.sample, big, empty] {
      // The pieces themselves, not the whole-at-once fallback `encode` has for another layout.
      let encoded = try TraceCoding.Pieces.encode(trace)
      #expect(encoded == (try TextEscaping.json(trace)) + Data("\n".utf8))
      #expect(try TraceCoding.encode(trace) == encoded)
      #expect(try JSONDecoder().decode(Trace.self, from: encoded) == trace)
    }
  }

  @Test func anotherFormatVersionIsRefusedWithBothVersions() throws {
    var json = String(decoding: try TraceCoding.encode(Self.sample), as: UTF8.self)
    json = json.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"formatVersion\" : 9")
    #expect(throws: TraceModelError.unsupportedVersion(found: 9, supported: 3)) {
      try TraceCoding.decode(Data(json.utf8))
    }
    #expect(
      TraceModelError.unsupportedVersion(found: 9, supported: 3).description
        == "trace format version 9 is not supported (this build reads versions 1 to 3)")
  }

  /// The sample's JSON with its `"formatVersion" : 3` written as `version`.
  func withFormatVersion(_ version: String) throws -> Data {
    let json = String(decoding: try TraceCoding.encode(Self.sample), as: UTF8.self)
    let changed = json.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"formatVersion\" : \(version)")
    #expect(changed.contains("\"formatVersion\" : \(version)"))
    return Data(changed.utf8)
  }

  @Test func formatVersionMustBeWrittenAsAnInteger() throws {
    let cases: [(String, String)] = [
      ("1.0", "formatVersion: 1.0 is not an integer (this build reads versions 1 to 3)"),
      ("1e0", "formatVersion: 1e0 is not an integer (this build reads versions 1 to 3)"),
      ("\"1\"", "formatVersion: a JSON string, not an integer (this build reads versions 1 to 3)"),
      ("null", "formatVersion: a JSON null, not an integer (this build reads versions 1 to 3)"),
      ("[1]", "formatVersion: a JSON array, not an integer (this build reads versions 1 to 3)"),
      ("1, \"formatVersion\" : 1", "formatVersion: given 2 times (this build reads versions 1 to 3)"),
      ("99999999999999999999", "formatVersion: 99999999999999999999 is out of range (this build reads versions 1 to 3)"),
    ]
    for (version, message) in cases {
      #expect(throws: TraceModelError.invalid(path: "formatVersion", problem: String(message.dropFirst(15)))) {
        try TraceCoding.decode(try withFormatVersion(version))
      }
    }
    #expect(try TraceCoding.decode(try withFormatVersion("3")) == Self.sample)
  }

  /// A trace written before value trees (version 1) reads as it was written:
  /// its values are the strings it holds.
  @Test func aVersionOneTraceStillReads() throws {
    let old = try TraceCoding.decode(try withFormatVersion("1"))
    #expect(old.formatVersion == 1)
    var same = old
    same.formatVersion = Trace.currentFormatVersion
    #expect(same == Self.sample)
  }

  /// A value tree that breaks its own shape is one error naming its JSON path.
  @Test func aMalformedValueTreeIsRefusedWithItsPath() throws {
    var trace = Self.sample
    let tree = TraceValue(
      kind: .collection, type: "Array<Int>", elements: [TraceValueElement(value: .leaf("1")), TraceValueElement(value: .leaf("2"))],
      count: 1)
    trace.frames[0].sourceChanges = [
      SourceChange(source: trace.sources[0].id, before: "[]", after: "[1, 2]", afterValue: tree)
    ]
    let data = try TraceCoding.encode(trace)
    #expect(
      throws: TraceModelError.invalid(
        path: "frames[0].sourceChanges[0].afterValue.elements", problem: "2 elements listed, more than the count (1)")
    ) { try TraceCoding.decode(data) }
    var leafWithFields = TraceValue.leaf("x")
    leafWithFields.fields = [TraceValueField(name: "a", value: .leaf("1"))]
    trace.frames[0].sourceChanges[0].afterValue = TraceValue(
      kind: .struct, type: "S", fields: [TraceValueField(name: "inner", value: leafWithFields)])
    #expect(
      throws: TraceModelError.invalid(
        path: "frames[0].sourceChanges[0].afterValue.fields[0].value", problem: "a leaf has no fields or elements")
    ) { try TraceCoding.decode(try TraceCoding.encode(trace)) }
  }

  @Test func anEscapedFormatVersionKeyIsTheSameField() throws {
    var json = String(decoding: try TraceCoding.encode(Self.sample), as: UTF8.self)
    json = json.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"format\\u0056ersion\" : 1.0")
    #expect(
      throws: TraceModelError.invalid(
        path: "formatVersion", problem: "1.0 is not an integer (this build reads versions 1 to 3)")
    ) {
      try TraceCoding.decode(Data(json.utf8))
    }
  }

  @Test func aByteOrderMarkBeforeTheTraceIsSkipped() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + (try TraceCoding.encode(Self.sample))
    #expect(try TraceCoding.decode(data) == Self.sample)
    #expect(throws: TraceModelError.notATrace("the file is empty")) {
      try TraceCoding.decode(Data([0xEF, 0xBB, 0xBF]))
    }
  }

  @Test func aTopLevelValueThatIsNotAnObjectIsNamed() {
    let cases: [(String, String)] = [
      ("1.5", "number"), ("-3", "number"), ("[1, 2]", "array"), ("\"trace\"", "string"), ("true", "boolean"),
      (" null\n", "null"),
    ]
    for (input, kind) in cases {
      #expect(throws: TraceModelError.notATrace("the file is a JSON \(kind), not a trace object"), "\(input)") {
        try TraceCoding.decode(Data(input.utf8))
      }
    }
  }

  @Test func malformedInputGetsAOneLineReason() {
    let cases: [(String, String)] = [
      ("", "not a ViewTrace trace: the file is empty"),
      ("{\"scenario\": \"x\"}", "not a ViewTrace trace: no \"formatVersion\" field"),
    ]
    for (input, message) in cases {
      do {
        _ = try TraceCoding.decode(Data(input.utf8))
        Issue.record("decoded \(input)")
      } catch {
        #expect(error.description == message)
      }
    }
    do {
      _ = try TraceCoding.decode(Data("<svg/>".utf8))
      Issue.record("decoded markup")
    } catch {
      #expect(error.description.hasPrefix("not a ViewTrace trace: not JSON"))
      #expect(!error.description.contains("\n"))
    }
    var broken = String(decoding: (try? TraceCoding.encode(Self.sample)) ?? Data(), as: UTF8.self)
    broken = broken.replacingOccurrences(of: "\"eventKind\" : \"tap\",", with: "")
    do {
      _ = try TraceCoding.decode(Data(broken.utf8))
      Issue.record("decoded a trace without eventKind")
    } catch {
      #expect(error.description == "not a ViewTrace trace: missing key \"eventKind\" at .frames[1]")
    }
  }

  @Test func liveNodesReplayAppearAndDisappear() {
    #expect(Self.sample.liveNodes(afterFrame: 0) == ["Root", "Root/Text"])
    #expect(Self.sample.liveNodes(afterFrame: 1) == ["Root", "Root/Text#UUID-1"])
  }

  @Test func edgesAreLiveFromSinceUntilBeforeUntil() {
    #expect(Self.sample.edges(afterFrame: 1).count == 1)
    #expect(Self.sample.edges(afterFrame: 2).isEmpty)
  }

  @Test func printChangesTextHasAHeaderPerFrame() {
    #expect(
      TraceText.printChanges(Self.sample) == """
        # frame 0: initial render
        Root: @self, @identity changed.
        # frame 1: tap "Go"

        """)
  }
}
