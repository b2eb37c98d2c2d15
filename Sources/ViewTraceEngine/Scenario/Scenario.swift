/// A root view and a script of events. Running it records a ``Trace``: frame 0
/// is the initial render, then one frame per step.
///
/// ```swift
/// let scenario = Scenario("state-let", summary: "FourthView takes a let", root: { ContentView() }) {
///   Step.tap("Number Change Button")
///   Step.mutate("forthNumber = 42", on: ContentView.self) { $0.forthNumber = 42 }
/// }
/// let trace = try scenario.run()
/// ```
public struct Scenario: Sendable {
  /// The scenario's name, e.g. `state-let`.
  public let name: String
  /// The variant, when one scenario is written several ways.
  public let variant: String?
  /// One line saying what it shows.
  public let summary: String
  /// The seed of `Color.random()` and `scenarioRandom`; by default a 53-bit hash of the name.
  public internal(set) var seed: UInt64
  /// The events, one frame each.
  public let steps: [Step]
  /// Type names are printed as if the types were declared outside this
  /// namespace (see ``init(_:variant:summary:seed:typeNamesRelativeTo:root:steps:)``).
  public let typeNamespace: String?
  let makeRoot: @MainActor @Sendable () -> any View
  /// The screen this scenario's lazy containers show rows in, if it says
  /// (``viewport(_:)``); engine options can still set another.
  public private(set) var viewport: Viewport?

  /// A scenario named `name` (`state-binding`) whose frame 0 renders `root`
  /// and whose steps follow, one frame each.
  ///
  /// SwiftUI prints a nested type with its enclosing types
  /// (`Outer.ContentView: @self changed.`). Views copied into a namespace for
  /// testing (an `enum Fixtures { struct ContentView: View {...} }` in a test
  /// file) can be printed as they are in the app with `typeNamesRelativeTo:
  /// Fixtures.self`: `ContentView: ...`.
  public init<Root: View>(
    _ name: String, variant: String? = nil, summary: String = "", seed: UInt64? = nil,
    typeNamesRelativeTo namespace: Any.Type? = nil,
    root: @escaping @MainActor @Sendable () -> Root, @StepBuilder steps: () -> [Step]
  ) {
    self.name = name
    self.variant = variant
    self.summary = summary
    self.typeNamespace = namespace.map { TypeNames.shared.name(of: $0) }
    // Within 53 bits, so the seed survives JSON readers that use doubles.
    self.seed = seed ?? (stableHash(name) & 0x1F_FFFF_FFFF_FFFF)
    self.steps = steps()
    self.makeRoot = { root() }
  }

  /// Runs the scenario on a fresh graph and returns its trace.
  @MainActor
  public func run(options: EngineOptions = EngineOptions()) throws(EngineError) -> Trace {
    let graph = makeGraph(options: options)
    try play(on: graph)
    let trace = graph.trace
    try Scenario.checkReadable(trace)
    return trace
  }

  /// A run whose trace readers would refuse (over ``Trace/maxFrames`` frames
  /// or ``Trace/maxNodes`` views) is an error of the run, not a file that
  /// cannot be read back.
  static func checkReadable(_ trace: Trace) throws(EngineError) {
    if let (_, problem) = trace.sizeProblem { throw .tooLarge("the run made " + problem) }
  }

  /// Renders frame 0 on `graph`, then performs the steps, one frame each.
  /// A scenario of more steps than a trace has frames is refused before it runs.
  @MainActor
  private func play(on graph: ViewGraph) throws(EngineError) {
    guard steps.count < Trace.maxFrames else {
      throw .tooLarge(
        "the scenario has \(NumberText.grouped(steps.count)) steps; a trace holds at most "
          + "\(NumberText.grouped(Trace.maxFrames)) frames, the first render and one a step (Trace.maxFrames)")
    }
    graph.renderInitialFrame()
    for (index, step) in steps.enumerated() {
      do {
        try graph.perform(step)
      } catch {
        throw .inStep(index + 1, step.name, Self.withWaitingRequests(error, in: graph))
      }
    }
  }

  /// `error` with the network requests still waiting named, when the step looked for a view or
  /// control that may be what their answer makes.
  @MainActor
  private static func withWaitingRequests(_ error: EngineError, in graph: ViewGraph) -> EngineError {
    guard let waiting = graph.features.existing(OutsideCalls.self)?.addresses, !waiting.isEmpty else { return error }
    switch error {
    case .noSuchControl, .noSuchView, .unknownWithin: return .whileRequestsWait(error, waiting)
    default: return error
    }
  }

  /// Runs the scenario `timings.runs` times and returns the first run's
  /// trace with each evaluated record's ``NodeRecord/bodyMicroseconds``: the
  /// median of that frame's body time over the runs. The runs record the
  /// same frames (the engine is deterministic); only the times differ. The
  /// trace's options say `timingRuns`. A body that runs past
  /// ``BodyTimings/limitSeconds`` ends the process with status 2 and one
  /// line on standard error naming it.
  ///
  /// ```swift
  /// let trace = try scenario.run(timings: BodyTimings(runs: 5))
  /// ```
  @MainActor
  public func run(options: EngineOptions = EngineOptions(), timings: BodyTimings) throws(EngineError) -> Trace {
    if let problem = timings.problem { throw .invalidSettings(problem) }
    var runs: [Trace] = []
    for _ in 0..<timings.runs {
      let graph = makeGraph(options: options)
      graph.measureBodies(limitSeconds: timings.limitSeconds)
      defer { graph.stopMeasuringBodies() }
      try play(on: graph)
      let trace = graph.trace
      try Scenario.checkReadable(trace)
      runs.append(trace)
    }
    return BodyTimings.median(of: runs)
  }

  /// A graph for this scenario, before frame 0.
  @MainActor
  public func makeGraph(options: EngineOptions = EngineOptions()) -> ViewGraph {
    func open<Root: View>(_ root: Root) -> ViewGraph {
      ViewGraph(
        scenario: name, variant: variant, summary: summary, seed: seed, options: options,
        typeNamespace: typeNamespace, root: root)
    }
    let graph = open(makeRoot())
    graph.scenarioViewport = viewport
    return graph
  }

  /// This scenario on a screen of its own: how many rows its lazy containers
  /// (`List`, `LazyVStack`, ...) show (see ``Viewport``).
  public func viewport(_ viewport: Viewport) -> Scenario {
    var copy = self
    copy.viewport = viewport
    return copy
  }
}

/// Collects a scenario's steps.
@resultBuilder
public enum StepBuilder {
  /// Collects the steps of a scenario (`buildExpression` of the result builder).
  public static func buildExpression(_ step: Step) -> [Step] { [step] }
  /// Collects the steps of a scenario (`buildExpression` of the result builder).
  public static func buildExpression(_ steps: [Step]) -> [Step] { steps }
  /// Collects the steps of a scenario (`buildBlock` of the result builder).
  public static func buildBlock(_ parts: [Step]...) -> [Step] { parts.flatMap { $0 } }
  /// Collects the steps of a scenario (`buildArray` of the result builder).
  public static func buildArray(_ parts: [[Step]]) -> [Step] { parts.flatMap { $0 } }
  /// Collects the steps of a scenario (`buildOptional` of the result builder).
  public static func buildOptional(_ part: [Step]?) -> [Step] { part ?? [] }
  /// Collects the steps of a scenario (`buildEither` of the result builder).
  public static func buildEither(first: [Step]) -> [Step] { first }
  /// Collects the steps of a scenario (`buildEither` of the result builder).
  public static func buildEither(second: [Step]) -> [Step] { second }
}
