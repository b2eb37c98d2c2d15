// Renderer benchmark: run with `swift run -c release viewtrace-render-benchmark [--dot-20k]`.
//
// 1. Per-frame SVGs of a 2,000-node tree over 1,000 frames: laid out once and
//    styled per frame, against writing DOT and running `dot -Tsvg` per frame
//    (a sample of frames, per-frame cost compared). Target: >= 100x.
// 2. Layout + render of 5,000 and 20,000-node trees: the Swift tidy-tree path
//    (`nop2`) against `dot`. Target: 20,000 nodes in <= 2 s. `dot` on 20,000
//    nodes takes minutes; it runs only with --dot-20k.
// 3. The HTML report of the 1,000-frame, 2,000-node trace: its size (<= 5 MB),
//    its generation against the naive pipeline (DOT + `dot -Tsvg` for every
//    frame; >= 100x), and in headless Chromium its first paint (<= 2 s) and the
//    p95 of frame switches (<= 16 ms). Needs chromium, chromedriver, selenium.
// 4. With --import (and nothing else): `viewtrace import` of logs with 20,000
//    to 160,000 distinct view types in one frame. Target: linear, about 2x the
//    time for 2x the lines. `--write-log FILE repeated BYTES` and `--write-log
//    FILE distinct COUNT` write the logs whose import's peak memory
//    docs/logs.md gives (measured with `/usr/bin/time -v viewtrace import`).
// With --graphs (and nothing else): the dependency and cause graphs' DOT of
//    a 100,000 and a 200,000-view trace, and the growth exponent.
// 5. With --scale (and nothing else): the report of a 20,000-node trace whose
//    structure changes every frame, at 100 and 1,000 frames: page size (grows
//    with views and changes, not frames x nodes), generation time and peak
//    memory, and in headless Chromium first contentful paint (<= 1 s), that it
//    opened fitted, the p95 of frame switches (<= 16 ms) and zoom steps by the
//    camera's transform against the same zooms by viewBox; the 1,000-frame
//    page again with every view drawn (no page budget). Then every view
//    (tree, deps, cause) of a 100,000-node trace at its first and last frame:
//    each renders in <= 10 s or folds first and says so; and reports, each in
//    a process of its own (size, time, peak memory side by side): 100,000
//    views with every view drawn, folded with its data as plain JSON (the old
//    path) and folded with its data deflated (the new one), 200,000 views,
//    and 100,000 views over 1,000 frames; the folded pages in headless
//    Chromium (first paint, ready, frame switches, zoom steps). Then every
//    scale target with its figure, whether it is met, and its ratio against
//    the old path where this build still has one.
import Foundation
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport

/// A balanced tree of `count` nodes (fanout 4) and `frames` frames, each
/// touching one pseudo-random leaf and its parent.
func syntheticTrace(nodes count: Int, frames: Int) -> Trace {
  var nodes: [TraceNode] = []
  for index in 0..<count {
    let parent = index == 0 ? nil : "v\((index - 1) / 4)"
    nodes.append(
      TraceNode(
        id: "v\(index)", parent: parent, type: index % 3 == 0 ? "Row" : "Text",
        kind: index % 3 == 0 ? .custom : .primitive, label: "Text(\"item \(index)\")"))
  }
  var all = [
    Frame(
      index: 0, event: "initial render", eventKind: .initial,
      records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared) })
  ]
  var pick: UInt64 = 42
  for frame in 1..<frames {
    pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let leaf = count / 2 + Int(pick >> 33) % (count / 2)
    let parent = (leaf - 1) / 4
    all.append(
      Frame(
        index: frame, event: "change \(leaf)", eventKind: .mutate,
        records: [
          NodeRecord(
            node: "v\(parent)", outcome: .evaluated, bodyCount: 1,
            reasons: [Reason(kind: .property, property: "_value")]),
          NodeRecord(
            node: "v\(leaf)", outcome: .redrawn,
            reasons: [
              Reason(kind: .self, changes: [ValueChange(name: "label", before: "a", after: "Text(\"item \(frame)\")")])
            ]),
        ]))
  }
  return Trace(scenario: "synthetic", summary: "", seed: 0, nodes: nodes, frames: all)
}

