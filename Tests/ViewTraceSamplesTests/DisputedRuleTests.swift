import Testing
import ViewTrace
import ViewTraceSamples

/// SEMANTICS.md's disputed rules: the seeds' reading by default, the
/// alternative behind an engine option, both tested.
@MainActor
@Suite struct DisputedRuleTests {
  func cellsEvaluated(_ name: String, _ options: EngineOptions) throws -> Int {
    let trace = try #require(SampleCatalog.named(name)).scenario.run(options: options)
    return trace.frames[1].records.filter { $0.node.contains("/CellView#") && $0.bodyCount > 0 }.count
  }

  @Test func closureComparisonByFunctionAndContextIsTheDefault() throws {
    #expect(try cellsEvaluated("closure-cells", EngineOptions()) == 100)
    #expect(try cellsEvaluated("closure-cells-method", EngineOptions()) == 0)
    #expect(try cellsEvaluated("closure-cells-equatable", EngineOptions()) == 0)
  }

  @Test func closureComparisonAlwaysDifferentRunsTheMethodCellsToo() throws {
    let options = EngineOptions(closureComparison: .alwaysDifferent)
    #expect(try cellsEvaluated("closure-cells", options) == 100)
    #expect(try cellsEvaluated("closure-cells-method", options) == 100)
    #expect(try cellsEvaluated("closure-cells-equatable", options) == 0, "Equatable still decides")
  }

  @Test func makingABindingIsNotAReadByDefault() throws {
    let trace = try #require(SampleCatalog.named("state-binding")).scenario.run()
    #expect(trace.frames[2].printChanges == ["FourthView: _fourthNumber changed."])
    #expect(trace.options["bindingProjectionIsRead"] == "false")
  }

  @Test func makingABindingCountsAsAReadWithTheOption() throws {
    let trace = try #require(SampleCatalog.named("state-binding")).scenario.run(
      options: EngineOptions(bindingProjectionIsRead: true))
    #expect(
      trace.frames[2].printChanges == [
        "ContentView: _forthNumber changed.", "FourthView: @self, _fourthNumber changed.",
      ])
    #expect(trace.frames[1].record("ContentView/VStack/FourthView@3")?.outcome == .initOnly)
  }
}
