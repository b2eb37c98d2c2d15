import Foundation
import ViewTraceAdvisor
import ViewTraceModel
import ViewTraceRender

/// What the page's script reads: the trace itself plus what it needs to
/// replay frames on the laid-out SVGs.
struct ReportData: Encodable {
  struct Layout: Encodable {
    /// Identities drawn in this layout: every view that lived in the run.
    let shown: [String]
    /// Each node's text lines, in order.
    let lines: [String: [String]]
  }

  /// A run of same-type siblings folded into one node the page can expand.
  struct Fold: Encodable {
    /// The folded node's name (`parent/Type (folded)`) and its SVG id.
    let node: String
    let svg: String
    let parent: String
    let type: String
    /// The siblings it stands for, and the views below them.
    let members: [String]
    let inside: [String]
  }

  /// The subtrees folded into counted nodes because the union of views was
  /// larger than the page's budget (``UnionBudget``).
  struct Budget: Encodable {
    struct Counted: Encodable {
      /// The counted node's name (`parent/… (untouched views)`) and SVG id.
      let node: String
      let svg: String
      let parent: String
      /// How many views it stands for, and their strongest outcome in
      /// frame 0 (no later frame touches them).
      let count: Int
      let first: String
    }
    let limit: Int
    let union: Int
    let folded: Int
    let nodes: [Counted]
  }

  /// A (frame, text) pair, encoded as a two-element array.
  struct Change: Encodable {
    let frame: Int
    let text: String
    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(frame)
      try container.encode(text)
    }
  }

  /// Encoded apart (``scriptSafeJSON(trace:)``): the page carries the
  /// trace's own JSON, the text its `.trace.json` file holds.
  let trace: Trace
  /// Identity -> SVG id, for the views the tree draws.
  let svgIds: [String: String]
  /// Nil when the tree draws every view that lived.
  let budget: Budget?
  /// The one layout of the run (the union of every view that lived).
  let layout: Layout
  /// The runs of same-type siblings the layout folds.
  let folds: [Fold]
  /// Per frame, per record (same order): a short reason.
  let why: [[String]]
  /// Per frame, the `_printChanges` line of each body run, in the order of
  /// the frame's `evaluations` (``Frame/printChanges``): the page shows
  /// them as the trace's one formatter words them.
  let printChanges: [[String]]
  /// Per frame, each source change as ``ChangeWording/values(of:)`` words it
  /// (same order as the frame's `sourceChanges`).
  let sourceWords: [[String]]
  /// Per frame, for each record with reasons (keyed by its index in the
  /// frame's `records`), each reason as ``ChangeWording/reason(_:in:)`` words
  /// it: the page says why a view updated in the words of every other output.
  let reasonWords: [[String: [String]]]
  let labels: [String: [Change]]
  let modifiers: [String: [Change]]
  /// Heat bucket 0...5 by body evaluations over the run.
  let heat: [String: Int]
  /// Per frame, the identities whose evaluation was avoidable (the
  /// "Avoidable" mode highlights them).
  let avoidable: [[String]]
  /// Per frame, each identity a diagnosis counts there, with the
  /// diagnosis's number in the Advice panel (from 1): the card names the
  /// pattern and links to its fix.
  let diagnosed: [[String: Int]]

  init(trace: Trace, series: FrameSeries, advice: Advice) {
    self.trace = trace
    let shown = series.shown(inLayout: 0)
    svgIds = Dictionary(shown.map { ($0, ElementID.node($0)) }, uniquingKeysWith: { first, _ in first })
    layout = Layout(shown: shown, lines: series.lineKinds(inLayout: 0))
    budget = series.budget.map { budget in
      Budget(
        limit: budget.limit, union: budget.union, folded: budget.folded,
        nodes: budget.counted.map {
          Budget.Counted(
            node: $0.name, svg: ElementID.node($0.name), parent: $0.parent, count: $0.count, first: $0.first.rawValue)
        })
    }
    folds = series.foldedRuns.map {
      Fold(
        node: $0.name, svg: ElementID.node($0.name), parent: $0.parent, type: $0.type, members: $0.members,
        inside: $0.inside)
    }
    why = trace.frames.map { $0.records.map(FrameState.compactReason) }
    printChanges = trace.frames.map(\.printChanges)
    sourceWords = trace.frames.map { $0.sourceChanges.map(ChangeWording.values(of:)) }
    reasonWords = trace.frames.map { frame in
      var words: [String: [String]] = [:]
      let diffs = frame.diffsBySource
      for (index, record) in frame.records.enumerated() where !record.reasons.isEmpty {
        words[String(index)] = record.reasons.map { ChangeWording.reason($0, diffs: diffs) }
      }
      return words
    }
    let drawn = FrameState.drawnChanges(trace)
    labels = drawn.labels.mapValues { $0.map { Change(frame: $0.frame, text: $0.value) } }
    modifiers = drawn.modifiers.mapValues { $0.map { Change(frame: $0.frame, text: $0.value) } }
    var evaluations: [String: Int] = [:]
    for frame in trace.frames {
      for record in frame.records where record.bodyCount > 0 {
        evaluations[record.node, default: 0] += record.bodyCount
      }
    }
    var avoidable = Array(repeating: [String](), count: trace.frames.count)
    for evaluation in advice.avoidable where avoidable.indices.contains(evaluation.frame) {
      avoidable[evaluation.frame].append(evaluation.node)
    }
    self.avoidable = avoidable
    var diagnosed = Array(repeating: [String: Int](), count: trace.frames.count)
    for (number, diagnosis) in advice.diagnoses.enumerated() {
      for site in diagnosis.sites where diagnosed.indices.contains(site.frame) && diagnosed[site.frame][site.node] == nil {
        diagnosed[site.frame][site.node] = number + 1
      }
    }
    self.diagnosed = diagnosed
    let most = Double(evaluations.values.max() ?? 1)
    heat = evaluations.mapValues { count in
      count == 0 ? 0 : min(5, 1 + Int((4 * log(Double(count)) / max(log(most), 1e-9)).rounded(.down)))
    }
  }

  /// Everything but the trace, which ``scriptSafeJSON(trace:)`` puts first.
  enum CodingKeys: String, CodingKey {
    case svgIds, budget, layout, folds, why, printChanges, sourceWords, reasonWords, labels, modifiers, heat, avoidable,
      diagnosed
  }

  /// Compact, deterministic JSON that is safe inside `<script>`: `<`, `>`,
  /// `&`, the two JavaScript line separators and the controls JSON leaves
  /// raw (C1, DEL, bidirectional overrides) are escaped (they can only occur
  /// inside JSON strings, where `\uXXXX` means the same). `trace` is the
  /// trace as ``TraceCoding/encode(_:)`` writes it: it goes in compacted,
  /// first, so the trace is encoded once for its file and its page.
  func scriptSafeJSON(trace: Data) throws(ReportError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let rest: Data
    do {
      rest = try encoder.encode(self)
    } catch {
      throw .dataNotEncodable(reason: "\(error)")
    }
    var data = Data("{\"trace\":".utf8)
    data.append(TextEscaping.compactingJSON(trace))
    data.append(UInt8(ascii: ","))
    data.append(rest.dropFirst())
    return TextEscaping.escapingInvisibles(inJSON: data, scriptSafe: true)
  }
}
