import Testing
import ViewTraceSamples
import ViewTraceTesting

@Suite struct BudgetTests {
  @Test func aRunWithinItsBudgetPasses() async throws {
    let trace = try await sampleTrace("student-split")
    let result = trace.expectWithinBudget("Budgets/student-split.json")
    #expect(result?.passed == true)
  }

  @Test func aRunOverBudgetFailsWithTheLinesOfViewtraceCheck() async throws {
    // student-params runs StudentNameView too: the split sample's budget fails it.
    let trace = try await sampleTrace("student-params")
    var result: BudgetResult?
    let issues = await recordedIssues { result = trace.expectWithinBudget("Budgets/student-split.json") }
    #expect(issues == [try #require(result).text])
    #expect(issues.first?.hasPrefix("OVER BUDGET: student-params, ") == true)
  }

  @Test func aMissingBudgetIsOneLineNamingTheFile() async throws {
    let trace = try await sampleTrace("student-split")
    let issues = await recordedIssues { trace.expectWithinBudget("Budgets/none.json") }
    #expect(issues == ["cannot read the budget Budgets/none.json: No such file or directory"])
  }

  /// A budget file in a new temporary folder.
  func writeBudget(_ json: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-budget-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("b.json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// What `viewtrace check` refuses fails the test with the same line.
  @Test func aBudgetThatCouldPassOnATypoFailsTheTestWithTheLineOfViewtraceCheck() async throws {
    let trace = try await sampleTrace("student-split")
    let file = try writeBudget(#"{"budgetVersion":1,"run":{"maxEvaluatd":{"StudentNameView":0}}}"#)
    let issues = await recordedIssues { trace.expectWithinBudget(file) }
    #expect(issues == ["invalid budget: \(file): run.maxEvaluatd is not a budget field; did you mean `maxEvaluations`?"])
  }

  /// What `viewtrace check` warns about is a warning of the test, which still passes.
  @Test func selectorsThatNameNoViewOfTheTraceAreWarningsNotFailures() async throws {
    let trace = try await sampleTrace("student-split")
    let file = try writeBudget(
      #"{"budgetVersion":1,"notes":"n","run":{"maxEvaluations":{"StudentNameVieww":0,"StudentNameView":0}}}"#)
    var result: BudgetResult?
    let warnings = await recordedWarnings { result = trace.expectWithinBudget(file) }
    #expect(
      warnings == [
        "\(file): fields ViewTrace does not read, left as they are: notes",
        "\(file): run.maxEvaluations names StudentNameVieww, which no view of this trace is (no identity or type)",
      ])
    #expect(result?.passed == true)
  }

  @Test func anInvalidBudgetIsOneLineNamingTheFileAndPath() async throws {
    let trace = try await sampleTrace("student-split")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-budget-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("b.json").path
    try Data("{\"budgetVersion\": 1, \"frames\": [{\"frame\": -1}]}".utf8).write(to: URL(fileURLWithPath: file))
    let issues = await recordedIssues { trace.expectWithinBudget(file) }
    #expect(issues == ["invalid budget: \(file): frames[0].frame: -1 is out of range (0...1000000000)"])
  }
}
