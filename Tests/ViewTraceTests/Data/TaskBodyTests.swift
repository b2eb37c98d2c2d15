import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Quick: View {
  @State var value = 0
  var body: some View {
    Text("\(value)").task { value = 1 }
  }
}

private struct Loader: View {
  @State var phase = "idle"
  @State var id = 0
  var body: some View {
    VStack {
      Text(phase)
      Button("Reload") { id += 1 }
    }
    .task(id: id) {
      phase = "loading \(id)"
      try? await Task.sleep(for: .seconds(30))
      phase = "done"
    }
  }
}

private struct Silent: View {
  var body: some View {
    Text("x").task {}
  }
}

@MainActor
@Suite struct TaskBodyTests {
  /// A task's body runs on the main actor after the update that started it:
  /// the state it writes makes a frame of its own.
  @Test func aTaskBodyRunsInAFrameOfItsOwnAfterTheFrameThatStartedIt() throws {
    let t = try trace(Quick())
    #expect(t.frames.count == 2)
    #expect(t.frames[0].actions == [ActionRecord(node: "Quick/Text", kind: .taskStarted)])
    #expect(t.frames[1].event == "task of Quick/Text")
    #expect(t.frames[1].eventKind == .event)
    #expect(t.frames[1].printChanges == ["Quick: _value changed."])
    #expect(t.frames[1].warnings.isEmpty)
  }

  /// A body that writes nothing leaves no frame.
  @Test func aTaskBodyThatChangesNothingLeavesNoFrame() throws {
    let t = try trace(Silent())
    #expect(t.frames.count == 1)
  }

  /// A body's `Task.sleep` sleeps on the scenario's clock: the warning says how long, and
  /// `Step.advanceClock` past it wakes the body, whose write lands in that step's frame. A new
  /// id then cancels nothing (the body ended) and starts the body again.
  @Test func aTaskSleepsOnTheScenarioClockAndANewIdRestartsIt() throws {
    let t = try trace(Loader()) {
      Step.advanceClock(by: 60)
      Step.tap("Reload")
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "task of Loader/VStack", "advance clock by 60 s", "tap \"Reload\"", "task of Loader/VStack",
      ])
    #expect(t.frames[1].printChanges == ["Loader: _phase changed."])
    #expect(
      t.frames[1].sourceChanges == [SourceChange(source: "Loader._phase", before: "\"idle\"", after: "\"loading 0\"")])
    #expect(
      t.frames[1].warnings.map(\.message) == [
        "the task of Loader/VStack sleeps on the scenario's clock for 30 s more: Step.advanceClock(by:) wakes it"
      ])
    #expect(
      t.frames[2].sourceChanges == [SourceChange(source: "Loader._phase", before: "\"loading 0\"", after: "\"done\"")])
    #expect(t.frames[3].actions.map(\.kind) == [.taskCancelled, .taskStarted])
    #expect(
      t.frames[4].sourceChanges == [SourceChange(source: "Loader._phase", before: "\"done\"", after: "\"loading 1\"")])
    #expect(t.frames[4].warnings.map(\.kind) == [.taskSuspended])
  }
}