/// A balanced tree of `count` nodes (fanout 4) whose structure changes every
/// frame: a leaf disappears and a new view appears under its parent, which
/// re-runs; every third view owns a `@State` it reads (for the dependency
/// graph).
func changingTrace(nodes count: Int, frames: Int) -> Trace {
  var nodes: [TraceNode] = []
  var sources: [TraceSource] = []
  var edges: [DependencyEdge] = []
  for index in 0..<count {
    let parent = index == 0 ? nil : "v\((index - 1) / 4)"
    let custom = index % 3 == 0
    nodes.append(
      TraceNode(
        id: "v\(index)", parent: parent, type: custom ? "Row" : "Text", kind: custom ? .custom : .primitive,
        label: "Text(\"item \(index)\")"))
    if custom {
      sources.append(
        TraceSource(id: "v\(index)._value", kind: .state, owner: "v\(index)", name: "_value", valueType: "Int"))
      edges.append(DependencyEdge(source: "v\(index)._value", node: "v\(index)", kind: .read, since: 0))
    }
  }
  var all = [
    Frame(
      index: 0, event: "initial render", eventKind: .initial,
      records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared, bodyCount: $0.kind == .custom ? 1 : 0) })
  ]
  var pick: UInt64 = 7
  var removed = Set<Int>()
  for frame in 1..<frames {
    var leaf = 0
    repeat {
      pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      leaf = count / 2 + Int(pick >> 33) % (count / 2)
    } while removed.contains(leaf)
    removed.insert(leaf)
    let parent = (leaf - 1) / 4
    nodes.append(
      TraceNode(
        id: "v\(parent)/new\(frame)", parent: "v\(parent)", type: "Text", kind: .primitive,
        label: "Text(\"new \(frame)\")"))
    all.append(
      Frame(
        index: frame, event: "replace \(leaf)", eventKind: .mutate,
        records: [
          NodeRecord(
            node: "v\(parent)", outcome: .evaluated, bodyCount: 1,
            reasons: [Reason(kind: .property, property: "_value")]),
          NodeRecord(node: "v\(leaf)", outcome: .disappeared),
          NodeRecord(node: "v\(parent)/new\(frame)", outcome: .appeared),
        ]))
  }
  return Trace(
    scenario: "changing", summary: "", seed: 0, nodes: nodes, sources: sources, edges: edges, frames: all)
}

/// The process's peak resident memory so far, in MiB.
func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// One report of part 6, made in a process of its own.
struct HugeRun {
  let key: String
  let label: String
  /// The child's page mode: "all", "budget" or "plain".
  let mode: String
  let views: Int
  let frames: Int
  /// Whether the page is also measured in headless Chromium.
  let browser: Bool

  static let all = [
    HugeRun(
      key: "all", label: "100,000 views, every view drawn", mode: "all", views: 100_000, frames: 10, browser: false),
    HugeRun(
      key: "plain", label: "100,000 views, folded, data as plain JSON (old path)", mode: "plain", views: 100_000,
      frames: 10, browser: true),
    HugeRun(
      key: "budget", label: "100,000 views, folded (new path)", mode: "budget", views: 100_000, frames: 10,
      browser: true),
    HugeRun(
      key: "budget-200k", label: "200,000 views, folded", mode: "budget", views: 200_000, frames: 10, browser: false),
    HugeRun(
      key: "budget-1000", label: "100,000 views x 1,000 frames, folded", mode: "budget", views: 100_000, frames: 1_000,
      browser: true),
  ]
}

/// What a child process reported: page bytes, seconds, peak MiB and its fold note.
struct HugeReport {
  let bytes: Int
  let seconds: Double
  let peakMiB: Double
  let note: String
  var kib: Int { bytes / 1024 }
}

/// Makes `run`'s report in a child process, writing the page to `page`; nil
/// (with a line saying why) when the child failed.
func hugeReport(_ run: HugeRun, page: URL) throws -> HugeReport? {
  let child = Process()
  child.executableURL = Bundle.main.executableURL
  child.arguments = ["--huge-report-child", run.mode, page.path, String(run.views), String(run.frames)]
  let pipe = Pipe()
  child.standardOutput = pipe
  try child.run()
  let line = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  child.waitUntilExit()
  let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
  guard child.terminationStatus == 0, parts.count >= 3, let bytes = Int(parts[0]), let time = Double(parts[1]),
    let peak = Double(parts[2])
  else {
    say("    \(run.label): failed (\(line))")
    return nil
  }
  return HugeReport(bytes: bytes, seconds: time, peakMiB: peak, note: parts.dropFirst(3).joined(separator: " "))
}

