import ViewTrace
import ViewTraceAdvisor

extension Input {
  /// `advice` with each fix the engine can simulate proved by running the
  /// scenario again with it (``Advice/proved(by:)``); a trace file's advice
  /// as it is, its fixes unverified.
  func proving(_ advice: Advice, _ options: ScenarioOptions) async throws -> Advice {
    try await onScenario(options) { scenario, engine in
      try advice.proved { whatIf in
        var withFix = engine
        withFix.whatIfs = [whatIf]
        return try scenario.run(options: withFix)
      }
    } ?? advice
  }
}
