@_spi(Internals) import SnapshotTesting
import ViewTraceCompare
import ViewTraceModel

/// What one frame of a trace should show. Every set that is given is
/// compared exactly; a set left `nil` is not checked.
///
/// A view is named by its type (`ItemRow`: every view of that type) or by
/// its identity (`ShoppingList/VStack/ItemRow@0`), as in budgets. A list of
/// selectors asks each for at least one view; a dictionary gives counts
/// (``ViewCounts``):
///
/// ```swift
/// let expectation = TraceExpectation("toggle \"Details\"", evaluated: ["ShoppingList", "DetailPanel"])
/// let oneRow = TraceExpectation("tap \"Favorite\"", evaluated: ["BookRow": 1])
/// if let failure = expectation.failure(in: trace) { print(failure) }
/// ```
///
/// `evaluated` is the views whose body ran and that were there before the
/// frame; views that appear in the frame are `appeared`, and `bodyRan`
/// names both (every body that ran).
///
/// Tests usually call ``ViewTraceModel/Trace/expect(_:evaluated:bodyRan:initOnly:redrawn:appeared:disappeared:notEvaluated:printChanges:artifacts:fileID:filePath:line:column:function:)``,
/// which records the failure as a test issue.
public struct TraceExpectation: Sendable, Equatable {
  /// The frame it is about.
  public var frame: FrameReference
  /// Exactly these views run their body, among those already there.
  public var evaluated: ViewCounts?
  /// Exactly these views run their body, appearing ones included.
  public var bodyRan: ViewCounts?
  /// Exactly these views are re-created without running their body.
  public var initOnly: ViewCounts?
  /// Exactly these framework views are drawn again.
  public var redrawn: ViewCounts?
  /// Exactly these views appear.
  public var appeared: ViewCounts?
  /// Exactly these views disappear.
  public var disappeared: ViewCounts?
  /// None of these views runs its body (appearing or not).
  public var notEvaluated: [String]?
  /// Exactly these `_printChanges` lines, in this order.
  public var printChanges: [String]?

  /// An expectation about `frame`; see the properties for each set.
  ///
  /// ```swift
  /// TraceExpectation(1, evaluated: ["ItemList": 1], notEvaluated: ["ShoppingList"])
  /// ```
  public init(
    _ frame: FrameReference, evaluated: ViewCounts? = nil, bodyRan: ViewCounts? = nil, initOnly: ViewCounts? = nil,
    redrawn: ViewCounts? = nil, appeared: ViewCounts? = nil, disappeared: ViewCounts? = nil,
    notEvaluated: [String]? = nil, printChanges: [String]? = nil
  ) {
    self.frame = frame
    self.evaluated = evaluated
    self.bodyRan = bodyRan
    self.initOnly = initOnly
    self.redrawn = redrawn
    self.appeared = appeared
    self.disappeared = disappeared
    self.notEvaluated = notEvaluated
    self.printChanges = printChanges
  }

