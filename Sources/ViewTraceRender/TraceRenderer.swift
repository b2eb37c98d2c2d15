import Foundation
import ViewTraceModel

/// Draws a trace with Graphviz: the view tree of a frame, the dependency
/// graph, or the cause chain of a frame, as DOT, SVG or PNG.
///
/// ```swift
/// let renderer = TraceRenderer(trace: trace)
/// let dot = try renderer.dot(.tree, frame: 1)
/// let svg = try await renderer.render(.tree, frame: 1, format: .svg)
/// ```
///
/// Trees above ``largeTreeThreshold`` nodes are laid out in Swift
/// (``TidyTree``) and only drawn by Graphviz, because `dot` takes seconds at a
/// few thousand nodes.
public struct TraceRenderer: Sendable {
  /// What to draw.
  public enum View: String, Sendable, CaseIterable {
    case tree, deps, cause
  }

  /// The trace it draws.
  public let trace: Trace
  /// Node count above which trees are laid out by ``TidyTree``.
  package var largeTreeThreshold = 1_500
  /// The most nodes of a dependency or cause graph `dot` lays out unless
  /// folding is off: a larger one folds first (runs of same-type siblings,
  /// then everything past this many nodes breadth-first into counted nodes)
  /// and says so. (2,000 nodes of a dependency graph took dot 7-11 s.)
  package var dotNodeLimit = 1_000
  /// The most nodes of a tree ``TidyTree`` places before it is cut the
  /// same way.
  package var tidyNodeLimit = 50_000
  /// The most nodes the report's one layout draws before it folds the
  /// subtrees no frame after the first touches (``UnionBudget``).
  package var unionNodeBudget = UnionBudget.defaultLimit
  /// Every frame's state, replayed once (O(records)) for all the frames drawn.
  let states: [FrameState]

  /// A renderer of `trace`; the trace is replayed once, here.
  public init(trace: Trace) {
    self.trace = trace
    self.states = FrameState.all(trace)
  }

  /// The graph of `view` at `frame`; `focus` folds untouched subtrees (tree
  /// only); `fold` folds runs of same-type siblings (tree and cause).
  package func spec(_ view: View, frame: Int, focus: Bool = false, fold: Folding = .auto) throws(RenderError)
    -> GraphSpec
  {
    guard trace.frames.indices.contains(frame) else {
      throw .noSuchFrame(frame, count: trace.frames.count)
    }
    switch view {
    case .tree:
      return TreeGraph.spec(trace, state: states[frame], focus: focus, fold: fold)
    case .deps:
      return DependencyGraph.spec(trace, frame: frame)
    case .cause:
      return try CauseGraph.spec(trace, frame: frame, fold: fold)
    }
  }

  /// The DOT text of `view` at `frame` (no layout: readable, deterministic);
  /// `fold` folds runs of same-type siblings (by default only when the
  /// diagram would be wider than a page, see ``Folding``).
  public func dot(_ view: View, frame: Int, focus: Bool = false, fold: Folding = .auto) throws(RenderError) -> String {
    DOTWriter.write(try spec(view, frame: frame, focus: focus, fold: fold))
  }

  /// Lays out and renders `view` at `frame`; `fold` as in ``dot(_:frame:focus:fold:)``.
  /// A graph too large to lay out in seconds is folded first (see
  /// ``renderNoted(_:frame:focus:fold:format:)``).
  public func render(
    _ view: View, frame: Int, focus: Bool = false, fold: Folding = .auto, format: Graphviz.Format
  ) async throws(RenderError) -> Data {
    try await renderNoted(view, frame: frame, focus: focus, fold: fold, format: format).data
  }

  /// A rendered diagram and what was done to draw it in time.
  public struct Rendered: Sendable {
    /// The drawing.
    public let data: Data
    /// One line per thing done that the reader should know, for example
    /// `100,000 views are more than Graphviz lays out in seconds: ...`;
    /// empty when the diagram is drawn as asked.
    public let notes: [String]
  }

  /// Lays out and renders `view` at `frame`. Unless `fold` is `.never`, a
  /// graph with more nodes than Graphviz lays out in seconds (1,000 for a
  /// dependency or cause graph, 50,000 for trees placed in Swift) is folded first: runs of more
  /// than 8, then 1 same-type siblings, then everything past the limit
  /// breadth-first from the roots into one counted node per kept node; the
  /// notes say so.
  public func renderNoted(
    _ view: View, frame: Int, focus: Bool = false, fold: Folding = .auto, format: Graphviz.Format
  ) async throws(RenderError) -> Rendered {
    let (graph, notes) = try drawnSpec(view, frame: frame, focus: focus, fold: fold)
    return Rendered(data: try await draw(graph, view: view, format: format), notes: notes)
  }

