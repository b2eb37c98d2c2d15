import Foundation
import Testing
import ViewTraceModel

/// The conventions every command shares: exit statuses, inputs, output
/// formats and destinations, budgets as upper bounds.
@Suite struct ConventionTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("viewtrace-conventions") }

  func path(_ name: String) -> String { folder.path(name) }

  var log: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ViewTraceCompareTests/Fixtures/xcode-console-state-binding.log").path
  }

  /// Each command with `input` where it takes a scenario (a sample or a trace file).
  func everyCommand(_ input: String) -> [[String]] {
    [
      ["run", input], ["render", input, "--out", path("t.svg")], ["report", input, "--out", path("report")],
      ["check", input, "--record", path("b.json")], ["diff", input, "counter"], ["diff", "counter", input],
      ["compare", log, input], ["import", log, "--tree", input],
    ]
  }

  func expectBadInput(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let result = try viewtrace(arguments)
    #expect(result.status == 2, "\(arguments)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(arguments): \(result.stderr)",
      sourceLocation: sourceLocation)
  }

  @Test func anUnknownSampleExitsTwoFromEveryCommand() throws {
    for arguments in everyCommand("nope") {
      try expectBadInput(arguments, "unknown sample 'nope' (samples: state-let, ")
    }
  }

  @Test func aMissingTraceFileExitsTwoFromEveryCommand() throws {
    for arguments in everyCommand(path("none.json")) {
      try expectBadInput(arguments, "cannot read \(path("none.json")): No such file or directory")
    }
    try expectBadInput(["import", path("none.log")], "cannot read \(path("none.log")): No such file or directory")
  }

  @Test func aBadFlagExitsTwoFromEveryCommand() throws {
    for command in ["list", "run", "render", "report", "check", "diff", "import", "compare"] {
      try expectBadInput([command, "--bogus"], "Usage: viewtrace \(command)")
    }
    try expectBadInput(["run", "counter", "--bogus"], "Unknown option '--bogus'")
  }

  @Test func versionAndHelpExitZeroOnStandardOutput() throws {
    let version = try viewtrace("--version")
    #expect(version.status == 0)
    #expect(version.stdout == "0.1.0\n")
    let help = try viewtrace("check", "--help")
    #expect(help.status == 0)
    #expect(help.stdout.contains("--update"))
    let completion = try viewtrace("--generate-completion-script", "bash")
    #expect(completion.status == 0)
    #expect(completion.stdout.contains("viewtrace"))
  }

  @Test func sampleNamesComplete() throws {
    // What the generated bash script runs when TAB is pressed after `viewtrace run stud`.
    let result = try viewtrace("---completion", "run", "--", "positional@0", "2", "4", "viewtrace", "run", "stud")
    #expect(result.status == 0)
    #expect(result.stdout.contains("student-split"))
  }

  @Test func renderTakesItsFormatFromTheFileName() throws {
    for ext in ["svg", "png", "dot"] {
      let result = try viewtrace("render", "counter", "--frame", "1", "--out", path("tree.\(ext)"))
      #expect(result.status == 0, "\(ext): \(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: path("tree.\(ext)")))
      switch ext {
      case "svg": #expect(String(decoding: data, as: UTF8.self).contains("<svg"))
      case "png": #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
      default: #expect(String(decoding: data, as: UTF8.self).hasPrefix("digraph"))
      }
    }
  }

  @Test func aFormatThatContradictsTheFileNameIsRefused() throws {
    try expectBadInput(
      ["render", "counter", "--format", "svg", "--out", path("x.png")],
      "--format svg does not match --out \(path("x.png")); name a .svg file")
    #expect(!FileManager.default.fileExists(atPath: path("x.png")))
    try expectBadInput(["render", "counter", "--out", path("x.txt")], "cannot tell the format of --out")
  }

  @Test func dashWritesASingleFileToStandardOutput() throws {
    let render = try viewtrace("render", "counter", "--frame", "1", "--format", "dot", "--out", "-")
    #expect(render.status == 0)
    #expect(render.stdout.hasPrefix("digraph \"counter frame 1\" {"))
    let diff = try viewtrace("diff", "student-params", "student-split", "--out", "-")
    #expect(diff.stdout.contains("only in A: RootView/VStack/StudentNameView@0"))
    try expectBadInput(["render", "counter", "--out", "-"], "pass --format")
  }

  @Test func importWritesToAFile() throws {
    let result = try viewtrace("import", log, "--format", "printchanges", "--out", path("device.txt"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try String(contentsOfFile: path("device.txt"), encoding: .utf8).hasPrefix("# frame 0"))
  }

  @Test func everyCommandReadsATraceFile() throws {
    let json = try viewtrace("run", "state-binding", "--format", "json")
    try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: path("trace.json")))
    let fromFile = try viewtrace("run", path("trace.json"), "--format", "printchanges")
    #expect(fromFile.status == 0)
    #expect(fromFile.stdout == (try viewtrace("run", "state-binding", "--format", "printchanges")).stdout)
    for arguments in everyCommand(path("trace.json")) {
      // The device log differs from the simulation: compare finds that with the file as with the sample.
      let expected: Int32 = arguments[0] == "compare" ? 1 : 0
      #expect(try viewtrace(arguments).status == expected, "\(arguments)")
    }
  }

  /// The disputed binding rule makes `state-binding` run ContentView in frame 2:
  /// one scenario, a worse run and a better one.
  @Test func aBetterRunPassesARecordedBudgetAndAWorseOneFails() throws {
    let budget = path("budget.json")
    let worse = ["--binding-projection-is-read"]
    #expect(try viewtrace(["check", "state-binding", "--record", budget] + worse).status == 0)
    let better = try viewtrace("check", "state-binding", "--budget", budget)
    #expect(better.status == 0, "\(better.stdout)")
    #expect(try viewtrace(["check", "state-binding", "--budget", budget] + worse).status == 0)

    let update = try viewtrace("check", "state-binding", "--budget", budget, "--update")
    #expect(update.status == 0)
    #expect(update.stderr == "tightened \(budget) to this run\n")
    let failing = try viewtrace(["check", "state-binding", "--budget", budget] + worse)
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("FAIL frame 2.evaluated: also evaluated: ContentView\n"))
    #expect(failing.stdout.contains("FAIL run.maxTotalEvaluations: 3 body evaluations over the run (budget 2)"))
  }

  /// `check --update` rewrites only the limits it lowers: a `notes` field, a
  /// frame's `comment` and the file's layout stay, and the check warns once
  /// that it does not read them.
  @Test func updateKeepsTheFieldsItDoesNotRead() throws {
    let budget = path("budget.json")
    let original = """
      {
        "budgetVersion": 1,
        "notes": "Agreed with design on 2026-11-01.",
        "run": { "maxTotalEvaluations": 25 },
        "frames": [
          { "frame": 1, "comment": "the tap", "evaluated": ["ContentView", "FourthView"] }
        ]
      }

      """
    try Data(original.utf8).write(to: URL(fileURLWithPath: budget))
    let update = try viewtrace("check", "state-binding", "--budget", budget, "--update")
    #expect(update.status == 0)
    #expect(
      update.stderr
        == "warning: \(budget): fields ViewTrace does not read, left as they are: notes, frames[0].comment\n"
        + "tightened \(budget) to this run\n")
    #expect(
      try String(contentsOfFile: budget, encoding: .utf8)
        == original.replacingOccurrences(of: "25", with: "2").replacingOccurrences(
          of: "[\"ContentView\", \"FourthView\"]", with: "[\"ContentView\"]"))
  }

  @Test func markdownAppendsToAStepSummary() throws {
    let budget = path("budget.json")
    #expect(try viewtrace("check", "state-binding", "--record", budget).status == 0)
    try Data("# CI\n".utf8).write(to: URL(fileURLWithPath: path("summary.md")))
    for _ in 0..<2 {
      #expect(
        try viewtrace("check", "state-binding", "--budget", budget, "--markdown", path("summary.md"), "--append").status
          == 0)
    }
    let summary = try String(contentsOfFile: path("summary.md"), encoding: .utf8)
    #expect(summary.hasPrefix("# CI\n### ViewTrace budget: state-binding ✅ within budget"))
    #expect(summary.components(separatedBy: "### ViewTrace budget").count == 3)
  }

  @Test func diffFailsOnAnIncreaseOnlyWhenAsked() throws {
    let worse = try viewtrace("run", "state-binding", "--binding-projection-is-read", "--format", "json")
    try Data(worse.stdout.utf8).write(to: URL(fileURLWithPath: path("worse.json")))
    #expect(try viewtrace("diff", "state-binding", path("worse.json")).status == 0)
    let increase = try viewtrace("diff", "state-binding", path("worse.json"), "--fail-on-increase")
    #expect(increase.status == 1)
    #expect(increase.stderr == "worse.json evaluates 3 bodies, state-binding 2\n", "each side named by what was given")
    #expect(try viewtrace("diff", path("worse.json"), "state-binding", "--fail-on-increase").status == 0)
  }
}

