import Foundation
import Testing
import ViewTraceModel
import ViewTraceSamples

@MainActor
func sample(_ name: String, variant: String? = nil) throws -> Trace {
  let sample = try #require(SampleCatalog.named(name))
  return try (variant.flatMap(sample.variant) ?? sample.scenario).run()
}

func fixture(_ name: String) throws -> Data {
  try Data(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)"))
}
