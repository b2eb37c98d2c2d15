import Foundation
import Testing
import ViewTraceCompare
@testable import ViewTraceModel
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples

/// Two runs of the same scenario give byte-identical artifacts: trace JSON,
/// DOT, SVG, the budget Markdown and the report HTML.
@MainActor
@Suite struct DeterminismTests {
  func artifacts(_ name: String) async throws -> [String: Data] {
    let trace = try sample(name)
    let renderer = TraceRenderer(trace: trace)
    let last = trace.frames.count - 1
    let templates = try TemplateSet(
      folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates"))
    let budget = Budget(scenario: nil, run: Budget.Run(maxTotalEvaluations: 0), frames: nil)
    return [
      "json": try TraceCoding.encode(trace),
      "dot": Data(try renderer.dot(.tree, frame: last).utf8),
      "svg": try await renderer.render(.cause, frame: last, format: .svg),
      "frames": Data(try await renderer.treeFrames().svg(frame: last).utf8),
      "markdown": Data(budget.check(trace).markdown().utf8),
      "html": Data(try await ReportBuilder(templates: templates).report(for: trace).utf8),
    ]
  }

  /// Every sample's trace file is the whole trace encoded at once, though
  /// `TraceCoding.encode` writes it a piece at a time.
  @Test func everySampleEncodesToTheBytesOfTheWholeTraceAtOnce() throws {
    for sample in SampleCatalog.all {
      for scenario in sample.variants {
        let trace = try scenario.run()
        #expect(try TraceCoding.Pieces.encode(trace) == (try TextEscaping.json(trace)) + Data("\n".utf8), "\(sample.name)")
      }
    }
  }

  @Test(arguments: ["redraw-lab", "observable-migration", "event-source-isolated"])
  func twoRunsGiveByteIdenticalArtifacts(_ name: String) async throws {
    let first = try await artifacts(name)
    let second = try await artifacts(name)
    for key in first.keys.sorted() {
      #expect(first[key] == second[key], "\(name) \(key)")
      #expect((first[key]?.count ?? 0) > 0)
    }
  }
}
