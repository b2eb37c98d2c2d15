import Foundation
import Testing
import ViewTraceCompare
import ViewTraceFuzz
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples

/// Mutated traces, budgets and logs (fixed seed) through every library the
/// commands use, in-process: decoding either refuses an input with one line
/// or gives a value every reader handles. `VIEWTRACE_FUZZ_CASES=10000` runs
/// more. A crash kills the test process, so each case's input is written to
/// `.build/fuzz/in-process-case.*` before it runs: after a crash that file is
/// the reproducer. (The CLI-level cases in `ViewTraceCLITests` run as
/// processes and name their reproducers.)
@MainActor
@Suite struct FuzzTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func mutatedTracesBudgetsAndLogsNeverCrashTheReaders() async throws {
    let cases = Mutator.caseCount(default: 300)
    let traces = try ["state-binding", "counter", "observed-vs-stateobject", "student-params", "redraw-lab"].map {
      try sample($0)
    }
    let traceData = try traces.map { try TraceCoding.encode($0) }
    let budgetFolder = Self.root.appendingPathComponent("Samples/Budgets")
    let budgets = try FileManager.default.contentsOfDirectory(atPath: budgetFolder.path).sorted().map {
      try Data(contentsOf: budgetFolder.appendingPathComponent($0))
    }
    let logs = try ["xcode-console-state-binding.log", "log-stream-observed.log", "xcode-console-blank-lines.log"].map {
      try fixture($0)
    }
    let current = Mutator.reproducerFolder().appendingPathComponent("in-process-case.txt")
    var generator = SeededGenerator(seed: 0x5EED_F022)
    var refused = 0
    for number in 0..<cases {
      let kind = number % 3
      let base = Int.random(in: 0..<traces.count, using: &generator)
      let input: Data
      switch kind {
      case 0: input = Mutator.mutateJSON(traceData[base], using: &generator)
      case 1: input = Mutator.mutateJSON(budgets.randomElement(using: &generator)!, using: &generator)
      default: input = Mutator.mutateLog(logs.randomElement(using: &generator)!, using: &generator)
      }
      try input.write(to: current)
      switch kind {
      case 0:
        do {
          let trace = try TraceCoding.decode(input)
          try await exercise(trace, against: traces[base], render: number % 30 == 0)
        } catch let error as TraceModelError {
          refused += 1
          #expect(!error.description.contains("\n"))
        }
      case 1:
        do {
          let budget = try Budget.decode(input, file: "budget.json")
          let result = budget.check(traces[base])
          _ = (result.text, result.markdown(images: [1: "x.svg"]), result.junit)
        } catch {
          refused += 1
          #expect(!error.description.contains("\n"))
        }
      default:
        let split = LogImport.Split.allCases.randomElement(using: &generator)!
        let imported: LogImport.Result
        do {
          imported = try LogImport(split: split, marker: number % 2 == 0 ? "^--- frame" : nil)
            .importLog(input, name: "log", tree: traces[base])
        } catch {
          refused += 1
          #expect(!error.description.contains("\n"))
          continue
        }
        try imported.trace.validate()
        _ = Fidelity(device: imported.trace, simulation: traces[base]).text
        _ = TraceText.summary(imported.trace)
      }
    }
    try? FileManager.default.removeItem(at: current)
    print(
      "fuzz (in-process): \(cases) cases, \(refused) refused with one line, \(cases - refused) read by every reader")
    #expect(refused < cases, "some mutations must decode and reach the readers")
  }

  @Test func theStrictInputCasesStayRefusedWithOneLine() throws {
    for trace in try ["state-binding", "observed-vs-stateobject"].map({ try TraceCoding.encode(try sample($0)) }) {
      let cases = Mutator.strictTraceCases(trace)
      #expect(cases.count == 7)
      for strict in cases {
        do {
          _ = try TraceCoding.decode(strict.data)
          #expect(strict.accepted, "\(strict.name) was read")
        } catch {
          #expect(!strict.accepted, "\(strict.name): \(error)")
          #expect(!error.description.contains("\n"))
        }
      }
    }
  }

  /// Everything a command does with a decoded trace.
  func exercise(_ trace: Trace, against base: Trace, render: Bool) async throws {
    _ = TraceText.summary(trace)
    _ = TraceText.printChanges(trace)
    let renderer = TraceRenderer(trace: trace)
    for frame in Set([0, trace.frames.count - 1]) {
      for view in TraceRenderer.View.allCases {
        _ = try renderer.dot(view, frame: frame, focus: view == .tree)
      }
      _ = try renderer.dot(.tree, frame: frame)
    }
    if render {
      _ = try await renderer.render(.tree, frame: trace.frames.count - 1, focus: true, format: .svg)
      _ = try await renderer.treeFrames().svg(frame: 0)
    }
    let result = Budget.recording(base).check(trace)
    _ = (result.text, result.markdown(), result.junit)
    _ = Budget.recording(trace)
    let diff = TraceDiff(base, trace)
    _ = (diff.text, diff.markdown, diff.json)
    _ = Fidelity(device: trace, simulation: base).text
    _ = ReportSummary(trace)
  }
}
