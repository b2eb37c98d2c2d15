import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceSamples

/// The scenarios a `viewtrace` tool works on, with its name and version.
///
/// ```swift
/// let catalog = Catalog(scenarios: [Scenario.shoppingList, Scenario.checkout], commandName: "my-traces")
/// await ViewTraceCLI.main(catalog)
/// ```
public struct Catalog: Sendable {
  /// The scenarios by name; a sample with several variants runs one scenario several ways.
  public var samples: [Sample]
  /// The tool's name in its help (`my-traces`).
  public var commandName: String
  /// What `--version` prints.
  public var version: String

  /// A catalog of samples, each with one scenario or several variants.
  ///
  /// ```swift
  /// Catalog(samples: SampleCatalog.all)   // the built-in `viewtrace`
  /// ```
  public init(samples: [Sample], commandName: String = "viewtrace", version: String = ViewTraceCLI.version) {
    self.samples = samples
    self.commandName = commandName
    self.version = version
  }

  /// A catalog of scenarios; scenarios with the same name are the variants of one sample.
  ///
  /// ```swift
  /// Catalog(scenarios: [Scenario.shoppingList], commandName: "my-traces")
  /// ```
  public init(scenarios: [Scenario], commandName: String = "viewtrace", version: String = ViewTraceCLI.version) {
    var order: [String] = []
    var variants: [String: [Scenario]] = [:]
    for scenario in scenarios {
      if variants[scenario.name] == nil { order.append(scenario.name) }
      variants[scenario.name, default: []].append(scenario)
    }
    let samples = order.map { name in
      let group = variants[name]!
      return group.count == 1
        ? Sample(group[0], rules: [])
        : Sample(name, summary: group[0].summary, rules: [], variants: group)
    }
    self.init(samples: samples, commandName: commandName, version: version)
  }

  /// The sample called `name`.
  func named(_ name: String) -> Sample? { samples.first { $0.name == name } }

  /// Every sample's name, in order.
  var names: [String] { samples.map(\.name) }

  /// The catalog of the running tool.
  static var current: Catalog { store.withLock { $0 } }

  static func install(_ catalog: Catalog) { store.withLock { $0 = catalog } }

  private static let store = Locked(Catalog(samples: SampleCatalog.all))
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// One trace a command reads: a scenario of the catalog or a trace file.
struct Input: Sendable {
  enum Source: Sendable {
    case scenario(Sample, Scenario)
    case file(String)
  }

  let source: Source

  /// The base name of its output files: the sample (with its variant), or the trace file's name
  /// without its extensions (`element-reads` for `element-reads.trace.json`, which a report
  /// writes again as `element-reads.trace.json`, not `element-reads-trace.trace.json`).
  var file: String {
    switch source {
    case .scenario(let sample, let scenario):
      return scenario.variant.map { "\(sample.name)-\(FileName.slug($0))" } ?? sample.name
    case .file(let path):
      let name = URL(fileURLWithPath: path).lastPathComponent
      let base = name.hasSuffix(".trace.json") ? String(name.dropLast(".trace.json".count)) : name
      return FileName.slug(URL(fileURLWithPath: base).deletingPathExtension().lastPathComponent)
    }
  }

  /// Inputs of the same group are shown side by side in the report's index: a sample's variants
  /// (or the samples it is compared with), and all the trace files a report was given.
  var group: String {
    switch source {
    case .scenario(let sample, _): sample.comparison ?? sample.name
    case .file: "Trace files"
    }
  }

  /// Whether the input is a trace file.
  var isFile: Bool {
    if case .file = source { return true }
    return false
  }

  /// `body` on the main actor with the scenario (seeded as `options` says)
  /// and the engine options; an error it throws names the sample. Nil for a
  /// trace file.
  func onScenario<T: Sendable>(
    _ options: ScenarioOptions, _ body: @escaping @MainActor @Sendable (Scenario, EngineOptions) throws -> T
  ) async throws -> T? {
    guard case .scenario(let sample, let scenario) = source else { return nil }
    let seeded = scenario.withSeed(options.seed)
    let engine = options.engineOptions
    return try await MainActor.run {
      do {
        return try body(seeded, engine)
      } catch {
        throw CLIError("\(sample.name): \(error)")
      }
    }
  }

