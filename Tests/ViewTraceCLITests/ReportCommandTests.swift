import Foundation
import Testing
import ViewTraceModel

@Suite struct ReportCommandTests {
  let folder: TemporaryFolder
  var directory: URL { folder.url }

  init() throws { folder = try TemporaryFolder("viewtrace-report") }

  func path(_ name: String) -> String { folder.path(name) }

  @Test func writesAnIndexReportsAndTracesForSamplesAndVariants() throws {
    let result = try viewtrace("report", "counter", "observable-migration", "--out", path("site"), "--svg-frames")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "no progress when stderr is not a terminal")
    let files = try FileManager.default.contentsOfDirectory(atPath: path("site")).sorted()
    #expect(
      files
        == [
          ".viewtrace-output", "counter-frames", "counter.html", "counter.trace.json", "index.html",
          "observable-migration-frames",
          "observable-migration-observable-frames", "observable-migration-observable.html",
          "observable-migration-observable.trace.json", "observable-migration-observableobject-frames",
          "observable-migration-observableobject.html", "observable-migration-observableobject.trace.json",
        ].filter { $0 != "observable-migration-frames" })
    let index = try String(contentsOfFile: path("site/index.html"), encoding: .utf8)
    #expect(index.contains("href=\"observable-migration-observableobject.html\""))
    let trace = try TraceCoding.decode(Data(contentsOf: URL(fileURLWithPath: path("site/counter.trace.json"))))
    #expect(trace.scenario == "counter")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("site/counter-frames")).count == 5)
  }

  /// A saved trace (`element-reads.trace.json`, as `run --format json` or a report writes it) is
  /// reported under its own name: `element-reads.html` beside `element-reads.trace.json`.
  @Test func aTraceFileKeepsItsNameInTheReport() throws {
    let json = try viewtrace("run", "library-favorites:element-reads", "--format", "json")
    #expect(json.status == 0, "\(json.stderr)")
    try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: path("element-reads.trace.json")))
    try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: path("plain.json")))
    let result = try viewtrace(
      "report", path("element-reads.trace.json"), path("plain.json"), "--out", path("site"))
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: path("site")).sorted()
    #expect(
      files == [
        ".viewtrace-output", "element-reads-vs-plain.diff.html", "element-reads.html", "element-reads.trace.json",
        "index.html", "plain.html",
        "plain.trace.json",
      ])
  }

  /// The Advice panel says each diagnosis's proof and lists what the what-if proof ruled out.
  @Test func theAdvicePanelShowsTheProofAndWhatWasRuledOut() throws {
    #expect(try viewtrace("report", "closure-cells", "redraw-lab", "--out", path("site")).status == 0)
    let cells = try String(contentsOfFile: path("site/closure-cells.html"), encoding: .utf8)
    #expect(
      cells.contains(
        "<strong>Proof:</strong> verified: CellView 100 -&gt; 0 if Equatable ignoring <code>action</code>; every frame draws the same (what-if run)"
      ))
    #expect(!cells.contains("class=\"ruled-out\""))
    // The advisor's `names` are drawn as code, the rest escaped.
    #expect(cells.contains("<strong>Fix:</strong> Make <code>CellView</code> <code>Equatable</code>, comparing"))
    let lab = try String(contentsOfFile: path("site/redraw-lab.html"), encoding: .utf8)
    #expect(lab.contains("<details class=\"ruled-out\">"))
    #expect(
      lab.contains(
        "<code>SetFlagInBodyText2</code> <span class=\"muted\">[unused-parameter]</span>: with <code>SetFlagInBodyText2</code> Equatable ignoring <code>flag</code>"
      ))
  }

  @Test func aFailedRunLeavesThePreviousReportInPlace() throws {
    #expect(try viewtrace("report", "counter", "--out", path("site")).status == 0)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("broken.json")))
    let failed = try viewtrace("report", "counter", path("broken.json"), "--out", path("site"))
    #expect(failed.status != 0)
    #expect(failed.stderr.contains("broken.json: not a ViewTrace trace"))
    #expect(FileManager.default.fileExists(atPath: path("site/counter.html")))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.contains("partial")
    }
    #expect(leftovers.isEmpty)
  }

  /// A copied binary finds no templates unless they come along or are named.
  @Test func templatesAreFoundNextToTheBinaryOrWhereTheyAreNamed() throws {
    let built = try executableURL()
    let copy = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: built, to: copy.appendingPathComponent("viewtrace"))
    let moved = copy.appendingPathComponent("viewtrace").path
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: moved)
      process.arguments = arguments
      var env = ProcessInfo.processInfo.environment
      env["VIEWTRACE_TEMPLATES"] = nil
      process.environment = env.merging(environment) { $1 }
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
    // The copy still finds the source tree it was built from; hide that by
    // asking through an override that does not exist.
    let missing = try run(["report", "counter", "--out", path("a"), "--templates", path("nowhere")])
    #expect(missing.0 != 0)
    #expect(missing.1.hasPrefix("Error: template folder \(path("nowhere")) has no report.html"))

    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Templates")
    #expect(try run(["report", "counter", "--out", path("b"), "--templates", source.path]).0 == 0)
    #expect(
      try run(["report", "counter", "--out", path("c")], environment: ["VIEWTRACE_TEMPLATES": source.path]).0 == 0)

    // A bundle copied next to the binary is used: its CSS (inlined into every
    // page) carries a marker the source templates do not have.
    let resources = built.deletingLastPathComponent().appendingPathComponent("ViewTrace_ViewTraceTemplates.resources")
    let bundle = copy.appendingPathComponent("ViewTrace_ViewTraceTemplates.resources")
    try FileManager.default.copyItem(at: resources, to: bundle)
    let css = bundle.appendingPathComponent("report.css")
    try Data((try String(contentsOf: css, encoding: .utf8) + "/* bundle next to the binary */\n").utf8).write(to: css)
    #expect(try run(["report", "counter", "--out", path("d")]).0 == 0)
    #expect(
      try String(contentsOfFile: path("d/counter.html"), encoding: .utf8).contains("/* bundle next to the binary */"))

    // An incomplete bundle is skipped for the next candidate (the source tree).
    try FileManager.default.removeItem(at: bundle.appendingPathComponent("report.js"))
    let incomplete = try run(["report", "counter", "--out", path("e")])
    #expect(incomplete.0 == 0, "\(incomplete.1)")
    #expect(
      !(try String(contentsOfFile: path("e/counter.html"), encoding: .utf8).contains("/* bundle next to the binary */"))
    )
  }
}
