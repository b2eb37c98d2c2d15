import Foundation
import Synchronization
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Body timings: measured only when asked, kept out of everything else, and
/// a body that does not return is cut.
@MainActor
@Suite struct BodyTimingTests {
  struct Row: View {
    let value: Int
    var body: some View { Text("row \(value)") }
  }

  struct Screen: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Row(value: count)
        Button("add") { count += 1 }
      }
    }
  }

  let scenario = Scenario("timed", root: { Screen() }) { Step.tap("add") }

  @Test func everyEvaluationCarriesItsMedianTime() throws {
    let trace = try scenario.run(timings: BodyTimings(runs: 3))
    #expect(trace.options["timingRuns"] == "3")
    for frame in trace.frames {
      for record in frame.records {
        #expect((record.bodyMicroseconds != nil) == (record.bodyCount > 0), "\(record.node)")
      }
    }
    // The same frames as a run without timings: only the times are added.
    #expect(trace.withoutTimings == (try scenario.run()))
  }

  @Test func settingsOutOfRangeAreRefused() {
    #expect(throws: EngineError.invalidSettings("timing runs must be 1...101, got 0")) {
      try scenario.run(timings: BodyTimings(runs: 0))
    }
    #expect(BodyTimings(limitSeconds: .nan).problem != nil)
    #expect(BodyTimings(limitSeconds: 0).problem != nil)
    #expect(BodyTimings().problem == nil)
  }

  @Test func theMedianOfTheRunsIsKept() {
    func run(_ time: Double) -> Trace {
      var trace = Trace(scenario: "t", summary: "", seed: 0)
      var frame = Frame(index: 0, event: "initial render", eventKind: .initial)
      frame.records = [NodeRecord(node: "A", outcome: .appeared, bodyCount: 1, bodyMicroseconds: time)]
      trace.frames = [frame]
      return trace
    }
    let median = BodyTimings.median(of: [run(9), run(1), run(5)])
    #expect(median.frames[0].records[0].bodyMicroseconds == 5)
    #expect(median.options["timingRuns"] == "3")
  }

  /// A body that does not return is cut once it passes the limit; the
  /// command line's cut prints this line and exits with status 2.
  @Test func aBodyPastTheLimitIsCut() async throws {
    let cuts = Mutex<[String]>([])
    let watchdog = BodyWatchdog(limitSeconds: 0.05) { message in cuts.withLock { $0.append(message) } }
    watchdog.arm("Row (Screen/VStack/Row@0) in frame 1")
    try await Task.sleep(for: .milliseconds(700))
    watchdog.stop()
    #expect(
      cuts.withLock { $0 } == [
        "Error: --timings: the body of Row (Screen/VStack/Row@0) in frame 1 ran longer than the per-body limit of "
          + "0.05 s; the run is cut (raise it with --timings-limit)"
      ])
  }

  @Test func aBodyThatReturnsInTimeIsNotCut() async throws {
    let cuts = Mutex<Int>(0)
    let watchdog = BodyWatchdog(limitSeconds: 0.3) { _ in cuts.withLock { $0 += 1 } }
    for _ in 0..<50 {
      watchdog.arm("Row")
      watchdog.disarm()
    }
    try await Task.sleep(for: .milliseconds(600))
    watchdog.stop()
    #expect(cuts.withLock { $0 } == 0)
  }
}
