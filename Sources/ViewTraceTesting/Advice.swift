@_spi(Internals) import SnapshotTesting
import ViewTraceAdvisor
import ViewTraceModel

extension Trace {
  /// Expects at most `limit` avoidable body evaluations (bodies that ran and
  /// drew nothing new; see `viewtrace advise`) and records a test failure
  /// with the advisor's diagnoses and fixes when there are more.
  ///
  /// ```swift
  /// @Test func theListRunsNoBodyInVain() async throws {
  ///   let trace = try await Scenario.shoppingList.runUnderTest()
  ///   trace.expectAvoidableEvaluations(atMost: 0)
  /// }
  /// ```
  ///
  /// - Returns: The advice, for further questions.
  @discardableResult
  public func expectAvoidableEvaluations(
    atMost limit: Int = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Advice {
    let advice = Advice(self)
    if advice.avoidableCount > limit {
      recordIssue(
        "\(advice.avoidableCount) avoidable body evaluation\(advice.avoidableCount == 1 ? "" : "s") "
          + "(at most \(limit) expected)\n" + AdviceText.text(advice),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return advice
  }
}
