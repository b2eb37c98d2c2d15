import Foundation
import ViewTraceModel

/// A diagram drawn to fit a width, and what it took.
public struct FittedDiagram: Sendable {
  /// The drawing, in the format asked for.
  public let data: Data
  /// Its width in pixels at 96 dpi (Graphviz's PNG resolution; an SVG's
  /// points times 4/3), before and after fitting.
  public let widthBefore: Int
  public let width: Int
  /// What was done to fit, in order (`folded runs of more than 4 same-type
  /// siblings`, `wrapped rows at 6 siblings`, `scaled down to 800 px`);
  /// empty when the diagram fitted as it was.
  public let steps: [String]

  /// One line for standard error: what was done and the widths.
  public var summary: String {
    steps.isEmpty
      ? "fits in \(width) px as drawn"
      : steps.joined(separator: ", ") + ": \(NumberText.grouped(widthBefore)) -> \(NumberText.grouped(width)) px wide"
  }

}

extension TraceRenderer {
  /// Draws `view` at `frame` no wider than `maxWidth` pixels, trying in
  /// order until it fits: the diagram as `fold` draws it; the cause and
  /// dependency graphs top to bottom instead of left to right; folding runs
  /// of more than 8, 4, 2, then 1 same-type siblings (tree and cause, not
  /// with `fold: .never`); wrapping each parent's children into rows of
  /// fewer and fewer siblings; and, only when nothing else fits, scaling the
  /// drawing down (Graphviz's `size`), which shrinks its text.
  public func render(
    _ view: View, frame: Int, focus: Bool = false, fold: Folding = .auto, format: Graphviz.Format, maxWidth: Int
  ) async throws(RenderError) -> FittedDiagram {
    let (base, notes) = try drawnSpec(view, frame: frame, focus: focus, fold: fold)
    let before = try await measure(base, view: view)
    var candidate = (graph: base, width: before, steps: notes)
    func done() async throws(RenderError) -> FittedDiagram {
      FittedDiagram(
        data: try await draw(candidate.graph, view: view, format: format), widthBefore: before,
        width: candidate.width, steps: candidate.steps)
    }
    if before <= maxWidth { return try await done() }
    var graph = base
    var steps: [String] = []
    /// Whether `next` fits; the narrowest drawing so far is kept.
    func attempt(_ next: GraphSpec, _ step: String) async throws(RenderError) -> Bool {
      let width = try await measure(next, view: view)
      if width < candidate.width || width <= maxWidth { candidate = (next, width, steps + [step]) }
      return width <= maxWidth
    }
    if view != .tree {
      var vertical = graph
      vertical.graphAttributes["rankdir"] = "TB"
      if try await attempt(vertical, "drawn top to bottom") { return try await done() }
      if candidate.graph == vertical {
        graph = vertical
        steps.append("drawn top to bottom")
      }
    }
    if view != .deps && fold != .never {
      for limit in [8, 4, 2, 1] {
        var folded = try spec(view, frame: frame, focus: focus, fold: .untouchedRunsLongerThan(limit))
        folded.graphAttributes["rankdir"] = graph.graphAttributes["rankdir"]
        guard folded.nodes.count < graph.nodes.count else { continue }
        let step =
          "folded runs of more than \(limit) same-type sibling\(limit == 1 ? "" : "s") (the views that ran kept)"
        if try await attempt(folded, step) { return try await done() }
        graph = folded
        steps.append(step)
      }
    }
    if graph.graphAttributes["rankdir"] != "LR", let widest = Self.leafRuns(graph).map(\.count).max() {
      // Rows as wide as the width allows, guessed from the widest run's
      // share of the drawing; fewer per row while that is still too wide.
      let width = try await measure(graph, view: view)
      var perRow = min(widest - 1, max(1, widest * maxWidth / max(width, 1)))
      while perRow >= 1 {
        let wrapped = Self.wrap(graph, perRow: perRow)
        if try await attempt(wrapped, "wrapped rows at \(perRow) sibling\(perRow == 1 ? "" : "s")") {
          return try await done()
        }
        // Each try is a Graphviz layout with long edges: few tries.
        perRow = perRow == 1 ? 0 : max(1, perRow / 3)
      }
    }
    if !candidate.graph.clusters.isEmpty {
      var bare = candidate.graph
      bare.clusters = []
      steps = candidate.steps
      if try await attempt(bare, "legend left out") { return try await done() }
    }
    // Nothing else fits: the best found, scaled down.
    var scaled = candidate.graph
    scaled.graphAttributes["size"] = String(format: "%.3f,1000", Double(maxWidth) / 96)
    let step = "scaled down to \(NumberText.grouped(maxWidth)) px (text shrinks)"
    candidate = (scaled, try await measure(scaled, view: view), candidate.steps + [step])
    return try await done()
  }

  /// The drawing's width in pixels at 96 dpi.
  func measure(_ graph: GraphSpec, view: View) async throws(RenderError) -> Int {
    let svg = String(decoding: try await draw(graph, view: view, format: .svg), as: UTF8.self)
    guard let start = svg.range(of: "width=\""), let end = svg[start.upperBound...].range(of: "pt\""),
      let points = Double(svg[start.upperBound..<end.lowerBound])
    else { throw .unexpectedSVG("no width in points") }
    return Int((points * 96 / 72).rounded(.up))
  }

  func draw(_ spec: GraphSpec, view: View, format: Graphviz.Format) async throws(RenderError) -> Data {
    if format == .dot { return Data(DOTWriter.write(spec).utf8) }
    var graph = spec
    let layout = positionIfLarge(&graph, tree: view == .tree)
    do {
      return try await Graphviz.shared.render(dot: DOTWriter.write(graph), layout: layout, format: format).data
    } catch {
      throw .graphviz(error)
    }
  }

  /// Each node's children in the graph (targets of its edges, in order), for
  /// nodes with more than one.
  static func siblingRuns(_ graph: GraphSpec) -> [[String]] {
    var order: [String] = []
    var children: [String: [String]] = [:]
    var placed = Set<String>()
    for edge in graph.edges where edge.attributes["style"] != "invis" {
      // A node goes in the row of the first edge into it.
      guard placed.insert(edge.to).inserted else { continue }
      if children[edge.from] == nil { order.append(edge.from) }
      children[edge.from, default: []].append(edge.to)
    }
    return order.compactMap { children[$0]!.count > 1 ? children[$0] : nil }
  }

  /// Each parent's children that have none of their own, for parents with
  /// more than one such child.
  static func leafRuns(_ graph: GraphSpec) -> [[String]] {
    let parents = Set(graph.edges.filter { $0.attributes["style"] != "invis" }.map(\.from))
    return siblingRuns(graph).map { $0.filter { !parents.contains($0) } }.filter { $0.count > 1 }
  }

  /// `graph` with each parent's leaf children in rows of `perRow`: an
  /// invisible edge from leaf i to leaf i + perRow puts the latter a rank
  /// lower. (Wrapping siblings with subtrees would stretch every edge over
  /// all the rows: Graphviz takes minutes; folding handles those.)
  static func wrap(_ graph: GraphSpec, perRow: Int) -> GraphSpec {
    var wrapped = graph
    for run in leafRuns(graph) where run.count > perRow {
      for index in perRow..<run.count {
        wrapped.edges.append(
          GraphSpec.Edge(from: run[index - perRow], to: run[index], attributes: ["style": "invis", "weight": "0"]))
      }
    }
    return wrapped
  }
}
