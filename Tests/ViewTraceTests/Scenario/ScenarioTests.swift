import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Two: View {
  var body: some View {
    VStack {
      Button("Go") {}
      Button("Go") {}
      Leaf(n: 1)
      Leaf(n: 2)
    }
  }
}

private struct Leaf: View {
  let n: Int
  @State var taps = 0
  var body: some View { Text("\(n)") }
}

@MainActor
@Suite struct ScenarioTests {
  /// A scenario of more steps than a trace has frames is refused before it runs, and a run whose
  /// trace is over a limit is an error of the run: no reader would take that trace back.
  @Test func aRunOverATracesLimitsIsAnErrorNotAnUnreadableTrace() throws {
    let steps = Array(repeating: Step.tap("Go"), count: Trace.maxFrames)
    let long = Scenario("too-long", root: { Two() }) { steps }
    #expect(
      throws: EngineError.tooLarge(
        "the scenario has 100,000 steps; a trace holds at most 100,000 frames, the first render and one a step "
          + "(Trace.maxFrames)")
    ) { _ = try long.run() }
    var wide = try trace(Two()) {}
    let root = wide.nodes[0].id
    wide.nodes += (wide.nodes.count...Trace.maxNodes).map {
      TraceNode(id: "\(root)/extra\($0)", parent: root, type: "Text", kind: .primitive, label: "")
    }
    #expect(
      throws: EngineError.tooLarge("the run made 1,000,001 views; a trace holds at most 1,000,000 (Trace.maxNodes)")
    ) { try Scenario.checkReadable(wide) }
    wide.nodes.removeLast()
    try Scenario.checkReadable(wide)
    var many = try trace(Two()) {}
    many.frames += (1...Trace.maxFrames).map { Frame(index: $0, event: "tick", eventKind: .event, records: []) }
    #expect(
      throws: EngineError.tooLarge("the run made 100,001 frames; a trace holds at most 100,000 (Trace.maxFrames)")
    ) { try Scenario.checkReadable(many) }
  }

  @Test func tappingAMissingButtonNamesTheStepAndTheLiveButtons() {
    #expect(
      throws: EngineError.inStep(
        1, "tap \"Stop\"", .noSuchControl(kind: "button", title: "Stop", available: ["Go", "Go"]))
    ) {
      _ = try trace(Two()) { Step.tap("Stop") }
    }
    let message = EngineError.noSuchControl(kind: "button", title: "Stop", available: ["Go"]).description
    #expect(message == "no button titled \"Stop\" (live: \"Go\")")
  }

  @Test func anAmbiguousTapListsTheIdentities() throws {
    do {
      _ = try trace(Two()) { Step.tap("Go") }
      Issue.record("expected an error")
    } catch {
      #expect(
        String(describing: error)
          == "step 1 \"tap \\\"Go\\\"\": 2 buttons are titled \"Go\": Two/VStack/Button@0, Two/VStack/Button@1")
    }
  }

  @Test func mutatingOneOfSeveralViewsNeedsAnIdentity() throws {
    #expect(throws: EngineError.self) {
      _ = try trace(Two()) { Step.mutate("taps", on: Leaf.self) { $0.taps += 1 } }
    }
    let t = try trace(Two()) { Step.mutate("taps", on: Leaf.self, at: "Two/VStack/Leaf@3") { $0.taps += 1 } }
    #expect(t.frames[1].sourceChanges.map(\.source) == ["Two/VStack/Leaf@3._taps"])
  }

  @Test func aFailedStepLeavesNoFrameBehind() throws {
    let scenario = Scenario("partial", root: { Two() }) { Step.tap("Stop") }
    let graph = scenario.makeGraph()
    graph.renderInitialFrame()
    #expect(throws: EngineError.self) { try graph.perform(scenario.steps[0]) }
    #expect(graph.trace.frames.count == 1)
  }

  @Test func randomValuesComeFromTheScenarioSeed() throws {
    struct Colored: View {
      var body: some View { Color.random() }
    }
    let a = try Scenario("c", seed: 1, root: { Colored() }) {}.run()
    let b = try Scenario("c", seed: 1, root: { Colored() }) {}.run()
    let c = try Scenario("c", seed: 2, root: { Colored() }) {}.run()
    #expect(a.nodes == b.nodes)
    #expect(a.nodes != c.nodes)
  }

  @Test func reevaluateEverythingRunsEveryBodyEveryFrame() throws {
    let t = try trace(Two(), options: EngineOptions(strategy: .reevaluateEverything)) {
      Step.mutate("taps", on: Leaf.self, at: "Two/VStack/Leaf@2") { $0.taps += 1 }
    }
    // Leaf's body never reads taps, so the forced runs report no property.
    #expect(t.frames[1].printChanges == ["Two: unchanged.", "Leaf: unchanged.", "Leaf: unchanged."])
    #expect(t.options["strategy"] == "reevaluateEverything")
  }
}
