import SnapshotTesting
import Testing
import ViewTraceModel
import ViewTraceRender

/// Runs of same-type siblings fold into one counted node when a diagram
/// would be wider than a page; `.never` (`--expand-all`) draws every view.
@MainActor
@Suite struct FoldingTests {
  @Test func closureCellsFoldsItsHundredCellsByDefault() throws {
    let renderer = TraceRenderer(trace: try sampleTrace("closure-cells"))
    let tree = try renderer.dot(.tree, frame: 1)
    #expect(tree.contains(#"label="CellView x100 (100 evaluated)\n300 views inside""#))
    #expect(!tree.contains("CellView#"), "no cell is drawn on its own")
    assertSnapshot(of: tree, as: .lines, named: "closure-cells-tree-1")
    let cause = try renderer.dot(.cause, frame: 1)
    #expect(cause.contains(#"label="CellView x100 (100 evaluated)\nCellView: @self changed. x100""#))
    #expect(cause.contains(#"label="@self: action x100""#))
    assertSnapshot(of: cause, as: .lines, named: "closure-cells-cause-1")
  }

  @Test func expandAllDrawsEveryCell() throws {
    let renderer = TraceRenderer(trace: try sampleTrace("closure-cells"))
    let tree = try renderer.dot(.tree, frame: 1, fold: .never)
    #expect(!tree.contains("(folded)"))
    #expect((0..<100).allSatisfy { tree.contains("\"ClosureDemo/VStack/List@1/CellView#\($0)\" [") })
    let cause = try renderer.dot(.cause, frame: 1, fold: .never)
    #expect(cause.components(separatedBy: "label=\"CellView\\nCellView: @self changed.\"").count == 101)
  }

  /// The seed samples have no long runs: their diagrams (and goldens) are the
  /// same folded or not.
  @Test(arguments: DOTSnapshotTests.samples)
  func seedSamplesAreTheSameExpanded(_ name: String) throws {
    let renderer = TraceRenderer(trace: try sampleTrace(name))
    for frame in renderer.trace.frames.indices {
      for view in TraceRenderer.View.allCases {
        #expect(try renderer.dot(view, frame: frame) == renderer.dot(view, frame: frame, fold: .never))
      }
    }
  }

  /// Ten cells under one list: 2 evaluated, 1 redrawn, 7 untouched.
  static func mixedTrace(cells: Int) -> Trace {
    var nodes = [TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root")]
    for index in 0..<cells {
      nodes.append(TraceNode(id: "Root/Cell#\(index)", parent: "Root", type: "Cell", kind: .custom, label: "Cell"))
    }
    let records = [
      NodeRecord(node: "Root", outcome: .evaluated), NodeRecord(node: "Root/Cell#1", outcome: .evaluated),
      NodeRecord(node: "Root/Cell#4", outcome: .evaluated), NodeRecord(node: "Root/Cell#7", outcome: .redrawn),
    ]
    return Trace(
      scenario: "mixed", summary: "", seed: 1, nodes: nodes,
      frames: [
        Frame(
          index: 0, event: "initial render", eventKind: .initial,
          records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared) }),
        Frame(index: 1, event: "tap", eventKind: .tap, records: records),
      ])
  }

  @Test func aRunCountsEachOutcomeAndTakesTheStrongestLook() throws {
    let renderer = TraceRenderer(trace: Self.mixedTrace(cells: 10))
    let tree = try renderer.dot(.tree, frame: 1, fold: .runsLongerThan(8))
    #expect(tree.contains(#"label="Cell x10 (2 evaluated, 1 redrawn)""#))
    #expect(tree.contains(#"class="view folded-run kind-custom outcome-evaluated""#))
    // Eight are not a run worth folding.
    let eight = try TraceRenderer(trace: Self.mixedTrace(cells: 8)).dot(.tree, frame: 1, fold: .runsLongerThan(8))
    #expect(!eight.contains("(folded)"))
    // Ten nodes on a rank fit a page: the default leaves them.
    #expect(!(try renderer.dot(.tree, frame: 1)).contains("(folded)"))
  }

  /// Ten untouched cells, one with an evaluated view inside (`Root/Cell#3/Badge`).
  static func insideTrace() -> Trace {
    var nodes = [TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root")]
    for index in 0..<10 {
      nodes.append(TraceNode(id: "Root/Cell#\(index)", parent: "Root", type: "Cell", kind: .custom, label: "Cell"))
    }
    nodes.append(TraceNode(id: "Root/Cell#3/Badge", parent: "Root/Cell#3", type: "Badge", kind: .custom, label: "Badge"))
    return Trace(
      scenario: "inside", summary: "", seed: 1, nodes: nodes,
      frames: [
        Frame(
          index: 0, event: "initial render", eventKind: .initial,
          records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared) }),
        Frame(index: 1, event: "tap", eventKind: .tap, records: [NodeRecord(node: "Root/Cell#3/Badge", outcome: .evaluated)]),
      ])
  }

  /// A run drawn in the look of a view inside it that ran never says `all untouched`.
  @Test func aRunWhoseInsideRanSaysSoInItsLabel() throws {
    let tree = try TraceRenderer(trace: Self.insideTrace()).dot(.tree, frame: 1, fold: .runsLongerThan(8))
    #expect(tree.contains(#"label="Cell x10 (1 evaluated inside)\n1 view inside (1 evaluated)""#), "\(tree)")
    #expect(tree.contains(#"class="view folded-run kind-custom outcome-evaluated""#))
    #expect(!tree.contains("all untouched"))
  }

  /// Folding to fit a width keeps the views that ran (and the siblings they are under) as nodes
  /// of their own; only siblings under which nothing ran fold.
  @Test func foldingToFitAWidthNeverHidesAViewThatRan() throws {
    let renderer = TraceRenderer(trace: Self.mixedTrace(cells: 30))
    let tree = try renderer.dot(.tree, frame: 1, fold: .untouchedRunsLongerThan(8))
    #expect(tree.contains(#""Root/Cell#1" ["#) && tree.contains(#""Root/Cell#4" ["#), "the two that ran stay")
    #expect(tree.contains(#"label="Cell x28 (1 redrawn)""#), "\(tree)")
    let inside = try TraceRenderer(trace: Self.insideTrace()).dot(.tree, frame: 1, fold: .untouchedRunsLongerThan(8))
    #expect(inside.contains(#""Root/Cell#3/Badge" ["#) && inside.contains("Cell x9"))
  }
}