/// A trace does not depend on the day it is made: dates are named by what
/// they are (a clock-read date carries a fraction of a second), never by how
/// close they are to the moment of the run. `order-history` holds fixed dates
/// of 2023-11-14 to 2023-11-22; with the clock moved onto them (libfaketime,
/// Debian's `faketime`, installed by `.ci/run setup`), and a week later, the trace
/// is byte for byte the one made today.
@Suite struct ClockIndependenceTests {
  @Test func aTraceOfFixedDatesIsTheSameWithTheClockMovedByAWeek() throws {
    let arguments = ["run", "order-history", "--variant", "formatter-in-body", "--format", "json"]
    let today = try viewtrace(arguments)
    #expect(today.status == 0, "\(today.stderr)")
    #expect(today.stdout.contains("2023-11-15 22:13:20 +0000"))
    let faketime = URL(fileURLWithPath: "/usr/bin/faketime")
    guard FileManager.default.isExecutableFile(atPath: faketime.path) else {
      Issue.record("faketime is not installed: apt-get install faketime (bash .ci/run setup installs it)")
      return
    }
    for moment in ["2023-11-15 12:00:00", "2023-11-22 12:00:00"] {
      let moved = try viewtrace([moment, try executableURL().path] + arguments, executable: faketime)
      #expect(moved.status == 0, "\(moment): \(moved.stderr)")
      #expect(moved.stdout == today.stdout, "the trace differs with the clock at \(moment)")
    }
  }
}
