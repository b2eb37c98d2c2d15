import Foundation
import Testing
import ViewTrace
import ViewTraceSamples

@MainActor
@Suite struct SampleCatalogTests {
  @Test func catalogHasTheIssueSampleNames() {
    let names = Set(SampleCatalog.names)
    for required in ["state-let", "state-binding", "redraw-lab", "counter", "state-init-assign"] {
      #expect(names.contains(required))
    }
    #expect(names.count == SampleCatalog.all.count, "sample names are unique")
  }

  @Test(arguments: SampleCatalog.all)
  func twoRunsGiveByteIdenticalJSON(_ sample: Sample) throws {
    let first = try TraceCoding.encode(sample.scenario.run())
    let second = try TraceCoding.encode(sample.scenario.run())
    #expect(first == second)
  }

  @Test(arguments: SampleCatalog.all)
  func decodingAnEncodedTraceGivesAnEqualValue(_ sample: Sample) throws {
    let trace = try sample.scenario.run()
    #expect(try TraceCoding.decode(TraceCoding.encode(trace)) == trace)
  }

  @Test(arguments: SampleCatalog.all)
  func everyBodyRunHasExactlyOnePrintChangesLine(_ sample: Sample) throws {
    let trace = try sample.scenario.run()
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
