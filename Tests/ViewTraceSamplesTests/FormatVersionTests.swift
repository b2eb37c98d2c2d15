import Foundation
import Testing
import ViewTrace
import ViewTraceSamples

/// Every sample's trace as the last build that wrote format version 2 wrote
/// it (`Fixtures/FormatVersion2/<sample>[.<variant>].json`, from
/// `viewtrace run S [--variant V] --format json`), read back through the
/// reader, is today's run of the sample: version 3 changed how a frame
/// stores its body runs, not what they are. The one difference allowed is
/// the one the change of wording made: a body's reason now carries where its
/// values differ (`changes[].diff`, `student.age: 88 -> 42`), which version 2
/// kept only on the frame's source change.
@Suite struct FormatVersionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let sample: String
    let variant: String?
    var file: String { sample + (variant.map { ".\($0)" } ?? "") + ".json" }
    var testDescription: String { file }
  }

  static let cases: [Case] = SampleCatalog.all.flatMap { sample in
    sample.variants.count == 1
      ? [Case(sample: sample.name, variant: nil)]
      : sample.variants.map { Case(sample: sample.name, variant: $0.variant) }
  }

  @Test func everyFixtureIsASample() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures/FormatVersion2")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == Self.cases.map(\.file).sorted())
  }

  @Test(arguments: cases)
  @MainActor func aVersionTwoTraceReadsAsTodaysRun(_ test: Case) throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/FormatVersion2/\(test.file)"))
    let old = try TraceCoding.decode(data)
    let sample = try #require(SampleCatalog.named(test.sample))
    let scenario = try #require(test.variant.map { sample.variant($0) } ?? sample.scenario)
    // Version 2 traces were written before sources recorded where they are declared.
    let new = try scenario.run().withoutSourceLocations
    #expect(old.formatVersion == 2)
    #expect(new.formatVersion == Trace.currentFormatVersion)
    #expect(old.frames.count == new.frames.count)
    for (before, after) in zip(old.frames, new.frames) {
      // The body runs, in order, with each run's line in every dialect.
      #expect(before.runs.map(\.record) == after.runs.map(\.record), "frame \(after.index)")
      for dialect in PrintChangesDialect.allCases {
        #expect(
          old.printChanges(before, dialect: dialect) == new.printChanges(after, dialect: dialect),
          "frame \(after.index), \(dialect)")
      }
    }
    var before = Self.comparable(old, keepingDiffsOf: old)
    var after = Self.comparable(new, keepingDiffsOf: old)
    for (was, now) in zip(before.frames, after.frames) { #expect(was == now, "frame \(now.index)") }
    before.frames = []
    after.frames = []
    #expect(before == after, "the trace apart from its frames")
  }

  /// The trace with the stored shape of body runs left out (compared above
  /// through `runs` and the lines) and a reason's `diff` kept only where
  /// `reference` has one.
  static func comparable(_ trace: Trace, keepingDiffsOf reference: Trace) -> Trace {
    var trace = trace
    trace.formatVersion = 0
    // `idModifier` came later, and optional: version 2 traces read without it.
    for n in trace.nodes.indices { trace.nodes[n].idModifier = nil }
    // So did the views' declarations, which a version 2 trace reads as none.
    trace.declarations = []
    for f in trace.frames.indices {
      trace.frames[f].evaluations = []
      for r in trace.frames[f].records.indices {
        trace.frames[f].records[r].runReasons = nil
        for (k, reason) in trace.frames[f].records[r].reasons.enumerated() {
          for c in reason.changes.indices {
            let kept = reference.frames[safe: f]?.records[safe: r]?.reasons[safe: k]?.changes[safe: c]?.diff
            if kept == nil { trace.frames[f].records[r].reasons[k].changes[c].diff = nil }
          }
        }
      }
    }
    return trace
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
