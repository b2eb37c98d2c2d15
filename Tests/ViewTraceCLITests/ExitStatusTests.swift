import Foundation
import Testing
import ViewTraceModel

/// Exit statuses mean one thing: 1 only for "the check found a problem"; bad
/// input, unreadable files and unwritable outputs are one `Error:` line and 2.
@Suite struct ExitStatusTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("viewtrace-status") }

  func path(_ name: String) -> String { folder.path(name) }

  /// The one line of standard error, and that it is the only one.
  func onlyLine(_ result: CLIResult) -> String {
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
    #expect(lines.count == 1, "\(result.stderr)")
    return lines.first.map(String.init) ?? ""
  }

  /// A trace whose frame 1 records a node the trace does not have.
  func writeBrokenTrace() throws -> String {
    let json = try viewtrace("run", "state-binding", "--format", "json").stdout
    let broken = json.replacingOccurrences(
      of: "\"node\" : \"ContentView\",\n          \"outcome\" : \"evaluated\"",
      with: "\"node\" : \"Nobody\",\n          \"outcome\" : \"evaluated\"")
    #expect(broken != json)
    try Data(broken.utf8).write(to: URL(fileURLWithPath: path("broken.json")))
    return path("broken.json")
  }

  @Test func aTraceThatBreaksARuleIsOneLineNamingThePathInEveryCommand() throws {
    let trace = try writeBrokenTrace()
    try Data("{\"budgetVersion\": 1}".utf8).write(to: URL(fileURLWithPath: path("budget.json")))
    let runs = [
      ["render", trace, "--format", "dot", "--out", path("t.dot")],
      ["report", trace, "--out", path("report")],
      ["check", trace, "--budget", path("budget.json")],
      ["diff", trace, "state-binding"],
    ]
    for arguments in runs {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        onlyLine(result).hasSuffix("\(trace): frames[1].records[0].node: unknown node \"Nobody\""), "\(arguments)")
    }
  }

  @Test func anUnknownSampleIsBadInputNotUsage() throws {
    for arguments in [
      ["run", "nope"], ["render", "nope", "--format", "dot", "--out", path("t.dot")], ["diff", "nope", "counter"],
      ["check", "nope", "--record", path("b.json")],
    ] {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(onlyLine(result).contains("'nope'"), "\(arguments)")
    }
  }

  @Test func aMissingLogIsBadInputNotADifference() throws {
    for arguments in [["compare", path("none.log"), "state-binding"], ["import", path("none.log")]] {
      let result = try viewtrace(arguments)
      #expect(result.status == 2)
      #expect(onlyLine(result) == "Error: cannot read \(path("none.log")): No such file or directory")
    }
  }

  @Test func aCheckThatCannotWriteItsOutputsIsNotOverBudget() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: path("file")))
    try Data("{\"budgetVersion\": 1, \"run\": {\"maxTotalEvaluations\": 0}}".utf8).write(
      to: URL(fileURLWithPath: path("budget.json")))
    let result = try viewtrace(
      "check", "state-binding", "--budget", path("budget.json"), "--markdown", path("m.md"), "--svg",
      path("file/svg"))
    #expect(result.status == 2)
    let line = onlyLine(result)
    #expect(line.hasPrefix("Error: cannot write \(path("file/svg")): "), "\(line)")
    #expect(!line.contains("NSError") && !line.contains("Domain="))
  }

  /// `viewtrace arguments` with its standard output on `/dev/full`.
  func runIntoFullStandardOutput(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "cannot open /dev/full")
    process.standardOutput = full
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  @Test func aFullStandardOutputIsAnError() throws {
    let result = try runIntoFullStandardOutput(["run", "state-binding", "--format", "json"])
    #expect(result.status == 2)
    #expect(result.stderr == "Error: cannot write standard output: No space left on device\n")
  }

  /// Help and version are output too: one that cannot be written is not a success.
  @Test func helpThatCannotBeWrittenIsAnError() throws {
    for arguments in [["--help"], ["help", "check"], ["--version"]] {
      let result = try runIntoFullStandardOutput(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "Error: cannot write standard output: No space left on device\n", "\(arguments)")
    }
  }

  /// ArgumentParser's own `help` command, and the tool without a command, end
  /// as help does: on standard output, status 0.
  @Test func theHelpCommandAndNoCommandPrintHelpAndSucceed() throws {
    let help = try viewtrace("help", "check")
    #expect(help.status == 0)
    #expect(help.stdout.contains("--update") && help.stderr.isEmpty)
    let bare = try viewtrace([])
    #expect(bare.status == 0)
    #expect(bare.stdout.contains("SUBCOMMANDS") && bare.stderr.isEmpty)
  }
}