  /// Runs the scenario (on the main actor) or reads and validates the file.
  /// With `timings`, the scenario runs that many times and its records carry
  /// body times; a file keeps the times it was written with, if any.
  func load(_ options: ScenarioOptions, timings: BodyTimings? = nil) async throws -> Trace {
    switch source {
    case .scenario:
      return try await onScenario(options) { scenario, engine in
        if let timings { return try scenario.run(options: engine, timings: timings) }
        return try scenario.run(options: engine)
      }!
    case .file(let path) where timings != nil:
      printError(
        "warning: \(TextEscaping.echo(path)) is a trace file: --timings measures scenarios it runs; "
          + "this file shows the body times it was written with, if any")
      return try await load(options)
    case .file(let path):
      let data = try readInput(path)
      do {
        return try TraceCoding.decode(data)
      } catch {
        throw CLIError("\(TextEscaping.echo(path)): \(error)")
      }
    }
  }
}

extension Catalog {
  /// What `spec` names: a sample (every variant, or `variant`), a
  /// `sample:variant`, or a trace file. Every command resolves its inputs here.
  func inputs(_ spec: String, variant: String?) throws -> [Input] {
    var name = spec
    var variant = variant
    if named(spec) == nil, let colon = spec.lastIndex(of: ":"), named(String(spec[..<colon])) != nil {
      name = String(spec[..<colon])
      variant = String(spec[spec.index(after: colon)...])
    }
    guard let sample = named(name) else {
      if FileManager.default.fileExists(atPath: spec) || spec.contains("/") || spec.hasSuffix(".json") {
        return [Input(source: .file(spec))]
      }
      throw CLIError(
        "unknown sample '\(TextEscaping.echo(spec))' (samples: \(names.joined(separator: ", ")); or name a trace .json file)"
      )
    }
    guard let variant else { return sample.variants.map { Input(source: .scenario(sample, $0)) } }
    guard let scenario = sample.variant(variant) else {
      let variants = sample.variants.compactMap(\.variant)
      throw CLIError(
        "sample '\(sample.name)' has no variant '\(TextEscaping.echo(variant))'"
          + (variants.isEmpty ? " (it has a single scenario)" : " (variants: \(variants.joined(separator: ", ")))"))
    }
    return [Input(source: .scenario(sample, scenario))]
  }

  /// The one trace `spec` names; a sample with several variants needs one.
  func input(_ spec: String, variant: String?) throws -> Input {
    let inputs = try inputs(spec, variant: variant)
    guard inputs.count == 1, let input = inputs.first else {
      let variants = inputs.compactMap {
        if case .scenario(_, let scenario) = $0.source { scenario.variant } else { nil }
      }
      throw CLIError(
        "sample '\(spec)' has several variants; pass --variant or \(spec):VARIANT "
          + "(variants: \(variants.joined(separator: ", ")))")
    }
    return input
  }
}

/// Options every command that runs scenarios shares.
struct ScenarioOptions: ParsableArguments {
  @Option(help: "The variant of a sample that has several (e.g. Observable).")
  var variant: String?

  @Option(help: "Override the scenario's random seed.")
  var seed: UInt64?

  @Option(
    help:
      "How closures compare (disputed rule): \(ClosureComparisonOption.allCases.map(\.rawValue).joined(separator: ", "))."
  )
  var closureComparison: ClosureComparisonOption = .functionAndContext

  @Flag(help: "Count making a binding ($x) as reading x (disputed rule; the seeds say no).")
  var bindingProjectionIsRead = false

  var engineOptions: EngineOptions {
    EngineOptions(closureComparison: closureComparison.engineValue, bindingProjectionIsRead: bindingProjectionIsRead)
  }
}

/// `--timings`: measure the user's body code (`run`, `report`, `advise`, `check`).
struct TimingOptions: ParsableArguments {
  @Flag(
    help: """
      Measure each body's wall time: the scenario runs --timings-runs times and each body keeps the \
      median. Off by default; times enter JSON only with it.
      """)
  var timings = false

  @Option(help: "With --timings: how many runs the median is taken over (1...\(BodyTimings.maxRuns)).")
  var timingsRuns: Int?

  @Option(
    help: ArgumentHelp(
      "With --timings: the longest one body may run, in seconds; past it the run is cut (exit 2).",
      valueName: "seconds"))
  var timingsLimit: Double?

  func validate() throws {
    if !timings && (timingsRuns != nil || timingsLimit != nil) {
      throw ValidationError("--timings-runs and --timings-limit need --timings")
    }
    if let problem = settings?.problem { throw ValidationError(problem) }
  }

  /// The settings, or nil without `--timings`.
  var settings: BodyTimings? {
    guard timings else { return nil }
    let defaults = BodyTimings()
    return BodyTimings(runs: timingsRuns ?? defaults.runs, limitSeconds: timingsLimit ?? defaults.limitSeconds)
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

/// Completes a sample name in the shell.
let sampleCompletion = CompletionKind.custom { _, _, _ in Catalog.current.names }
