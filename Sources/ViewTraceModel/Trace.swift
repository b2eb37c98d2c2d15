/// A recorded run of one scenario: the view tree, the dependency graph and one
/// ``Frame`` per transaction.
///
/// A trace is a plain value. The engine writes it; the renderer, the report and
/// the command-line tool read it without the engine, so a saved `trace.json`
/// can be re-rendered anywhere.
///
/// ```swift
/// let trace = try TraceCoding.decode(data)
/// for frame in trace.frames {
///   print("# frame \(frame.index): \(frame.event)")
///   frame.printChanges.forEach { print($0) }
/// }
/// ```
///
/// Frame 0 is the initial render; every later frame is one event of the
/// scenario. Untouched nodes are not listed in a frame, so a frame grows with
/// what changed, not with the size of the tree.
public struct Trace: Codable, Equatable, Sendable {
  /// The version of the JSON schema this value follows (see `docs/trace-format.md`).
  /// Version 2 added value trees (``SourceChange/beforeValue``); every
  /// version-1 trace is a valid version-2 trace without them. Version 3
  /// stores each body run's reasons (``Frame/evaluations``,
  /// ``NodeRecord/runReasons``) instead of `_printChanges` lines; the lines
  /// of an older trace are read into runs when it is decoded.
  public static let currentFormatVersion = 3

  /// The versions ``TraceCoding/decode(_:)`` reads: this one and every older one.
  public static let readableFormatVersions = 1...currentFormatVersion

  /// "version 2", "versions 1 and 2": what the readable versions are, for errors.
  package static var readableVersionsText: String {
    let range = readableFormatVersions
    if range.count == 1 { return "version \(range.lowerBound)" }
    return "versions \(range.lowerBound)\(range.count == 2 ? " and " : " to ")\(range.upperBound)"
  }

  /// The schema version: ``currentFormatVersion`` when the engine writes a
  /// trace, the file's own version when an older trace is read.
  public var formatVersion: Int
  /// The scenario's name, e.g. `state-let`.
  public var scenario: String
  /// Which variant of the scenario, when it is run several ways (e.g.
  /// `ObservableObject` and `Observable` for `observable-migration`).
  public var variant: String?
  /// One line saying what the scenario shows.
  public var summary: String
  /// The seed of the scenario's random generator (`Color.random()`, `scenarioRandom`).
  public var seed: UInt64
  /// Engine options that affect the result, by name (sorted when encoded).
  public var options: [String: String]
  /// Every identity that lived during the run, in order of first appearance.
  public var nodes: [TraceNode]
  /// Every source of invalidation seen during the run (State slots, ...).
  public var sources: [TraceSource]
  /// Dependency edges source -> node, each with the frames it was live in.
  public var edges: [DependencyEdge]
  /// Frame 0 is the initial render; then one frame per event.
  public var frames: [Frame]
  /// Each custom view type the run built, with its stored properties, in
  /// order of first appearance (empty in a trace written before they were
  /// recorded).
  public var declarations: [ViewDeclaration]

  /// The keys of the JSON.
  enum CodingKeys: String, CodingKey {
    case formatVersion, scenario, variant, summary, seed, options, nodes, sources, edges, frames, declarations
  }

  /// Creates a trace; the format version is always the current one.
  public init(
    scenario: String, variant: String? = nil, summary: String, seed: UInt64, options: [String: String] = [:],
    nodes: [TraceNode] = [], sources: [TraceSource] = [], edges: [DependencyEdge] = [],
    frames: [Frame] = [], declarations: [ViewDeclaration] = []
  ) {
    self.formatVersion = Trace.currentFormatVersion
    self.scenario = scenario
    self.variant = variant
    self.summary = summary
    self.seed = seed
    self.options = options
    self.nodes = nodes
    self.sources = sources
    self.edges = edges
    self.frames = frames
    self.declarations = declarations
  }
}

extension Trace {
  /// The node with identity `id`, if it ever lived.
  public func node(_ id: String) -> TraceNode? { nodes.first { $0.id == id } }

  /// Every node by identity (the first one, should a trace that was not
  /// validated repeat an id).
  public var nodesByID: [String: TraceNode] {
    Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Every source by id (the first one, should a trace that was not
  /// validated repeat an id).
  public var sourcesByID: [String: TraceSource] {
    Dictionary(sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The identities alive after frame `index` (replaying appear/disappear), in
  /// first-appearance order.
  public func liveNodes(afterFrame index: Int) -> [String] {
    var alive = Set<String>()
    for frame in frames where frame.index <= index {
      for record in frame.records {
        switch record.outcome {
        case .appeared: alive.insert(record.node)
        case .disappeared: alive.remove(record.node)
        default: break
        }
      }
    }
    return nodes.map(\.id).filter(alive.contains)
  }

  /// The edges live after frame `index`.
  public func edges(afterFrame index: Int) -> [DependencyEdge] {
    edges.filter { $0.since <= index && ($0.until.map { $0 > index } ?? true) }
  }
}

/// What kind of view a node is.
public enum NodeKind: String, Codable, Sendable, CaseIterable {
  /// A user-defined view with a `body`.
  case custom
  /// A leaf the framework draws (Text, Image, Color, Spacer, Toggle, TextField, ...).
  case primitive
  /// A framework view that lays out children (VStack, List, Button with a label, ...).
  case container
}

/// One view identity in the tree.
public struct TraceNode: Codable, Equatable, Sendable {
  /// The identity path, e.g. `ContentView/VStack/FourthView@3`; stable across frames.
  public var id: String
  /// The parent's identity; `nil` for the root.
  public var parent: String?
  /// The view's type name (`FourthView`, `Text`, `VStack`).
  public var type: String
  /// Custom view, primitive leaf or container.
  public var kind: NodeKind
  /// A readable label at first appearance, e.g. `Text("First: 0")`.
  public var label: String
  /// Styling modifiers as written, e.g. `.font(.title)`, `.padding()`.
  public var modifiers: [String]
  /// The explicit identity given by `.id(_:)` or a `ForEach` element, if any.
  public var explicitID: String?
  /// `true` when ``explicitID`` comes from an `.id(_:)` modifier; left out
  /// (nil) for a `ForEach` element's id and in traces made before it existed.
  public var idModifier: Bool?

  /// Makes a `TraceNode` from its parts.
  public init(
    id: String, parent: String?, type: String, kind: NodeKind, label: String,
    modifiers: [String] = [], explicitID: String? = nil, idModifier: Bool? = nil
  ) {
    self.idModifier = idModifier
    self.id = id
    self.parent = parent
    self.type = type
    self.kind = kind
    self.label = label
    self.modifiers = modifiers
    self.explicitID = explicitID
  }
}
