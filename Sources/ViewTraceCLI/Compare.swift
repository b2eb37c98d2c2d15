import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceCompare
import ViewTraceRender
import ViewTraceReport

extension ViewTraceCommand {
  /// `viewtrace check <sample | trace.json> --budget FILE [--update] [--record FILE] [--markdown FILE [--append]]
  /// [--svg DIR] [--junit FILE]`
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check a scenario against a budget file; exit 1 when over budget, 2 for bad input.",
      discussion: """
        See docs/budgets.md for the budget format. A budget is an upper bound: a run that does better \
        passes. --record writes a budget the current run meets; --update tightens --budget to a run that \
        meets it.
        """)

    @Argument(help: "A sample, sample:variant or a trace .json file.", completion: sampleCompletion)
    var input: String

    @Option(help: "The budget file (JSON) to check against.")
    var budget: String?

    @Flag(help: "When the run is within --budget, lower the budget's limits to what the run did.")
    var update = false

    @Option(help: "Write a budget that the current run meets to this file, and stop.")
    var record: String?

    @Option(help: "Also write the result as Markdown (a CI step summary or PR comment) to this file.")
    var markdown: String?

    @Flag(help: "Append to the --markdown file instead of replacing it (GitHub's $GITHUB_STEP_SUMMARY).")
    var append = false

    @Option(help: "With --markdown: write the offending frames' trees as SVG into this folder and link them.")
    var svg: String?

    @Option(help: "Also write the result as JUnit XML (one test case per budget line) to this file.")
    var junit: String?

    @OptionGroup var output: FolderOutputOptions

    @OptionGroup var scenario: ScenarioOptions
    @OptionGroup var timing: TimingOptions

    func validate() throws {
      if budget == nil && record == nil {
        throw ValidationError("pass --budget FILE to check, or --record FILE to write one")
      }
      if svg != nil && markdown == nil { throw ValidationError("--svg needs --markdown") }
      if append && markdown == nil { throw ValidationError("--append needs --markdown") }
      if update && budget == nil { throw ValidationError("--update needs --budget") }
      if svg == "-" { throw ValidationError("--svg writes a folder; - means standard output, which holds one file") }
    }

    func run() async throws {
      let trace = try await Catalog.current.input(input, variant: scenario.variant).load(scenario, timings: timing.settings)
      if let record {
        try output.link.write(try Budget.recording(trace).encoded(), to: record, option: "--record")
        printError("wrote \(record): \(trace.frames.count - 1) frames; edit it to loosen or tighten")
        return
      }
      guard let budget else { return }
      let budgetData = try readInput(budget)
      let expectations = try Budget.decode(budgetData, file: budget)
      if expectations.capsBodyTimes && BodyTimes(trace) == nil {
        throw CLIError(
          "\(TextEscaping.echo(budget)) caps body times (run.maxBodyMicroseconds) and this trace has none: "
            + "check with --timings")
      }
      for warning in expectations.warnings(checking: trace, file: budget, data: budgetData) {
        printError("warning: \(warning)")
      }
      let result = expectations.check(trace)
      try writeStandardOutput(result.text)
      if let markdown { try await writeMarkdown(result, trace, to: markdown) }
      if let junit { try output.link.write(Data(result.junit.utf8), to: junit, option: "--junit") }
      if !result.passed { throw ExitCode(ViewTraceCLI.Status.problemFound) }
      if update {
        let tightened = expectations.tightened(to: trace)
        if tightened == expectations {
          printError("\(budget) is already as tight as this run")
        } else {
          try output.link.write(try tightened.rewriting(budgetData, file: budget), to: budget, option: "--budget")
          printError("tightened \(budget) to this run")
        }
      }
    }

    /// The Markdown summary; images are linked by paths relative to the Markdown file.
    private func writeMarkdown(_ result: BudgetResult, _ trace: Trace, to markdown: String) async throws {
      var images: [Int: String] = [:]
      if let svg {
        // A folder of its own, written as `report --out` writes one: a
        // folder ViewTrace did not write is never written into.
        let frames = Set(result.failures.compactMap(\.frame)).sorted().prefix(BudgetResult.maxListedLines)
        let renderer = TraceRenderer(trace: trace)
        let base = URL(fileURLWithPath: markdown).deletingLastPathComponent()
        try await output.writeFolder(svg, option: "--svg") { staging in
          for frame in frames {
            // The file name comes from data: only the slug of the scenario.
            let name = "\(FileName.slug(trace.scenario))-frame-\(frame).svg"
            let svgText = try await renderer.render(.tree, frame: frame, focus: true, format: .svg)
            try svgText.write(to: staging.appendingPathComponent(name))
            images[frame] = FileName.relativePath(of: URL(fileURLWithPath: svg).appendingPathComponent(name), from: base)
          }
        }
      }
      let text = Data(result.markdown(images: images).utf8)
      if append && markdown != "-" {
        try Output.appendFile(text, to: markdown, option: "--markdown")
      } else {
        try output.link.write(text, to: markdown, option: "--markdown")
      }
    }
  }

  /// `viewtrace diff A B [--format text|markdown|json|html] [--out FILE] [--fail-on-increase]`
  struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two traces or scenarios frame by frame.",
      discussion: """
        A and B are samples, sample:variant (observable-migration:Observable) or trace .json files. \
        With --fail-on-increase the exit status is 1 when B evaluates more bodies than A.
        """)

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, markdown, json, html }

    @Argument(help: "The first trace or sample.", completion: sampleCompletion) var a: String
    @Argument(help: "The second trace or sample.", completion: sampleCompletion) var b: String
    @Option(help: "Output: text, markdown, json, html.") var format: Format = .text
    @Option(help: "Write to this file instead of standard output (- for standard output).") var out: String?
    @Flag(help: "Exit 1 when B evaluates more bodies than A over the run.") var failOnIncrease = false
    @OptionGroup var link: LinkOptions
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var scenario: ScenarioOptions

    func run() async throws {
      let catalog = Catalog.current
      let inputs = (try catalog.input(a, variant: scenario.variant), try catalog.input(b, variant: scenario.variant))
      let first = try await inputs.0.load(scenario)
      let second = try await inputs.1.load(scenario)
      let diff = TraceDiff(first, second, names: Self.sideNames((a, inputs.0, first), (b, inputs.1, second)))
      switch format {
      case .text: try link.emit(diff.text, to: out)
      case .markdown: try link.emit(diff.markdown, to: out)
      case .json: try link.emit(diff.json, to: out)
      case .html: try link.emit(try templates.builder().diffPage(diff), to: out)
      }
      if failOnIncrease && diff.evaluationsB > diff.evaluationsA {
        printError("\(diff.b) evaluates \(diff.evaluationsB) bodies, \(diff.a) \(diff.evaluationsA)")
        throw ExitCode(ViewTraceCLI.Status.problemFound)
      }
    }

    /// How the two sides are named: a trace file by its file name, a sample by its scenario
    /// (and variant); two sides that would read the same are named as they were given.
    static func sideNames(
      _ first: (spec: String, input: Input, trace: Trace), _ second: (spec: String, input: Input, trace: Trace)
    ) -> (String, String) {
      func name(_ side: (spec: String, input: Input, trace: Trace)) -> String {
        if case .file(let path) = side.input.source { return URL(fileURLWithPath: path).lastPathComponent }
        return side.trace.variant.map { "\(side.trace.scenario) (\($0))" } ?? side.trace.scenario
      }
      let names = (name(first), name(second))
      return names.0 == names.1 ? (first.spec, second.spec) : names
    }
  }

  /// `viewtrace import <log> [--split ...] [--marker REGEX] [--gap S] [--tree SAMPLE] [--format json|text|printchanges]
  /// [--out FILE]`
  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Turn a log of Self._printChanges() / Self._logChanges() lines into a trace.",
      discussion: "Frames are cut at marker lines, blank lines or pauses in timestamped logs (docs/logs.md).")

    @Argument(help: "The log file (Xcode console or log stream / log show output).") var log: String
    @OptionGroup var logOptions: LogOptions
    @Option(help: "Attach views to this scenario's tree by type name.", completion: sampleCompletion)
    var tree: String?
    @Option(help: "Output: json, text, printchanges.") var format: OutputFormat = .json
    @Option(help: "Write to this file instead of standard output (- for standard output).") var out: String?
    @OptionGroup var link: LinkOptions

    func run() async throws {
      var treeTrace: Trace?
      if let tree {
        treeTrace = try await Catalog.current.input(tree, variant: nil).load(try ScenarioOptions.parse([]))
      }
      let result = try logOptions.importLog(log, tree: treeTrace)
      guard format == .json else {
        printError(result.summary)
        try link.emit(try format.render(result.trace), to: out)
        return
      }
      // The trace file as `render(.json)` writes it (JSON whose invisible characters are already
      // escapes), checked against the trace size limit before anything is printed or written.
      let data = try result.encodedTrace()
      printError(result.summary)
      try link.write(data, to: out ?? "-")
    }
  }

  /// `viewtrace compare <log> <sample>`
  struct CompareLog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract: "Compare a device's _printChanges log with the simulation of a scenario; exit 1 when they differ.")

    @Argument(help: "The log file.") var log: String
    @Argument(help: "A sample, sample:variant or a trace .json file to compare with.", completion: sampleCompletion)
    var sample: String
    @OptionGroup var logOptions: LogOptions
    @Flag(help: "Print JSON.") var json = false
    @Option(help: "The log's wording: ios17, ios18, ios26 (default: read from the log, the one its lines match best).")
    var dialect: PrintChangesDialect?
    @OptionGroup var scenario: ScenarioOptions

    func run() async throws {
      let simulation = try await Catalog.current.input(sample, variant: scenario.variant).load(scenario)
      let result = try logOptions.importLog(log, tree: simulation)
      printError(result.summary)
      let fidelity = Fidelity(device: result.trace, simulation: simulation, dialect: dialect)
      try writeStandardOutput(json ? fidelity.json : fidelity.text)
      if !fidelity.agrees { throw ExitCode(ViewTraceCLI.Status.problemFound) }
    }
  }
}

/// How `import` and `compare` cut a log into frames.
struct LogOptions: ParsableArguments {
  @Option(help: "How to cut frames: auto, marker, blank, gap.") var split: LogImport.Split = .auto
  @Option(help: "A regular expression for the lines that start a frame.") var marker: String?
  @Option(help: "Seconds of pause that start a frame in timestamped logs (0 to 86400).") var gap: Double = 0.1

  /// The most `--gap` may be: a day (timestamps are times of day).
  static let maxGap: Double = 86_400

  func validate() throws {
    guard gap.isFinite, (0...Self.maxGap).contains(gap) else {
      throw ValidationError("--gap must be a number of seconds from 0 to \(Int(Self.maxGap)), not \(gap)")
    }
  }

  func importLog(_ path: String, tree: Trace?) throws -> LogImport.Result {
    let data = try readInput(path)
    do {
      return try LogImport(split: split, marker: marker, gap: gap).importLog(
        data, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, tree: tree)
    } catch {
      throw CLIError(error.description)
    }
  }
}

extension LogImport.Split: ExpressibleByArgument {}
