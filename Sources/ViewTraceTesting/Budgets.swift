import Foundation
@_spi(Internals) import SnapshotTesting
import ViewTraceCompare
import ViewTraceModel

extension Trace {
  /// Checks the trace against a budget file (the format of `viewtrace
  /// check`, `docs/budgets.md`) and records a test failure with the same
  /// lines `viewtrace check` prints when it is over budget.
  ///
  /// `path` is relative to the folder of the test file that calls this, so a
  /// budget is committed next to its test; an absolute path is used as it is.
  ///
  /// ```swift
  /// @Test func theListStaysWithinItsBudget() async throws {
  ///   let trace = try await Scenario.shoppingList.runUnderTest()
  ///   trace.expectWithinBudget("Budgets/shopping-list.json")
  /// }
  /// ```
  ///
  /// A missing or invalid budget fails the test with one line naming the
  /// file and what is wrong (as `viewtrace check` refuses it: a key given
  /// twice, a near miss of a field's name, no limit at all). What `check`
  /// only warns about, fields it does not read and selectors that name no
  /// view of the trace, is recorded as a warning (an issue of severity
  /// `.warning` under Swift Testing, a `warning:` line on standard error
  /// under XCTest), which does not fail the test. With `VIEWTRACE_ARTIFACTS` set, a failure also
  /// writes the frames over budget as SVG and lists the test in the index
  /// (`artifacts` names another folder).
  ///
  /// - Returns: The result, or `nil` when the budget could not be read.
  @discardableResult
  public func expectWithinBudget(
    _ path: String, artifacts: Artifacts? = Artifacts.fromEnvironment, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: StaticString = #function
  ) -> BudgetResult? {
    func fail(_ message: String) {
      recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      fail("cannot read the budget \(path): \(Output.reason(error))")
      return nil
    }
    let budget: Budget
    do {
      budget = try Budget.decode(data, file: path)
    } catch {
      fail(error.description)
      return nil
    }
    for warning in budget.warnings(checking: self, file: path, data: data) {
      recordWarning(warning, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let result = budget.check(self)
    if !result.passed {
      fail(result.text)
      artifacts?.recordFailureInBackground(
        Artifacts.Failure(
          test: "\(function)", location: "\(fileID):\(line)", check: "budget", message: result.text,
          trace: Artifacts.name(of: self), frames: Array(Set(result.failures.compactMap(\.frame))).sorted()),
        of: self)
    }
    return result
  }
}
