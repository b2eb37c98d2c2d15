import Foundation
import Testing
import ViewTraceFuzz
import ViewTraceModel

/// Mutated traces, budgets and logs (fixed seed) through the real
/// `viewtrace` commands, each in a process of its own so a crash or a hang is
/// caught, not fatal: every run must end within 30 s with 0, 1 or 2. A failing
/// case keeps its input as `.build/fuzz/cli-case-<n>.<ext>` and the issue
/// names the file and the command. `VIEWTRACE_FUZZ_CASES=N` runs N / 10
/// cases here (at least 30).
@Suite struct FuzzCLITests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func mutatedInputsThroughEveryCommandEndWithAStatusNotACrash() throws {
    let cases = max(30, Mutator.caseCount(default: 300) / 10)
    let folder = Mutator.reproducerFolder()
    var traces: [(String, Data)] = []
    for name in ["state-binding", "counter", "student-params"] {
      traces.append((name, Data(try viewtrace("run", name, "--format", "json").stdout.utf8)))
    }
    let budgets = ["state-binding", "student-split"].map {
      ($0, (try? Data(contentsOf: Self.root.appendingPathComponent("Samples/Budgets/\($0).json"))) ?? Data())
    }
    let log = try Data(
      contentsOf: Self.root.appendingPathComponent(
        "Tests/ViewTraceCompareTests/Fixtures/xcode-console-state-binding.log"))
    var generator = SeededGenerator(seed: 0xC11_F022)
    for number in 0..<cases {
      let (sample, trace) = traces.randomElement(using: &generator)!
      let out = folder.appendingPathComponent("cli-out-\(number)").path
      let input: Data
      let file: String
      let runs: [[String]]
      switch number % 3 {
      case 0:
        input = Mutator.mutateJSON(trace, using: &generator)
        file = folder.appendingPathComponent("cli-case-\(number).json").path
        let view = ["tree", "deps", "cause"].randomElement(using: &generator)!
        runs =
          [
            ["render", file, "--view", view, "--format", "dot", "--out", out + ".dot"]
              + (view == "tree" ? ["--focus"] : []),
            ["check", file, "--record", out + ".json"],
            ["diff", file, sample, "--format", "markdown"],
            ["advise", file, "--format", "markdown", "--after", sample],
          ] + (number % 15 == 0 ? [["render", file, "--format", "svg", "--out", out + ".svg"]] : [])
      case 1:
        let (budgetSample, budget) = budgets.randomElement(using: &generator)!
        input = Mutator.mutateJSON(budget, using: &generator)
        file = folder.appendingPathComponent("cli-case-\(number).json").path
        runs = [["check", budgetSample, "--budget", file, "--markdown", out + ".md", "--junit", out + ".xml"]]
      default:
        input = Mutator.mutateLog(log, using: &generator)
        file = folder.appendingPathComponent("cli-case-\(number).log").path
        runs = [["import", file, "--format", "text"], ["compare", file, "state-binding", "--marker", "^--- frame"]]
      }
      try input.write(to: URL(fileURLWithPath: file))
      var failed = false
      for arguments in runs {
        let (status, crashed) = try run(arguments, output: out + ".stdout", timeout: 30)
        // What a command prints never carries a raw control a terminal acts on.
        let printed = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: out + ".stdout"))) ?? Data(), as: UTF8.self)
        if printed.unicodeScalars.contains(where: { TextEscaping.needsVisibleForm($0) && $0 != "\n" && $0 != "\t" }) {
          failed = true
          Issue.record("viewtrace \(arguments.joined(separator: " ")) printed a raw control character; reproducer: \(file)")
        }
        if crashed || ![0, 1, 2].contains(status) {
          failed = true
          Issue.record(
            "viewtrace \(arguments.joined(separator: " ")) \(crashed ? "crashed or hung" : "exited \(status)"); reproducer: \(file)"
          )
        }
      }
      for suffix in [".dot", ".json", ".md", ".xml", ".svg", ".stdout"] {
        try? FileManager.default.removeItem(atPath: out + suffix)
      }
      if !failed { try? FileManager.default.removeItem(atPath: file) }
    }
  }

  @Test func theStrictInputCasesStayRefusedWithOneLine() throws {
    let folder = try TemporaryFolder("viewtrace-strict-corpus")
    let trace = Data(try viewtrace("run", "state-binding", "--format", "json").stdout.utf8)
    let cases = Mutator.strictTraceCases(trace)
    #expect(cases.count == 7)
    for (number, strict) in cases.enumerated() {
      let file = folder.path("case-\(number).json")
      try strict.data.write(to: URL(fileURLWithPath: file))
      for arguments in [["render", file, "--format", "dot", "--out", "-"], ["check", file, "--record", "-"]] {
        let result = try viewtrace(arguments)
        let errors = result.stderr.split(separator: "\n")
        if strict.accepted {
          #expect(result.status == 0, "\(strict.name): \(arguments) \(result.stderr)")
        } else {
          #expect(result.status == 2, "\(strict.name): \(arguments)")
          #expect(errors.count == 1 && errors[0].hasPrefix("Error: \(file): "), "\(strict.name): \(result.stderr)")
        }
      }
    }
  }

  /// Runs the CLI with output to a file (no pipe to fill up); `crashed` when
  /// it died of a signal or ran past `timeout` seconds (then it is killed).
  func run(_ arguments: [String], output: String, timeout: Double) throws -> (status: Int32, crashed: Bool) {
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return (-1, true)
    }
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }
}
