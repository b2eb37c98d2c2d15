import Foundation
import Testing
import ViewTraceCompare
import ViewTraceSamples

/// The budgets committed next to the samples (`Samples/Budgets/<sample>.json`)
/// hold; a change that makes one of those views run more fails here and in
/// `viewtrace check`.
@MainActor
@Suite struct CommittedBudgetTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/Budgets")

  nonisolated static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
      .sorted()
  }

  @Test func everyCommittedBudgetNamesASample() {
    #expect(Self.files.count >= 4)
    for file in Self.files { #expect(SampleCatalog.named(String(file.dropLast(5))) != nil, "\(file)") }
  }

  @Test(arguments: files)
  func theSampleIsWithinItsCommittedBudget(_ file: String) throws {
    let budget = try Budget.decode(try Data(contentsOf: Self.folder.appendingPathComponent(file)), file: file)
    let result = budget.check(try sample(String(file.dropLast(5))))
    #expect(result.passed, "\(result.text)")
  }

  /// The hand-added line of the state-binding budget is S3 itself: with the
  /// other reading of the disputed rule it fails.
  @Test func theStateBindingBudgetCatchesTheParentRunning() throws {
    let budget = try Budget.decode(
      try Data(contentsOf: Self.folder.appendingPathComponent("state-binding.json")), file: "state-binding.json")
    let trace = try #require(SampleCatalog.named("state-binding")).scenario.run(
      options: .init(bindingProjectionIsRead: true))
    #expect(budget.check(trace).failures.map(\.name).contains("frame 2.notEvaluated ContentView"))
  }
}
