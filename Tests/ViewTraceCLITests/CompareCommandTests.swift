import Foundation
import Testing
import ViewTraceModel

@Suite struct CompareCommandTests {
  let folder: TemporaryFolder
  var directory: URL { folder.url }

  init() throws { folder = try TemporaryFolder("viewtrace-compare") }

  func path(_ name: String) -> String { folder.path(name) }

  var fixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ViewTraceCompareTests/Fixtures")
  }

  @Test func checkExitsZeroWithinOneOverAndTwoForBadInput() throws {
    #expect(try viewtrace("check", "student-split", "--record", path("budget.json")).status == 0)
    let within = try viewtrace("check", "student-split", "--budget", path("budget.json"))
    #expect(within.status == 0)
    #expect(within.stdout.hasPrefix("within budget: student-split, 4 of 4 budget lines met"))

    let over = try viewtrace(
      "check", "student-params", "--budget", path("budget.json"), "--markdown", path("summary.md"), "--svg",
      path("svg"),
      "--junit", path("junit.xml"))
    #expect(over.status == 1)
    #expect(over.stdout.contains("FAIL frame 1.evaluated: also evaluated: RootView/VStack/StudentNameView@0"))
    let markdown = try String(contentsOfFile: path("summary.md"), encoding: .utf8)
    #expect(markdown.contains("![Frame 1 of student-params](svg/student-params-frame-1.svg)"))
    #expect(FileManager.default.fileExists(atPath: path("svg/student-params-frame-1.svg")))
    #expect(try String(contentsOfFile: path("junit.xml"), encoding: .utf8).contains("failures=\"4\""))

    try Data("{".utf8).write(to: URL(fileURLWithPath: path("broken.json")))
    let bad = try viewtrace("check", "student-split", "--budget", path("broken.json"))
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: invalid budget: \(path("broken.json")) is not JSON"))
    #expect(try viewtrace("check", "nope", "--budget", path("budget.json")).status == 2)
  }

  /// A selector that names no view of the trace is a warning on standard
  /// error, one a line naming its budget line; the check is the same.
  @Test func checkWarnsAboutSelectorsThatNameNoViewOfTheTrace() throws {
    try Data(
      #"{"budgetVersion":1,"run":{"maxEvaluations":{"StudentNameVieww":0}},"frames":[{"frame":1,"notEvaluated":["StudentNameView"]}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: path("budget.json")))
    let result = try viewtrace("check", "student-split", "--budget", path("budget.json"))
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "warning: \(path("budget.json")): run.maxEvaluations names StudentNameVieww, which no view of this trace "
        + "is (no identity or type)\n")
    #expect(result.stdout.hasPrefix("within budget: student-split, 2 of 2 budget lines met"))
  }

  @Test func diffSpeaksTextMarkdownJSONAndHTML() throws {
    let text = try viewtrace("diff", "student-params", "student-split")
    #expect(text.status == 0)
    #expect(text.stdout.contains("only in A: RootView/VStack/StudentNameView@0"))
    let json = try viewtrace(
      "diff", "observable-migration:ObservableObject", "observable-migration:Observable", "--format", "json")
    #expect(json.stdout.contains("\"a\" : \"observable-migration (ObservableObject)\""))
    let html = try viewtrace("diff", "student-params", "student-split", "--format", "html", "--out", path("diff.html"))
    #expect(html.status == 0)
    #expect(
      try String(contentsOfFile: path("diff.html"), encoding: .utf8).contains(
        "student-params <span class=\"muted\">vs</span>"))
  }

  /// Two trace files of one scenario are named by their files, not "library vs library".
  @Test func diffNamesEachSideByItsFile() throws {
    for (name, variant) in [("v1.trace.json", "ObservableObject"), ("v2.trace.json", "Observable")] {
      let run = try viewtrace("run", "observable-migration:\(variant)", "--format", "json")
      #expect(run.status == 0)
      try run.stdout.write(toFile: path(name), atomically: true, encoding: .utf8)
    }
    let json = try viewtrace("diff", path("v1.trace.json"), path("v2.trace.json"), "--format", "json")
    #expect(json.stdout.contains("\"a\" : \"v1.trace.json\""))
    #expect(json.stdout.contains("\"b\" : \"v2.trace.json\""))
    let same = try viewtrace("diff", path("v1.trace.json"), "observable-migration:ObservableObject", "--format", "json")
    #expect(same.stdout.contains("\"b\" : \"observable-migration (ObservableObject)\""))
  }

  /// A report of two trace files shows them side by side and links the pair to their diff page.
  @Test func aReportOfTwoTraceFilesLinksTheirDiff() throws {
    for (name, variant) in [("v1.trace.json", "ObservableObject"), ("v2.trace.json", "Observable")] {
      let run = try viewtrace("run", "observable-migration:\(variant)", "--format", "json")
      try run.stdout.write(toFile: path(name), atomically: true, encoding: .utf8)
    }
    let report = try viewtrace("report", path("v1.trace.json"), path("v2.trace.json"), "--out", path("pair"))
    #expect(report.status == 0, "\(report.stderr)")
    let index = try String(contentsOfFile: path("pair/index.html"), encoding: .utf8)
    #expect(index.components(separatedBy: "<section class=\"group\">").count == 2, "one group for both files")
    #expect(index.contains("Compare: <a href=\"v1-vs-v2.diff.html\">v1.trace.json vs v2.trace.json</a>"))
    let diff = try String(contentsOfFile: path("pair/v1-vs-v2.diff.html"), encoding: .utf8)
    #expect(diff.contains("v1.trace.json <span class=\"muted\">vs</span> v2.trace.json"))
  }

  @Test func importPrintsATraceAndCountsWhatItDidNotRecognise() throws {
    let result = try viewtrace(
      "import", fixtures.appendingPathComponent("xcode-console-state-binding.log").path, "--marker", "^--- frame",
      "--format", "printchanges")
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("imported 4 _printChanges lines into 3 frames; 4 other lines not recognised"))
    #expect(result.stdout.hasPrefix("# frame 0: --- frame\nContentView: @self, @identity,"))
    let empty = try viewtrace("import", fixtures.appendingPathComponent("empty.log").path)
    #expect(empty.status != 0)
    #expect(empty.stderr.hasPrefix("Error: cannot import the log: empty is empty"))
  }

  @Test func compareExitsOneWhenTheDeviceDisagrees() throws {
    let log = fixtures.appendingPathComponent("xcode-console-state-binding.log").path
    let agree = try viewtrace("compare", log, "state-binding", "--marker", "^--- frame")
    #expect(agree.status == 0)
    #expect(agree.stdout.contains("every frame agrees"))
    let differ = try viewtrace("compare", log, "state-let", "--marker", "^--- frame")
    #expect(differ.status == 1)
    #expect(differ.stdout.contains("simulation only: ContentView"))
  }

  /// iOS 18 prints @Observable dependencies as key paths with addresses;
  /// compare words the simulation the same way and ignores the addresses.
  @Test func compareReadsIOS18KeyPathsAndReportsTokenDifferences() throws {
    let log = fixtures.appendingPathComponent("xcode-console-ios18-observable-book.log").path
    let agree = try viewtrace("compare", log, "observable-book", "--marker", "^--- frame")
    #expect(agree.status == 0, "\(agree.stdout)")
    #expect(agree.stdout.contains("0 lines with other tokens (ios18 wording, read from the log)"))
    let asIOS17 = try viewtrace("compare", log, "observable-book", "--marker", "^--- frame", "--dialect", "ios17")
    #expect(asIOS17.status == 1)
    #expect(
      asIOS17.stdout.contains(
        "tokens of BookView: device \\Book.<computed 0x… (String)>; simulation @dependencies"))
  }
}
