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
    let trace = try await MainActor.run { () throws(EngineError) -> Trace in try run(options: options) }
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
