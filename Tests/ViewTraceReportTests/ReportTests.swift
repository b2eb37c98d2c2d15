import Foundation
import Testing
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples

/// The templates of this source tree.
func sourceTemplates() throws -> TemplateSet {
  try TemplateSet(folder: packageRoot().appendingPathComponent("Templates"))
}

func packageRoot() -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The text of the script element that opens with `opening`.
func scriptText(_ html: String, opening: String) throws -> String {
  let start = try #require(html.range(of: opening))
  let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
  return String(html[start.upperBound..<end.lowerBound])
}

/// The JSON embedded in a page, unescaped.
func embeddedData(_ html: String) throws -> [String: Any] {
  let json = try scriptText(html, opening: "<script type=\"application/json\" id=\"viewtrace-data\">")
  return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}

@MainActor
@Suite struct ReportTests {
  @Test func summaryCountsMatchTheTrace() async throws {
    let trace = try #require(SampleCatalog.named("closure-cells")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(html.contains("<dd id=\"summary-frames\">2</dd>"))
    #expect(html.contains("<dd id=\"summary-evaluations\">101</dd>"))
    #expect(html.contains("<dd id=\"summary-views\">\(trace.nodes.count)</dd>"))
  }

  /// Past `deflateAbove` bytes a page embeds its data deflated and base64-encoded: inflated, it is
  /// the plain page's JSON byte for byte, and it decodes to the trace. A sample's page stays plain.
  @Test func aLargePagesDataIsDeflatedAndInflatesToThePlainJSON() async throws {
    let trace = try #require(SampleCatalog.named("daily-scrums")).scenario.run()
    let plain = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    let opening = "<script type=\"application/json\" id=\"viewtrace-data\">"
    #expect(plain.contains(opening))
    let deflated = try await ReportBuilder(
      templates: sourceTemplates(), treeBudget: UnionBudget.defaultLimit, deflateAbove: 0
    ).report(for: trace)
    let base64 = try scriptText(
      deflated,
      opening: "<script type=\"application/octet-stream\" id=\"viewtrace-data\" data-encoding=\"deflate-raw+base64\">")
    let bytes = try #require(Data(base64Encoded: base64))
    let inflated = try #require(Deflate.inflate(Array(bytes)))
    let json = try scriptText(plain, opening: opening)
    #expect(String(decoding: inflated, as: UTF8.self) == json)
    #expect(bytes.count * 3 < json.utf8.count, "deflated \(bytes.count) bytes of \(json.utf8.count)")
    let embedded = try #require(JSONSerialization.jsonObject(with: Data(inflated)) as? [String: Any])
    let traceJSON = try JSONSerialization.data(withJSONObject: try #require(embedded["trace"]))
    #expect(try TraceCoding.decode(traceJSON) == trace)
    #expect(Deflate.inflate(Array(bytes.dropLast(9))) == nil, "a cut stream is refused")
  }

  /// 100 cells that each ran twice are one line, not 100 ties at 1.
  @Test func mostEvaluatedRanksViewTypesOverAllFrames() async throws {
    let trace = try #require(SampleCatalog.named("closure-cells")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(
      html.contains(
        "<li><code>CellView</code> <span class=\"count\">200 in 100 views</span></li>"
          + "<li><code>ClosureDemo</code> <span class=\"count\">2</span></li>"))
  }

