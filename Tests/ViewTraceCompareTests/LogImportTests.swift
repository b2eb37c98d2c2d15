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

  /// The log is split where Swift's `Character.isNewline` splits text (CR LF
  /// once, CR, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR) and each line
  /// trimmed of Unicode white space, read from the bytes.
  @Test func everyLineBreakOfSwiftTextEndsALine() throws {
    let log =
      "A: _x changed.\u{0B}B: _y changed.\u{0C}\u{0C}C: _z changed.\u{85}\u{2028}D: @self changed.\r\r"
      + "E: unchanged.\u{2029}\u{3000}F: _w changed.\u{A0}\r\n\t\n"
    let result = try LogImport(split: .blank).importLog(Data(log.utf8), name: "device")
    #expect(
      result.trace.frames.map(\.printChanges) == [
        ["A: _x changed.", "B: _y changed."], ["C: _z changed."], ["D: @self changed."],
        ["E: unchanged.", "F: _w changed."],
      ])
    #expect(throws: CompareError.invalidLog("no _printChanges lines found in u.log (11 lines read)")) {
      try LogImport().importLog(Data("a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f\rg\r\nh\ni\n\n".utf8), name: "u.log")
    }
  }

  /// A log whose trace no command would read back is refused at the line
  /// where it gets there, naming the limit, instead of imported.
  @Test func aLogOfMoreViewsThanATraceHoldsIsRefusedAtTheLineItGetsThere() {
    var importer = LogImport()
    importer.limits = LogImport.Limits(nodes: 3)
    let log = Data((0..<10).map { "View\($0 % 5): @self changed.\n" }.joined().utf8)
    #expect(
      throws: CompareError.invalidLog(
        "device: by line 4 its trace has 4 views; a trace holds at most 3 (Trace.maxNodes)")
    ) { try importer.importLog(log, name: "device") }
  }

  @Test func aLogOfMoreFramesThanATraceHoldsIsRefusedAtTheFrameTooMany() {
    var importer = LogImport(marker: "^--- tap")
    importer.limits = LogImport.Limits(frames: 2)
    let marked = Data("A: _x changed.\n--- tap 1\nA: _x changed.\n--- tap 2\nA: _x changed.\n".utf8)
    #expect(
      throws: CompareError.invalidLog(
        "device: by line 4 its trace has 3 frames; a trace holds at most 2 (Trace.maxFrames)")
    ) { try importer.importLog(marked, name: "device") }
    // Cut by blank lines (auto, the lines have no timestamps): known once the log is read.
    importer.marker = nil
    let blank = Data("A: _x changed.\n\nA: _x changed.\n\nA: _x changed.\n".utf8)
    #expect(
      throws: CompareError.invalidLog(
        "device: by line 5 its trace has 3 frames; a trace holds at most 2 (Trace.maxFrames)")
    ) { try importer.importLog(blank, name: "device") }
    importer.limits.frames = 3
    #expect(throws: Never.self) { try importer.importLog(blank, name: "device") }
  }

  /// The size is counted as a lower bound while reading (a log is never
  /// refused that fits), and checked exactly when the trace is encoded.
  @Test func aLogWhoseTraceIsLargerThanATraceMayBeIsRefused() throws {
    let log = try fixture("log-stream-observed.log")
    let size = try LogImport().importLog(log, name: "device").encodedTrace().count
    var importer = LogImport()
    importer.limits.bytes = size
    #expect(try importer.importLog(log, name: "device").encodedTrace().count == size)
    importer.limits.bytes = size - 1
    #expect(
      throws: CompareError.invalidLog(
        "device: its trace is \(NumberText.grouped(size)) bytes of JSON; a trace may be at most "
          + "\(NumberText.grouped(size - 1)) (\(NumberText.bytes(size - 1)); docs/trace-format.md, \"Limits\")")
    ) { try importer.importLog(log, name: "device").encodedTrace() }
    // Far past the limit, the import stops early, at the line where even the least the trace takes is too much.
    importer.limits.bytes = 2_048
    let long = Data((0..<200).map { "View: _count\($0) changed.\n" }.joined().utf8)
    do {
      _ = try importer.importLog(long, name: "device")
      Issue.record("imported a log past the size limit")
    } catch {
      #expect(error.description.hasPrefix("cannot import the log: device: by line "))
      #expect(
        error.description.hasSuffix(
          " its trace is larger than a trace may be (at most 2 KiB of JSON; docs/trace-format.md, \"Limits\")"))
    }
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
