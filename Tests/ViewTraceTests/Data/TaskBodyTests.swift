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

  /// A body waiting on real time (a `Task.sleep` the scenario does not
  /// advance) is named once as waiting. A new id cancels it and starts the
  /// body again: the new body's first job is queued on the main actor while
  /// the cancelled sleep resumes on the global executor, so "loading 1" shows
  /// first; then the old body goes on (its `try?` swallows the
  /// `CancellationError`, as on a device) and writes "done".
  @Test func aTaskWaitingOnTimeIsNamedAndANewIdCancelsIt() throws {
    let t = try trace(Loader()) {
      Step.advanceClock(by: 60)
      Step.tap("Reload")
    }
    #expect(
      t.frames.map(\.event) == [
        "initial render", "task of Loader/VStack", "advance clock by 60 s", "tap \"Reload\"", "task of Loader/VStack",
        "task of Loader/VStack",
      ])
    #expect(t.frames[1].printChanges == ["Loader: _phase changed."])
    #expect(
      t.frames[1].sourceChanges == [SourceChange(source: "Loader._phase", before: "\"idle\"", after: "\"loading 0\"")])
    #expect(t.frames[1].warnings.map(\.kind) == [.taskSuspended])
    #expect(t.frames[2].records.isEmpty)
    #expect(t.frames[3].actions.map(\.kind) == [.taskCancelled, .taskStarted])
    #expect(
      t.frames[4].sourceChanges == [
        SourceChange(source: "Loader._phase", before: "\"loading 0\"", after: "\"loading 1\"")
      ])
    #expect(
      t.frames[5].sourceChanges == [SourceChange(source: "Loader._phase", before: "\"loading 1\"", after: "\"done\"")])
    #expect(t.frames[5].warnings.map(\.kind) == [.taskSuspended])
  }
}
