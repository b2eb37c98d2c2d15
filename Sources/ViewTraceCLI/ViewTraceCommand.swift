import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceSamples

/// The `viewtrace` command line over a catalog of scenarios: `list`, `run`,
/// `render`, `report`, `check`, `diff`, `import` and `compare`.
///
/// An executable target of your own becomes a complete `viewtrace` over your
/// scenarios with one line in its `main.swift`:
///
/// ```swift
/// import ViewTraceCLI
///
/// await ViewTraceCLI.main(scenarios: [Scenario.shoppingList], commandName: "my-traces")
/// ```
///
/// ```sh
/// swift run my-traces report --all --out report
/// ```
public enum ViewTraceCLI {
  /// This build's version, printed by `--version`.
  public static let version = "0.1.0"

  /// Exit statuses, the same for every command.
  public enum Status {
    /// Success.
    public static let ok: Int32 = 0
    /// A check found a problem: over budget, a device log that differs, `diff --fail-on-increase`,
    /// avoidable evaluations (`advise`).
    public static let problemFound: Int32 = 1
    /// Bad input or usage: an unknown sample, option or file, an invalid trace or budget, an output
    /// that cannot be written, and anything else that stops a command from answering. One `Error:`
    /// line on standard error (a usage error adds the usage).
    public static let badInput: Int32 = 2
  }

  /// Runs the command line (`CommandLine.arguments`) over `scenarios` and exits.
  ///
  /// ```swift
  /// await ViewTraceCLI.main(scenarios: [Scenario.shoppingList], commandName: "my-traces")
  /// ```
  public static func main(
    scenarios: [Scenario], commandName: String = "viewtrace", version: String = ViewTraceCLI.version
  ) async -> Never {
    await main(Catalog(scenarios: scenarios, commandName: commandName, version: version))
  }

  /// Runs the command line over `samples` (scenarios with their rules and variants) and exits.
  ///
  /// ```swift
  /// await ViewTraceCLI.main(samples: SampleCatalog.all)   // the built-in viewtrace
  /// ```
  public static func main(
    samples: [Sample], commandName: String = "viewtrace", version: String = ViewTraceCLI.version
  ) async -> Never {
    await main(Catalog(samples: samples, commandName: commandName, version: version))
  }

  /// Runs the command line over `catalog` with `arguments` (the process's by default) and exits
  /// with the status of ``Status``.
  ///
  /// ```swift
  /// await ViewTraceCLI.main(Catalog(scenarios: [Scenario.shoppingList]), arguments: ["list"])
  /// ```
  public static func main(_ catalog: Catalog, arguments: [String]? = nil) async -> Never {
    Catalog.install(catalog)
    exit(await run(arguments ?? Array(CommandLine.arguments.dropFirst())))
  }

  /// Parses and runs one command line and returns its exit status: a
  /// parsing error is ArgumentParser's to word, an error from a command's
  /// run ends it as ``Ending`` says.
  static func run(_ arguments: [String]) async -> Int32 {
    var command: any ParsableCommand
    do {
      command = try ViewTraceCommand.parseAsRoot(arguments)
    } catch {
      return report(error)
    }
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return Status.ok
    } catch {
      switch Ending.of(error, thrownBy: command) {
      case .argumentParser: return report(error)
      case .status(let status): return status
      case .badInput(let line):
        printError("Error: \(line)")
        return Status.badInput
      }
    }
  }

  /// ArgumentParser's message for `error`: help, version and completions on
  /// standard output (status 0; 2 with one `Error:` line when standard output
  /// cannot be written), usage errors on standard error (status 2).
  private static func report(_ error: any Error) -> Int32 {
    let message = ViewTraceCommand.fullMessage(for: error)
    guard ViewTraceCommand.exitCode(for: error) == .success else {
      printError(boundingQuotedValues(message))
      return Status.badInput
    }
    do {
      try writeStandardOutput(message.isEmpty ? "" : message + "\n")
    } catch {
      printError("Error: \(oneLine(error))")
      return Status.badInput
    }
    return Status.ok
  }
}

/// ArgumentParser's usage error with each value it quotes (`The value 'x…'
/// is invalid`, `Unknown option '--x…'`) cut to 200 characters and its
/// length, as the tool's own errors echo values.
func boundingQuotedValues(_ message: String) -> String {
  var out = ""
  var rest = message[...]
  while let open = rest.firstIndex(of: "'") {
    out += rest[...open]
    rest = rest[rest.index(after: open)...]
    guard let close = rest.firstIndex(of: "'") else { break }
    out += TextEscaping.echo(String(rest[..<close])) + "'"
    rest = rest[rest.index(after: close)...]
  }
  return out + rest
}

