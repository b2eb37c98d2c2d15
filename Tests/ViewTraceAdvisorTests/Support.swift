import Testing
import ViewTraceAdvisor
import ViewTraceModel
import ViewTraceSamples

/// Runs a built-in sample (or one variant of it) on the main actor.
@MainActor
func trace(_ name: String, variant: String? = nil) throws -> Trace {
  let sample = try #require(SampleCatalog.named(name), "no sample \(name)")
  return try #require(variant.map(sample.variant) ?? sample.scenario, "no variant \(variant ?? "")").run()
}

/// The advice of a built-in sample.
@MainActor
func advise(_ name: String, variant: String? = nil) throws -> Advice {
  Advice(try trace(name, variant: variant))
}
