import ViewTrace
import ViewTraceAdvisor

extension Input {
  /// `advice` with each fix the engine can simulate proved by running the
  /// scenario again with it (``Advice/proved(by:)``); a trace file's advice
  /// as it is, its fixes unverified.
  func proving(_ advice: Advice, _ options: ScenarioOptions) async throws -> Advice {
    guard case .scenario(let sample, let plain) = source else { return advice }
    let scenario = plain.withSeed(options.seed)
    let engine = options.engineOptions
    return try await MainActor.run {
      do {
        return try advice.proved { whatIf in
          var withFix = engine
          withFix.whatIfs = [whatIf]
          return try scenario.run(options: withFix)
        }
      } catch {
        throw CLIError("\(sample.name): \(error)")
      }
    }
  }
}
