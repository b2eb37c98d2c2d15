import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@MainActor enum Events {
  static let subject = PassthroughSubject<Int, Never>()
  static var log: [String] = []
}

private struct Receiver: View {
  @State var last = 0
  @State var watched = 0
  var body: some View {
    Text("last \(last)")
      .onReceive(Events.subject) { last = $0 }
      .onChange(of: watched) { old, new in Events.log.append("changed \(old) -> \(new)") }
  }
}

private struct Tasks: View {
  @State var show = true
  @State var id = 1
  var body: some View {
    VStack {
      if show {
        Text("task").task(id: id) {}
      }
      Button("hide") { show = false }
    }
  }
}

/// Sends on the subject from its body once `armed`.
private struct SendsInBody: View {
  @State var armed = false
  var body: some View {
    if armed { Events.subject.send(9) }
    return VStack {
      Receiver()
      Button("arm") { armed = true }
    }
  }
}

@MainActor
@Suite struct EventTests {
  @Test func sendingOnASubjectRunsOnReceiveAndUpdatesTheOwner() throws {
    let t = try trace(Receiver()) {
      Step.send("send 7", to: Events.subject, 7)
      Step.send("send 7 again", to: Events.subject, 7)
    }
    #expect(t.frames[1].printChanges == ["Receiver: _last changed."])
    #expect(t.frames[1].actions == [ActionRecord(node: "Receiver/Text", kind: .onReceive)])
    #expect(t.frames[2].printChanges.isEmpty, "an equal value changes no state")
    #expect(t.frames[2].actions.count == 1, "but the action still ran")
  }

  @Test func onChangeRunsAfterThePassWithOldAndNewValues() throws {
    Events.log = []
    let t = try trace(Receiver()) {
      Step.mutate("watched = 3", on: Receiver.self) { $0.watched = 3 }
      Step.mutate("last = 1", on: Receiver.self) { $0.last = 1 }
    }
    #expect(Events.log == ["changed 0 -> 3"])
    #expect(t.frames[1].actions == [ActionRecord(node: "Receiver/Text", kind: .onChange)])
    #expect(t.frames[2].actions.isEmpty)
  }

  @Test func taskStartsWithTheIdentityRestartsOnIDChangeAndIsCancelledOnDisappear() throws {
    let t = try trace(Tasks()) {
      Step.mutate("id = 2", on: Tasks.self) { $0.id = 2 }
      Step.tap("hide")
    }
    let node = "Tasks/VStack/Text@0.if"
    #expect(t.frames[0].actions == [ActionRecord(node: node, kind: .taskStarted)])
    #expect(t.frames[1].actions.map(\.kind) == [.taskCancelled, .taskStarted])
    #expect(t.frames[2].actions == [ActionRecord(node: node, kind: .taskCancelled)])
  }

  @Test func timersFireInTimeOrderOnTheVirtualClock() {
    let clock = VirtualClock()
    var fired: [String] = []
    _ = clock.schedule(every: 2) { _ in fired.append("two") }
    _ = clock.schedule(every: 3) { _ in fired.append("three") }
    let cancelled = clock.schedule(every: 1) { _ in fired.append("one") }
    cancelled.cancel()
    clock.advance(by: 6)
    #expect(fired == ["two", "three", "two", "two", "three"])
    #expect(clock.now == ScenarioClock.start.addingTimeInterval(6))
  }

  @Test func anEmissionWhileABodyRunsDropsTheActionAndIsReported() throws {
    let t = try trace(SendsInBody()) { Step.tap("arm") }
    #expect(t.frames[1].warnings.map(\.kind) == [.publishDuringBody])
    #expect(t.frames[1].warnings.first?.node == "SendsInBody")
    #expect(t.frames[1].actions.isEmpty, "the onReceive action did not run")
    #expect(t.frames[1].printChanges == ["SendsInBody: _armed changed."])
  }
}
