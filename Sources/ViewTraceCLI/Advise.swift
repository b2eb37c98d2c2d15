import ArgumentParser
import ViewTraceAdvisor
import ViewTraceModel

extension ViewTraceCommand {
  /// `viewtrace advise <sample | sample:variant | trace.json> [--format text|markdown] [--after B]`
  struct Advise: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Find avoidable body evaluations, name their cause and propose a fix.",
      discussion: """
        Exit status: 0 nothing avoidable; 1 avoidable evaluations found; 2 bad input. \
        With --after, the second input is the fixed version: both are advised and compared side by side \
        (exit 1 when the fixed version still has avoidable evaluations). See docs/advisor.md.
        """)

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, markdown }

    @Argument(help: "A sample, a sample:variant, or a trace.json.", completion: sampleCompletion) var input: String
    @Option(help: "Output: text, markdown.") var format: Format = .text
    @Option(help: "The fixed version (sample, sample:variant or trace.json) to compare with.") var after: String?
    @OptionGroup var scenario: ScenarioOptions
    @OptionGroup var timing: TimingOptions
    @Option(
      help: ArgumentHelp(
        "With --timings: a body whose median run takes at least this many microseconds is slow (default \(Int(Advice.defaultSlowBody))).",
        valueName: "microseconds"))
    var slowBody: Double?
    @Option(
      help: ArgumentHelp(
        "With --timings: a slow body also costs, per view it builds, at least this many times the other views' median (default \(Int(Advice.defaultSlowBodyRatio)); 0: the --slow-body threshold alone).",
        valueName: "ratio"))
    var slowBodyRatio: Double?

    func validate() throws {
      if let slowBodyRatio {
        if !timing.timings { throw ValidationError("--slow-body-ratio needs --timings") }
        guard slowBodyRatio.isFinite, slowBodyRatio >= 0, slowBodyRatio <= 1_000_000 else {
          throw ValidationError("--slow-body-ratio must be a number in [0, 1000000], got \(slowBodyRatio)")
        }
      }
      guard let slowBody else { return }
      if !timing.timings { throw ValidationError("--slow-body needs --timings") }
      guard slowBody.isFinite, slowBody > 0, slowBody <= Trace.maxBodyMicroseconds else {
        throw ValidationError(
          "--slow-body must be a number of microseconds in (0, \(Int(Trace.maxBodyMicroseconds))], got \(slowBody)")
      }
    }

    func run() async throws {
      let catalog = Catalog.current
      let source = try catalog.input(input, variant: scenario.variant)
      let advice = try await source.proving(
        Advice(
          try await source.load(scenario, timings: timing.settings), slowBody: slowBody ?? Advice.defaultSlowBody,
          slowBodyRatio: slowBodyRatio ?? Advice.defaultSlowBodyRatio),
        scenario)
      var output = format == .text ? AdviceText.text(advice) : AdviceText.markdown(advice)
      var remaining = advice.avoidableCount
      if let after {
        let fixed = Advice(
          try await catalog.input(after, variant: scenario.variant).load(scenario, timings: timing.settings),
          slowBody: slowBody ?? Advice.defaultSlowBody,
          slowBodyRatio: slowBodyRatio ?? Advice.defaultSlowBodyRatio)
        let proof = VariantProof(before: advice, after: fixed)
        output +=
          format == .text
          ? "\n" + proof.text : "\n## Before and after\n\n" + TextEscaping.markdownCodeBlock(proof.text)
        remaining = fixed.avoidableCount
      }
      try writeStandardOutput(output)
      if remaining > 0 { throw ExitCode(ViewTraceCLI.Status.problemFound) }
    }
  }
}
