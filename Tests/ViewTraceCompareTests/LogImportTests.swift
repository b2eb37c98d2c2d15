import Foundation
import Testing
import ViewTraceCompare
import ViewTraceModel

@MainActor
@Suite struct LogImportTests {
  @Test func xcodeConsoleWithMarkersMakesOneFramePerMarker() throws {
    let result = try LogImport(marker: "^--- frame").importLog(
      fixture("xcode-console-state-binding.log"), name: "device")
    #expect(result.trace.frames.map(\.event) == ["--- frame", "--- frame", "--- frame"])
    #expect(
      result.trace.frames.map(\.printChanges) == [
        [
          "ContentView: @self, @identity, _firstNumber, _secondNumber, _thirdNumber, _forthNumber changed.",
          "FourthView: @self, @identity, _fourthNumber changed.",
        ],
        ["ContentView: _firstNumber changed."],
        ["FourthView: _fourthNumber changed."],
      ])
    #expect(result.recognised == 4)
    #expect(result.unknown == 4)
    #expect(
      result.summary.hasPrefix(
        "imported 4 _printChanges lines into 3 frames; 4 other lines not recognised (first, line 1: objc[2143]"))
  }

  @Test func crlfLogsImportLikeLFLogs() throws {
    let lf = try fixture("xcode-console-state-binding.log")
    let crlf = Data(String(decoding: lf, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
    let a = try LogImport(marker: "^--- frame").importLog(lf, name: "device")
    let b = try LogImport(marker: "^--- frame").importLog(crlf, name: "device")
    #expect(b.recognised == 4)
    #expect(b.trace == a.trace)
  }

  @Test func aByteOrderMarkBeforeTheLogIsSkipped() throws {
    let log = Data("ContentView: @self, _count changed.\n\nContentView: _count changed.\n".utf8)
    let plain = try LogImport().importLog(log, name: "device")
    let marked = try LogImport().importLog(Data([0xEF, 0xBB, 0xBF]) + log, name: "device")
    #expect(marked.trace == plain.trace)
    #expect(marked.trace.nodes.map(\.id) == ["ContentView"])
    #expect(throws: CompareError.invalidLog("device is empty")) {
      try LogImport().importLog(Data([0xEF, 0xBB, 0xBF]), name: "device")
    }
  }

  @Test func aBacktrackingMarkerStopsTheImportWithOneLine() throws {
    var importer = LogImport(marker: "^(a+)+$")
    importer.markerTimeLimit = 0.05
    // 2^24 steps of backtracking: seconds, well past the limit, and then the abandoned match ends.
    let log = Data((String(repeating: "a", count: 24) + "!\nContentView: @self changed.\n").utf8)
    let start = ContinuousClock.now
    #expect(
      throws: CompareError.invalidLog(
        "the marker \"^(a+)+$\" took more than 0.1 s on this log (it backtracks: avoid nested repetition such as (a+)+)"
      )
    ) { try importer.importLog(log, name: "device") }
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test func manyViewTypesInOneFrameImportInLinearTime() throws {
    let log = Data((0..<40_000).map { "View\($0): @self changed.\n" }.joined().utf8)
    let result = try LogImport().importLog(log, name: "device")
    #expect(result.trace.frames.count == 1)
    #expect(result.trace.frames[0].records.count == 40_000)
    try result.trace.validate()
  }

  @Test func logStreamLinesSplitOnPausesAndLoseTheirModule() throws {
    let result = try LogImport().importLog(fixture("log-stream-observed.log"), name: "device")
    #expect(result.trace.options["split"] == "gap")
    #expect(result.trace.frames.count == 4)
    #expect(result.trace.frames[1].printChanges == ["CountView: @24 changed."])
    #expect(
      result.trace.frames[3].printChanges == [
        "ContentView: _rootCount changed.", "CountView: @self, @24 changed.", "StateObjectCountView: @self changed.",
      ])
    let record = try #require(result.trace.frames[3].record("CountView"))
    #expect(record.reasons == [Reason(kind: .self), Reason(kind: .property, property: "@24")])
    #expect(result.unknown == 3)
  }

  @Test func blankLinesSplitFramesAndUnchangedIsKept() throws {
    let result = try LogImport(split: .blank).importLog(fixture("xcode-console-blank-lines.log"), name: "lab")
    #expect(result.trace.frames.count == 3)
    #expect(result.trace.frames[1].printChanges.last == "Counter: unchanged.")
    #expect(result.trace.frames[1].record("Counter")?.reasons.isEmpty == true)
    #expect(result.unknown == 1)
  }

  @Test func aTreeAttachesViewsByTypeName() throws {
    let tree = try sample("observed-vs-stateobject")
    let result = try LogImport().importLog(fixture("log-stream-observed.log"), name: "device", tree: tree)
    #expect(result.trace.frames[1].record("ContentView/VStack/CountView@0")?.printChanges == "CountView: @24 changed.")
    #expect(result.trace.node("ContentView/VStack/CountView@0")?.parent == "ContentView/VStack")
  }

  @Test func emptyBinaryAndUnrelatedFilesAreClearErrors() throws {
    #expect(throws: CompareError.invalidLog("e.log is empty")) {
      try LogImport().importLog(fixture("empty.log"), name: "e.log")
    }
    #expect(throws: CompareError.invalidLog("b.log is not a text log (it has binary or non-UTF-8 content)")) {
      try LogImport().importLog(fixture("binary.log"), name: "b.log")
    }
    #expect(throws: CompareError.invalidLog("no _printChanges lines found in u.log (2 lines read)")) {
      try LogImport().importLog(Data("hello\nworld".utf8), name: "u.log")
    }
    #expect(throws: CompareError.self) { try LogImport(marker: "(").importLog(Data("A: _x changed.".utf8), name: "m") }
  }

  @Test func theDeviceLogAgreesWithTheSimulationOrSaysWhere() throws {
    let simulation = try sample("state-binding")
    let device = try LogImport(marker: "^--- frame").importLog(
      fixture("xcode-console-state-binding.log"), name: "device", tree: simulation)
    let fidelity = Fidelity(device: device.trace, simulation: simulation)
    #expect(fidelity.agrees)
    #expect(fidelity.text.hasSuffix("every frame agrees\n"))
    // Against the let version the device ran FourthView alone in frame 2: the
    // simulation predicted ContentView too.
    let other = Fidelity(device: device.trace, simulation: try sample("state-let"))
    #expect(!other.agrees)
    #expect(other.frames[2].simulationOnly == ["ContentView": 1])
    #expect(other.text.contains("  simulation only: ContentView\n"))
  }
}