  /// The advisor's words mark names as `code`: the panel draws them as code and escapes the
  /// rest, a generic type's `<` included.
  @Test func theAdvicePanelDrawsTheAdvisorsNamesAsCode() async throws {
    let closure = ValueChange(name: "action", before: "(closure)", after: "(closure)")
    let trace = Trace(
      scenario: "generic-cells", summary: "a generic cell given a new closure", seed: 0,
      nodes: [
        TraceNode(id: "Host", parent: nil, type: "Host", kind: .custom, label: "Host"),
        TraceNode(id: "Host/Cell<Int>", parent: "Host", type: "Cell<Int>", kind: .custom, label: "Cell<Int>"),
        TraceNode(
          id: "Host/Cell<Int>/Text", parent: "Host/Cell<Int>", type: "Text", kind: .primitive, label: "Text(\"a\")"),
      ],
      frames: [
        Frame(
          index: 0, event: "initial render", eventKind: .initial,
          records: ["Host", "Host/Cell<Int>", "Host/Cell<Int>/Text"].map {
            NodeRecord(node: $0, outcome: .appeared, initCount: 1, bodyCount: $0.hasSuffix("Text") ? 0 : 1)
          }),
        Frame(
          index: 1, event: "tap", eventKind: .tap,
          records: [
            NodeRecord(node: "Host", outcome: .evaluated, bodyCount: 1, reasons: [Reason(kind: .identity)]),
            NodeRecord(
              node: "Host/Cell<Int>", outcome: .evaluated, initCount: 1, bodyCount: 1,
              reasons: [Reason(kind: .self, changes: [closure])]),
          ], evaluations: [0, 1]),
      ])
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(html.contains("<strong>Why:</strong> <code>Cell&lt;Int&gt;</code> is re-created by <code>Host</code>"))
    #expect(!html.contains("<code>Cell<Int></code>"))
  }

  /// The advice panel lists each diagnosis with its fix, and the page data
  /// names the avoidable evaluations of each frame for the Avoidable mode.
  @Test func theAdvicePanelAndAvoidableModeCarryTheAdvisorsFindings() async throws {
    let trace = try #require(SampleCatalog.named("student-params")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(html.contains("<dd id=\"summary-avoidable\">1</dd>"))
    #expect(html.contains("<details class=\"diagnosis\" id=\"diagnosis-1\" data-pattern=\"whole-struct-parameter\">"))
    #expect(html.contains("<option value=\"avoidable\">Avoidable evaluations</option>"))
    let data = try embeddedData(html)
    #expect((data["avoidable"] as? [[String]]) == [[], ["RootView/VStack/StudentNameView@0"]])
    let clean = try #require(SampleCatalog.named("student-split")).scenario.run()
    let cleanHTML = try await ReportBuilder(templates: sourceTemplates()).report(for: clean)
    #expect(cleanHTML.contains("<p class=\"none\">nothing avoidable, nothing to fix</p>"))
  }

  /// A diagnosis in the advice panel says where the source it names is declared: the file's name
  /// and line, the path from the package on hover.
  @Test func theAdvicePanelSaysWhereTheSourceIsDeclared() async throws {
    let trace = try #require(SampleCatalog.named("library-favorites")?.variant("store-reads")).run()
    let at = try #require(trace.sources.first { $0.id == "LibraryStore#1.books" }?.declaredAt)
    let row = try #require(trace.declaration(of: "BookRow")?.declaredAt)
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(
      html.contains(
        "<p class=\"declared\"><strong>Declared:</strong> <code>BookRow</code> at "
          + "<code class=\"location\" title=\"Samples/LibraryFavorites.swift:\(row.line)\">LibraryFavorites.swift:\(row.line)</code>; "
          + "<code>LibraryStore.books</code> at "
          + "<code class=\"location\" title=\"Samples/LibraryFavorites.swift:\(at.line)\">LibraryFavorites.swift:\(at.line)</code></p>"
      ))
  }

  /// One SVG for the run however often the structure changes: redraw-lab
  /// replaces a view every frame and its page still has one layout, of
  /// every view that lived.
  @Test(arguments: ["counter", "redraw-lab"])
  func thePageCarriesOneSVGForTheRun(_ name: String) async throws {
    let trace = try #require(SampleCatalog.named(name)).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(html.components(separatedBy: "<div class=\"tree\" data-layout=").count - 1 == 1)
    let data = try embeddedData(html)
    let layout = try #require(data["layout"] as? [String: Any])
    let lived = Set(trace.frames.indices.flatMap { trace.liveNodes(afterFrame: $0) })
    #expect(Set(try #require(layout["shown"] as? [String])) == lived)
    if name == "redraw-lab" {
      #expect(lived.count > trace.liveNodes(afterFrame: trace.frames.count - 1).count, "the sample changes structure")
    }
  }