/// Opens `html` in headless Chromium through the browser tests' script and
/// returns its measurements, or why there are none.
func measureInBrowser(_ html: String, trace: Trace) throws -> Result<[String: Any], BrowserUnavailable> {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-report-benchmark")
  try? FileManager.default.removeItem(at: folder)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try Data(html.utf8).write(to: folder.appendingPathComponent("report.html"))
  try TraceCoding.encode(trace).write(to: folder.appendingPathComponent("report.trace.json"))
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/ViewTraceReportTests/Browser/report_in_browser.py")
  let browser = Process()
  browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  browser.arguments = [
    "python3", script.path, folder.appendingPathComponent("report.html").path,
    folder.appendingPathComponent("report.trace.json").path, folder.appendingPathComponent("shot.png").path, "--perf",
  ]
  browser.environment = ProcessInfo.processInfo.environment.merging(["SE_OFFLINE": "true"]) { $1 }
  let output = Pipe()
  browser.standardOutput = output
  browser.standardError = output
  try browser.run()
  let measured = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  browser.waitUntilExit()
  if browser.terminationStatus == 0,
    let json = try? JSONSerialization.jsonObject(with: Data(measured.utf8)) as? [String: Any]
  {
    return .success(json)
  }
  return .failure(BrowserUnavailable(reason: String(measured.split(separator: "\n").last ?? "no output")))
}

/// The page's budget note up to its colon (`draws 2,862 of 100,009 views
/// (more than the page's budget of 5,000 nodes)`), nil when it has none.
func foldNote(_ html: String) -> String? {
  guard let start = html.range(of: "<p class=\"budget-note\" id=\"budget-note\">"),
    let end = html[start.upperBound...].range(of: "</p>")
  else { return nil }
  let note = html[start.upperBound..<end.lowerBound]
  return note.split(separator: ":").first.map {
    $0.replacingOccurrences(of: "The tree ", with: "").replacingOccurrences(of: "&#39;", with: "'")
  }
}

/// The report's view card and Cause mode in headless Chromium: opening a card, switching frames
/// with one open, and drawing Cause mode for the frame that touched the most views.
func uiLine(_ label: String, _ html: String, _ trace: Trace) throws -> String {
  switch try measureInBrowser(html, trace: trace) {
  case .success(let json):
    let card = ((json["cardOpenMs"] as? [Double]) ?? []).sorted()
    return String(
      format:
        "%@: view card opened in median %.1f ms, max %.1f ms over %d views (target <= 50 ms); frame switch with a card "
        + "open p95 %.2f ms (target <= 16 ms); Cause mode of frame %d (%d touched views, %d drawn) in %.0f ms "
        + "(target <= 1,000 ms); frame switch p95 %.2f ms with no card (target <= 16 ms); views table of %d views "
        + "opened in %.0f ms and sorted by name in %.0f ms (target <= 200 ms each)",
      label, card.isEmpty ? -1 : card[card.count / 2], card.last ?? -1, card.count,
      (json["frameSwitchWithCardP95Ms"] as? Double) ?? -1, (json["causeFrame"] as? Int) ?? -1,
      (json["causeRecords"] as? Int) ?? -1, (json["causeNodes"] as? Int) ?? -1, (json["causeMs"] as? Double) ?? -1,
      (json["frameSwitchP95Ms"] as? Double) ?? -1, (json["viewsTableViews"] as? Int) ?? -1,
      (json["viewsTableOpenMs"] as? Double) ?? -1, (json["viewsTableSortMs"] as? Double) ?? -1)
  case .failure(let why):
    return "\(label): not measured (\(why.reason))"
  }
}

/// One line of browser figures for `html`: first paint, load, frame
/// switches, and zoom steps by transform (the camera) and by viewBox (the
/// camera before, and its crisp re-render once steps stop).
func browserLine(_ label: String, _ html: String, _ trace: Trace) throws -> String {
  switch try measureInBrowser(html, trace: trace) {
  case .success(let json):
    return browserLine(label, json)
  case .failure(let why):
    return "\(label): not measured (\(why.reason))"
  }
}

