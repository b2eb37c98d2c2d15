import Testing
import ViewTrace
import ViewTraceSamples

/// One test per rule of SEMANTICS.md covered by the foundation samples. Each
/// asserts every touched node's outcome and the exact `_printChanges` lines.
@MainActor
@Suite struct SeedRuleTests {
  // MARK: Seed 000

  @Test func s1_changingFirstNumberReCreatesFourthViewWithoutEvaluatingIt() throws {
    for name in ["state-let", "state-binding"] {
      let frame = try runSample(name).frames[1]
      #expect(frame.event == "tap \"Number Change Button\"")
      #expect(frame.printChanges == ["ContentView: _firstNumber changed."], "\(name)")
      #expect(
        outcomes(frame) == [
          "ContentView": .evaluated,
          "ContentView/VStack/Text@0": .redrawn,
          "ContentView/VStack/Text@1": .redrawn,
          "ContentView/VStack/Text@2": .redrawn,
          "ContentView/VStack/FourthView@3": .initOnly,
        ], "\(name)")
      // second and third() are part of ContentView's body: only their random background changed.
      let second = try #require(frame.record("ContentView/VStack/Text@1"))
      #expect(second.reasons.flatMap(\.changes).map(\.name) == ["background"])
    }
  }

  @Test func s2_changingFourthNumberPassedAsLetEvaluatesParentAndChild() throws {
    let frame = try runSample("state-let").frames[2]
    #expect(frame.printChanges == ["ContentView: _forthNumber changed.", "FourthView: @self changed."])
    #expect(
      outcomes(frame) == [
        "ContentView": .evaluated,
        "ContentView/VStack/Text@0": .redrawn,
        "ContentView/VStack/Text@1": .redrawn,
        "ContentView/VStack/Text@2": .redrawn,
        "ContentView/VStack/FourthView@3": .evaluated,
        "ContentView/VStack/FourthView@3/Text": .redrawn,
      ])
    let fourth = try #require(frame.record("ContentView/VStack/FourthView@3"))
    #expect(
      fourth.reasons == [Reason(kind: .self, changes: [ValueChange(name: "fourthNumber", before: "0", after: "42")])])
  }

  @Test func s3_changingFourthNumberThroughBindingEvaluatesOnlyFourthView() throws {
    let trace = try runSample("state-binding")
    let frame = trace.frames[2]
    #expect(frame.printChanges == ["FourthView: _fourthNumber changed."])
    #expect(
      outcomes(frame) == [
        "ContentView/VStack/FourthView@3": .evaluated,
        "ContentView/VStack/FourthView@3/Text": .redrawn,
      ])
    #expect(frame.sourceChanges == [SourceChange(source: "ContentView._forthNumber", before: "0", after: "42")])
    let reason = try #require(frame.record("ContentView/VStack/FourthView@3")?.reasons.first)
    #expect(reason.property == "_fourthNumber")
    #expect(reason.source == "ContentView._forthNumber")
    // The parent made `$forthNumber` but never read it: the only edge is the child's binding read.
    let edges = trace.edges(afterFrame: 2).filter { $0.source == "ContentView._forthNumber" }
    #expect(edges.map(\.node) == ["ContentView/VStack/FourthView@3"])
    #expect(edges.map(\.kind) == [.binding])
  }

  @Test func s5_childInitRunsWheneverParentBodyRuns() throws {
    for name in ["state-let", "state-binding"] {
      let trace = try runSample(name)
      let fourth = try #require(trace.frames[1].record("ContentView/VStack/FourthView@3"))
      #expect(fourth.initCount == 1)
      #expect(fourth.bodyCount == 0)
      #expect(fourth.outcome == .initOnly)
    }
  }

  // MARK: Seed 002

  @Test func s6_stateTheBodyNeverReadsEvaluatesNothing() throws {
    let trace = try runSample("redraw-lab-unread")
    for frame in trace.frames.dropFirst() {
      #expect(frame.sourceChanges.map(\.source) == ["Lab1View_State._flag"])
      #expect(frame.records.isEmpty)
      #expect(frame.printChanges.isEmpty)
    }
  }

  @Test func s7_inputFlagTextIsInitialisedAndEvaluatedWhenFlagChanges() throws {
    let trace = try runSample("redraw-lab")
    for frame in trace.frames.dropFirst() {
      let record = try #require(frame.record("Lab1View_State/VStack/InputFlagText@1.1"))
      #expect(record.outcome == .evaluated)
      #expect(record.initCount == 1)
      #expect(record.printChanges == "InputFlagText: @self changed.")
      #expect(record.reasons.first?.changes.map(\.name) == ["flag"])
    }
  }

  @Test func s8_randomFlagInInitEvaluatesOnlyWhenTheNewValueDiffers() throws {
    let trace = try runSample("redraw-lab")
    // The exact sequence for the sample's seed; both cases must occur.
    let expected: [String: [Outcome]] = [
      "Lab1View_State/VStack/SetFlagInInitText@1.2": [
        .initOnly, .initOnly, .evaluated, .initOnly, .evaluated, .evaluated,
      ],
      "Lab1View_State/VStack/SetFlagInDefaultValueText@1.3": [
        .initOnly, .initOnly, .evaluated, .evaluated, .initOnly, .initOnly,
      ],
    ]
    for (node, outcomesByFrame) in expected {
      #expect(Set(outcomesByFrame) == [.initOnly, .evaluated])
      // Follow the stored flag: an evaluation must start from the value shown so far.
      var shown = "false"
      for (offset, outcome) in outcomesByFrame.enumerated() {
        let record = try #require(trace.frames[offset + 1].record(node))
        #expect(record.outcome == outcome, "\(node) frame \(offset + 1)")
        #expect(record.initCount == 1)
        if outcome == .evaluated {
          let change = try #require(record.reasons.first?.changes.first)
          #expect(change.name == "flag" && change.before == shown && change.after != shown)
          shown = change.after ?? shown
        } else {
          #expect(record.reasons.isEmpty)
        }
      }
    }
  }

  @Test func s9_viewWithNoStoredPropertiesIsNeverEvaluatedAgain() throws {
    let trace = try runSample("redraw-lab")
    for frame in trace.frames.dropFirst() {
      let record = try #require(frame.record("Lab1View_State/VStack/SetFlagInBodyText@1.4"))
      #expect(record.outcome == .initOnly)
      #expect(record.bodyCount == 0)
    }
  }

  @Test func s10_idUUIDReplacesTheViewEveryTime() throws {
    let trace = try runSample("redraw-lab")
    for frame in trace.frames.dropFirst() {
      let old = "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-\(frame.index)"
      let new = "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-\(frame.index + 1)"
      #expect(frame.record(old)?.outcome == .disappeared)
      #expect(frame.record(old + "/HStack")?.outcome == .disappeared)
      let appeared = try #require(frame.record(new))
      #expect(appeared.outcome == .appeared)
      #expect(appeared.bodyCount == 1)
      // No dynamic properties: no @identity on appearance (R3).
      #expect(appeared.printChanges == "SetFlagInBodyText: @self changed.")
      #expect(frame.actions == [ActionRecord(node: old + "/HStack", kind: .onDisappear)])
    }
  }

  @Test func s11_storedButUnusedFlagStillEvaluates() throws {
    let trace = try runSample("redraw-lab")
    for frame in trace.frames.dropFirst() {
      let record = try #require(frame.record("Lab1View_State/VStack/SetFlagInBodyText2@1.6"))
      #expect(record.outcome == .evaluated)
      #expect(record.printChanges == "SetFlagInBodyText2: @self changed.")
    }
  }

  @Test func s12_reCreatingAStructIsNotADisappearance() throws {
    let trace = try runSample("redraw-lab")
    let disappeared = trace.frames.flatMap { $0.actions }.filter { $0.kind == .onDisappear }.map(\.node)
    #expect(disappeared.count == trace.frames.count - 1)
    #expect(disappeared.allSatisfy { $0.hasPrefix("Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-") })
    // The whole first toggle, exactly.
    let frame = trace.frames[1]
    #expect(
      frame.printChanges == [
        "Lab1View_State: _flag changed.",
        "InputFlagText: @self changed.",
        "SetFlagInBodyText: @self changed.",
        "SetFlagInBodyText2: @self changed.",
      ])
    #expect(
      outcomes(frame) == [
        "Lab1View_State": .evaluated,
        "Lab1View_State/VStack/Text@1.0": .redrawn,
        "Lab1View_State/VStack/InputFlagText@1.1": .evaluated,
        "Lab1View_State/VStack/InputFlagText@1.1/Text": .redrawn,
        "Lab1View_State/VStack/SetFlagInInitText@1.2": .initOnly,
        "Lab1View_State/VStack/SetFlagInDefaultValueText@1.3": .initOnly,
        "Lab1View_State/VStack/SetFlagInBodyText@1.4": .initOnly,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-1": .disappeared,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-1/HStack": .disappeared,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-1/HStack/Text": .disappeared,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-2": .appeared,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-2/HStack": .appeared,
        "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-2/HStack/Text": .appeared,
        "Lab1View_State/VStack/SetFlagInBodyText2@1.6": .evaluated,
      ])
  }

  // MARK: Seed 003

  @Test func s13_counterWhoseLabelDoesNotReadStateIsNotEvaluated() throws {
    let trace = try runSample("counter")
    for index in [1, 2] {
      #expect(trace.frames[index].sourceChanges.map(\.source) == ["CounterRoot/VStack/Counter@0._value"])
      #expect(trace.frames[index].records.isEmpty)
    }
    for index in [3, 4] {
      let frame = trace.frames[index]
      #expect(frame.printChanges == ["CountingCounter: _value changed."])
      #expect(
        outcomes(frame) == [
          "CounterRoot/VStack/CountingCounter@1": .evaluated,
          "CounterRoot/VStack/CountingCounter@1/Button": .redrawn,
          "CounterRoot/VStack/CountingCounter@1/Button/Text": .redrawn,
        ])
    }
  }

  // MARK: Seed 004

  @Test func s24_stateAssignedInInitKeepsItsDeclaredValue() throws {
    let trace = try runSample("state-init-assign")
    let text = try #require(trace.node("ContentView/VStack/TestView@0/Text"))
    #expect(text.label == "Text(\"10\")")
    #expect(trace.frames[0].warnings.map(\.kind) == [.stateAssignedBeforeInstall])
    #expect(trace.frames[0].warnings.first?.message.hasPrefix("TestView._number was assigned 11") == true)
    let frame = trace.frames[1]
    #expect(frame.printChanges == ["ContentView: _rootNumber changed."])
    #expect(outcomes(frame) == ["ContentView": .evaluated, "ContentView/VStack/TestView@0": .initOnly])
  }
}
