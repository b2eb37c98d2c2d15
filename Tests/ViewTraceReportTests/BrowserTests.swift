import Foundation
import Testing
import ViewTrace
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples
import ViewTraceTestSupport

/// Headless Chromium, its driver and Selenium, as `.ci/run setup` installs them.
enum Browser {
  static let chromium = "/usr/bin/chromium"
  static let driver = "/usr/bin/chromedriver"
  /// The interpreter that has Selenium.
  static let python = Python.with(["selenium"])

  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: driver)
      && python != nil
  }

  /// Why the browser suite cannot run (nil when it can).
  static var unavailable: String? {
    if !FileManager.default.isExecutableFile(atPath: chromium) || !FileManager.default.isExecutableFile(atPath: driver)
    {
      return "no \(chromium) or \(driver) (bash .ci/run setup installs chromium and chromium-driver)"
    }
    return python == nil ? Python.missing(["selenium"]) : nil
  }

  static var artifacts: URL {
    let folder = packageRoot().appendingPathComponent(".build/test-artifacts")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["SE_OFFLINE": "true"]) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// Writes a report for `trace` and runs the browser script on it.
  @MainActor
  static func check(
    _ trace: Trace, name: String, mode: [String] = [], treeBudget: Int? = nil, deflateAbove: Int? = nil
  ) async throws -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vt-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let templates = try sourceTemplates()
    let builder = ReportBuilder(
      templates: templates, treeBudget: treeBudget ?? UnionBudget.defaultLimit,
      deflateAbove: deflateAbove ?? ReportBuilder.deflateAbove)
    let html = try await builder.report(for: trace)
    try Data(html.utf8).write(to: folder.appendingPathComponent("\(name).html"))
    try TraceCoding.encode(trace).write(to: folder.appendingPathComponent("\(name).trace.json"))
    try printedLines(trace).write(to: folder.appendingPathComponent("\(name).lines.json"))
    let script = packageRoot().appendingPathComponent("Tests/ViewTraceReportTests/Browser/report_in_browser.py")
    return try run(
      [
        python ?? "python3", script.path, folder.appendingPathComponent("\(name).html").path,
        folder.appendingPathComponent("\(name).trace.json").path, artifacts.appendingPathComponent("\(name).png").path,
      ]
        + mode)
  }
}

/// 1,200 rows of a text each: more views than a page of the views table holds.
private struct ManyRows: View {
  var body: some View {
    VStack {
      ForEach(0..<1200, id: \.self) { row in
        Text("row \(row)")
      }
    }
  }
}

private struct WideIdentities: View {
  let extra: Bool
  var body: some View {
    VStack {
      Text("always")
      if extra {
        ADetailSectionWithAnExtremelyLongDescriptiveNameThatNoCellIsWideEnoughFor()
          .id("an-explicit-identifier-that-is-long-enough-to-run-past-any-table-cell")
      }
    }
  }
}

private struct ADetailSectionWithAnExtremelyLongDescriptiveNameThatNoCellIsWideEnoughFor: View {
  var body: some View { HStack { Text("inside") } }
}

/// A card the browser test opens by a deep link, and the sentence it must begin with.
struct ExplainedCard: Encodable {
  let frame: Int
  let view: String
  let sentence: String
  /// The number of the fix its "see fix" link opens, when the run was avoidable.
  var fix: Int? = nil
  /// A run with timings: the card also says the body's time.
  var timed: Bool? = nil
  /// Where the sources are declared, as the card's lists show them: `list` (`card-cause`,
  /// `node-dependencies`) holds `text` (`LibraryFavorites.swift:26`) with the whole path on hover.
  var locations: [Location]? = nil
  /// The card's "Declared in …" line of the view's own state.
  var declared: String? = nil

  struct Location: Encodable {
    let list: String
    let text: String
    let title: String
  }
}

/// Skipped without a browser, except on CI (`CI` set), where they fail saying what is missing.
@MainActor
@Suite(
  .enabled(
    if: Browser.available || Python.required,
    "no browser: install chromium, chromium-driver and PyPI selenium (bash .ci/run setup does)"))
struct BrowserTests {
  /// On CI the browser suite runs: Chromium, its driver and a Python with Selenium are there.
  @Test func theBrowserIsThere() {
    #expect(Browser.unavailable == nil, "\(Browser.unavailable ?? "")")
  }