/// The line of browser figures of one measurement.
func browserLine(_ label: String, _ json: [String: Any]) -> String {
  let steps = ((json["zoomStepsMs"] as? [Double]) ?? []).sorted()
  let viewBoxSteps = ((json["viewBoxStepsMs"] as? [Double]) ?? []).sorted()
  return String(
    format:
      "%@: first contentful paint %.0f ms, load %.0f ms, ready %.0f ms (data read, first frame shown), opened on frame %@, frame switch p95 %.2f ms over %d switches among frames 1-%d; "
      + "views table of %d views opened in %.0f ms and sorted by name in %.0f ms, %d rows built (target <= 200 ms each); "
      + "to frame 0 (every drawn view changes) and back: %@ ms; "
      + "zoom step (key to painted) median %.0f ms, max %.0f ms; the same zooms by viewBox (the camera before, "
      + "and the crisp re-render once steps stop) median %.0f ms, max %.0f ms",
    label, (json["firstContentfulPaintMs"] as? Double) ?? -1, (json["loadMs"] as? Double) ?? -1,
    (json["readyMs"] as? Double) ?? -1, (json["openedAt"] as? String) ?? "?",
    (json["frameSwitchP95Ms"] as? Double) ?? -1,
    (json["switches"] as? Int) ?? 0, ((json["frames"] as? Int) ?? 1) - 1,
    (json["viewsTableViews"] as? Int) ?? -1, (json["viewsTableOpenMs"] as? Double) ?? -1,
    (json["viewsTableSortMs"] as? Double) ?? -1, (json["viewsTableRows"] as? Int) ?? -1,
    ((json["frameZeroMs"] as? [Double]) ?? []).map { String(format: "%.0f", $0) }.joined(separator: ", "),
    steps.isEmpty ? -1 : steps[steps.count / 2],
    steps.last ?? -1,
    viewBoxSteps.isEmpty ? -1 : viewBoxSteps[viewBoxSteps.count / 2], viewBoxSteps.last ?? -1)
}

struct BrowserUnavailable: Error {
  let reason: String
}

/// Prints a line at once, also into a file or a pipe (`print` buffers
/// there, and a long run shows nothing until it ends).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ seconds: Double) -> String {
  seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1e3)
}

/// Runs `dot -T<format>` on `input`, returning its output size.
func runDot(_ input: String, format: String = "svg") throws -> Int {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["dot", "-T\(format)"]
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let data = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
  return data.count
}

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
  print(
    """
    viewtrace-render-benchmark: the renderer's and the report's costs, measured side by side in one run.
    Run it in release mode: swift run -c release viewtrace-render-benchmark [option]

      (no option)   1. per-frame SVGs of a 2,000-node tree: one layout styled per frame, against a layout
                       per frame in this process (the same picture) and against `dot -Tsvg` per frame;
                    2. layout of 5,000 and 20,000-node trees; 3. the HTML report of 1,000 frames
      --dot-20k     also run `dot` on the 20,000-node tree in part 2 (minutes)
      --graphs      the dependency and cause graphs of 100,000 and 200,000 views (DOT, no layout)
      --import      `viewtrace import` of logs with 20,000 to 160,000 view types
      --write-log FILE repeated BYTES | --write-log FILE distinct COUNT
                    write a log for `viewtrace import`: BYTES of 8 views' lines repeated (a blank line every
                    1,000 lines), or COUNT lines of distinct view types in one frame
      --write-trace FILE [VIEWS [FRAMES]]
                    write the --scale part's trace (100,000 views, 10 frames by default) to FILE
      --report-ui   the report's view card (open, frame switches with it open) and Cause mode on the
                    20,000-view, 1,000-frame page in headless Chromium
      --scale       the report of 20,000 views over 100 and 1,000 frames, every view of a 100,000-view
                    trace, reports of 100,000 and 200,000 views and of 100,000 views over 1,000 frames
                    (new path against the old), then each scale target with its ratio (needs chromium,
                    chromedriver and selenium for the browser figures; without them those are skipped
                    with a note)
      --help, -h    this text

    The `dot` baselines need Graphviz's `dot` program; without it they are skipped with a note.
    """)
  exit(0)
}

