import Foundation
import ViewTraceAdvisor
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender

/// Makes the offline HTML timeline report of a trace, and the index page of
/// several reports.
///
/// ```swift
/// let builder = ReportBuilder(templates: try TemplateSet.locate(override: nil, executable: nil))
/// let html = try await builder.report(for: trace)
/// ```
///
/// The page carries one laid-out SVG for the whole run (every view that
/// lived keeps its place; views not alive in a frame are faded), the trace
/// as JSON, and a script that switches frames by changing
/// classes and texts. Everything taken from a trace is escaped: Mustache
/// escapes `{{values}}`, the SVG texts are XML-escaped, and the embedded JSON
/// has `<`, `>` and `&` as `\u003c`-style escapes so it cannot end its script
/// element.
public struct ReportBuilder: Sendable {
  /// The templates the pages are made from.
  public let templates: TemplateSet

  /// The most nodes a page's tree draws before it folds the subtrees no
  /// frame after the first touches (`UnionBudget.defaultLimit`).
  let treeBudget: Int

  /// Above this many bytes of JSON, a page embeds its data deflated (raw
  /// DEFLATE, RFC 1951) and base64-encoded: 1 MiB. The 26.2 MB of JSON of
  /// the benchmark's 100,000-view page became 2.1 MB of base64; the page
  /// inflates it with the browser's `DecompressionStream`. Smaller pages
  /// embed the JSON as it is, readable in the page's source.
  public static let deflateAbove = 1 << 20

  /// The embedded data's size from which it is deflated (``deflateAbove``).
  let deflateAbove: Int

  /// A builder over `templates` (see `TemplateSet.locate`).
  public init(templates: TemplateSet) {
    self.init(templates: templates, treeBudget: UnionBudget.defaultLimit)
  }

  /// A builder whose pages fold their tree past `treeBudget` nodes (tests
  /// use small budgets on small traces) and deflate data past `deflateAbove`
  /// bytes (tests deflate small pages, benchmarks measure large ones plain).
  package init(templates: TemplateSet, treeBudget: Int, deflateAbove: Int = ReportBuilder.deflateAbove) {
    self.templates = templates
    self.treeBudget = treeBudget
    self.deflateAbove = deflateAbove
  }

  /// The report page of `trace`.
  public func report(for trace: Trace) async throws(ReportError) -> String {
    let json: Data
    do {
      json = try TraceCoding.encode(trace)
    } catch {
      throw .traceNotEncodable(reason: "\(error)")
    }
    return try await report(for: trace, encodedAs: json)
  }

