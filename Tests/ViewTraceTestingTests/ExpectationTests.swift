import Testing
import ViewTraceTesting

@Suite struct ExpectationTests {
  @Test func framesAreNamedByIndexOrByEvent() async throws {
    let trace = try await sampleTrace("student-params")
    let byEvent = try trace.views(.evaluated, in: "tap \"random age\"")
    #expect(try trace.views(.evaluated, in: 1) == byEvent)
    #expect(
      try trace.views(.evaluated, in: 1) == [
        "RootView", "RootView/VStack/StudentNameView@0", "RootView/VStack/StudentAgeView@1",
      ])
    #expect(try trace.viewTypes(.evaluated, in: 1) == ["RootView", "StudentAgeView", "StudentNameView"])
    #expect(try trace.viewTypes(.redrawn, in: 1) == ["Text"])
    #expect(
      try trace.printChanges(in: 1) == [
        "RootView: _student changed.", "StudentNameView: @self changed.", "StudentAgeView: @self changed.",
      ])
  }

  @Test func aFrameThatMeetsTheExpectationHasNoFailure() async throws {
    let trace = try await sampleTrace("student-split")
    let expectation = TraceExpectation(
      "tap \"random age\"", evaluated: ["RootView", "StudentAgeView"], notEvaluated: ["StudentNameView"])
    #expect(expectation.failure(in: trace) == nil)
    #expect(await trace.expect(1, evaluated: ["RootView", "StudentAgeView"], initOnly: ["StudentNameView"]))
  }

  @Test func anUnexpectedViewIsListedWithItsPrintChangesLineAndWhereItsValueDiffers() async throws {
    let trace = try await sampleTrace("student-params")
    let failure = TraceExpectation(1, evaluated: ["RootView", "StudentAgeView"]).failure(in: trace)
    #expect(
      failure == """
        student-params frame 1 (tap "random age"): evaluated
          expected: RootView, StudentAgeView
          actual:   RootView, StudentAgeView, StudentNameView
          unexpected RootView/VStack/StudentNameView@0: StudentNameView: @self changed.  (student.age: 88 -> 42)
        """)
  }

  @Test func aViewThatShouldNotRunIsListedWithWhyItRan() async throws {
    let trace = try await sampleTrace("state-binding")
    let failure = TraceExpectation(1, notEvaluated: ["ContentView"]).failure(in: trace)
    #expect(
      failure == """
        state-binding frame 1 (tap "Number Change Button"): notEvaluated ContentView
          evaluated  ContentView: ContentView: _firstNumber changed.  (firstNumber: 0 -> 83)
        """)
  }

  @Test func printChangesLinesAreComparedInOrder() async throws {
    let trace = try await sampleTrace("state-binding")
    #expect(TraceExpectation(2, printChanges: ["FourthView: _fourthNumber changed."]).failure(in: trace) == nil)
    #expect(
      TraceExpectation(2, printChanges: ["ContentView: _forthNumber changed."]).failure(in: trace) == """
        state-binding frame 2 (forthNumber = 42): printChanges
          expected:
            ContentView: _forthNumber changed.
          actual:
            FourthView: _fourthNumber changed.
        """)
  }

  @Test func anUnknownFrameIsOneLineNamingTheFrames() async throws {
    let trace = try await sampleTrace("state-binding")
    #expect(
      TraceExpectation("tap \"Nope\"", evaluated: []).failure(in: trace)
        == "no frame \"tap \\\"Nope\\\"\" in state-binding (frames: 0 initial render, 1 tap \"Number Change Button\", 2 forthNumber = 42)"
    )
    #expect(throws: TraceQueryError.self) { try trace.frame(3) }
  }

  @Test func anUnknownViewIsOneLineNamingTheViews() async throws {
    let trace = try await sampleTrace("state-binding")
    #expect(
      TraceExpectation(1, evaluated: ["FifthView"]).failure(in: trace)
        == "no view \"FifthView\" in state-binding (its views: ContentView, FourthView; or an identity such as ContentView)"
    )
  }

  @Test func aFailedExpectationIsATestIssueWithTheMessage() async throws {
    let trace = try await sampleTrace("state-binding")
    let issues = await recordedIssues {
      let met = await trace.expect(2, evaluated: ["ContentView"])
      #expect(!met)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("state-binding frame 2 (forthNumber = 42): evaluated\n") == true)
  }
}
