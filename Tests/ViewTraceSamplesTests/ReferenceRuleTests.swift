import Testing
import ViewTrace
import ViewTraceSamples

/// SEMANTICS.md rules for reference-type models, environment, Equatable views
/// and closures: every touched node's outcome and the exact `_printChanges`.
@MainActor
@Suite struct ReferenceRuleTests {
  // MARK: S4

  @Test func s4_anyPublishedChangeEvaluatesTheStateObjectHolder() throws {
    for name in ["published-let", "published-binding"] {
      let frame = try runSample(name).frames[1]
      #expect(frame.printChanges == ["ContentView: _viewModel changed."], "\(name)")
      #expect(
        outcomes(frame) == [
          "ContentView": .evaluated,
          "ContentView/VStack/Text@0": .redrawn,
          "ContentView/VStack/Text@1": .redrawn,
          "ContentView/VStack/Text@2": .redrawn,
          "ContentView/VStack/FourthView@3": .initOnly,
        ], "\(name)")
      let reason = try #require(frame.record("ContentView")?.reasons.first)
      #expect(reason.property == "_viewModel")
      #expect(reason.source == "ContentViewModel#1")
      #expect(reason.changes.map(\.name) == ["firstNumber"])
      #expect(frame.sourceChanges.map(\.source) == ["ContentViewModel#1.firstNumber"])
    }
  }

  @Test func s4_bindingIntoThePublishedModelEvaluatesParentAndChild() throws {
    let letFrame = try runSample("published-let").frames[2]
    #expect(letFrame.printChanges == ["ContentView: _viewModel changed.", "FourthView: @self changed."])
    let bindingFrame = try runSample("published-binding").frames[2]
    #expect(
      bindingFrame.printChanges == ["ContentView: _viewModel changed.", "FourthView: @self, _fourthNumber changed."])
    for frame in [letFrame, bindingFrame] {
      #expect(
        outcomes(frame) == [
          "ContentView": .evaluated,
          "ContentView/VStack/Text@0": .redrawn,
          "ContentView/VStack/Text@1": .redrawn,
          "ContentView/VStack/Text@2": .redrawn,
          "ContentView/VStack/FourthView@3": .evaluated,
          "ContentView/VStack/FourthView@3/Text": .redrawn,
        ])
    }
  }

  // MARK: S14

  @Test func s14_observedObjectMadeInlineIsReplacedWhenTheParentRuns() throws {
    let trace = try runSample("observed-vs-stateobject")
    let frame = trace.frames[3]
    #expect(
      frame.printChanges == [
        "ContentView: _rootCount changed.", "CountView: @self, _viewModel changed.",
        "StateObjectCountView: @self changed.",
      ])
    let observed = "ContentView/VStack/CountView@0"
    let owned = "ContentView/VStack/StateObjectCountView@1"
    #expect(
      outcomes(frame) == [
        "ContentView": .evaluated,
        observed: .evaluated,
        "\(observed)/VStack/Text@0": .redrawn,
        "\(observed)/VStack/Text@1": .redrawn,
        owned: .evaluated,
        "\(owned)/VStack/Text@0": .redrawn,
      ])
    // The observed counter fell back to 0 with a new model; the owned one kept 1.
    let reset = try #require(frame.record("\(observed)/VStack/Text@1")?.reasons.first?.changes.first)
    #expect(reset.before == "Text(\"Count: 1\")" && reset.after == "Text(\"Count: 0\")")
    let replaced = try #require(frame.record(observed)?.reasons.last)
    #expect(replaced.changes == [ValueChange(name: "instance", before: "CountViewModel#1", after: "CountViewModel#3")])
  }

  // MARK: S19, S20

  @Test func s19_unusedEnvironmentObjectStillEvaluatesOnEveryChange() throws {
    let trace = try runSample("environment-object-unused")
    for frame in trace.frames.dropFirst() {
      #expect(frame.printChanges == ["RootView: _store changed.", "EnvObjectDemoView: _store changed."])
      #expect(outcomes(frame) == ["RootView": .evaluated, "RootView/VStack/EnvObjectDemoView@0": .evaluated])
    }
    let edges = trace.edges(afterFrame: 2).filter { $0.source == "Store#1" }
    #expect(edges.map(\.node) == ["RootView", "RootView/VStack/EnvObjectDemoView@0"])
    #expect(edges.allSatisfy { $0.kind == .objectWillChange })
  }

  @Test func s20_unusedEnvironmentValueStillEvaluatesWhenAnAncestorChangesIt() throws {
    let trace = try runSample("environment-value-unused")
    let frame = trace.frames[1]
    #expect(frame.printChanges == ["EnvDemo: _i changed.", "EnvSubView: _myValue changed."])
    let sub = "EnvDemo/VStack/VStack@0/EnvSubView"
    #expect(outcomes(frame) == ["EnvDemo": .evaluated, sub: .evaluated])
    let reason = try #require(frame.record(sub)?.reasons.first)
    #expect(reason.source == "EnvDemo/VStack/VStack@0.environment(MyEnvKey)")
    #expect(reason.changes.first?.before == "100")
    // Writing the same value changes nothing.
    #expect(trace.frames[2].records.isEmpty)
    #expect(trace.edges(afterFrame: 2).contains { $0.node == sub && $0.kind == .environment })
  }

  // MARK: S21, S22

  @Test func s21_passingTheWholeStructEvaluatesBothViewsPassingFieldsOnlyOne() throws {
    let params = try runSample("student-params").frames[1]
    #expect(
      params.printChanges == [
        "RootView: _student changed.", "StudentNameView: @self changed.", "StudentAgeView: @self changed.",
      ])
    #expect(
      outcomes(params) == [
        "RootView": .evaluated,
        "RootView/VStack/StudentNameView@0": .evaluated,
        "RootView/VStack/StudentAgeView@1": .evaluated,
        "RootView/VStack/StudentAgeView@1/Text": .redrawn,
      ])
    let split = try runSample("student-split").frames[1]
    #expect(split.printChanges == ["RootView: _student changed.", "StudentAgeView: @self changed."])
    #expect(
      outcomes(split) == [
        "RootView": .evaluated,
        "RootView/VStack/StudentNameView@0": .initOnly,
        "RootView/VStack/StudentAgeView@1": .evaluated,
        "RootView/VStack/StudentAgeView@1/Text": .redrawn,
      ])
  }

  @Test func s22_equatableViewsCompareTheirFieldButNotDynamicProperties() throws {
    let trace = try runSample("student-equatable")
    let age = trace.frames[1]
    #expect(age.printChanges == ["RootView: _student changed.", "StudentAgeView: @self changed."])
    #expect(
      outcomes(age) == [
        "RootView": .evaluated,
        "RootView/VStack/StudentNameView@0": .initOnly,
        "RootView/VStack/StudentAgeView@1": .evaluated,
        "RootView/VStack/StudentAgeView@1/Text": .redrawn,
        "RootView/VStack/SchoolBadgeView@2": .initOnly,
      ])
    // SchoolBadgeView's == always says equal; its @ObservedObject still runs it.
    let school = trace.frames[2]
    #expect(school.printChanges == ["SchoolBadgeView: _school changed."])
    #expect(
      outcomes(school) == [
        "RootView/VStack/SchoolBadgeView@2": .evaluated,
        "RootView/VStack/SchoolBadgeView@2/Text": .redrawn,
      ])
  }

  // MARK: S23

  @Test func s23_cellsWhoseActionCapturesTheStoreAllEvaluate() throws {
    let frame = try runSample("closure-cells").frames[1]
    let cells = frame.records.filter { $0.node.contains("/CellView#") }
    #expect(cells.count == 100)
    #expect(cells.allSatisfy { $0.outcome == .evaluated && $0.printChanges == "CellView: @self changed." })
    #expect(cells.allSatisfy { $0.reasons.first?.changes.map(\.name) == ["action"] })
    #expect(frame.printChanges.first == "ClosureDemo: _store changed.")
    #expect(frame.printChanges.count == 101)
  }

  @Test func s23_fixesEvaluateNoCell() throws {
    for name in ["closure-cells-equatable", "closure-cells-method"] {
      let frame = try runSample(name).frames[1]
      #expect(frame.printChanges == ["ClosureDemo: _store changed."], "\(name)")
      let cells = frame.records.filter { $0.node.contains("/CellView#") }
      #expect(cells.count == 100 && cells.allSatisfy { $0.outcome == .initOnly }, "\(name)")
      #expect(frame.record("ClosureDemo/VStack/Text@0.if")?.outcome == .appeared)
    }
  }
}