/// Whether Graphviz's `dot` program can be run (the baselines that compare
/// against it are skipped, with a note, when it cannot).
let dotAvailable: Bool = {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["dot", "-V"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}()
let noDot = "skipped: Graphviz's `dot` program is not installed (apt-get install graphviz)"

let clock = ContinuousClock()
if let flag = CommandLine.arguments.firstIndex(of: "--huge-report-child"), CommandLine.arguments.count > flag + 2 {
  // Part 6's report of the 100,000-node trace, in a process of its own:
  // with every view drawn ("all") or folded to the page's budget ("budget"),
  // or folded with its data embedded as plain JSON ("plain").
  // Prints bytes, seconds, peak MiB and what was folded; writes the page.
  // Optional: the node and frame counts (default 100,000 and 10).
  let counts = CommandLine.arguments.dropFirst(flag + 3).prefix(2).compactMap { Int($0) }
  let huge = changingTrace(nodes: counts.first ?? 100_000, frames: counts.dropFirst().first ?? 10)
  let templates = try TemplateSet.locate(override: nil, executable: Bundle.main.executableURL)
  let builder: ReportBuilder
  switch CommandLine.arguments[flag + 1] {
  case "all": builder = ReportBuilder(templates: templates, treeBudget: Int.max)
  // The page as it was before its data was deflated: the JSON as it is.
  case "plain":
    builder = ReportBuilder(templates: templates, treeBudget: UnionBudget.defaultLimit, deflateAbove: Int.max)
  default: builder = ReportBuilder(templates: templates)
  }
  var html = ""
  let time = try await clock.measure { html = try await builder.report(for: huge) }
  let folded = foldNote(html) ?? ""
  try Data(html.utf8).write(to: URL(fileURLWithPath: CommandLine.arguments[flag + 2]))
  print("\(html.utf8.count) \(seconds(time)) \(peakMemoryMiB()) \(folded)")
  exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--write-trace"), CommandLine.arguments.count > flag + 1 {
  // The --scale part's trace as a file, for the command line: `--write-trace FILE [VIEWS [FRAMES]]`.
  let counts = CommandLine.arguments.dropFirst(flag + 2).prefix(2).compactMap { Int($0) }
  let trace = changingTrace(nodes: counts.first ?? 100_000, frames: counts.dropFirst().first ?? 10)
  try TraceCoding.encode(trace).write(to: URL(fileURLWithPath: CommandLine.arguments[flag + 1]))
  exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--write-log"), CommandLine.arguments.count > flag + 3,
  let amount = Int(CommandLine.arguments[flag + 3])
{
  // `--write-log FILE repeated BYTES`: 8 views' `_printChanges` lines over and over, a blank line
  // (a frame) every 1,000 lines, until the log has at least BYTES. `--write-log FILE distinct COUNT`:
  // COUNT lines, each of a view type of its own, in one frame.
  let file = CommandLine.arguments[flag + 1]
  guard FileManager.default.createFile(atPath: file, contents: nil), let out = FileHandle(forWritingAtPath: file) else {
    print("cannot write \(file)")
    exit(2)
  }
  let views = ["ContentView", "HeaderView", "RowView", "FooterView", "BadgeView", "AvatarView", "TitleView", "CounterView"]
  let tokens = ["@self", "_count", "@self, _count"]
  var chunk = ""
  var size = 0
  var index = 0
  let repeated = CommandLine.arguments[flag + 2] == "repeated"
  while repeated ? size < amount : index < amount {
    var line = repeated ? "MyApp.\(views[index % 8]): \(tokens[index % 3]) changed.\n" : "View\(index): @self changed.\n"
    index += 1
    if repeated && index % 1000 == 0 { line += "\n" }
    chunk += line
    size += line.utf8.count
    if chunk.utf8.count >= 1 << 20 {
      out.write(Data(chunk.utf8))
      chunk = ""
    }
  }
  out.write(Data(chunk.utf8))
  try out.close()
  exit(0)
}
if CommandLine.arguments.contains("--import") {
  say("4. Import of one frame with N distinct view types")
  var previous: Double?
  for count in [20_000, 40_000, 80_000, 160_000] {
    let log = Data((0..<count).map { "MyApp.View\($0): @self, _value changed.\n" }.joined().utf8)
    let clock = ContinuousClock()
    var frames = 0
    let time = try clock.measure {
      frames = try LogImport().importLog(log, name: "bench").trace.frames.count
    }
    let ratio = previous.map { String(format: " (%.2fx the previous)", seconds(time) / $0) } ?? ""
    say("  \(count) types, \(frames) frame: \(format(seconds(time)))\(ratio)")
    previous = seconds(time)
  }
  exit(0)
}

if CommandLine.arguments.contains("--graphs") {
  // The dependency and cause graphs' construction (DOT text, no layout) at
  // 100,000 and 200,000 views, and how the time grows with the views.
  say("Graph construction (DOT, no layout) of the last frame of a trace of N views, 10 frames")
  var previous: [String: Double] = [:]
  for count in [100_000, 200_000] {
    let trace = changingTrace(nodes: count, frames: 10)
    let renderer = TraceRenderer(trace: trace)
    for view in [TraceRenderer.View.deps, .cause] {
      var length = 0
      let time = try clock.measure { length = try renderer.dot(view, frame: trace.frames.count - 1).utf8.count }
      let growth =
        previous[view.rawValue].map {
          String(
            format: " (%.2fx the time of half the views: exponent %.2f)", seconds(time) / $0, log2(seconds(time) / $0))
        } ?? ""
      say("  \(view.rawValue), \(count) views: \(format(seconds(time))), \(length / 1024) KiB of DOT\(growth)")
      previous[view.rawValue] = seconds(time)
    }
  }
  exit(0)
}

if CommandLine.arguments.contains("--report-ui") {
  let builder = ReportBuilder(templates: try TemplateSet.locate(override: nil, executable: Bundle.main.executableURL))
  say("The report's view card and Cause mode: a 20,000-node trace whose structure changes every frame, 1,000 frames")
  let trace = changingTrace(nodes: 20_000, frames: 1_000)
  let html = try await builder.report(for: trace)
  say("  \(trace.nodes.count) views, \(html.utf8.count / 1024) KiB")
  say(try uiLine("  headless Chromium", html, trace))
  exit(0)
}

if CommandLine.arguments.contains("--scale") {
  let builder = ReportBuilder(templates: try TemplateSet.locate(override: nil, executable: Bundle.main.executableURL))
  say("5. Report of a 20,000-node trace whose structure changes every frame")
  var sizes: [Int: Int] = [:]
  for frames in [100, 1_000] {
    let trace = changingTrace(nodes: 20_000, frames: frames)
    var html = ""
    let time = try await clock.measure { html = try await builder.report(for: trace) }
    sizes[frames] = html.utf8.count
    say(
      "  \(frames) frames (\(trace.nodes.count) views, \(frames - 1) structure changes): "
        + "\(html.utf8.count / 1024) KiB in \(format(seconds(time))), peak memory so far \(Int(peakMemoryMiB())) MiB; "
        + (foldNote(html) ?? "every view drawn"))
    guard frames == 1_000 else { continue }
    say(try browserLine("  headless Chromium", html, trace))
    // The same trace with every view drawn (no page budget): the page as it
    // was before the budget, and the camera on 20,000 drawn views.
    let whole = try await ReportBuilder(templates: builder.templates, treeBudget: Int.max).report(for: trace)
    say("  every view drawn (no budget): \(whole.utf8.count / 1024) KiB")
    say(try browserLine("  headless Chromium, every view drawn", whole, trace))
  }
  let perFrame = Double(sizes[1_000]! - sizes[100]!) / 900
  say(
    String(
      format: "  page growth: %.0f bytes per extra frame (one structure change); 10x the frames: %.2fx the page",
      perFrame, Double(sizes[1_000]!) / Double(sizes[100]!)))

  say("\n6. Every view of a 100,000-node trace (first and last frame)")
  let huge = changingTrace(nodes: 100_000, frames: 10)
  let hugeRenderer = TraceRenderer(trace: huge)
  var hugeDeps: Double?
  for view in TraceRenderer.View.allCases {
    for frame in [0, huge.frames.count - 1] {
      var rendered: TraceRenderer.Rendered?
      let time = try await clock.measure {
        rendered = try await hugeRenderer.renderNoted(view, frame: frame, format: .svg)
      }
      let note = rendered!.notes.isEmpty ? "drawn whole" : rendered!.notes.joined(separator: "; ")
      if view == .deps && frame > 0 { hugeDeps = seconds(time) }
      say(
        "  \(view.rawValue) frame \(frame): \(format(seconds(time))) (target <= 10 s), "
          + "\(rendered!.data.count / 1024) KiB; \(note)")
    }
  }
  // Each report in a process of its own, so that each peak memory is its own.
  say("  reports, each made in a process of its own (size, time, peak memory):")
  let pageFile = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-huge-report.html")
  var reports: [String: HugeReport] = [:]
  var pages: [String: String] = [:]
  for run in HugeRun.all {
    guard let report = try hugeReport(run, page: pageFile) else { continue }
    reports[run.key] = report
    say(
      "    \(run.label): \(report.kib) KiB in \(format(report.seconds)), peak memory \(Int(report.peakMiB)) MiB; "
        + (report.note.isEmpty ? "nothing folded" : report.note)
    )
    if run.browser { pages[run.key] = String(decoding: try Data(contentsOf: pageFile), as: UTF8.self) }
  }
  var browser: [String: [String: Any]] = [:]
  for run in HugeRun.all where run.browser {
    guard let html = pages[run.key] else { continue }
    let trace = changingTrace(nodes: run.views, frames: run.frames)
    switch try measureInBrowser(html, trace: trace) {
    case .success(let json):
      browser[run.key] = json
      say(browserLine("  headless Chromium, \(run.label)", json))
    case .failure(let why):
      say("  headless Chromium, \(run.label): not measured (\(why.reason))")
    }
  }

  // Every target of the scale work: the figure, the target, and the ratio
  // against the old path measured above in this run where the old path
  // still exists.
  say("\n7. Targets (new path against the old one, both measured above)")
  func line(_ what: String, _ value: Double?, unit: String, target: Double, old: Double?, oldName: String) {
    guard let value else {
      say("  \(what): not measured")
      return
    }
    let figure = unit == "s" ? String(format: "%.2f s", value) : String(format: "%.1f %@", value, unit)
    let verdict = value <= target ? "met" : "NOT met"
    let ratio = old.map { String(format: "; %.2fx %@", value / $0, oldName) } ?? ""
    say("  \(what): \(figure) (target <= \(target.formatted()) \(unit): \(verdict))\(ratio)")
  }
  let new100 = reports["budget"]
  let old100 = reports["plain"]
  let new200 = reports["budget-200k"]
  line(
    "100,000-view report, page size", new100.map { Double($0.bytes) / 1e6 }, unit: "MB", target: 10,
    old: old100.map { Double($0.bytes) / 1e6 }, oldName: "the page with its data as plain JSON")
  line(
    "100,000-view report, time", new100?.seconds, unit: "s", target: 6, old: old100?.seconds,
    oldName: "the page with its data as plain JSON")
  line("200,000-view report, time", new200?.seconds, unit: "s", target: 15, old: nil, oldName: "")
  if let new100, let new200 {
    let exponent = log2(new200.seconds / new100.seconds)
    say(
      String(
        format:
          "  growth of the report's time from 100,000 to 200,000 views: %.2fx, exponent %.2f (target <= 1.15: %@)",
        new200.seconds / new100.seconds, exponent, exponent <= 1.15 ? "met" : "NOT met"))
  }
  line(
    "100,000 views x 1,000 frames report, peak memory", reports["budget-1000"]?.peakMiB, unit: "MiB", target: 700,
    old: nil, oldName: "")
  for (key, label) in [("budget", "10 frames"), ("budget-1000", "1,000 frames")] {
    let json = browser[key]
    let old = browser["plain"]
    let oldP95 = key == "budget" ? old?["frameSwitchP95Ms"] as? Double : nil
    line(
      "folded 100,000-view page (\(label)), frame switch p95", json?["frameSwitchP95Ms"] as? Double, unit: "ms",
      target: 16, old: oldP95, oldName: "the plain page")
    line(
      "folded 100,000-view page (\(label)), first contentful paint", json?["firstContentfulPaintMs"] as? Double,
      unit: "ms", target: 500, old: key == "budget" ? old?["firstContentfulPaintMs"] as? Double : nil,
      oldName: "the plain page")
  }
  if let deps = hugeDeps {
    line("dependency view of 100,000 views (SVG, last frame)", deps, unit: "s", target: 1.5, old: nil, oldName: "")
  }
  say(
    "  (the dependency graph's old quadratic path and the engine's per-frame cost are not in this benchmark: "
      + "`--graphs` times the graphs, `viewtrace-benchmark` the engine)")
  exit(0)
}

let withDot20k = CommandLine.arguments.contains("--dot-20k")

say("1. Per-frame SVGs of a 2,000-node tree")
let trace = syntheticTrace(nodes: 2_000, frames: 1_000)
let renderer = TraceRenderer(trace: trace)
var series: FrameSeries?
let layout = try await clock.measure { series = try await renderer.treeFrames() }
var bytes = 0
let styling = clock.measure {
  series!.forEachFrame { _, svg in bytes += svg.utf8.count }
}
let oursPerFrame = (seconds(layout) + seconds(styling)) / Double(trace.frames.count)
say(
  "  layout once (\(series!.layoutCount) layout): \(format(seconds(layout))); styling 1,000 frames: \(format(seconds(styling)))"
)
say(
  "  ViewTrace: \(format(oursPerFrame))/frame including the layout (\(bytes / trace.frames.count / 1024) KiB per SVG)")
let sampled = 5
// Like for like: the same picture laid out anew for each frame, in this
// process, with the same Graphviz library and the same layout path.
let relayout = try await clock.measure {
  for frame in 0..<sampled { _ = try await renderer.render(.tree, frame: frame, format: .svg) }
}
let relayoutPerFrame = seconds(relayout) / Double(sampled)
say(
  "  the same picture laid out again for each frame, in this process: \(format(relayoutPerFrame))/frame (\(sampled) frames sampled)"
)
say(String(format: "  ratio (like for like): %.1fx faster", relayoutPerFrame / oursPerFrame))
var dotPerFrame: Double?
if dotAvailable {
  let baseline = try clock.measure {
    for frame in 0..<sampled { _ = try runDot(try renderer.dot(.tree, frame: frame)) }
  }
  dotPerFrame = seconds(baseline) / Double(sampled)
  say(
    "  DOT + `dot -Tsvg` per frame, a new process each (splines and arrowheads: not the same picture): "
      + "\(format(dotPerFrame!))/frame (\(sampled) frames sampled)")
  say(String(format: "  ratio against `dot`: %.0fx faster", dotPerFrame! / oursPerFrame))
} else {
  say("  DOT + `dot -Tsvg` per frame: \(noDot)")
}

say("\n2. Layout + render of large trees to SVG")
for count in [5_000, 20_000] {
  let big = syntheticTrace(nodes: count, frames: 1)
  let bigRenderer = TraceRenderer(trace: big)
  var size = 0
  let tidy = try await clock.measure { size = try await bigRenderer.render(.tree, frame: 0, format: .svg).count }
  say("  \(count) nodes, Swift tidy tree + Graphviz nop2: \(format(seconds(tidy))) (\(size / 1024) KiB)")
  if !dotAvailable {
    say("  \(count) nodes, `dot -Tsvg`: \(noDot)")
  } else if count <= 5_000 || withDot20k {
    let dotTime = try clock.measure { _ = try runDot(try bigRenderer.dot(.tree, frame: 0)) }
    say("  \(count) nodes, `dot -Tsvg`: \(format(seconds(dotTime)))")
    say(String(format: "  ratio: %.1fx faster", seconds(dotTime) / seconds(tidy)))
  } else {
    say("  \(count) nodes, `dot -Tsvg`: skipped (minutes; pass --dot-20k)")
  }
}

say("\n3. HTML report of the 1,000-frame, 2,000-node trace")
let builder = ReportBuilder(templates: try TemplateSet.locate(override: nil, executable: Bundle.main.executableURL))
var html = ""
let generation = try await clock.measure { html = try await builder.report(for: trace) }
say("  generated in \(format(seconds(generation))), \(html.utf8.count / 1024) KiB (target <= 5 MB)")
// Extrapolated from part 1's sampled frames to all 1,000: not measured whole.
let relaidOut = relayoutPerFrame * Double(trace.frames.count)
say(
  "  a layout per frame in this process (part 1's rate x \(trace.frames.count) frames, extrapolated): \(format(relaidOut))"
)
say(String(format: "  ratio (like for like, extrapolated): %.0fx faster", relaidOut / seconds(generation)))
if let dotPerFrame {
  let naive = dotPerFrame * Double(trace.frames.count)
  say("  DOT + `dot -Tsvg` per frame (part 1's rate x \(trace.frames.count) frames, extrapolated): \(format(naive))")
  say(String(format: "  ratio against `dot` (extrapolated): %.0fx faster", naive / seconds(generation)))
} else {
  say("  DOT + `dot -Tsvg` per frame: \(noDot)")
}
switch try measureInBrowser(html, trace: trace) {
case .success(let json):
  let paint = (json["firstContentfulPaintMs"] as? Double) ?? -1
  let p95 = (json["frameSwitchP95Ms"] as? Double) ?? -1
  say(
    String(
      format:
        "  headless Chromium: first contentful paint %.0f ms (target <= 2000), frame switch p95 %.2f ms over %d switches "
        + "(target <= 16)",
      paint, p95, (json["switches"] as? Int) ?? 0))
case .failure(let unavailable):
  say("  headless Chromium: not measured (\(unavailable.reason))")
}
