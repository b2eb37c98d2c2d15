import ViewTraceModel

/// Every frame of a trace's view tree as SVG, laid out once per structure.
///
/// Frames that show the same nodes share one Graphviz layout; each frame's
/// SVG is that layout with its classes (`outcome-evaluated`, ...) and texts
/// filled in, and a style sheet inside, so a file looks right on its own.
/// Node ids derive from identities (``ElementID``), so they are the same in
/// every frame.
///
/// ```swift
/// let series = try await TraceRenderer(trace: trace).treeFrames()
/// let svg = series.svg(frame: 2)      // series.layoutCount layouts for all frames
/// ```
public struct FrameSeries: Sendable {
  struct Layout: Sendable {
    let template: SVGTemplate
    /// Identity -> which kinds of line its node has, in order.
    let lines: [String: [Line]]
  }

  enum Line: Sendable { case type, label, modifiers, reason }

  let trace: Trace
  let states: [FrameState]
  let layouts: [Layout]
  /// Frame -> index into `layouts`.
  let frameLayout: [Int]
  let kinds: [String: NodeKind]
  let types: [String: String]

  /// The laid-out SVG of layout `index`, drawn as its first frame.
  package func layoutSVG(_ index: Int) -> String {
    svg(frame: frameLayout.firstIndex(of: index) ?? 0)
  }

  /// Which layout each frame uses.
  package var frameLayouts: [Int] { frameLayout }

  /// The identities drawn in layout `index`, in tree order.
  package func shown(inLayout index: Int) -> [String] {
    states[frameLayout.firstIndex(of: index) ?? 0].shown
  }

  /// For layout `index`: each node's lines, in order (`type`, `label`,
  /// `modifiers`, `reason`), so a page can rewrite texts per frame.
  package func lineKinds(inLayout index: Int) -> [String: [String]] {
    layouts[index].lines.mapValues { lines in
      lines.map { line in
        switch line {
        case .type: "type"
        case .label: "label"
        case .modifiers: "modifiers"
        case .reason: "reason"
        }
      }
    }
  }

  /// How many Graphviz layouts the series needed (one per distinct structure).
  package var layoutCount: Int { layouts.count }
  /// How many frames it covers.
  public var frameCount: Int { states.count }

  /// The SVG of `frame`, styled by its outcomes.
  public func svg(frame: Int) -> String { svg(frame: frame, cache: FillCache()) }

  /// Every frame's SVG in order; faster than `svg(frame:)` one by one, as
  /// unchanged texts are not escaped again.
  public func forEachFrame(_ body: (Int, String) throws -> Void) rethrows {
    var caches: [Int: FillCache] = [:]
    for frame in states.indices {
      let layout = frameLayout[frame]
      let cache = caches[layout] ?? FillCache()
      caches[layout] = cache
      try body(frame, svg(frame: frame, cache: cache))
    }
  }

  private func svg(frame: Int, cache: FillCache) -> String {
    let state = states[frame]
    let layout = layouts[frameLayout[frame]]
    return layout.template.fill(
      className: { node in
        "node view kind-\(kinds[node]?.rawValue ?? "custom") outcome-\(state.outcomeOf(node).rawValue)"
      },
      text: { node, line in
        guard let kinds = layout.lines[node], kinds.indices.contains(line) else { return "" }
        switch kinds[line] {
        case .type: return types[node] ?? ""
        case .label: return state.label(node) == types[node] ? "" : TreeGraph.truncate(state.label(node))
        case .modifiers: return TreeGraph.truncate(state.modifiers(node).joined(separator: " "))
        case .reason: return TreeGraph.truncate(state.reason[node] ?? "")
        }
      }, cache: cache)
  }
}