/// `viewtrace`: runs SwiftUI-compatible scenarios and explains every view update.
struct ViewTraceCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    let catalog = Catalog.current
    return CommandConfiguration(
      commandName: catalog.commandName,
      abstract: "Simulates SwiftUI's update rules and explains why each view updated.",
      discussion: """
        Every command that takes a scenario takes a sample name, sample:variant or a trace .json file. \
        Exit status: 0 success; 1 a check found a problem (over budget, a device log that differs, \
        diff --fail-on-increase, avoidable evaluations); 2 bad input or usage, or anything else that \
        stops a command from answering (one `Error:` line).
        """,
      version: catalog.version,
      subcommands: [
        List.self, Run.self, Render.self, Report.self, Check.self, Diff.self, Advise.self, Import.self,
        CompareLog.self, Init.self,
      ])
  }
}

extension ViewTraceCommand {
  /// `viewtrace list`
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the scenarios.",
      discussion: """
        Each line: the name, the rules it demonstrates in brackets ([S3]: rule S3 of docs/rules.md) \
        and its summary. "Seed 004" names the article case a built-in sample reproduces.
        """)

    func run() throws {
      let samples = Catalog.current.samples
      let width = samples.map(\.name.count).max() ?? 0
      for sample in samples {
        let rules = sample.rules.isEmpty ? "" : "[\(sample.rules.joined(separator: ","))] "
        try writeStandardOutput(
          "\(sample.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(rules)\(sample.summary)\n")
      }
    }
  }

  /// `viewtrace run <sample | trace.json ...> --format text|json|printchanges`
  struct Run: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract: "Run scenarios (or read trace files) and print their trace.",
        discussion: "Scenarios: \(Catalog.current.names.joined(separator: ", ")).")
    }

    @Argument(help: "Samples, sample:variant or trace .json files.", completion: sampleCompletion)
    var inputs: [String] = []

    @Flag(help: "Run every scenario.")
    var all = false

    @Option(help: "Output: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @OptionGroup var scenario: ScenarioOptions
    @OptionGroup var timing: TimingOptions
    @OptionGroup var dialect: DialectOptions

    func validate() throws {
      if all && !inputs.isEmpty { throw ValidationError("give sample names or --all, not both") }
      if !all && inputs.isEmpty {
        throw ValidationError(
          "name a sample or pass --all (samples: \(Catalog.current.names.joined(separator: ", ")))")
      }
    }

    func run() async throws {
      let catalog = Catalog.current
      let chosen = try (all ? catalog.names : inputs).flatMap { try catalog.inputs($0, variant: scenario.variant) }
      if format == .json && chosen.count != 1 {
        let several = chosen.first {
          if case .scenario(let sample, _) = $0.source { sample.variants.count > 1 } else { false }
        }
        if case .scenario(let sample, _)? = several?.source, inputs.count == 1 {
          throw CLIError(
            "--format json writes one trace; sample '\(sample.name)' has variants "
              + "\(sample.variants.compactMap(\.variant).joined(separator: ", ")): pass --variant")
        }
        throw CLIError("--format json writes one trace; name one sample")
      }
      var outputs: [String] = []
      for input in chosen {
        let trace = try await input.load(scenario, timings: timing.settings)
        let name = trace.variant.map { "\(trace.scenario) (\($0))" } ?? trace.scenario
        for frame in trace.frames {
          for warning in frame.warnings {
            printError("warning: \(name) frame \(frame.index): \(warning.message)")
          }
        }
        outputs.append(try format.render(trace, dialect: dialect.dialect))
      }
      try writeStandardOutput(outputs.joined(separator: "\n"))
    }
  }
}

/// The output formats of `viewtrace run` and `viewtrace import`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, printchanges

  func render(_ trace: Trace, dialect: PrintChangesDialect = .ios17) throws -> String {
    switch self {
    case .text: TraceText.summary(trace)
    case .printchanges: TraceText.printChanges(trace, dialect: dialect)
    case .json: String(decoding: try TraceCoding.encode(trace), as: UTF8.self)
    }
  }
}

/// `--dialect`: how `_printChanges` lines are worded (R10).
struct DialectOptions: ParsableArguments {
  @Option(
    help:
      "Word _printChanges lines as this system does: \(PrintChangesDialect.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var dialect: PrintChangesDialect = .ios17
}

extension PrintChangesDialect: ExpressibleByArgument {}
