import ArgumentParser
import ViewTrace
import ViewTraceSamples

/// `viewtrace`: runs SwiftUI-compatible scenarios and explains every view update.
@main
struct ViewTraceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viewtrace",
    abstract: "Simulates SwiftUI's update rules and explains why each view updated.",
    discussion: """
      Exit status: 0 success; 1 the check found a problem (over budget, a device log that differs); \
      2 bad input or an output that cannot be written (one `Error:` line); 64 a usage error.
      """,
    subcommands: [
      List.self, Run.self, Render.self, Report.self, Check.self, Diff.self, Import.self, CompareLog.self, Advise.self,
    ])

  /// Parses and runs the command. Usage errors exit 64 with the usage; a
  /// command's own `ExitCode` (1: the check found a problem) is kept; every
  /// other failure (bad input, an unreadable or unwritable file, standard
  /// output that cannot be written) prints one `Error:` line and exits 2.
  static func main() async {
    let parsed: any ParsableCommand
    do {
      parsed = try parseAsRoot()
    } catch {
      exit(withError: error)
    }
    var command = parsed
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch let code as ExitCode {
      exit(withError: code)
    } catch {
      printError("Error: \(oneLine(error))")
      exit(withError: ExitCode(2))
    }
  }
}

extension ViewTraceCommand {
  /// `viewtrace list`
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in samples.")

    func run() throws {
      let width = SampleCatalog.names.map(\.count).max() ?? 0
      for sample in SampleCatalog.all {
        let rules = sample.rules.joined(separator: ",")
        try writeStandardOutput(
          "\(sample.name.padding(toLength: width, withPad: " ", startingAt: 0))  [\(rules)] \(sample.summary)\n")
      }
    }
  }

  /// `viewtrace run <sample...> --format text|json|printchanges`
  struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run samples and print their trace.",
      discussion: "Samples: \(SampleCatalog.names.joined(separator: ", ")).")

    @Argument(help: "The samples to run (see `viewtrace list`).")
    var samples: [String] = []

    @Flag(help: "Run every built-in sample.")
    var all = false

    @Option(help: "Output: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(help: "Override the scenario's random seed.")
    var seed: UInt64?

    @Option(help: "Run only this variant of a sample that has several (e.g. Observable).")
    var variant: String?

    @Option(
      help:
        "How closures compare (disputed rule): \(ClosureComparisonOption.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var closureComparison: ClosureComparisonOption = .functionAndContext

    @Flag(help: "Count making a binding ($x) as reading x (disputed rule; the seeds say no).")
    var bindingProjectionIsRead = false

    var options: EngineOptions {
      EngineOptions(
        closureComparison: closureComparison.engineValue, bindingProjectionIsRead: bindingProjectionIsRead)
    }

    func validate() throws {
      if all && !samples.isEmpty { throw ValidationError("give sample names or --all, not both") }
      if !all && samples.isEmpty {
        throw ValidationError("name a sample or pass --all (samples: \(SampleCatalog.names.joined(separator: ", ")))")
      }
      let chosen = all ? SampleCatalog.all : samples.compactMap(SampleCatalog.named)
      if let variant {
        for sample in chosen where sample.variant(variant) == nil {
          let names = sample.variants.compactMap(\.variant)
          throw ValidationError(
            "sample '\(sample.name)' has no variant '\(variant)'"
              + (names.isEmpty ? " (it has a single scenario)" : " (variants: \(names.joined(separator: ", ")))"))
        }
      }
      if format == .json {
        let traces = chosen.map { sample in variant == nil ? sample.variants.count : 1 }.reduce(0, +)
        if traces != 1 {
          let several = chosen.first { $0.variants.count > 1 && variant == nil }
          throw ValidationError(
            several.map {
              "--format json writes one trace; sample '\($0.name)' has variants "
                + "\($0.variants.compactMap(\.variant).joined(separator: ", ")): pass --variant"
            } ?? "--format json writes one trace; name one sample")
        }
      }
    }

    func run() async throws {
      // An unknown sample is bad input (exit 2), not a usage error.
      for name in samples where SampleCatalog.named(name) == nil {
        throw CLIError("unknown sample '\(name)' (samples: \(SampleCatalog.names.joined(separator: ", ")))")
      }
      let chosen = all ? SampleCatalog.all : samples.compactMap(SampleCatalog.named)
      var outputs: [String] = []
      for sample in chosen {
        for scenario in sample.variants where variant == nil || scenario.variant == variant {
          outputs.append(try await render(sample, scenario))
        }
      }
      try writeStandardOutput(outputs.joined(separator: "\n"))
    }

    /// Runs one scenario on the main actor, sends its warnings to standard
    /// error and formats it.
    private func render(_ sample: Sample, _ scenario: Scenario) async throws -> String {
      let scenario = scenario.withSeed(seed)
      let options = options
      let trace = try await MainActor.run { () throws -> Trace in
        do {
          return try scenario.run(options: options)
        } catch {
          throw CLIError("\(sample.name): \(error)")
        }
      }
      let name = trace.variant.map { "\(trace.scenario) (\($0))" } ?? trace.scenario
      for frame in trace.frames {
        for warning in frame.warnings {
          printError("warning: \(name) frame \(frame.index): \(warning.message)")
        }
      }
      return try format.render(trace)
    }
  }
}

/// The output formats of `viewtrace run`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, printchanges

  func render(_ trace: Trace) throws -> String {
    switch self {
    case .text: TraceText.summary(trace)
    case .printchanges: TraceText.printChanges(trace)
    case .json: String(decoding: try TraceCoding.encode(trace), as: UTF8.self)
    }
  }
}

/// `--closure-comparison` values.
enum ClosureComparisonOption: String, CaseIterable, ExpressibleByArgument {
  case functionAndContext = "function-and-context"
  case alwaysDifferent = "always-different"

  var engineValue: EngineOptions.ClosureComparison {
    switch self {
    case .functionAndContext: .functionAndContext
    case .alwaysDifferent: .alwaysDifferent
    }
  }
}