  /// Opens a seed sample's report, presses Right, and checks the highlighted
  /// nodes and the panel against the trace; clicks a node and checks its
  /// history; no console errors; screenshot in .build/test-artifacts.
  @Test(arguments: ["state-let", "redraw-lab", "published-binding"])
  func reportInARealBrowserMatchesTheTrace(_ name: String) async throws {
    let trace = try #require(SampleCatalog.named(name)).scenario.run()
    let result = try await Browser.check(trace, name: name)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A page whose data came deflated (as a large trace's does) inflates it and then behaves as
  /// the plain page: the frame, node and panel checks, and the view card with its deep links.
  @Test func aPageWithDeflatedDataWorksAsThePlainOne() async throws {
    let stateLet = try #require(SampleCatalog.named("state-let")).scenario.run()
    let main = try await Browser.check(stateLet, name: "state-let-deflated", deflateAbove: 0)
    #expect(main.status == 0, "\(main.output)")
    let scrums = try #require(SampleCatalog.named("daily-scrums")).scenario.run()
    let card = try await Browser.check(scrums, name: "daily-scrums-deflated-card", mode: ["--card"], deflateAbove: 0)
    #expect(card.status == 0, "\(card.output)")
  }

  /// A page whose embedded data cannot be read says so in one line in view instead of opening
  /// blank: deflated data whose base64 has two characters base64 has not (which used to leave the
  /// page blank), is cut short, or whose deflate has bits flipped; plain JSON cut short.
  @Test func aPageWhoseDataIsDamagedSaysSo() async throws {
    let trace = try #require(SampleCatalog.named("state-let")).scenario.run()
    let deflated = try await Browser.check(
      trace, name: "state-let-damaged-deflated", mode: ["--damaged-data"], deflateAbove: 0)
    #expect(deflated.status == 0, "\(deflated.output)")
    let plain = try await Browser.check(trace, name: "state-let-damaged-plain", mode: ["--damaged-data"])
    #expect(plain.status == 0, "\(plain.output)")
  }

  /// A click on a node opens its card at the top of the panel with its `_printChanges` line and
  /// dependencies; the strip, Escape, a deep link, back and a bad link's notice work, a link with a
  /// percent-escape that does not decode (`#frame=%E0%A4%A`) included.
  @Test(arguments: ["state-binding", "daily-scrums"])
  func aViewCardAndDeepLinks(_ name: String) async throws {
    let trace = try #require(SampleCatalog.named(name)).scenario.run()
    let result = try await Browser.check(trace, name: "\(name)-card", mode: ["--card"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// Stepping through every frame frames the views it touched at a readable zoom whenever they
  /// fit the visible pane (labels at 11 px or more, zooming in as well as out), and a deep link to
  /// a frame and a view opens with that view readable.
  @Test(arguments: ["daily-scrums", "redraw-lab"])
  func everyFrameAndDeepLinkIsReadable(_ name: String) async throws {
    let trace = try #require(SampleCatalog.named(name)).scenario.run()
    let result = try await Browser.check(trace, name: "\(name)-steps", mode: ["--steps-readable"])
    #expect(result.status == 0, "\(result.output)")
    print(result.output)
  }

  /// The views table of a run larger than a page holds 500 rows at a time, sorted over every view.
  @Test func theViewsTableShowsAPageAtATime() async throws {
    let trace = try Scenario("many-rows", root: { ManyRows() }) {}.run()
    let result = try await Browser.check(trace, name: "many-rows-pages", mode: ["--view-pages"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// One sentence first in the card says why the view has its outcome: a `CardView` that ran
  /// because its parent passed a new `scrum` (the parent, what it ran for, the diff), the cards
  /// only re-created (the parent, the inputs compared and how), a sheet's view gone with the write
  /// that dismissed it, a pushed view gone with the pop, an init-only view whose only input is a
  /// binding, and an avoidable run with its pattern and a link that opens its fix.
  @Test func theCardExplainsEachOutcomeInOneSentence() async throws {
    let detail = "ScrumsView/NavigationStack/NavigationPath@path/Destination#0:1/DetailView"
    let cases: [(sample: String, cases: [ExplainedCard])] = [
      (
        "daily-scrums",
        [
          ExplainedCard(
            frame: 5, view: "ScrumsView/NavigationStack/List/NavigationLink#1/CardView",
            sentence: "Its body ran because ScrumsView's body (run for ScrumStore.scrums) passed a new scrum: "
              + #"scrum.title: "Design" -> "Design Review"; scrum.lengthInMinutes: 10 -> 15."#),
          ExplainedCard(
            frame: 5, view: "ScrumsView/NavigationStack/List/NavigationLink#2/CardView",
            sentence: "Re-created by ScrumsView's body (run for ScrumStore.scrums); its inputs compared equal "
              + "(scrum by ==), so its body did not run."),
          ExplainedCard(
            frame: 5, view: detail + "/Sheet@if.sheet/NavigationStack#1/DetailEditView",
            sentence: #"Disappeared in frame 5 (tap "Done"): DetailView._draft changed (DailyScrum(id: 1, "#
              + #"title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 10, theme: "yellow") -> nil)."#
          ),
          ExplainedCard(
            frame: 6, view: detail,
            sentence: "Disappeared in frame 6 (pop): NavigationStack.path changed (path: removed [0] 1)."),
        ]
      ),
      (
        "state-binding",
        [
          ExplainedCard(
            frame: 1, view: "ContentView/VStack/FourthView@3",
            sentence: "Re-created by ContentView's body (run for ContentView._firstNumber); its only inputs, "
              + "_fourthNumber (Binding), reported no change, so its body did not run.")
        ]
      ),
      (
        "closure-cells",
        [
          ExplainedCard(
            frame: 1, view: "ClosureDemo/VStack/List@1/CellView#3",
            sentence: "Its body ran because ClosureDemo's body (run for MyStore) passed a new action: "
              + "action: (closure) -> (closure). Avoidable: its output did not change (capturing-closure); see fix 1.",
            fix: 1)
        ]
      ),
    ]
    // With --timings the card also says how long the body took.
    let timed = try #require(SampleCatalog.named("order-history")?.variant("formatter-passed")).run(
      timings: BodyTimings(runs: 3))
    let timedFile = Browser.artifacts.appendingPathComponent("order-history-timed-explain.json")
    try JSONEncoder().encode([
      ExplainedCard(
        frame: 2, view: "OrderHistory/VStack/OrderRow@0#1",
        sentence: "Its body ran because OrderHistory's body (run for OrderHistory._orders) passed a new order and "
          + "formatter: order.isStarred: false -> true, formatter: DateFormatter#1 -> DateFormatter#2.", timed: true)
    ]).write(to: timedFile)
    let timedResult = try await Browser.check(
      timed, name: "order-history-timed-explain", mode: ["--explain", timedFile.path])
    #expect(timedResult.status == 0, "\(timedResult.output)")
    // Each source in the card says where it is declared: the model's property a row read, and the
    // screen's own state.
    // The step's name is an identity with no space to wrap at, as `Step.tap(_:within:)` names one:
    // the card and the frame's heading still keep to the side panel.
    let library = try Scenario(
      "library-favorites", typeNamesRelativeTo: LibraryFavoritesSample.StoreReads.self,
      root: { LibraryFavoritesSample.StoreReads.LibraryScreen() },
      steps: {
        Step.tap("favorite Dune", named: #"tap "favorite Dune" in LibraryScreen/VStack/Button@1/Text/and/further/down"#)
      }
    ).run()
    let books = try #require(library.sources.first { $0.id == "LibraryStore#1.books" }?.declaredAt)
    let screen = try #require(library.declaration(of: "LibraryScreen")?.declaredAt)
    let libraryFile = Browser.artifacts.appendingPathComponent("library-favorites-explain.json")
    try JSONEncoder().encode([
      ExplainedCard(
        frame: 1, view: "LibraryScreen/VStack/BookRow@0#2",
        sentence: "Its body ran because LibraryStore.books changed (books[id: 1].isFavorite: false -> true), which it "
          + "has depended on since frame 0. Avoidable: its output did not change (observable-collection-read); see fix 1.",
        fix: 1,
        locations: ["card-cause", "node-dependencies"].map {
          .init(list: $0, text: "LibraryFavorites.swift:\(books.line)", title: "declared at \(books)")
        }),
      ExplainedCard(
        frame: 0, view: "LibraryScreen", sentence: "Appeared in the initial render, its body run for the first time.",
        declared: "Declared at \(screen)"),
    ]).write(to: libraryFile)
    let libraryResult = try await Browser.check(
      library, name: "library-favorites-explain", mode: ["--explain", libraryFile.path])
    #expect(libraryResult.status == 0, "\(libraryResult.output)")
    for (sample, cards) in cases {
      let trace = try #require(SampleCatalog.named(sample)).scenario.run()
      let file = Browser.artifacts.appendingPathComponent("\(sample)-explain.json")
      try JSONEncoder().encode(cards).write(to: file)
      let result = try await Browser.check(trace, name: "\(sample)-explain", mode: ["--explain", file.path])
      #expect(result.status == 0, "\(result.output)")
    }
  }

  /// daily-scrums opens on frame 1 with the views it touched in the pane at a readable size
  /// (labels measured on screen at 11 px or more); the help is outside the drawing; Fit all
  /// shows every view.
  @Test func theFirstLookIsReadable() async throws {
    let trace = try #require(SampleCatalog.named("daily-scrums")).scenario.run()
    let result = try await Browser.check(trace, name: "daily-scrums-first-look", mode: ["--first-look"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// Cause mode draws the frame's write -> reader -> body chain; a click opens the view's card.
  @Test(arguments: ["state-binding", "daily-scrums"])
  func causeModeDrawsTheChain(_ name: String) async throws {
    let trace = try #require(SampleCatalog.named(name)).scenario.run()
    let result = try await Browser.check(trace, name: "\(name)-cause", mode: ["--cause"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// The diff page of two samples, in a 700 px window: long identities wrap inside their cells,
  /// so the A column never runs into B.
  @Test func theDiffPagesColumnsNeverOverlap() async throws {
    // A's extra views have identities far wider than a cell.
    let a = try Scenario("wide", root: { WideIdentities(extra: true) }) {}.run()
    let b = try Scenario("wide", root: { WideIdentities(extra: false) }) {}.run()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vt-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = folder.appendingPathComponent("diff.html")
    try Data(ReportBuilder(templates: try sourceTemplates()).diffPage(TraceDiff(a, b)).utf8).write(to: page)
    let trace = folder.appendingPathComponent("a.trace.json")
    try TraceCoding.encode(a).write(to: trace)
    let script = packageRoot().appendingPathComponent("Tests/ViewTraceReportTests/Browser/report_in_browser.py")
    let result = try Browser.run(
      [
        Browser.python ?? "python3", script.path, page.path, trace.path,
        Browser.artifacts.appendingPathComponent("diff.png").path,
        "--diff-page",
      ])
    #expect(result.status == 0, "\(result.output)")
  }

  /// closure-cells (404 views, 14,530 px wide at full size) opens with the
  /// whole tree in the pane; + - 0, the wheel and a drag move the camera; a
  /// frame switch brings the frame's views into view.
  @Test func aBigTreeOpensFittedAndPansAndZoomsWithKeysWheelAndDrag() async throws {
    let trace = try #require(SampleCatalog.named("closure-cells")).scenario.run()
    let result = try await Browser.check(trace, name: "closure-cells-navigation", mode: ["--navigate"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// closure-cells prints `CellView: @self changed.` 100 times in frame 1:
  /// the panel shows it once, followed by ` ×100`.
  @Test func repeatedPrintChangesLinesShowOnceWithTheirCount() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("closure-cells")).scenario.run(), name: "closure-cells-grouped",
      mode: ["--grouped-lines"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// The table of views over the run opens sorted by evaluations, matches
  /// counts taken from the trace, sorts by each heading both ways and selects
  /// a view from its row.
  @Test func theViewsTableCountsTheRunAndSortsByEachColumn() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("closure-cells")).scenario.run(), name: "closure-cells-views",
      mode: ["--view-table"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// Long identities in the Touched views table break only after a `/`.
  @Test func identitiesWrapAtSlashesInTables() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("closure-cells")).scenario.run(), name: "closure-cells-wrap", mode: ["--wrap"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// A change deep in an array reads as its path in the panel: the sources
  /// changed and the Why of every row that read the array.
  @Test func thePanelShowsWhereAValueDiffers() async throws {
    let sample = try #require(SampleCatalog.named("library-favorites"))
    let result = try await Browser.check(
      try #require(sample.variant("store-reads")).run(), name: "library-favorites-paths", mode: ["--diff-paths"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("OK: 1 sources with paths; 5 readers show them; full values"), "\(result.output)")
  }

  /// Badges say `init only` like the legend; the page never shows `initOnly`.
  @Test func badgesUseTheLegendsWords() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("state-binding")).scenario.run(), name: "state-binding-words", mode: ["--words"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// closure-cells' 100 cells open as one node, `CellView x100 (100
  /// appeared)`, that counts frame 1 as `(100 evaluated)`; a click draws the
  /// cells in its place, every node apart and in the pane; the checkbox folds
  /// them again; selecting a folded cell (as a table row does) opens the run.
  @Test func aFoldedRunOpensInPlaceOnAClick() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("closure-cells")).scenario.run(), name: "closure-cells-folding",
      mode: ["--folding"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// With "Hide untouched subtrees", redraw-lab draws only each frame's
  /// touched views and their ancestors, placed again in a smaller drawing.
  @Test func hidingUntouchedViewsPlacesTheRestCompactly() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("redraw-lab")).scenario.run(), name: "redraw-lab-hide-untouched",
      mode: ["--hide-untouched"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// A big tree (closure-cells opened: 404 views) gets a minimap whose
  /// rectangle follows the zoom and whose click moves the view; the folded
  /// tree of five nodes gets none.
  @Test func bigTreesHaveAMinimapThatFollowsAndMovesTheView() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("closure-cells")).scenario.run(), name: "closure-cells-minimap",
      mode: ["--minimap"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// Hovering a timeline bar shows its frame's event, bodies evaluated and
  /// counts by outcome in the legend's words and order.
  @Test func hoveringATimelineBarShowsTheFramesCounts() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("redraw-lab")).scenario.run(), name: "redraw-lab-hover", mode: ["--hover-counts"]
    )
    #expect(result.status == 0, "\(result.output)")
  }

  /// redraw-lab replaces views every frame: one layout holds them all, no
  /// view moves between frames, and views not alive in a frame are faded.
  @Test func viewsKeepTheirPlacesAcrossFramesAndVanishedOnesFade() async throws {
    let result = try await Browser.check(
      try #require(SampleCatalog.named("redraw-lab")).scenario.run(), name: "redraw-lab-stable", mode: ["--stable"])
    #expect(result.status == 0, "\(result.output)")
  }

  /// A fanout-4 tree of 341 views whose later frames touch three of them
  /// (redraw v300, add `v5/new`, remove v200), drawn with a budget of 40
  /// nodes: counted nodes say how many views they stand for, every view a
  /// later frame touches is drawn with its ancestors and its outcome, the
  /// page says what was folded, and the table lists all 342 views.
  @Test func aUnionOverTheBudgetFoldsUntouchedSubtreesIntoCountedNodes() async throws {
    var nodes = (0..<341).map { index in
      TraceNode(
        id: "v\(index)", parent: index == 0 ? nil : "v\((index - 1) / 4)", type: index % 3 == 0 ? "Row" : "Text",
        kind: index % 3 == 0 ? .custom : .primitive, label: "Text(\"\(index)\")")
    }
    nodes.append(TraceNode(id: "v5/new", parent: "v5", type: "Text", kind: .primitive, label: "Text(\"new\")"))
    let trace = Trace(
      scenario: "budget", summary: "", seed: 0, nodes: nodes,
      frames: [
        Frame(
          index: 0, event: "initial render", eventKind: .initial,
          records: nodes.dropLast().map { NodeRecord(node: $0.id, outcome: .appeared) }),
        Frame(index: 1, event: "redraw", eventKind: .mutate, records: [NodeRecord(node: "v300", outcome: .redrawn)]),
        Frame(
          index: 2, event: "add", eventKind: .mutate,
          records: [
            NodeRecord(
              node: "v5", outcome: .evaluated, bodyCount: 1, reasons: [Reason(kind: .property, property: "_n")]),
            NodeRecord(node: "v5/new", outcome: .appeared),
          ]),
        Frame(
          index: 3, event: "remove", eventKind: .mutate, records: [NodeRecord(node: "v200", outcome: .disappeared)]),
      ])
    let result = try await Browser.check(trace, name: "budget", mode: ["--budget"], treeBudget: 40)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func hostileNamesRunNoScriptInABrowser() async throws {
    let result = try await Browser.check(HostileTrace.make(), name: "hostile", mode: ["--security"])
    #expect(result.status == 0, "\(result.output)")
  }
}

/// The `_printChanges` lines the page must show, as the trace's formatter
/// words them (a trace stores reasons, not lines): per frame, its lines in
/// evaluation order and each record's line (null when its body did not run).
/// The browser script reads them beside the trace (`<name>.lines.json`).
func printedLines(_ trace: Trace) throws -> Data {
  struct Lines: Encodable {
    let printChanges: [String]
    let records: [String?]
  }
  return try JSONEncoder().encode(
    trace.frames.map { Lines(printChanges: $0.printChanges, records: $0.records.map(\.printChanges)) })
}
