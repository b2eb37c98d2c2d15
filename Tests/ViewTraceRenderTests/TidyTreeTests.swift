import Foundation
import Testing
import ViewTraceModel
import ViewTraceRender

@Suite struct TidyTreeTests {
  @Test func parentsSitOverTheirChildrenAndRowsNeverOverlap() {
    let children = ["r": ["a", "b"], "a": ["a1", "a2", "a3"], "b": ["b1"]]
    let widths = ["r": 300.0, "a": 40, "b": 40, "a1": 40, "a2": 40, "a3": 40, "b1": 40]
    let positions = TidyTree.layout(roots: ["r"], children: children, widths: widths, gap: 10)
    #expect(positions["a"]!.x == positions["a2"]!.x)
    #expect(positions["a"]!.y == positions["b"]!.y)
    #expect(positions["r"]!.y > positions["a"]!.y)
    for row in [["a1", "a2", "a3", "b1"], ["a", "b"]] {
      for (left, right) in zip(row, row.dropFirst()) {
        #expect(positions[right]!.x - positions[left]!.x >= (widths[left]! + widths[right]!) / 2 + 10)
      }
    }
  }

  /// A tree past the threshold is placed in Swift and drawn by Graphviz.
  @Test func aLargeTreeIsDrawnWithFixedPositions() async throws {
    var nodes = [TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root")]
    for index in 0..<3_000 {
      nodes.append(TraceNode(id: "Root/Leaf@\(index)", parent: "Root", type: "Leaf", kind: .custom, label: "Leaf"))
    }
    let trace = Trace(
      scenario: "wide", summary: "", seed: 1, nodes: nodes,
      frames: [
        Frame(
          index: 0, event: "initial render", eventKind: .initial,
          records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared) })
      ])
    let renderer = TraceRenderer(trace: trace)
    let dot = try renderer.dot(.tree, frame: 0, fold: .never)
    #expect(!dot.contains("pos="), "DOT output stays layout-free")
    #expect(try renderer.dot(.tree, frame: 0).contains("label=\"Leaf x3000 (3000 appeared)\""), "folded by default")
    let svg = String(
      decoding: try await renderer.render(.tree, frame: 0, fold: .never, format: .svg), as: UTF8.self)
    #expect(try xmllintProblems(svg) == nil)
    #expect(try SVGElements.parse(svg).classes.keys.filter { $0.hasPrefix("n_Root_2FLeaf") }.count == 3_000)
  }
}
