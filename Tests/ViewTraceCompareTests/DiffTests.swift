import Foundation
import Testing
import ViewTraceCompare
import ViewTraceModel
import ViewTraceReport

@MainActor
@Suite struct DiffTests {
  @Test func paramsAgainstSplitShowsTheViewThatStoppedEvaluating() throws {
    let diff = TraceDiff(try sample("student-params"), try sample("student-split"))
    #expect(diff.frames[0].isEmpty)
    let frame = diff.frames[1]
    #expect(frame.onlyInA == ["RootView/VStack/StudentNameView@0"])
    #expect(frame.onlyInB.isEmpty)
    #expect((frame.evaluationsA, frame.evaluationsB, frame.initOnlyA, frame.initOnlyB) == (3, 2, 0, 1))
    #expect(diff.text.contains("  only in A: RootView/VStack/StudentNameView@0\n"))
    #expect(diff.markdown.contains("| 1 | tap \"random age\" | 3 → 2 | RootView/VStack/StudentNameView\\@0 |  |  |"))
  }

  @Test func migrationVariantsDifferInWhoRunsAndWhy() throws {
    let diff = TraceDiff(
      try sample("observable-migration", variant: "ObservableObject"),
      try sample("observable-migration", variant: "Observable"))
    let frame = diff.frames[2]
    #expect(frame.onlyInA.contains("LocationScreen"))
    #expect(
      frame.reasonChanges.contains(
        TraceDiff.ReasonChange(
          node: "LocationScreen/VStack/LocationTitleView@0", a: "LocationTitleView: _viewModel changed.",
          b: "LocationTitleView: @dependencies changed.")))
  }

  @Test func jsonRoundTripsAndTheSameTraceHasNoDifferences() throws {
    let trace = try sample("counter")
    let same = TraceDiff(trace, trace)
    #expect(same.isEmpty)
    #expect(same.text.hasSuffix("no differences\n"))
    let diff = TraceDiff(try sample("student-params"), try sample("student-equatable"))
    #expect(try JSONDecoder().decode(TraceDiff.self, from: Data(diff.json.utf8)) == diff)
  }

  @Test func theHTMLPageGoesThroughTheTemplates() throws {
    let templates = try TemplateSet(
      folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates"))
    let html = ReportBuilder(templates: templates).diffPage(
      TraceDiff(try sample("student-params"), try sample("student-split")))
    #expect(html.contains("<h1>student-params <span class=\"muted\">vs</span> student-split</h1>"))
    #expect(html.contains("<div><code>RootView/<wbr>VStack/<wbr>StudentNameView@0</code> only here</div>"))
  }
}