  /// The graph to draw: ``spec(_:frame:focus:fold:)``, folded to a size
  /// Graphviz lays out in seconds unless `fold` is `.never`.
  func drawnSpec(_ view: View, frame: Int, focus: Bool, fold: Folding) throws(RenderError) -> (GraphSpec, [String]) {
    // The cause graph is built once and folded at each limit tried below.
    let cause = view == .cause ? try CauseGraph.Built(trace, frame: frame) : nil
    func build(_ fold: Folding) throws(RenderError) -> GraphSpec {
      if let cause { return cause.spec(fold: fold) }
      return try spec(view, frame: frame, focus: focus, fold: fold)
    }
    var graph = try build(fold)
    // A tree up to largeTreeThreshold nodes is laid out by dot in about a
    // second; a larger one is placed in Swift.
    let limit =
      view == .tree ? (graph.nodes.count > largeTreeThreshold ? tidyNodeLimit : largeTreeThreshold) : dotNodeLimit
    guard fold != .never, graph.nodes.count > limit else { return (graph, []) }
    let before = graph.nodes.count
    var steps: [String] = []
    if view != .deps {
      for runs in [8, 1] where graph.nodes.count > limit {
        let folded = try build(.runsLongerThan(runs))
        if folded.nodes.count < graph.nodes.count {
          graph = folded
          steps.append("folded runs of more than \(runs) same-type sibling\(runs == 1 ? "" : "s")")
        }
      }
    }
    if graph.nodes.count > limit {
      let cut = NodeBudget.cut(graph, keeping: limit)
      graph = cut.graph
      steps.append(
        "drew the first \(NumberText.grouped(limit)) breadth-first and folded "
          + "\(NumberText.grouped(cut.leftOut)) more into \(NumberText.grouped(cut.counted)) counted "
          + "node\(cut.counted == 1 ? "" : "s")")
    }
    return (
      graph,
      [
        "\(NumberText.grouped(before)) nodes are more than Graphviz lays out in seconds "
          + "(\(NumberText.grouped(limit))): " + steps.joined(separator: ", ")
          + "; --expand-all draws every one (slowly)"
      ]
    )
  }

  /// Whether any frame could fold with `.auto`: some view has more than
  /// ``Folding/defaultRunLimit`` children of one type in the trace.
  package var hasFoldableRuns: Bool {
    var counts: [String: Int] = [:]
    for node in trace.nodes {
      guard let parent = node.parent else { continue }
      let key = parent + "\u{0}" + node.type
      counts[key, default: 0] += 1
      if counts[key]! > Folding.defaultRunLimit { return true }
    }
    return false
  }

  /// Places a large tree with ``TidyTree`` and returns the layout to use.
  func positionIfLarge(_ graph: inout GraphSpec, tree: Bool) -> Graphviz.Layout {
    guard tree, graph.nodes.count > largeTreeThreshold else { return .dot }
    var children: [String: [String]] = [:]
    var hasParent = Set<String>()
    for edge in graph.edges {
      children[edge.from, default: []].append(edge.to)
      hasParent.insert(edge.to)
    }
    let roots = graph.nodes.map(\.name).filter { !hasParent.contains($0) }
    let widths = Dictionary(
      graph.nodes.map { ($0.name, TidyTree.width(of: $0.attributes["label"] ?? $0.name)) },
      uniquingKeysWith: { first, _ in first })
    let positions = TidyTree.layout(roots: roots, children: children, widths: widths)
    for index in graph.nodes.indices {
      if let position = positions[graph.nodes[index].name] {
        graph.nodes[index].attributes["pos"] = "\(Int(position.x)),\(Int(position.y))!"
      }
    }
    // The legend is not part of the tree: its swatches go in a row above it.
    let top = (positions.values.map(\.y).max() ?? 0) + 72
    for cluster in graph.clusters.indices {
      for index in graph.clusters[cluster].nodes.indices {
        graph.clusters[cluster].nodes[index].attributes["pos"] = "\(80 + index * 170),\(Int(top))!"
      }
    }
    graph.graphAttributes["splines"] = "line"
    // Parents are above their children: arrowheads add nothing but one more
    // polygon per edge to compute and write.
    graph.edgeDefaults["arrowhead"] = "none"
    return .fixedPositions
  }
}

/// A render that could not be made.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  case noSuchFrame(Int, count: Int)
  case graphviz(GraphvizError)
  /// The laid-out SVG did not have the shape the frame styler expects.
  case unexpectedSVG(String)

  /// One line saying what was wrong.
  public var description: String {
    switch self {
    case .noSuchFrame(let frame, let count): "no frame \(frame): the trace has frames 0...\(count - 1)"
    case .graphviz(let error): error.description
    case .unexpectedSVG(let why): "unexpected SVG from Graphviz: \(why)"
    }
  }
}