  /// `nil` when `trace` meets the expectation; otherwise a short message for
  /// a person: the frame and its event, expected and actual sets, and each
  /// unexpected view's `_printChanges` line with the values that changed.
  ///
  /// ```text
  /// shopping-list frame 1 (tap "Add milk"): evaluated
  ///   expected: ItemList
  ///   actual:   ItemList, ShoppingList
  ///   unexpected ShoppingList: ShoppingList: _items changed.  (items: [] -> [Milk])
  /// ```
  ///
  /// An unknown frame or view name is one line naming it and the choices.
  public func failure(in trace: Trace) -> String? {
    let frame: Frame
    do {
      frame = try trace.frame(self.frame)
      let counted = [evaluated, bodyRan, initOnly, redrawn, appeared, disappeared].compactMap { $0?.selectors }
      for selector in (counted + [notEvaluated ?? []]).joined() {
        try trace.checkSelector(selector)
      }
    } catch {
      return error.description
    }
    let types = trace.nodesByID.mapValues(\.type)
    func matches(_ selector: String, _ node: String) -> Bool { node == selector || types[node] == selector }
    /// `node`, and for a view whose body ran its `_printChanges` line and values.
    func why(_ node: String) -> String {
      guard let record = frame.record(node), record.printChanges != nil else { return node }
      return "\(node): \(BudgetResult.why(BudgetResult.Offender(record, frame: frame)))"
    }
    var problems: [String] = []
    let sets: [(ViewOutcome, ViewCounts?)] = [
      (.evaluated, evaluated), (.bodyRan, bodyRan), (.initOnly, initOnly), (.redrawn, redrawn),
      (.appeared, appeared), (.disappeared, disappeared),
    ]
    for case (let outcome, let expected?) in sets {
      let actual = outcome.views(in: frame)
      let selectors = expected.selectors
      let unexpected = actual.filter { node in !selectors.contains { matches($0, node) } }
      var wrongCounts: [String] = []
      for entry in expected.entries {
        let matched = actual.filter { matches(entry.selector, $0) }
        guard !entry.count.allows(matched.count) else { continue }
        if matched.isEmpty && entry.count == .atLeast(1) {
          wrongCounts.append("  missing    \(entry.selector)")
        } else {
          wrongCounts.append("  \(entry.selector): \(matched.count) \(outcome), expected \(entry.count)")
          wrongCounts += matched.map { "    \(why($0))" }
        }
      }
      guard !unexpected.isEmpty || !wrongCounts.isEmpty else { continue }
      // The actual set in the words of the expectation: types when it names types.
      let byType = selectors.allSatisfy { !$0.contains("/") }
      let shown = Set(actual.map { byType ? types[$0] ?? $0 : $0 }).sorted()
      let expectedText = expected.entries.map { entry in
        entry.count == .atLeast(1) ? entry.selector : "\(entry.selector) (\(entry.count))"
      }
      var lines = ["\(outcome)", "  expected: \(list(expectedText))", "  actual:   \(list(shown))"]
      lines += unexpected.map { "  unexpected \(why($0))" }
      lines += wrongCounts
      problems.append(lines.joined(separator: "\n"))
    }
    if let notEvaluated {
      let offenders = frame.evaluated.filter { node in notEvaluated.contains { matches($0, node) } }
      if !offenders.isEmpty {
        problems.append(
          (["notEvaluated \(list(notEvaluated))"] + offenders.map { "  evaluated  \(why($0))" })
            .joined(separator: "\n"))
      }
    }
    if let printChanges, printChanges != frame.printChanges {
      problems.append(
        (["printChanges", "  expected:"] + printChanges.map { "    \($0)" } + ["  actual:"]
          + frame.printChanges.map { "    \($0)" }).joined(separator: "\n"))
    }
    guard !problems.isEmpty else { return nil }
    return "\(trace.scenario) frame \(frame.index) (\(frame.event)): " + problems.joined(separator: "\n")
  }

  private func list(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.joined(separator: ", ") }
}

extension Trace {
  /// Expects what frame `frame` shows, and records a test failure (Swift
  /// Testing or XCTest) with a short readable message when it does not.
  /// `evaluated` names views already there whose body ran, `appeared` new
  /// ones, `bodyRan` both; a dictionary gives counts (`["BookRow": 1]`);
  /// see ``TraceExpectation/failure(in:)``. When `VIEWTRACE_ARTIFACTS` is
  /// set (or `artifacts` names a folder), the failed frame's tree is written
  /// there as SVG and the index lists the test with its message.
  ///
  /// ```swift
  /// @Test func addingAnItemRunsOnlyTheList() async throws {
  ///   let trace = try await Scenario.shoppingList.runUnderTest()
  ///   await trace.expect("tap \"Add milk\"", evaluated: ["ItemList", "ItemRow"], notEvaluated: ["ShoppingList"])
  /// }
  /// ```
  ///
  /// - Returns: Whether the frame met the expectation.
  @discardableResult
  public func expect(
    _ frame: FrameReference, evaluated: ViewCounts? = nil, bodyRan: ViewCounts? = nil, initOnly: ViewCounts? = nil,
    redrawn: ViewCounts? = nil, appeared: ViewCounts? = nil, disappeared: ViewCounts? = nil,
    notEvaluated: [String]? = nil, printChanges: [String]? = nil, artifacts: Artifacts? = Artifacts.fromEnvironment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: StaticString = #function
  ) async -> Bool {
    let expectation = TraceExpectation(
      frame, evaluated: evaluated, bodyRan: bodyRan, initOnly: initOnly, redrawn: redrawn, appeared: appeared,
      disappeared: disappeared, notEvaluated: notEvaluated, printChanges: printChanges)
    guard let failure = expectation.failure(in: self) else { return true }
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    await artifacts?.recordFailure(
      Artifacts.Failure(
        test: "\(function)", location: "\(fileID):\(line)", check: "expectation", message: failure,
        trace: Artifacts.name(of: self), frames: (try? self.frame(frame).index).map { [$0] } ?? []),
      of: self)
    return false
  }
}
