import Foundation
import Testing
import ViewTrace
import ViewTraceSamples

@MainActor
@Suite struct SampleCatalogTests {
  @Test func catalogHasTheIssueSampleNames() {
    let names = Set(SampleCatalog.names)
    let required = [
      "state-let", "state-binding", "redraw-lab", "counter", "state-init-assign", "published-let",
      "published-binding", "observed-vs-stateobject", "observable-book", "observable-migration",
      "environment-object-unused", "environment-value-unused", "student-params", "student-split",
      "student-equatable", "closure-cells", "closure-cells-equatable", "closure-cells-method",
    ]
    for required in required {
      #expect(names.contains(required))
    }
    #expect(names.count == SampleCatalog.all.count, "sample names are unique")
  }

  /// The rules `TraceCoding.decode` checks are the engine's own guarantees.
  @Test(arguments: SampleCatalog.all)
  func everySampleTracePassesValidation(_ sample: Sample) throws {
    for scenario in sample.variants {
      let trace = try scenario.run()
      try trace.validate()
      #expect(try TraceCoding.decode(TraceCoding.encode(trace)) == trace)
    }
  }

  @Test(arguments: SampleCatalog.all)
  func twoRunsGiveByteIdenticalJSON(_ sample: Sample) throws {
    for scenario in sample.variants {
      let first = try TraceCoding.encode(scenario.run())
      let second = try TraceCoding.encode(scenario.run())
      #expect(first == second)
    }
  }

  @Test(arguments: SampleCatalog.all)
  func decodingAnEncodedTraceGivesAnEqualValue(_ sample: Sample) throws {
    for scenario in sample.variants {
      let trace = try scenario.run()
      #expect(try TraceCoding.decode(TraceCoding.encode(trace)) == trace)
    }
  }

  @Test(arguments: SampleCatalog.all.flatMap(\.variants).map { SampleRun($0) })
  func everyBodyRunHasExactlyOnePrintChangesLine(_ run: SampleRun) throws {
    let trace = try run.scenario.run()
    for frame in trace.frames {
      #expect(frame.records.map(\.bodyCount).reduce(0, +) == frame.printChanges.count)
      for record in frame.records where record.bodyCount > 0 {
        #expect(record.printChanges.map(frame.printChanges.contains) == true)
      }
    }
  }

  @Test func anotherSeedChangesOnlyTheRandomValues() throws {
    let sample = try #require(SampleCatalog.named("state-let"))
    let a = try sample.scenario.run()
    let b = try sample.scenario.withSeed(7).run()
    #expect(a.frames.map(\.printChanges) == b.frames.map(\.printChanges))
    #expect(a.nodes.map(\.modifiers) != b.nodes.map(\.modifiers))
  }
}

/// One scenario of a sample, named for test output.
struct SampleRun: Sendable, CustomStringConvertible {
  let scenario: Scenario
  init(_ scenario: Scenario) { self.scenario = scenario }
  var description: String { scenario.variant.map { "\(scenario.name) (\($0))" } ?? scenario.name }
}
