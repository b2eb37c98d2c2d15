import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Details: View {
  @State var note = "n"
  var body: some View { Text(note) }
}

private struct Panel: View {
  @State var open = false
  var body: some View {
    VStack {
      DisclosureGroup("Advanced", isExpanded: $open) { Details() }
      DisclosureGroup("More") { Text("more") }
    }
  }
}

private struct Stopwatch: View {
  @State var started = ScenarioClock.start
  var body: some View {
    Text(started, style: .timer)
  }
}

@MainActor
@Suite struct DisclosureAndTimerTests {
  /// A disclosure group builds its content only while expanded; a bound
  /// expansion changes without the parent's body running.
  @Test func disclosureContentExistsOnlyWhileExpanded() throws {
    let t = try trace(Panel()) {
      Step.expand("Advanced")
      Step.collapse("Advanced")
      Step.expand("More")
    }
    let group = "Panel/VStack/DisclosureGroup@0"
    #expect(t.frames[0].record(group + "/Details@1") == nil)
    #expect(t.frames[0].record(group + "/Text@0")?.outcome == .appeared)
    #expect(t.frames[0].printChanges == ["Panel: @self, @identity, _open changed."])
    #expect(t.frames[1].printChanges == ["Details: @self, @identity, _note changed."])
    #expect(t.frames[1].record(group)?.outcome == .redrawn)
    #expect(t.frames[1].record(group + "/Details@1")?.outcome == .appeared)
    #expect(t.frames[2].record(group + "/Details@1")?.outcome == .disappeared)
    #expect(t.frames[3].record("Panel/VStack/DisclosureGroup@1/Text@1")?.outcome == .appeared)
    #expect(throws: EngineError.self) { try trace(Panel()) { Step.expand("Nope") } }
  }

  /// `Text(date, style: .timer)` is redrawn every second of the scenario
  /// clock; no body runs.
  @Test func aTimerTextRedrawsWithTheClockWithoutABody() throws {
    let t = try trace(Stopwatch()) {
      Step.advanceClock(by: 0.5)
      Step.advanceClock(by: 0.5)
      Step.advanceClock(by: 64)
    }
    #expect(t.node("Stopwatch/Text")?.label == "Text(\"0:00\", style: .timer)")
    #expect(t.frames[1].records.isEmpty)
    #expect(outcomes(t.frames[2]) == ["Stopwatch/Text": .redrawn])
    #expect(t.frames[2].printChanges.isEmpty)
    #expect(
      t.frames[3].record("Stopwatch/Text")?.reasons.first?.changes.first?.after
        == "Text(\"1:05\", style: .timer)")
  }
}
