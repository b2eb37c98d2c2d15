import ViewTrace

extension Scenario {
  /// Runs the scenario for a test and returns its trace; when
  /// `VIEWTRACE_ARTIFACTS` is set, also writes the trace and its report page
  /// there (see ``Artifacts``).
  ///
  /// ```swift
  /// @Test func showingDetails() async throws {
  ///   let trace = try await Scenario.shoppingList.runUnderTest()
  ///   await trace.expect("toggle \"Show details\"", evaluated: ["DetailPanel", "ShoppingList"])
  /// }
  /// ```
  ///
  /// - Throws: ``EngineError`` when a step finds nothing to act on (a button
  ///   title that is not on screen, ...); an artifact that cannot be written
  ///   is a warning on standard error, never a failure.
  public func runUnderTest(options: EngineOptions = EngineOptions()) async throws -> Trace {
    try await record(MainActor.run { () throws(EngineError) -> Trace in try run(options: options) })
  }

  /// Runs the scenario for a test with its bodies measured (``BodyTimings``):
  /// each evaluation carries ``NodeRecord/bodyMicroseconds``, ``BodyTimes``
  /// ranks them, `Advice(trace)` names slow bodies and a budget's
  /// `run.maxBodyMicroseconds` can be checked. Times are wall time on the
  /// machine running the test; snapshot a trace made without timings.
  ///
  /// ```swift
  /// let trace = try await Scenario.shoppingList.runUnderTest(timings: BodyTimings(runs: 5))
  /// let slowest = try #require(BodyTimes(trace)?.views.first)
  /// #expect(slowest.median < 1000)   // µs
  /// ```
  public func runUnderTest(options: EngineOptions = EngineOptions(), timings: BodyTimings) async throws -> Trace {
    try await record(MainActor.run { () throws(EngineError) -> Trace in try run(options: options, timings: timings) })
  }

  private func record(_ trace: Trace) async -> Trace {
    if let artifacts = Artifacts.fromEnvironment {
      do {
        try await artifacts.record(trace)
      } catch {
        artifacts.warn(error)
      }
    }
    return trace
  }
}

