import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceCompare
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples

/// A sample (`student-params`), a sample's variant (`observable-migration:Observable`) or a trace.json.
func loadInput(_ spec: String) async throws -> Trace {
  if SampleCatalog.named(spec) == nil, let colon = spec.lastIndex(of: ":"),
    let sample = SampleCatalog.named(String(spec[..<colon]))
  {
    return try await loadTrace(sample.name, variant: String(spec[spec.index(after: colon)...]))
  }
  return try await loadTrace(spec, variant: nil)
}

/// Writes `text` to `path` atomically, or to standard output without one.
func emit(_ text: String, to path: String?) throws {
  if let path { try write(Data(text.utf8), to: path) } else { try writeStandardOutput(text) }
}

extension ViewTraceCommand {
  /// `viewtrace check <sample | trace.json> --budget FILE [--record FILE] [--markdown FILE] [--junit FILE]`
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check a scenario against a budget file; exit 1 when over budget, 2 for bad input.",
      discussion: "See docs/budgets.md for the budget format. --record writes a budget the current run meets.")

    @Argument(help: "A sample, a sample:variant, or a trace.json.")
    var input: String

    @Option(help: "The budget file (JSON) to check against.")
    var budget: String?

    @Option(help: "Write a budget that the current run meets to this file, and stop.")
    var record: String?

    @Option(help: "Also write the result as Markdown (a CI step summary or PR comment) to this file.")
    var markdown: String?

    @Option(help: "With --markdown: write the offending frames' trees as SVG into this folder and link them.")
    var svg: String?

    @Option(help: "Also write the result as JUnit XML (one test case per budget line) to this file.")
    var junit: String?

    func validate() throws {
      if budget == nil && record == nil {
        throw ValidationError("pass --budget FILE to check, or --record FILE to write one")
      }
      if svg != nil && markdown == nil { throw ValidationError("--svg needs --markdown") }
    }

    func run() async throws {
      let trace = try await loadInput(input)
      if let record {
        try write(Budget.recording(trace).encoded(), to: record)
        printError("wrote \(record): \(trace.frames.count - 1) frames; edit it to loosen or tighten")
        return
      }
      guard let budget else { return }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: budget))
      } catch {
        throw CLIError("cannot read \(budget): \(systemReason(error))")
      }
      let result = try Budget.decode(data, file: budget).check(trace)
      try writeStandardOutput(result.text)
      if let markdown {
        var images: [Int: String] = [:]
        if let svg {
          let folder = URL(fileURLWithPath: svg)
          do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          } catch {
            throw OutputError.io(path: svg, reason: systemReason(error))
          }
          // The file name comes from data: only the slug of the scenario.
          let renderer = TraceRenderer(trace: trace)
          for frame in Set(result.failures.compactMap(\.frame)).sorted().prefix(BudgetResult.maxListedLines) {
            let file = folder.appendingPathComponent("\(FileName.slug(trace.scenario))-frame-\(frame).svg")
            try write(try await renderer.render(.tree, frame: frame, focus: true, format: .svg), to: file.path)
            images[frame] = file.path
          }
        }
        try write(Data(result.markdown(images: images).utf8), to: markdown)
      }
      if let junit { try write(Data(result.junit.utf8), to: junit) }
      if !result.passed { throw ExitCode(1) }
    }
  }

  /// `viewtrace diff A B [--format text|markdown|json|html] [--out FILE]`
  struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two traces or samples frame by frame.",
      discussion: "A and B are samples, sample:variant (observable-migration:Observable) or trace.json files.")

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, markdown, json, html }

    @Argument(help: "The first trace or sample.") var a: String
    @Argument(help: "The second trace or sample.") var b: String
    @Option(help: "Output: text, markdown, json, html.") var format: Format = .text
    @Option(help: "Write to this file instead of standard output.") var out: String?
    @Option(help: "With --format html: the template folder.") var templates: String?

    func run() async throws {
      let first = try await loadInput(a)
      let second = try await loadInput(b)
      let diff = TraceDiff(first, second)
      switch format {
      case .text: try emit(diff.text, to: out)
      case .markdown: try emit(diff.markdown, to: out)
      case .json: try emit(diff.json, to: out)
      case .html:
        do {
          let set = try TemplateSet.locate(override: templates, executable: Bundle.main.executableURL)
          try emit(ReportBuilder(templates: set).diffPage(diff), to: out)
        } catch let error as ReportError {
          throw CLIError(error.description)
        }
      }
    }
  }

  /// `viewtrace import <log> [--split ...] [--marker REGEX] [--gap S] [--tree SAMPLE] [--format json|text|printchanges]`
  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Turn a log of Self._printChanges() / Self._logChanges() lines into a trace.",
      discussion: "Frames are cut at marker lines, blank lines or pauses in timestamped logs (docs/logs.md).")

    @Argument(help: "The log file (Xcode console or log stream / log show output).") var log: String
    @Option(help: "How to cut frames: auto, marker, blank, gap.") var split: LogImport.Split = .auto
    @Option(help: "A regular expression for the lines that start a frame.") var marker: String?
    @Option(help: "Seconds of pause that start a frame in timestamped logs.") var gap: Double = 0.1
    @Option(help: "Attach views to this sample's tree by type name.") var tree: String?
    @Option(help: "Output: json, text, printchanges.") var format: OutputFormat = .json

    func run() async throws {
      let result = try await importLog(log, split: split, marker: marker, gap: gap, tree: tree)
      printError(result.summary)
      try writeStandardOutput(try format.render(result.trace))
    }
  }

  /// `viewtrace compare <log> <sample>`
  struct CompareLog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Compare a device's _printChanges log with the simulation of a sample; exit 1 when they differ.")

    @Argument(help: "The log file.") var log: String
    @Argument(help: "A sample or sample:variant to simulate.") var sample: String
    @Option(help: "How to cut frames: auto, marker, blank, gap.") var split: LogImport.Split = .auto
    @Option(help: "A regular expression for the lines that start a frame.") var marker: String?
    @Option(help: "Seconds of pause that start a frame in timestamped logs.") var gap: Double = 0.1
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
      let simulation = try await loadInput(sample)
      let result = try await importLog(log, split: split, marker: marker, gap: gap, tree: sample)
      printError(result.summary)
      let fidelity = Fidelity(device: result.trace, simulation: simulation)
      try writeStandardOutput(json ? fidelity.json : fidelity.text)
      if !fidelity.agrees { throw ExitCode(1) }
    }
  }
}

func importLog(_ path: String, split: LogImport.Split, marker: String?, gap: Double, tree: String?) async throws
  -> LogImport.Result
{
  let data: Data
  do {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    throw CLIError("cannot read \(path): \(systemReason(error))")
  }
  var treeTrace: Trace?
  if let tree { treeTrace = try await loadInput(tree) }
  do {
    return try LogImport(split: split, marker: marker, gap: gap).importLog(
      data, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, tree: treeTrace)
  } catch {
    throw CLIError(error.description)
  }
}

extension LogImport.Split: ExpressibleByArgument {}
