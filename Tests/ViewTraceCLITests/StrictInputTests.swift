import Foundation
import Testing
import ViewTraceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs the tool refuses, each with the exact `Error:` line and status 2:
/// what a fuzzer or a hand-edited file brings, and what the shell can name
/// as a file (a device, a folder, `-`).
extension ExitStatusTests {
  /// `state-binding`'s trace, changed by `change`, written without validation as `name`.
  func writeTrace(_ name: String, _ change: (inout Trace) -> Void = { _ in }) throws -> (String, Trace) {
    var trace = try TraceCoding.decode(Data(try viewtrace("run", "state-binding", "--format", "json").stdout.utf8))
    change(&trace)
    try TraceCoding.encode(trace).write(to: URL(fileURLWithPath: path(name)))
    return (path(name), trace)
  }

  /// `render FILE` to standard output as DOT.
  func render(_ file: String) throws -> CLIResult {
    try viewtrace("render", file, "--format", "dot", "--out", "-")
  }

  @Test func aFormatVersionWrittenAsAFloatIsRefusedNamingTheField() throws {
    let (file, _) = try writeTrace("float.json")
    let json = try String(contentsOfFile: file, encoding: .utf8)
    try Data(json.replacingOccurrences(of: "\"formatVersion\" : 3", with: "\"formatVersion\" : 1.0").utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try render(file)
    #expect(result.status == 2)
    #expect(
      onlyLine(result) == "Error: \(file): formatVersion: 1.0 is not an integer (this build reads versions 1 to 3)")
  }

