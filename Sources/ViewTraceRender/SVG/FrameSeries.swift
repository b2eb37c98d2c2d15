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
    /// The identities laid out, in tree order.
    let shown: [String]
  }

  enum Line: Sendable { case type, label, modifiers, reason }

  let trace: Trace
  let states: [FrameState]
  let layouts: [Layout]
  /// Frame -> index into `layouts`.
  let frameLayout: [Int]
  let kinds: [String: NodeKind]
  let types: [String: String]
  /// With one layout for the run (``TraceRenderer/TreeLayout/once(fold:)``):
  /// the runs of same-type siblings folded over every view that lived.
  let folds: SiblingFolds
  /// With one layout for the run: when each view appeared and disappeared,
  /// so views not drawn in a frame get the class `gone`; nil otherwise.
  let lifetimes: Lifetimes?
  /// With one layout for the run: the folding of a union larger than the
  /// page's budget (``UnionBudget``), nil when every view is drawn.
  package let budget: UnionBudget?
  /// Counted node name -> its entry in ``budget``.
  let countedByName: [String: UnionBudget.Counted]

  /// One folded run of same-type siblings in the layout: its element's
  /// name (`parent/Type (folded)`), parent, type, the folded siblings and
  /// the views below them, in tree order.
  package struct FoldedRun: Sendable, Equatable {
    package let name: String
    package let parent: String
    package let type: String
    package let members: [String]
    package let inside: [String]
  }

  /// The folded runs of the layout (only with one layout for the run).
  package var foldedRuns: [FoldedRun] {
    folds.groups.map {
      FoldedRun(name: $0.name, parent: $0.parent, type: $0.type, members: $0.members, inside: $0.inside)
    }
  }

  /// The laid-out SVG of layout `index`, drawn as its first frame.
  package func layoutSVG(_ index: Int) -> String {
    svg(frame: frameLayout.firstIndex(of: index) ?? 0)
  }

  /// Which layout each frame uses.
  package var frameLayouts: [Int] { frameLayout }

  /// The identities drawn in layout `index`, in tree order.
  package func shown(inLayout index: Int) -> [String] {
    layouts[index].shown
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
    let drawn = lifetimes.map { lives in { (node: String) in lives.isDrawn(node, at: frame) } }
    return layout.template.fill(
      className: { node in
        if let counted = countedByName[node] {
          return "node view budget-fold kind-custom outcome-\((frame == 0 ? counted.first : .untouched).rawValue)"
        }
        if let group = folds.groupIndex(named: node) {
          let outcome = SiblingFolds.strongest(foldOutcomes(group, state: state, drawn: drawn).all)
          return "node view folded-run kind-\(kinds[folds.groups[group].members[0]]?.rawValue ?? "custom") "
            + "outcome-\(outcome.rawValue)"
        }
        let gone = drawn.map { $0(node) ? "" : " gone" } ?? ""
        return "node view kind-\(kinds[node]?.rawValue ?? "custom") outcome-\(state.outcomeOf(node).rawValue)\(gone)"
      },
      text: { node, line in
        if let counted = countedByName[node] {
          let lines = UnionBudget.label(counted)
          return lines.indices.contains(line) ? lines[line] : ""
        }
        if let group = folds.groupIndex(named: node) {
          let lines = foldLines(group, state: state, drawn: drawn)
          return lines.indices.contains(line) ? lines[line] : ""
        }
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

extension FrameSeries {
  /// The outcomes in `frame` of a folded run's drawn siblings and of the
  /// drawn views below them.
  func foldOutcomes(_ group: Int, state: FrameState, drawn: ((String) -> Bool)?) -> (
    members: [Outcome], inside: [Outcome], all: [Outcome]
  ) {
    let run = folds.groups[group]
    let members = run.members.filter { drawn?($0) ?? true }.map(state.outcomeOf)
    let inside = run.inside.filter { drawn?($0) ?? true }.map(state.outcomeOf)
    return (members, inside, members + inside)
  }

  /// The lines of a folded run's node in `frame`: `CellView x100 (3
  /// evaluated)` and, when the run has views below it, `300 views inside`.
  func foldLines(_ group: Int, state: FrameState, drawn: ((String) -> Bool)?) -> [String] {
    let outcomes = foldOutcomes(group, state: state, drawn: drawn)
    let label = SiblingFolds.label(type: folds.groups[group].type, members: outcomes.members, inside: outcomes.inside)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return folds.groups[group].inside.isEmpty ? label : label + Array(repeating: "", count: max(0, 2 - label.count))
  }
}

extension TraceRenderer {
  /// How ``treeFrames(_:)`` lays the frames out.
  public enum TreeLayout: Sendable, Equatable {
    /// One Graphviz layout per distinct structure: each frame's SVG draws
    /// exactly the views alive before or after it (`render --all-frames`).
    case perStructure
    /// One layout for the whole run: every view that ever lived keeps its
    /// place in every frame, and a view not alive in a frame is drawn with
    /// the class `gone` (the report fades it). A structure change costs no
    /// new layout. Runs of same-type siblings, counted over every view that
    /// lived, are folded as `fold` says: their folded node is added to the
    /// layout beside the siblings, for a page that shows one or the other.
    case once(fold: Folding)
  }

  /// The view tree of every frame, laid out once per distinct structure
  /// (or once for the run, see ``TreeLayout``).
  public func treeFrames(_ mode: TreeLayout = .perStructure) async throws(RenderError) -> FrameSeries {
    let states = self.states
    let byID = trace.nodesByID
    var groups: [[String]: [Int]] = [:]
    var order: [[String]] = []
    var folds = SiblingFolds(items: [], parent: { _ in nil }, type: { $0 }, limit: nil)
    var lifetimes: Lifetimes? = nil
    var budget: UnionBudget? = nil
    if case .once(let fold) = mode {
      // Every view drawn in some frame (every view that appeared), in the
      // trace's node order.
      let lives = Lifetimes(trace)
      lifetimes = lives
      let lived = lives.lived
      var union = trace.nodes.map(\.id).filter(lived.contains)
      if fold != .never {
        // Too many views for a page: fold the subtrees no later frame
        // touches (``UnionBudget``).
        var touchedLater = Set<String>()
        for frame in trace.frames.dropFirst() { for record in frame.records { touchedLater.insert(record.node) } }
        let first = Dictionary(
          (trace.frames.first?.records ?? []).map { ($0.node, $0.outcome) }, uniquingKeysWith: { a, _ in a })
        budget = UnionBudget.fold(
          union: union, parent: { byID[$0]?.parent.flatMap { lived.contains($0) ? $0 : nil } },
          touchedLater: touchedLater, firstOutcome: { first[$0] ?? .untouched }, limit: unionNodeBudget)
        if let budget { union = budget.kept }
      }
      groups[union] = states.map(\.frame)
      order = [union]
      func parent(_ id: String) -> String? { byID[id]?.parent.flatMap { lived.contains($0) ? $0 : nil } }
      folds = SiblingFolds(
        items: union, parent: parent, type: { byID[$0]?.type ?? $0 },
        limit: fold.runLimit(widestRank: SiblingFolds.widestRank(items: union, parent: parent)))
    } else {
      // Frames of one structure show the same list: made once per structure.
      var listOf: [Int: [String]] = [:]
      for state in states {
        let shown = listOf[state.structure] ?? state.shown
        listOf[state.structure] = shown
        if groups[shown] == nil { order.append(shown) }
        groups[shown, default: []].append(state.frame)
      }
    }
    // Which frames touch each node: its texts can only change there.
    var touched: [String: [Int]] = [:]
    for frame in trace.frames {
      for record in frame.records { touched[record.node, default: []].append(frame.index) }
    }
    var layouts: [FrameSeries.Layout] = []
    var frameLayout = Array(repeating: 0, count: states.count)
    let unstyled = FrameSeries(
      trace: trace, states: states, layouts: [], frameLayout: [], kinds: byID.mapValues(\.kind),
      types: byID.mapValues(\.type), folds: folds, lifetimes: lifetimes, budget: budget,
      countedByName: Dictionary(
        (budget?.counted ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
    for shown in order {
      let frames = groups[shown]!
      var (graph, lines) = layoutSpec(shown: shown, frames: frames, states: states, touched: touched, byID: byID)
      var ids = Dictionary(shown.map { (ElementID.node($0), $0) }, uniquingKeysWith: { first, _ in first })
      if !folds.isEmpty {
        // Each folded run's node, sized for the longest text it shows: its
        // texts change only in frames that touch one of its views.
        var touching = Array(repeating: Set([0]), count: folds.groups.count)
        for frame in trace.frames {
          for record in frame.records {
            if let group = folds.groupOf[record.node] { touching[group].insert(frame.index) }
          }
        }
        for (index, group) in folds.groups.enumerated() {
          var longest: [String] = []
          for frame in touching[index].sorted() {
            let texts = unstyled.foldLines(
              index, state: states[frame], drawn: lifetimes.map { lives in { lives.isDrawn($0, at: frame) } })
            for (line, text) in texts.enumerated() {
              if line == longest.count {
                longest.append(text)
              } else if text.count > longest[line].count {
                longest[line] = text
              }
            }
          }
          let kind = byID[group.members[0]]?.kind ?? .custom
          var attributes = Style.differingAttributes(.untouched, kind: kind)
          attributes["label"] = longest.joined(separator: "\n")
          attributes["id"] = ElementID.node(group.name)
          attributes["class"] = "view folded-run kind-\(kind.rawValue)"
          graph.nodes.append(GraphSpec.Node(name: group.name, attributes: attributes))
          graph.edges.append(
            GraphSpec.Edge(from: group.parent, to: group.name, attributes: ["id": ElementID.treeEdge(to: group.name)]))
          ids[ElementID.node(group.name)] = group.name
        }
      }
      for counted in budget?.counted ?? [] {
        // A counted node in the look of a folded diagram's budget node.
        var attributes = Style.differingAttributes(.untouched, kind: .custom)
        attributes["label"] = UnionBudget.label(counted).joined(separator: "\n")
        attributes["style"] = "dashed,filled"
        attributes["shape"] = "box"
        attributes["id"] = ElementID.node(counted.name)
        attributes["class"] = "view budget-fold"
        graph.nodes.append(GraphSpec.Node(name: counted.name, attributes: attributes))
        graph.edges.append(
          GraphSpec.Edge(
            from: counted.parent, to: counted.name,
            attributes: ["id": ElementID.treeEdge(to: counted.name), "style": "dashed"]))
        ids[ElementID.node(counted.name)] = counted.name
      }
      let engine = positionIfLarge(&graph, tree: true)
      let svg: String
      do {
        let output = try await Graphviz.shared.render(dot: DOTWriter.write(graph), layout: engine, format: .svg)
        svg = String(decoding: output.data, as: UTF8.self)
      } catch {
        throw .graphviz(error)
      }
      let template = try SVGTemplate(svg: svg, nodes: ids, style: Style.css)
      for frame in frames { frameLayout[frame] = layouts.count }
      layouts.append(FrameSeries.Layout(template: template, lines: lines, shown: shown))
    }
    return FrameSeries(
      trace: trace, states: states, layouts: layouts, frameLayout: frameLayout,
      kinds: byID.mapValues(\.kind), types: byID.mapValues(\.type), folds: folds, lifetimes: lifetimes, budget: budget,
      countedByName: Dictionary(
        (budget?.counted ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
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

/// When each view appeared and disappeared, from the records: a view is
/// drawn in a frame when it was alive before or after it.
struct Lifetimes: Sendable {
  /// Node -> (frame, alive after it) at each appearance and disappearance.
  private let changes: [String: [(frame: Int, alive: Bool)]]

  init(_ trace: Trace) {
    var changes: [String: [(frame: Int, alive: Bool)]] = [:]
    for frame in trace.frames {
      for record in frame.records where record.outcome == .appeared || record.outcome == .disappeared {
        changes[record.node, default: []].append((frame.index, record.outcome == .appeared))
      }
    }
    self.changes = changes
  }

  /// Every view that was alive in some frame.
  var lived: Set<String> { Set(changes.filter { $0.value.contains { $0.alive } }.keys) }

  func isAlive(_ node: String, after frame: Int) -> Bool {
    guard frame >= 0, let entries = changes[node] else { return false }
    var low = 0
    var high = entries.count - 1
    var found = false
    while low <= high {
      let middle = (low + high) / 2
      if entries[middle].frame <= frame {
        found = entries[middle].alive
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return found
  }

  func isDrawn(_ node: String, at frame: Int) -> Bool {
    isAlive(node, after: frame - 1) || isAlive(node, after: frame)
  }
}
