import Foundation
import Testing

@testable import ViewTraceModel

/// A trace of format version 2 stored `_printChanges` lines, not body runs:
/// it still reads, its lines made into runs by the one parser, and prints
/// the lines it stored. `Fixtures/state-binding.v2.json` is
/// `viewtrace run state-binding --format json` from the last build that
/// wrote version 2.
@Suite struct OlderFormatTests {
  static func fixture(_ name: String) throws -> Data {
    try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
  }

  /// The lines the file stores: per frame, its lines and each record's line.
  struct StoredLines: Decodable {
    struct Record: Decodable { let printChanges: String? }
    let printChanges: [String]
    let records: [Record]
  }

  @Test func aVersionTwoTraceReadsItsLinesIntoRunsThatPrintThemAgain() throws {
    let data = try Self.fixture("state-binding.v2.json")
    struct File: Decodable { let frames: [StoredLines] }
    let stored = try JSONDecoder().decode(File.self, from: data).frames
    let trace = try TraceCoding.decode(data)
    #expect(trace.formatVersion == 2)
    #expect(trace.frames.count == stored.count)
    #expect(stored.contains { $0.printChanges.count > 1 })
    for (frame, lines) in zip(trace.frames, stored) {
      #expect(frame.printChanges == lines.printChanges, "frame \(frame.index)")
      #expect(frame.records.map(\.printChanges) == lines.records.map(\.printChanges), "frame \(frame.index)")
      #expect(frame.evaluations.count == frame.records.map(\.bodyCount).reduce(0, +))
      // Each run is its record's, with the reasons of its record.
      for run in frame.runs {
        #expect(run.reasons == frame.records[run.record].reasons)
      }
    }
    #expect(trace.frames[1].printChanges == ["ContentView: _firstNumber changed."])
  }

  @Test func aVersionTwoTraceWrittenAgainIsTheCurrentVersionWithTheSameLines() throws {
    let old = try TraceCoding.decode(try Self.fixture("state-binding.v2.json"))
    var current = old
    current.formatVersion = Trace.currentFormatVersion
    let text = String(decoding: try TraceCoding.encode(current), as: UTF8.self)
    #expect(!text.contains("\"printChanges\""))
    let again = try TraceCoding.decode(Data(text.utf8))
    #expect(again == current)
    #expect(again.frames.map(\.printChanges) == old.frames.map(\.printChanges))
    for dialect in PrintChangesDialect.allCases {
      #expect(TraceText.printChanges(again, dialect: dialect) == TraceText.printChanges(old, dialect: dialect))
    }
  }

  /// Two views of one type: each stored line goes to the first record of its
  /// type with a run left, in order, as version 2's readers matched them (a
  /// version 2 trace cannot say better); a token its record has no reason
  /// for becomes one, so the lines read back as stored; a line no record
  /// takes is left out.
  @Test func linesOfOneTypeGoToItsRecordsInOrder() throws {
    let json = """
      {"formatVersion": 2, "scenario": "s", "summary": "", "seed": 0, "options": {}, "edges": [], "sources": [],
       "nodes": [{"id": "A", "type": "Row", "kind": "custom", "label": "Row", "modifiers": []},
                 {"id": "B", "type": "Row", "kind": "custom", "label": "Row", "modifiers": []}],
       "frames": [{"index": 0, "event": "e", "eventKind": "initial", "sourceChanges": [], "actions": [],
                   "warnings": [],
                   "printChanges": ["Row: _a changed.", "Row: _b, _x changed.", "Row: _a changed.", "Other: @self changed."],
                   "records": [
                     {"node": "A", "outcome": "evaluated", "initCount": 0, "bodyCount": 2,
                      "reasons": [{"kind": "property", "property": "_a", "changes": []}]},
                     {"node": "B", "outcome": "evaluated", "initCount": 0, "bodyCount": 1,
                      "reasons": [{"kind": "property", "property": "_b", "changes": []}]}]}]}
      """
    let frame = try TraceCoding.decode(Data(json.utf8)).frames[0]
    // A ran twice, so it takes the first two lines of its type; B the third.
    #expect(frame.evaluations == [0, 0, 1])
    #expect(frame.printChanges == ["Row: _a changed.", "Row: _b, _x changed.", "Row: _a changed."])
    #expect(frame.records[0].reasons.map(\.token) == ["_a", "_b", "_x"])
    #expect(frame.records[0].runReasons == [[0], [1, 2]])
    #expect(frame.records[1].reasons.map(\.token) == ["_b", "_a"])
    #expect(frame.records[1].runReasons == [[1]])
  }
}