  /// closure-cells' 100 cells are one folded run in the page data, with the
  /// views below them, and the SVG has the run's node.
  @Test func repeatedSiblingsAreOneFoldedRunInThePage() async throws {
    let trace = try #require(SampleCatalog.named("closure-cells")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    let folds = try #require(try embeddedData(html)["folds"] as? [[String: Any]])
    #expect(folds.count == 1)
    let run = try #require(folds.first)
    let members = try #require(run["members"] as? [String])
    #expect(run["type"] as? String == "CellView")
    #expect(members.count == 100)
    #expect(Set(members.compactMap { id in trace.nodes.first { $0.id == id }?.type }) == ["CellView"])
    let inside = try #require(run["inside"] as? [String])
    #expect(!inside.isEmpty)
    #expect(inside.allSatisfy { id in members.contains { id.hasPrefix($0 + "/") } })
    #expect(html.contains("id=\"\(try #require(run["svg"] as? String))\""))
  }

  @Test func theEmbeddedTraceDecodesToTheSameTrace() async throws {
    let trace = try #require(SampleCatalog.named("observable-book")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    let data = try embeddedData(html)
    let embedded = try JSONSerialization.data(withJSONObject: try #require(data["trace"]))
    #expect(try JSONDecoder().decode(Trace.self, from: embedded) == trace)
  }

  /// The page says why a view updated and what a source's change was in
  /// the words of every other output (ChangeWording, rule 1: where the
  /// values differ first): its data carries them worded, so the script
  /// words nothing itself.
  @Test func thePageWordsReasonsAndChangesAsEveryOutputDoes() async throws {
    let trace = try #require(SampleCatalog.named("library-favorites")?.variant("store-reads")).run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    let data = try embeddedData(html)
    let sources = try #require(data["sourceWords"] as? [[String]])
    let reasons = try #require(data["reasonWords"] as? [[String: [String]]])
    #expect(sources.count == trace.frames.count && reasons.count == trace.frames.count)
    for frame in trace.frames {
      #expect(sources[frame.index] == frame.sourceChanges.map(ChangeWording.values(of:)))
      for (index, record) in frame.records.enumerated() {
        let words = reasons[frame.index][String(index)]
        #expect(words == (record.reasons.isEmpty ? nil : record.reasons.map { ChangeWording.reason($0, in: frame) }))
      }
    }
    // The favourite toggled in frame 1 reads as its path, in the source list and in each reader's reasons.
    #expect(sources[1] == ["books[id: 1].isFavorite: false -> true"])
    #expect(reasons[1].values.contains(["@dependencies LibraryStore.books (books[id: 1].isFavorite: false -> true)"]))
    #expect(!html.contains(".before} \\u2192"), "the script words no change itself")
  }

  @Test func warningsAppearInTheSummary() async throws {
    let trace = try #require(SampleCatalog.named("state-init-assign")).scenario.run()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(html.contains("<span class=\"frame-ref\">frame 0</span> TestView._number was assigned 11"))
  }

  @Test func theIndexPutsComparedScenariosSideBySide() async throws {
    let builder = try ReportBuilder(templates: sourceTemplates())
    let entries = try ["student-params", "student-split"].map { name in
      ReportBuilder.IndexEntry(
        trace: try #require(SampleCatalog.named(name)).scenario.run(), file: "\(name).html", group: "students")
    }
    let html = builder.index(entries)
    #expect(html.components(separatedBy: "<section class=\"group\">").count - 1 == 1)
    #expect(
      html.contains(
        "<th><a href=\"student-params.html\">student-params</a></th><th><a href=\"student-split.html\">student-split</a></th>"
      ))
    #expect(html.contains("<tr><th>Body evaluations</th><td class=\"num\">3</td><td class=\"num\">2</td></tr>"))
  }

  @Test func hostileNamesAreEscapedEverywhere() async throws {
    let trace = HostileTrace.make()
    let html = try await ReportBuilder(templates: sourceTemplates()).report(for: trace)
    #expect(!html.contains("<script>window.__pwned"))
    #expect(!html.contains("<svg onload"))
    #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;window.__pwned = true&lt;/script&gt;"))
    #expect(html.contains("\\u003c/script\\u003e"), "the JSON cannot close its script element")
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
  }

  /// Names with an escape sequence, a bell, C1 controls and a bidirectional
  /// override: the page's text shows them as `\u{1b}`, the embedded JSON as
  /// `\u001b`, and the page carries no raw control but line breaks and tabs.
  @Test func thePageCarriesNoRawControlCharacter() async throws {
    let controls = "a\u{1B}[2J\u{07}\u{9B}31m\u{85}\u{202E}\u{0}b"
    let trace = Trace(
      scenario: "s" + controls, summary: controls, seed: 1,
      nodes: [TraceNode(id: "Root", parent: nil, type: "V" + controls, kind: .custom, label: "V" + controls)],
      frames: [
        Frame(
          index: 0, event: "e" + controls, eventKind: .initial,
          records: [NodeRecord(node: "Root", outcome: .appeared, initCount: 1, bodyCount: 1)])
      ])
    let builder = try ReportBuilder(templates: sourceTemplates())
    let pages = [
      try await builder.report(for: trace), builder.index([.init(trace: trace, file: "s.html", group: "g")]),
    ]
    for html in pages {
      let raw = html.unicodeScalars.filter { TextEscaping.needsVisibleForm($0) && !["\n", "\t", "\r"].contains($0) }
      #expect(raw.isEmpty, "\(raw.map(TextEscaping.visibleForm))")
      #expect(html.contains("\\u{1b}[2J"), "shown visibly")
    }
    let embedded = try JSONSerialization.data(withJSONObject: try #require(try embeddedData(pages[0])["trace"]))
    #expect(try JSONDecoder().decode(Trace.self, from: embedded).scenario == trace.scenario, "the data keeps the name")
  }

  /// A trace that cannot be encoded (a body time that is not a number, which
  /// no trace file can hold) is an error naming what failed, never a page
  /// with empty data.
  @Test func aTraceThatCannotBeEncodedIsAnErrorSayingSo() async throws {
    var trace = try #require(SampleCatalog.named("counter")).scenario.run()
    trace.frames[0].records[0].bodyMicroseconds = .nan
    let builder = ReportBuilder(templates: try sourceTemplates())
    do {
      _ = try await builder.report(for: trace)
      Issue.record("a page was made")
    } catch {
      guard case .traceNotEncodable(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description == "cannot encode the trace: \(reason)")
      #expect(!reason.isEmpty)
    }
  }

  @Test func missingTemplatesNameTheFolderAndFile() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vt-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: ReportError.templateMissing(folder: empty.path, file: "report.html")) {
      _ = try TemplateSet(folder: empty)
    }
  }
}

