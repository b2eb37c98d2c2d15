import Foundation
import Testing
import ViewTraceModel

@testable import ViewTraceRender

/// The report's one layout folds the subtrees no later frame touches when
/// the union of views is larger than the page's budget.
@Suite struct UnionBudgetTests {
  /// A fanout-4 tree of 341 views (depths 0-4; v85-v340 are leaves), all
  /// appearing in frame 0. Frame 1 redraws the leaf v300, frame 2 adds
  /// `v5/new` under v5, frame 3 removes the leaf v200.
  static func trace() -> Trace {
    var nodes = (0..<341).map { index in
      TraceNode(
        id: "v\(index)", parent: index == 0 ? nil : "v\((index - 1) / 4)", type: index % 3 == 0 ? "Row" : "Text",
        kind: index % 3 == 0 ? .custom : .primitive, label: "Text(\"\(index)\")")
    }
    nodes.append(TraceNode(id: "v5/new", parent: "v5", type: "Text", kind: .primitive, label: "Text(\"new\")"))
    return Trace(
      scenario: "budget", summary: "", seed: 0, nodes: nodes,
      frames: [
        Frame(
          index: 0, event: "initial", eventKind: .initial,
          records: nodes.dropLast().map { NodeRecord(node: $0.id, outcome: .appeared) }),
        Frame(index: 1, event: "redraw", eventKind: .mutate, records: [NodeRecord(node: "v300", outcome: .redrawn)]),
        Frame(index: 2, event: "add", eventKind: .mutate, records: [NodeRecord(node: "v5/new", outcome: .appeared)]),
        Frame(
          index: 3, event: "remove", eventKind: .mutate, records: [NodeRecord(node: "v200", outcome: .disappeared)]),
      ])
  }

  static func fold(_ trace: Trace, limit: Int) -> UnionBudget? {
    let byID = trace.nodesByID
    var later = Set<String>()
    for frame in trace.frames.dropFirst() { for record in frame.records { later.insert(record.node) } }
    let first = Dictionary(trace.frames[0].records.map { ($0.node, $0.outcome) }, uniquingKeysWith: { a, _ in a })
    return UnionBudget.fold(
      union: trace.nodes.map(\.id), parent: { byID[$0]?.parent }, touchedLater: later,
      firstOutcome: { first[$0] ?? .untouched }, limit: limit)
  }

  /// With a limit of 40 nodes: the roots, the three touched views and their
  /// ancestors (12 views, 9 counted nodes), then breadth first v3, v6-v11 and
  /// v13-v16 while views plus counted nodes stay within 40 (v17 would make
  /// 41): 23 views and 16 counted nodes, 319 views folded.
  @Test func theTouchedViewsTheirAncestorsAndABreadthFirstTopAreKept() throws {
    let budget = try #require(Self.fold(Self.trace(), limit: 40))
    let kept =
      ["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14"]
      + ["v15", "v16", "v18", "v49", "v74", "v200", "v300", "v5/new"]
    #expect(budget.kept == kept)
    let counts = budget.counted.map { "\($0.parent) \($0.count)" }
    #expect(
      counts == [
        "v4 63", "v5 20", "v6 20", "v7 20", "v8 20", "v9 20", "v10 20", "v11 20", "v12 15", "v13 20", "v14 20",
        "v15 20", "v16 20", "v18 15", "v49 3", "v74 3",
      ])
    #expect(budget.kept.count + budget.counted.count == 39)
    #expect(budget.folded == 319 && budget.union == 342)
    #expect(budget.counted.map(\.count).reduce(0, +) == budget.folded)
    #expect(budget.counted.allSatisfy { $0.first == .appeared && $0.name == $0.parent + "/… (untouched views)" })
    #expect(UnionBudget.label(budget.counted[0]) == ["… 63 views", "untouched after frame 0"])
    #expect(
      budget.note
        == "The tree draws 23 of 342 views (more than the page's budget of 40 nodes): 319 views no frame after "
        + "the first touches are folded into 16 counted nodes; every view a later frame touches is drawn with its "
        + "ancestors, and the table of views lists all 342.")
  }

  /// A limit smaller than the touched views and their ancestors still draws
  /// them all (every frame's changes stay visible), and nothing else.
  @Test func theTouchedViewsAreDrawnWhateverTheLimit() throws {
    let budget = try #require(Self.fold(Self.trace(), limit: 5))
    #expect(
      Set(budget.kept) == ["v0", "v1", "v2", "v4", "v5", "v12", "v18", "v49", "v74", "v200", "v300", "v5/new"])
    #expect(budget.counted.count == 9)
    #expect(budget.counted.map(\.count).reduce(0, +) == 342 - 12)
  }

  @Test func aUnionWithinTheLimitIsNotFolded() {
    #expect(Self.fold(Self.trace(), limit: 342) == nil)
    #expect(Self.fold(Self.trace(), limit: 341) != nil)
  }

  /// The report's layout draws the kept views and one counted node each,
  /// the same bytes twice; `.never` draws every view.
  @Test func theReportsLayoutDrawsTheKeptViewsAndCountedNodes() async throws {
    var renderer = TraceRenderer(trace: Self.trace())
    renderer.unionNodeBudget = 40
    let series = try await renderer.treeFrames(.once(fold: .auto))
    let budget = try #require(series.budget)
    #expect(series.shown(inLayout: 0) == budget.kept)
    let svg = series.layoutSVG(0)
    for counted in budget.counted {
      #expect(svg.contains("id=\"\(ElementID.node(counted.name))\""))
    }
    #expect(svg.contains("… 63 views") && svg.contains("untouched after frame 0"))
    #expect(!svg.contains("id=\"\(ElementID.node("v17"))\""))
    #expect(svg.contains("id=\"\(ElementID.node("v300"))\""))
    #expect(try await renderer.treeFrames(.once(fold: .auto)).layoutSVG(0) == svg)
    let whole = try await renderer.treeFrames(.once(fold: .never))
    #expect(whole.budget == nil && whole.shown(inLayout: 0).count == 342)
  }
}
