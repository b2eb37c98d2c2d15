@_spi(Internals) import SnapshotTesting
import ViewTraceAdvisor
import ViewTraceModel

extension Trace {
  /// Expects at most `limit` avoidable body evaluations (bodies that ran and
  /// drew nothing new; see `viewtrace advise`) and records a test failure
  /// with the advisor's diagnoses and fixes when there are more. With
  /// `VIEWTRACE_ARTIFACTS` set, the frames with avoidable evaluations are
  /// also written as SVG and the test is listed in the index.
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
    atMost limit: Int = 0, artifacts: Artifacts? = Artifacts.fromEnvironment, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: StaticString = #function
  ) -> Advice {
    let advice = Advice(self)
    if advice.avoidableCount > limit {
      let message =
        "\(advice.avoidableCount) avoidable body evaluation\(advice.avoidableCount == 1 ? "" : "s") "
        + "(at most \(limit) expected)\n" + AdviceText.text(advice)
      recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
      artifacts?.recordFailureInBackground(
        Artifacts.Failure(
          test: "\(function)", location: "\(fileID):\(line)", check: "avoidable evaluations", message: message,
          trace: Artifacts.name(of: self), frames: advice.avoidableByFrame.map(\.frame)),
        of: self)
    }
    return advice
  }
}
