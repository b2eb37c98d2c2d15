import Testing
import ViewTrace
import ViewTraceSamples

/// SEMANTICS.md rule S25: event sources update the view that owns them.
@MainActor
@Suite struct EventRuleTests {
  @Test func s25_aTimerInTheParentRunsTheParentOnEveryTick() throws {
    let trace = try runSample("event-source")
    for index in [2, 3] {
      let frame = trace.frames[index]
      #expect(frame.printChanges == ["EventSourceTest: _timestamp changed."])
      #expect(outcomes(frame) == ["EventSourceTest": .evaluated, "EventSourceTest/VStack/Text@1": .redrawn])
    }
    #expect(trace.frames[3].actions.count == 2, "two ticks, one frame, one evaluation")
    #expect(trace.frames[5].records.isEmpty && trace.frames[5].sourceChanges.isEmpty, "stopped: no subscription")
  }

  @Test func s25_aTimerIsolatedInTimeViewRunsOnlyTimeView() throws {
    let trace = try runSample("event-source-isolated")
    for index in [2, 3] {
      let frame = trace.frames[index]
      #expect(frame.printChanges == ["TimeView: _timestamp changed."])
      #expect(
        outcomes(frame) == [
          "EventSourceTest/VStack/TimeView@1": .evaluated, "EventSourceTest/VStack/TimeView@1/Text": .redrawn,
        ])
    }
    let trigger = "EventSourceTest/VStack/TimeView@1/Text/Color@background.if"
    #expect(trace.frames[1].record(trigger)?.outcome == .appeared)
    #expect(trace.frames[4].record(trigger)?.outcome == .disappeared)
    #expect(trace.frames[5].records.isEmpty)
    let edge = try #require(trace.edges.first { $0.kind == .event })
    #expect(edge.source == "\(trigger).onReceive" && edge.since == 1 && edge.until == 4)
  }
}