extension TraceRenderer {
  /// The view tree of every frame, laid out once per distinct structure.
  public func treeFrames() async throws(RenderError) -> FrameSeries {
    let states = self.states
    let byID = trace.nodesByID
    var groups: [[String]: [Int]] = [:]
    var order: [[String]] = []
    for state in states {
      if groups[state.shown] == nil { order.append(state.shown) }
      groups[state.shown, default: []].append(state.frame)
    }
    // Which frames touch each node: its texts can only change there.
    var touched: [String: [Int]] = [:]
    for frame in trace.frames {
      for record in frame.records { touched[record.node, default: []].append(frame.index) }
    }
    var layouts: [FrameSeries.Layout] = []
    var frameLayout = Array(repeating: 0, count: states.count)
    for shown in order {
      let frames = groups[shown]!
      let (spec, lines) = layoutSpec(shown: shown, frames: frames, states: states, touched: touched, byID: byID)
      var graph = spec
      let engine = positionIfLarge(&graph, tree: true)
      let svg: String
      do {
        let output = try await Graphviz.shared.render(dot: DOTWriter.write(graph), layout: engine, format: .svg)
        svg = String(decoding: output.data, as: UTF8.self)
      } catch {
        throw .graphviz(error)
      }
      let ids = Dictionary(shown.map { (ElementID.node($0), $0) }, uniquingKeysWith: { first, _ in first })
      let template = try SVGTemplate(svg: svg, nodes: ids, style: Style.css)
      for frame in frames { frameLayout[frame] = layouts.count }
      layouts.append(FrameSeries.Layout(template: template, lines: lines))
    }
    return FrameSeries(
      trace: trace, states: states, layouts: layouts, frameLayout: frameLayout,
      kinds: byID.mapValues(\.kind), types: byID.mapValues(\.type))
  }

  /// The graph laid out for a group of frames: every line holds the longest
  /// text it shows in any of them, so every frame's text fits.
  func layoutSpec(
    shown: [String], frames: [Int], states: [FrameState], touched: [String: [Int]], byID: [String: TraceNode]
  ) -> (GraphSpec, [String: [FrameSeries.Line]]) {
    var graph = GraphSpec(name: "\(trace.scenario) tree")
    graph.graphAttributes = TreeGraph.graphAttributes(trace, title: trace.scenario)
    graph.nodeDefaults = Style.nodeDefaults
    graph.edgeDefaults = ["color": "#8A8A8A", "arrowsize": "0.6"]
    let shownSet = Set(shown)
    let group = Set(frames)
    var lines: [String: [FrameSeries.Line]] = [:]
    for id in shown {
      guard let node = byID[id] else { continue }
      // A node's texts change only in frames that touch it: those, and the
      // group's first frame, hold every text it shows in the group.
      let candidates = [frames[0]] + (touched[id] ?? []).filter(group.contains)
      func longest(_ text: (FrameState) -> String) -> String {
        candidates.map { text(states[$0]) }.max { $0.count < $1.count } ?? ""
      }
      let label =
        node.kind == .custom ? "" : longest { $0.label(id) == node.type ? "" : TreeGraph.truncate($0.label(id)) }
      let modifiers = longest { TreeGraph.truncate($0.modifiers(id).joined(separator: " ")) }
      let reason = longest { TreeGraph.truncate($0.reason[id] ?? "") }
      var kinds: [FrameSeries.Line] = [.type]
      var text = [node.type]
      for (kind, value) in [(FrameSeries.Line.label, label), (.modifiers, modifiers), (.reason, reason)]
      where !value.isEmpty {
        kinds.append(kind)
        text.append(value)
      }
      lines[id] = kinds
      var attributes = Style.differingAttributes(.untouched, kind: node.kind)
      attributes["label"] = text.joined(separator: "\n")
      attributes["id"] = ElementID.node(id)
      attributes["class"] = "view kind-\(node.kind.rawValue)"
      graph.nodes.append(GraphSpec.Node(name: id, attributes: attributes))
      if let parent = node.parent, shownSet.contains(parent) {
        graph.edges.append(GraphSpec.Edge(from: parent, to: id, attributes: ["id": ElementID.treeEdge(to: id)]))
      }
    }
    graph.clusters = [TreeGraph.legend()]
    return (graph, lines)
  }
}
