import Foundation
import Testing
import ViewTraceModel

@Suite struct RenderCommandTests {
  let folder: TemporaryFolder
  var directory: URL { folder.url }

  init() throws { folder = try TemporaryFolder("viewtrace-render") }

  func path(_ name: String) -> String { folder.path(name) }

  @Test func rendersAFrameOfASampleToSVGDOTAndPNG() throws {
    for format in ["svg", "dot", "png"] {
      let result = try viewtrace(
        "render", "state-let", "--frame", "1", "--format", format, "--out", path("tree.\(format)"))
      #expect(result.status == 0, "\(format): \(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: path("tree.\(format)")))
      switch format {
      case "svg":  // Graphviz writes "-" in attributes as &#45;
        #expect(
          String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-").contains(
            "outcome-evaluated"))
      case "dot": #expect(String(decoding: data, as: UTF8.self).hasPrefix("digraph \"state-let frame 1\" {"))
      default: #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
      }
    }
  }

  /// A link's destination built but not pushed (`NavigationLink("About") { AboutView(...) }`)
  /// is drawn under the link as init only in the frame whose body built it, and not in others.
  @Test func aLinksUnpushedDestinationIsDrawnInitOnlyUnderTheLink() throws {
    let link = "ScrumsView/NavigationStack/Toolbar@toolbar/ToolbarItem@0/NavigationLink"
    for (frame, drawn) in [("5", true), ("3", false)] {
      let result = try viewtrace("render", "daily-scrums", "--frame", frame, "--format", "dot", "--out", path("f.dot"))
      #expect(result.status == 0, "\(result.stderr)")
      let dot = try String(contentsOf: URL(fileURLWithPath: path("f.dot")), encoding: .utf8)
      #expect(dot.contains("\"\(link)\" -> \"\(link)/AboutView\"") == drawn, "frame \(frame)")
    }
  }

  /// The width of a PNG, from its IHDR chunk.
  func pngWidth(_ name: String) throws -> Int {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    return data[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test func aHundredCellsFoldToFitAPageUnlessExpandAll() throws {
    let folded = try viewtrace("render", "closure-cells", "--frame", "1", "--out", path("folded.png"))
    #expect(folded.status == 0, "\(folded.stderr)")
    #expect(try pngWidth("folded.png") < 1_000)
    let expanded = try viewtrace(
      "render", "closure-cells", "--frame", "1", "--expand-all", "--out", path("expanded.png"))
    #expect(expanded.status == 0, "\(expanded.stderr)")
    #expect(try pngWidth("expanded.png") > 10_000)
  }

  /// `--max-width` folds, wraps, leaves out the legend and only at last
  /// scales, says so on standard error, and the PNG is no wider than asked.
  @Test func maxWidthFitsTheDiagramAndSaysHow() throws {
    let folded = try viewtrace(
      "render", "closure-cells", "--frame", "1", "--max-width", "400", "--out", path("narrow.png"))
    #expect(folded.status == 0, "\(folded.stderr)")
    #expect(try pngWidth("narrow.png") <= 400)
    #expect(folded.stderr.contains("legend left out: 566 -> "), "\(folded.stderr)")
    #expect(!folded.stderr.contains("scaled"), "it fits without shrinking text: \(folded.stderr)")
    let roomy = try viewtrace(
      "render", "closure-cells", "--frame", "1", "--max-width", "2000", "--out", path("roomy.png"))
    #expect(roomy.stderr.contains("fits in 566 px as drawn"), "\(roomy.stderr)")
    #expect((565...566).contains(try pngWidth("roomy.png")), "SVG points to pixels rounds up; PNG rounds")
    let expanded = try viewtrace(
      "render", "closure-cells", "--frame", "1", "--expand-all", "--max-width", "1000", "--out", path("scaled.png"))
    #expect(expanded.status == 0, "\(expanded.stderr)")
    #expect(expanded.stderr.contains("scaled down to 1,000 px (text shrinks): 14,520 -> 1,000 px wide"))
    #expect(try pngWidth("scaled.png") <= 1_000)
    let cause = try viewtrace(
      "render", "closure-cells", "--frame", "1", "--view", "cause", "--max-width", "600", "--out", path("cause.svg"))
    #expect(cause.status == 0, "\(cause.stderr)")
    #expect(cause.stderr.hasPrefix("cause frame 1: "))
  }

  @Test func aMaxWidthBelowAHundredPixelsIsBadInput() throws {
    let result = try viewtrace("render", "counter", "--max-width", "50", "--out", path("x.svg"))
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: --max-width must be at least 100 px, not 50\n"))
    #expect(!FileManager.default.fileExists(atPath: path("x.svg")))
  }

  @Test func rendersEveryFrameIntoADirectory() throws {
    let result = try viewtrace("render", "redraw-lab", "--all-frames", "--format", "svg", "--out", path("frames"))
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted()
    #expect(files == [".viewtrace-output"] + (0...6).map { String(format: "frame-%03d.svg", $0) })
  }

  @Test func rendersASavedTraceWithoutTheSample() throws {
    let json = try viewtrace("run", "published-binding", "--format", "json")
    try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: path("trace.json")))
    let result = try viewtrace(
      "render", path("trace.json"), "--view", "cause", "--frame", "2", "--format", "dot", "--out", path("cause.dot"))
    #expect(result.status == 0, "\(result.stderr)")
    let dot = try String(contentsOfFile: path("cause.dot"), encoding: .utf8)
    #expect(dot.contains("label=\"objectWillChange (_viewModel)\""))
  }

  @Test func badInputIsOneClearLineAndNoFile() throws {
    let frame = try viewtrace("render", "counter", "--frame", "9", "--format", "svg", "--out", path("x.svg"))
    #expect(frame.status != 0)
    #expect(frame.stderr.hasPrefix("Error: no frame 9: the trace has frames 0...4"))
    #expect(!FileManager.default.fileExists(atPath: path("x.svg")))

    let missing = try viewtrace("render", "nope", "--format", "svg", "--out", path("x.svg"))
    #expect(missing.stderr.hasPrefix("Error: unknown sample 'nope' (samples: state-let,"))

    try Data("{\"formatVersion\": 1}".utf8).write(to: URL(fileURLWithPath: path("bad.json")))
    let bad = try viewtrace("render", path("bad.json"), "--format", "svg", "--out", path("x.svg"))
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("bad.json: not a ViewTrace trace: missing key"))

    let both = try viewtrace("render", "counter", "--frame", "1", "--all-frames", "--format", "svg", "--out", path("x"))
    #expect(both.stderr.hasPrefix("Error: give --frame or --all-frames, not both"))
  }

  /// The cause view used to die with SIGILL and no message where the tree and
  /// deps views name the frames there are.
  @Test(arguments: ["tree", "deps", "cause"], ["svg", "dot"])
  func everyViewAnswersAFrameThatDoesNotExist(view: String, format: String) throws {
    let result = try viewtrace(
      "render", "counter", "--view", view, "--frame", "5", "--format", format, "--out", path("r.\(format)"))
    #expect(result.status == 2)
    #expect(result.stderr == "Error: no frame 5: the trace has frames 0...4\n")
    #expect(!FileManager.default.fileExists(atPath: path("r.\(format)")))
  }

  @Test func missingGraphvizPluginsSayWhatToInstall() throws {
    let empty = directory.appendingPathComponent("no-plugins")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try viewtrace(
      "render", "counter", "--format", "svg", "--out", path("x.svg"), environment: ["GVBINDIR": empty.path])
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("Error: Graphviz is not usable: "))
    #expect(result.stderr.hasSuffix("install libgraphviz-dev\n"))
    #expect(!FileManager.default.fileExists(atPath: path("x.svg")))
  }
}