  /// The report page of `trace`, whose file text (``TraceCoding/encode(_:)``)
  /// the caller has already made to write its `.trace.json`: the page embeds
  /// that text compacted instead of encoding the trace a second time. `json`
  /// must be `TraceCoding.encode(trace)`.
  ///
  /// `advice` is the trace's advice when the caller has proved it
  /// (``Advice/proved(by:)``); nil: `Advice(trace)`, its fixes unverified.
  public func report(for trace: Trace, encodedAs json: Data, advice proved: Advice? = nil) async throws(ReportError)
    -> String
  {
    var renderer = TraceRenderer(trace: trace)
    renderer.unionNodeBudget = treeBudget
    let series: FrameSeries
    let deps: String
    do {
      series = try await renderer.treeFrames(.once(fold: .auto))
      deps = String(
        decoding: try await renderer.render(.deps, frame: trace.frames.count - 1, format: .svg), as: UTF8.self)
    } catch {
      throw .drawing(error)
    }
    let summary = ReportSummary(trace)
    let advice = proved ?? Advice(trace)
    let times = BodyTimes(trace)
    let data = ReportData(trace: trace, series: series, advice: advice)
    let page: [String: Any] = [
      "title": trace.variant.map { "\(trace.scenario) (\($0))" } ?? trace.scenario,
      "summary": trace.summary,
      "frameCount": trace.frames.count,
      "viewCount": trace.nodes.count,
      "evaluationCount": summary.evaluations,
      "initOnlyCount": summary.initOnly,
      "avoidableCount": advice.avoidableCount,
      "hasRuledOut": !advice.ruledOut.isEmpty,
      "ruledOut": advice.ruledOut.map { item in
        [
          "view": item.diagnosis.view, "pattern": item.diagnosis.pattern.rawValue,
          "why": PageHTML.inlineCode(item.why),
        ] as [String: Any]
      },
      "diagnoses": advice.diagnoses.enumerated().map { number, diagnosis in
        [
          "number": number + 1, "view": diagnosis.view, "pattern": diagnosis.pattern.rawValue,
          "title": diagnosis.pattern.title, "scope": AdviceText.scope(diagnosis), "evidence": diagnosis.evidence,
          // The advisor's words mark names as `code`: drawn as code, the rest escaped.
          "finding": PageHTML.inlineCode(diagnosis.finding), "fix": PageHTML.inlineCode(diagnosis.fix),
          "sketch": diagnosis.sketch, "hasSketch": !diagnosis.sketch.isEmpty,
          "hasDeclared": !diagnosis.declared.isEmpty,
          "declared": diagnosis.declared.enumerated().map { index, declared in
            [
              "name": declared.name, "file": declared.location.description, "short": declared.location.short,
              "separator": index + 1 < diagnosis.declared.count ? "; " : "",
            ]
          },
          "proof": PageHTML.inlineCode(AdviceText.proof(diagnosis)),
        ] as [String: Any]
      },
      "topViews": summary.topViews.map {
        ["name": $0.name, "count": $0.count, "views": $0.views, "several": $0.views > 1]
      },
      "warnings": summary.warnings.map { ["frame": $0.frame, "message": $0.message] },
      // Only a trace made with --timings carries body times.
      "hasTimings": times != nil,
      "timingRuns": times?.timingRuns ?? 0,
      "slowBodies": (times?.views.prefix(10) ?? []).map {
        [
          "node": $0.node, "total": BodyTimes.text($0.total), "runs": $0.runs, "median": BodyTimes.text($0.median),
        ] as [String: Any]
      },
      "trees": (0..<series.layoutCount).map {
        ["index": $0, "svg": SVGChunks.wrap(stripXMLProlog(series.layoutSVG($0)))]
      },
      "depsSVG": stripXMLProlog(deps),
      "budgetNote": series.budget?.note ?? "",
      "hasBudgetNote": series.budget != nil,
      "css": templates.css,
      "js": templates.js,
    ].merging(try embedded(data, trace: json), uniquingKeysWith: { first, _ in first })
    return TextEscaping.visibleControls(templates.report.render(page), keeping: ["\n", "\t", "\r"])
  }

  /// The page's data element: the JSON as it is, or past ``deflateAbove``
  /// bytes the same JSON text deflated and base64-encoded, which the page's
  /// script inflates before it starts (`data-encoding="deflate-raw+base64"`).
  func embedded(_ data: ReportData, trace: Data) throws(ReportError) -> [String: Any] {
    let json = try data.scriptSafeJSON(trace: trace)
    guard json.count > deflateAbove else {
      return ["data": String(decoding: json, as: UTF8.self), "dataType": "application/json"]
    }
    return [
      "data": try Deflate.deflate(json).base64EncodedString(),
      "dataType": "application/octet-stream", "dataEncoding": ReportBuilder.deflatedEncoding,
    ]
  }

  /// The `data-encoding` of a page whose data is deflated.
  package static let deflatedEncoding = "deflate-raw+base64"

  /// One report in the index: where it is and its counts.
  public struct IndexEntry: Sendable {
    /// The trace the page shows.
    public let trace: Trace
    /// The report's file name, relative to the index.
    public let file: String
    /// Entries with the same group are shown side by side.
    public let group: String

    /// An index entry for `trace`, linked as `file`, shown with the others of `group`.
    public init(trace: Trace, file: String, group: String) {
      self.trace = trace
      self.file = file
      self.group = group
    }
  }

  /// A diff page the index links from a group.
  public struct IndexDiff: Sendable {
    /// The group whose entries it compares.
    public let group: String
    /// The diff page's file name, relative to the index.
    public let file: String
    /// The link's text (`v1.trace.json vs v2.trace.json`).
    public let title: String
    /// A link to `file` titled `title` in `group`.
    public init(group: String, file: String, title: String) {
      self.group = group
      self.file = file
      self.title = title
    }
  }

