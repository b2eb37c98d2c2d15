import Foundation
import Testing
import ViewTraceModel

/// `viewtrace advise`: text and Markdown, exit 0 when nothing is avoidable,
/// 1 otherwise, 2 for bad input; `--after` proves a fix side by side.
@Suite struct AdviseCommandTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("viewtrace-advise") }

  @Test func adviseExitsZeroWhenNothingIsAvoidableOneOtherwiseTwoForBadInput() throws {
    let clean = try viewtrace("advise", "student-split")
    #expect(clean.status == 0)
    #expect(
      clean.stdout
        == "advice for student-split: 0 avoidable body evaluations of 2 after the first render; nothing to fix\n")

    let found = try viewtrace("advise", "student-params")
    #expect(found.status == 1)
    #expect(found.stdout.contains("1. StudentNameView: whole struct passed, one field used [whole-struct-parameter]"))
    #expect(found.stdout.contains("     StudentNameView(name: student.name)"))

    let missing = try viewtrace("advise", folder.path("missing.json"))
    #expect(missing.status == 2)
    #expect(missing.stderr.split(separator: "\n").count == 1)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.path("empty.json")))
    let invalid = try viewtrace("advise", folder.path("empty.json"))
    #expect(invalid.status == 2)
    #expect(
      invalid.stderr == "Error: \(folder.path("empty.json")): not a ViewTrace trace: no \"formatVersion\" field\n")
  }

  @Test func adviseReadsASavedTraceAndWritesMarkdown() throws {
    let json = try viewtrace("run", "closure-cells", "--format", "json")
    try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: folder.path("cells.json")))
    let result = try viewtrace("advise", folder.path("cells.json"), "--format", "markdown")
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("## Advice: closure-cells\n"))
    #expect(result.stdout.contains("| CellView | 100 |"))
    #expect(result.stdout.contains("```swift\nextension ClosureCellsSample.CellView: Equatable {"))
    // A trace file cannot be run again: its fixes are unverified.
    #expect(result.stdout.contains("- **Proof:** unverified: the scenario was not run again (a trace file)"))
  }

  /// A sample's scenario runs again with each fix the engine can simulate (docs/advisor.md,
  /// "The what-if proof"): the proof says the saving, and a refuted diagnosis is listed as ruled out.
  @Test func adviseProvesFixesByRunningTheScenarioAgain() throws {
    let cells = try viewtrace("advise", "closure-cells")
    #expect(cells.status == 1)
    #expect(
      cells.stdout.contains(
        "   Proof: verified: CellView 100 -> 0 if Equatable ignoring `action`; every frame draws the same (what-if run)\n"
      ))
    let lab = try viewtrace("advise", "redraw-lab")
    #expect(lab.stdout.contains("Ruled out by the what-if proof (the fix, simulated, would not help):\n"))
    #expect(
      lab.stdout.contains(
        "- SetFlagInBodyText2 [unused-parameter]: with `SetFlagInBodyText2` Equatable ignoring `flag`"))
  }

  @Test func adviseAfterShowsTheFixSideBySide() throws {
    let result = try viewtrace(
      "advise", "observable-migration:ObservableObject", "--after", "observable-migration:Observable")
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "before observable-migration (ObservableObject): 10 avoidable of 15 evaluations, 5 diagnoses\n"))
    #expect(
      result.stdout.contains("after  observable-migration (Observable): 0 avoidable of 5 evaluations, 0 diagnoses\n"))
    #expect(result.stdout.contains("  LocationScreen [observable-object-holder]: 3 -> 0, removed by the fix\n"))
  }
}
