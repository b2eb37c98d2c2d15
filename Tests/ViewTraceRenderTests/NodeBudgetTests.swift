import Foundation
import Testing
import ViewTraceModel

@testable import ViewTraceRender

/// A graph too large for Graphviz to lay out in seconds is folded first, and
/// the renderer says so; `.never` (`--expand-all`) still draws every node.
@Suite struct NodeBudgetTests {
  /// A fanout-4 tree of `count` views, all appearing in frame 0; every third
  /// view owns and reads a `@State`. With `distinctTypes` no two views share
  /// a type, so no run of siblings can fold.
  static func tree(_ count: Int, distinctTypes: Bool = false) -> Trace {
    var nodes: [TraceNode] = []
    var sources: [TraceSource] = []
    var edges: [DependencyEdge] = []
    for index in 0..<count {
      let custom = index % 3 == 0
      nodes.append(
        TraceNode(
          id: "v\(index)", parent: index == 0 ? nil : "v\((index - 1) / 4)",
          type: distinctTypes ? "T\(index)" : custom ? "Row" : "Text",
          kind: custom ? .custom : .primitive, label: "Text(\"\(index)\")"))
      if custom {
        sources.append(TraceSource(id: "v\(index)._x", kind: .state, owner: "v\(index)", name: "_x", valueType: "Int"))
        edges.append(DependencyEdge(source: "v\(index)._x", node: "v\(index)", kind: .read, since: 0))
      }
    }
    return Trace(
      scenario: "big", summary: "", seed: 0, nodes: nodes, sources: sources, edges: edges,
      frames: [
        Frame(
          index: 0, event: "initial", eventKind: .initial,
          records: nodes.map { NodeRecord(node: $0.id, outcome: .appeared) })
      ])
  }

  /// Node statements of a DOT text (edges and graph defaults left out).
  func nodeNames(_ dot: String) -> [String] {
    dot.split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("\""), !text.contains("\" -> \"") else { return nil }
      return String(text.dropFirst().prefix { $0 != "\"" })
    }
  }

  func counted(_ dot: String) -> Int {
    dot.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: "label=\"… ") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }.reduce(0, +)
  }

  @Test(arguments: [TraceRenderer.View.cause, .deps])
  func aGraphPastTheLimitIsCutBreadthFirstAndCounted(_ view: TraceRenderer.View) async throws {
    var renderer = TraceRenderer(trace: Self.tree(1_000, distinctTypes: true))
    renderer.dotNodeLimit = 200
    let whole = try renderer.spec(view, frame: 0, fold: .never)
    #expect(whole.nodes.count > 600)
    let rendered = try await renderer.renderNoted(view, frame: 0, format: .dot)
    let dot = String(decoding: rendered.data, as: UTF8.self)
    let names = nodeNames(dot)
    let kept = names.filter { !$0.hasSuffix("(more)") }
    #expect(kept.count == 200)
    #expect(kept.count + counted(dot) == whole.nodes.count, "every node left out is counted once")
    #expect(rendered.notes.count == 1)
    #expect(
      rendered.notes.first?.hasPrefix("\(NumberText.grouped(whole.nodes.count)) nodes are more than Graphviz")
        == true,
      "\(rendered.notes)")
    #expect(rendered.notes.first?.contains("drew the first 200 breadth-first") == true)
    // Breadth first: the root and its children are kept.
    let root = view == .deps ? "source: v0._x" : "v0"
    #expect(kept.contains(root))
    let unfolded = try await renderer.renderNoted(view, frame: 0, fold: .never, format: .dot)
    #expect(unfolded.notes.isEmpty)
    #expect(nodeNames(String(decoding: unfolded.data, as: UTF8.self)).count == whole.nodes.count)
  }

  /// Runs of same-type siblings fold before anything is cut (runs of more
  /// than 8 are tried first; with 4 children a view, only runs of more than
  /// 1 fold anything).
  @Test func runsFoldBeforeAnythingIsCut() async throws {
    var renderer = TraceRenderer(trace: Self.tree(1_000))
    renderer.dotNodeLimit = 200
    let rendered = try await renderer.renderNoted(.cause, frame: 0, format: .dot)
    let dot = String(decoding: rendered.data, as: UTF8.self)
    #expect(nodeNames(dot).count <= 200)
    #expect(!nodeNames(dot).contains { $0.hasSuffix("(more)") }, "folding was enough")
    #expect(
      rendered.notes.first?.hasSuffix(
        "(200): folded runs of more than 1 same-type sibling; --expand-all draws every one (slowly)"
      ) == true, "\(rendered.notes)")
  }

  @Test func aGraphUnderTheLimitIsDrawnWhole() async throws {
    let renderer = TraceRenderer(trace: Self.tree(300))
    let rendered = try await renderer.renderNoted(.cause, frame: 0, format: .dot)
    #expect(rendered.notes.isEmpty)
    #expect(rendered.data == Data(try renderer.dot(.cause, frame: 0).utf8))
  }
}
