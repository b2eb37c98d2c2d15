import Testing
import ViewTrace
import ViewTraceSamples

/// Runs a built-in sample by name.
@MainActor
func runSample(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Trace {
  let sample = try #require(SampleCatalog.named(name), "no sample \(name)", sourceLocation: sourceLocation)
  return try sample.scenario.run()
}

/// Every touched node of a frame with its outcome.
func outcomes(_ frame: Frame) -> [String: Outcome] {
  Dictionary(uniqueKeysWithValues: frame.records.map { ($0.node, $0.outcome) })
}