  @Test func aBudgetVersionWrittenAsAFloatIsRefusedNamingTheField() throws {
    try Data("{\"budgetVersion\": 1.0}".utf8).write(to: URL(fileURLWithPath: path("budget.json")))
    let result = try viewtrace("check", "state-binding", "--budget", path("budget.json"))
    #expect(result.status == 2)
    #expect(
      onlyLine(result)
        == "Error: invalid budget: \(path("budget.json")): budgetVersion: 1.0 is not an integer (this build reads 1)")
  }

  /// A budget that could go green on a typo (a misspelled field, a key
  /// given twice, nothing to check) is bad input: one line, status 2, and
  /// `--update` leaves the file as it was.
  @Test func aBudgetThatCouldPassOnATypoIsRefusedWithOneLine() throws {
    let budget = path("budget.json")
    let cases = [
      (
        #"{"budgetVersion":1,"run":{"maxEvaluatd":{"ContentView":0}},"Frames":[{"frame":1,"evaluated":[]}]}"#,
        "\(budget): run.maxEvaluatd is not a budget field; did you mean `maxEvaluations`? (also Frames (`frames`?))"
      ),
      (
        #"{"budgetVersion":1,"run":{"maxEvaluations":{"FourthView":0,"FourthView":2}}}"#,
        "\(budget): run.maxEvaluations.\"FourthView\" appears twice in one object; give each key once"
      ),
      (
        #"{"budgetVersion":1,"notes":"x"}"#,
        "\(budget) sets no limit or expectation that ViewTrace checks (fields it does not read: notes)"
      ),
    ]
    for (json, message) in cases {
      try Data(json.utf8).write(to: URL(fileURLWithPath: budget))
      for update in [[], ["--update"]] {
        let result = try viewtrace(["check", "state-binding", "--budget", budget] + update)
        #expect(result.status == 2)
        #expect(onlyLine(result) == "Error: invalid budget: \(message)")
        #expect(try String(contentsOfFile: budget, encoding: .utf8) == json)
      }
    }
  }

  /// A log whose trace no command would read back (here one frame more
  /// than a trace holds) is refused with one line, and nothing is written.
  @Test func aLogWhoseTraceWouldBeTooLargeIsRefusedAndNothingIsWritten() throws {
    try Data(String(repeating: "A: _x changed.\n\n", count: Trace.maxFrames + 1).utf8)
      .write(to: URL(fileURLWithPath: path("l.log")))
    let result = try viewtrace("import", path("l.log"), "--out", path("t.json"))
    #expect(result.status == 2)
    #expect(
      onlyLine(result)
        == "Error: cannot import the log: l: by line 200,001 its trace has 100,001 frames; a trace holds at most "
        + "100,000 (Trace.maxFrames)")
    #expect(!FileManager.default.fileExists(atPath: path("t.json")))
  }

  @Test func aNULInAnIdIsRefusedWithItsJSONPath() throws {
    let (file, _) = try writeTrace("nul.json") { $0.nodes[1].id += "\u{0}" }
    let result = try render(file)
    #expect(result.status == 2)
    #expect(
      onlyLine(result)
        == "Error: \(file): nodes[1].id: \"ContentView/VStack\\u{0}\" holds a NUL character (\\u{0}); ids never do")
  }

  @Test func aDuplicateEdgeIsRefusedAtItsSecondCopy() throws {
    let (file, trace) = try writeTrace("edges.json") { $0.edges.append($0.edges[0]) }
    let edge = trace.edges[0]
    let result = try render(file)
    #expect(result.status == 2)
    #expect(
      onlyLine(result)
        == "Error: \(file): edges[\(trace.edges.count - 1)]: duplicate edge \"\(edge.source)\" -> \"\(edge.node)\" "
        + "(\(edge.kind.rawValue)) (also edges[0])")
  }

  @Test func aByteOrderMarkBeforeATraceBudgetOrLogIsSkipped() throws {
    let (file, _) = try writeTrace("plain.json")
    let marked = path("marked.json")
    try (Data([0xEF, 0xBB, 0xBF]) + Data(contentsOf: URL(fileURLWithPath: file))).write(
      to: URL(fileURLWithPath: marked))
    let plainResult = try render(file)
    let markedResult = try render(marked)
    #expect(markedResult.status == 0)
    #expect(markedResult.stdout == plainResult.stdout)

    try (Data([0xEF, 0xBB, 0xBF]) + Data("{\"budgetVersion\": 1, \"run\": {\"maxTotalEvaluations\": 0}}".utf8))
      .write(to: URL(fileURLWithPath: path("budget.json")))
    let check = try viewtrace("check", "state-binding", "--budget", path("budget.json"))
    #expect(check.status == 1)
    #expect(check.stdout.contains("maxTotalEvaluations"))

    try (Data([0xEF, 0xBB, 0xBF]) + Data("ContentView: @self changed.\n".utf8)).write(
      to: URL(fileURLWithPath: path("l.log")))
    let imported = try viewtrace("import", path("l.log"), "--format", "json")
    #expect(imported.status == 0)
    #expect(imported.stdout.contains("\"id\" : \"ContentView\""))
  }

  @Test func aJSONDocumentThatIsNotAnObjectIsNamedByItsKind() throws {
    for (text, kind) in [("1.5\n", "number"), ("[1, 2]", "array"), ("\"trace\"", "string"), ("null", "null")] {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path("doc.json")))
      let result = try render(path("doc.json"))
      #expect(result.status == 2)
      #expect(
        onlyLine(result)
          == "Error: \(path("doc.json")): not a ViewTrace trace: the file is a JSON \(kind), not a trace object")
      let check = try viewtrace("check", "state-binding", "--budget", path("doc.json"))
      #expect(check.status == 2)
      #expect(onlyLine(check) == "Error: invalid budget: \(path("doc.json")) is a JSON \(kind), not a budget object")
    }
  }

  @Test func aDeviceOrAFolderAsAnInputFileSaysWhatItIs() throws {
    let device = try render("/dev/null")
    #expect(device.status == 2)
    #expect(onlyLine(device) == "Error: cannot read /dev/null: it is a device, not a file")
    let folder = try render(folder.url.path)
    #expect(folder.status == 2)
    #expect(onlyLine(folder) == "Error: cannot read \(self.folder.url.path): it is a folder, not a file")
    for arguments in [
      ["import", "/dev/null"], ["compare", "/dev/null", "state-binding"],
      ["check", "state-binding", "--budget", "/dev/null"],
    ] {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(onlyLine(result) == "Error: cannot read /dev/null: it is a device, not a file", "\(arguments)")
    }
  }

  @Test func aPipeIsReadToItsEnd() throws {
    let (file, _) = try writeTrace("plain.json")
    let fifo = path("fifo.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let writer = Thread {
      // Opening blocks until the command opens the pipe for reading.
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      handle.write(data)
      try? handle.close()
    }
    writer.start()
    let result = try render(fifo)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try render(file)).stdout)
  }

  /// A 1 GiB trace (a sparse file: no disk, nothing read), given to `report`, `render` and
  /// `import`: one line naming the file, its size and the limit, status 2, nothing written.
  @Test func aFileOverTheInputLimitIsRefusedBeforeItIsRead() throws {
    let big = path("big.trace.json")
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    #expect(truncate(big, 1 << 30) == 0)
    let line =
      "Error: \(big): 1 GiB (1,073,741,824 bytes); an input file may be at most 256 MiB (docs/trace-format.md, \"Limits\")"
    for arguments in [
      ["report", big, "--out", path("out")], ["render", big, "--format", "dot", "--out", "-"], ["import", big],
    ] {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(onlyLine(result) == line, "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: path("out")))
  }

  /// A pipe has no size: it is read until one byte past the limit, then refused.
  @Test func aPipeOverTheInputLimitIsRefusedOnceItPassesIt() throws {
    let fifo = path("endless.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    // The writer's last write meets a closed pipe: an error to it, not a signal ending the tests.
    signal(SIGPIPE, SIG_IGN)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      let piece = Data(repeating: 0x20, count: 1 << 20)
      // 300 MiB of spaces, or until the reader closes the pipe (a write then fails with EPIPE).
      for _ in 0..<300 { guard (try? handle.write(contentsOf: piece)) != nil else { break } }
      try? handle.close()
    }
    writer.start()
    let result = try render(fifo)
    #expect(result.status == 2)
    #expect(
      onlyLine(result)
        == "Error: \(fifo): more than 256 MiB; an input file may be at most 256 MiB (docs/trace-format.md, \"Limits\")"
    )
  }

  @Test func numericOptionsRefuseNaNInfinityAndOutOfRangeValues() throws {
    try Data("ContentView: @self changed.\n".utf8).write(to: URL(fileURLWithPath: path("l.log")))
    let cases: [([String], String)] = [
      (["import", path("l.log"), "--gap", "nan"], "--gap must be a number of seconds from 0 to 86400, not nan"),
      (["import", path("l.log"), "--gap", "inf"], "--gap must be a number of seconds from 0 to 86400, not inf"),
      (["import", path("l.log"), "--gap=-1"], "--gap must be a number of seconds from 0 to 86400, not -1.0"),
      (
        ["compare", path("l.log"), "state-binding", "--gap", "86401"],
        "--gap must be a number of seconds from 0 to 86400, not 86401.0"
      ),
      (
        ["render", "counter", "--max-width", "100001", "--format", "dot", "--out", "-"],
        "--max-width must be at most 100000 px, not 100001"
      ),
      (["render", "counter", "--frame=-1", "--format", "dot", "--out", "-"], "--frame must be 0 or more"),
    ]
    for (arguments, message) in cases {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
    }
    #expect(try viewtrace("import", path("l.log"), "--gap", "0").status == 0)
  }

  @Test func dashNamesStandardOutputOnlyForOneFile() throws {
    let report = try viewtrace("report", "counter", "--out", "-", directory: folder.url.path)
    #expect(report.status == 2)
    #expect(report.stderr.hasPrefix("Error: --out writes a folder; - means standard output, which holds one file\n"))
    let svg = try viewtrace(
      "check", "state-binding", "--record", path("b.json"), "--markdown", "-", "--svg", "-",
      directory: folder.url.path)
    #expect(svg.status == 2)
    #expect(svg.stderr.hasPrefix("Error: --svg writes a folder; - means standard output, which holds one file\n"))
    let allFrames = try viewtrace(
      "render", "counter", "--all-frames", "--format", "svg", "--out", "-", directory: folder.url.path)
    #expect(allFrames.status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])

    #expect(try viewtrace("check", "state-binding", "--record", path("b.json")).status == 0)
    let appended = try viewtrace(
      "check", "state-binding", "--budget", path("b.json"), "--markdown", "-", "--append", directory: folder.url.path)
    #expect(appended.status == 0)
    #expect(appended.stdout.contains("budget lines met."))
    #expect(!FileManager.default.fileExists(atPath: path("-")))
  }
}