/// A trace whose every name and value tries to break out of its context.
enum HostileTrace {
  static let payload = "</title><script>window.__pwned = true</script>"

  static func make() -> Trace {
    let root = "Root\(payload)"
    let child = root + "/Text@0#<svg onload=window.__pwned=true>"
    return Trace(
      scenario: payload, summary: "<img src=x onerror=window.__pwned=true> & \"quotes\"", seed: 1,
      nodes: [
        TraceNode(id: root, parent: nil, type: payload, kind: .custom, label: payload),
        TraceNode(id: child, parent: root, type: "Text", kind: .primitive, label: "Text(\"\(payload)\")"),
      ],
      sources: [TraceSource(id: root + "._x", kind: .state, owner: root, name: "_x", valueType: "String")],
      edges: [DependencyEdge(source: root + "._x", node: root, kind: .read, since: 0)],
      frames: [
        Frame(
          index: 0, event: "</script><script>window.__pwned = true</script>", eventKind: .initial,
          records: [
            NodeRecord(
              node: root, outcome: .appeared, initCount: 1, bodyCount: 1, reasons: [Reason(kind: .self)], type: payload),
            NodeRecord(node: child, outcome: .appeared),
          ], evaluations: [0],
          warnings: [TraceWarning(kind: .updateLoop, node: root, message: payload)]),
        Frame(
          index: 1, event: "<svg onload=window.__pwned=true>", eventKind: .tap,
          sourceChanges: [SourceChange(source: root + "._x", before: payload, after: "'\"<>&")],
          records: [
            NodeRecord(
              node: root, outcome: .evaluated, bodyCount: 1,
              reasons: [
                Reason(
                  kind: .property, property: "_x", source: root + "._x",
                  changes: [ValueChange(name: payload, before: payload, after: "<b>")])
              ],
              type: payload)
          ], evaluations: [0]),
      ])
  }
}