  /// The index page: groups in order of first appearance, their entries side
  /// by side with their counts, and the diff pages that compare them.
  public func index(_ entries: [IndexEntry], diffs: [IndexDiff] = []) -> String {
    var order: [String] = []
    var groups: [String: [IndexEntry]] = [:]
    for entry in entries {
      if groups[entry.group] == nil { order.append(entry.group) }
      groups[entry.group, default: []].append(entry)
    }
    let page: [String: Any] = [
      "css": templates.css,
      "scenarioCount": entries.count,
      "groups": order.map { name in
        [
          "name": name,
          "diffs": diffs.filter { $0.group == name }.map { ["file": $0.file, "title": $0.title] },
          "entries": groups[name]!.map { entry -> [String: Any] in
            let summary = ReportSummary(entry.trace)
            return [
              "file": entry.file,
              "title": entry.trace.variant.map { "\(entry.trace.scenario) (\($0))" } ?? entry.trace.scenario,
              "summary": entry.trace.summary, "frames": entry.trace.frames.count, "views": entry.trace.nodes.count,
              "evaluations": summary.evaluations, "initOnly": summary.initOnly, "warnings": summary.warnings.count,
            ]
          },
        ] as [String: Any]
      },
    ]
    return TextEscaping.visibleControls(templates.index.render(page), keeping: ["\n", "\t", "\r"])
  }

  /// The side-by-side page of a diff.
  public func diffPage(_ diff: TraceDiff) -> String {
    let page: [String: Any] = [
      "css": templates.css, "a": diff.a, "b": diff.b, "evaluationsA": diff.evaluationsA,
      "evaluationsB": diff.evaluationsB,
      "frames": diff.frames.map { frame -> [String: Any] in
        [
          "index": frame.index, "same": frame.isEmpty, "event": diff.event(frame),
          "evaluationsA": frame.evaluationsA, "evaluationsB": frame.evaluationsB, "initOnlyA": frame.initOnlyA,
          "initOnlyB": frame.initOnlyB, "onlyInA": frame.onlyInA.map(PageHTML.identity),
          "onlyInB": frame.onlyInB.map(PageHTML.identity),
          "reasonChanges": frame.reasonChanges.map {
            ["node": PageHTML.identity($0.node), "a": $0.a, "b": $0.b]
          },
        ]
      },
    ]
    return TextEscaping.visibleControls(templates.diff.render(page), keeping: ["\n", "\t", "\r"])
  }

  /// Inline SVG in HTML needs no XML prolog or DOCTYPE.
  func stripXMLProlog(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return svg }
    return String(svg[start.lowerBound...])
  }
}

/// The counts at the top of a report and in the index.
public struct ReportSummary: Sendable {
  /// Body evaluations after the first render.
  public let evaluations: Int
  /// Init-only outcomes over the run.
  public let initOnly: Int
  /// The three view types whose bodies ran most over all frames (the first
  /// render included), with how many views of the type ran: 100 cells that
  /// ran twice each are one entry, `CellView` 200 in 100 views, not 100 ties.
  public let topViews: [(name: String, count: Int, views: Int)]
  /// Every warning of the run, with its frame.
  public let warnings: [(frame: Int, message: String)]

  /// The summary of `trace`.
  public init(_ trace: Trace) {
    var evaluations = 0
    var initOnly = 0
    var byType: [String: (count: Int, views: Set<String>)] = [:]
    let nodes = trace.nodesByID
    for frame in trace.frames {
      for record in frame.records {
        if record.bodyCount > 0, let type = nodes[record.node]?.type {
          byType[type, default: (0, [])].count += record.bodyCount
          byType[type, default: (0, [])].views.insert(record.node)
        }
        guard frame.index > 0 else { continue }
        evaluations += record.bodyCount
        if record.outcome == .initOnly { initOnly += 1 }
      }
    }
    self.evaluations = evaluations
    self.initOnly = initOnly
    topViews = byType.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
      .prefix(3).map { ($0.key, $0.value.count, $0.value.views.count) }
    warnings = trace.frames.flatMap { frame in frame.warnings.map { (frame.index, $0.message) } }
  }
}
