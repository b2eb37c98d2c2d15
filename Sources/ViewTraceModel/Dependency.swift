/// Something that can invalidate views: a `@State` slot, an `ObservableObject`
/// instance, one property of an `@Observable` object, an environment key, an
/// event source.
public struct TraceSource: Codable, Equatable, Sendable {
  /// A stable id: `ContentView._firstNumber` (state), `ContentViewModel#1`
  /// (object), `Book#1.title` (Observable property),
  /// `EnvDemo/VStack/VStack.environment(MyEnvKey)` (environment key at a node).
  public var id: String
  /// What kind it is.
  public var kind: SourceKind
  /// The identity of the view that owns the source, if a view owns it.
  public var owner: String?
  /// The property name as `_printChanges` writes it (`_firstNumber`).
  public var name: String
  /// The Swift type of the value (`Int`).
  public var valueType: String
  /// Where it is declared: the `@State` property, the `@Observable` model's
  /// property, the `ObservableObject` class, the `@AppStorage` property that
  /// first read the key. Absent when the build did not record it (an
  /// `@Observable` class compiled without ViewTrace's build plugins, an
  /// environment key, an event).
  public var declaredAt: CodeLocation?

  /// Makes a `TraceSource` from its parts.
  public init(
    id: String, kind: SourceKind, owner: String?, name: String, valueType: String, declaredAt: CodeLocation? = nil
  ) {
    self.id = id
    self.kind = kind
    self.owner = owner
    self.name = name
    self.valueType = valueType
    self.declaredAt = declaredAt
  }
}

extension TraceSource {
  /// The id of the source `id` names: `id` itself, or the object it is a
  /// property of (`Book#1` for `Book#1.title` when only the object is a
  /// source), the longest prefix before a `.` that `isSource` accepts; nil
  /// when none is.
  public static func resolvedID(_ id: String, isSource: (String) -> Bool) -> String? {
    if isSource(id) { return id }
    var rest = Substring(id)
    while let dot = rest.lastIndex(of: ".") {
      rest = rest[..<dot]
      if isSource(String(rest)) { return String(rest) }
    }
    return nil
  }

  /// The source `id` names in `sources` (``resolvedID(_:isSource:)``).
  public static func named(_ id: String, in sources: [String: TraceSource]) -> TraceSource? {
    resolvedID(id) { sources[$0] != nil }.flatMap { sources[$0] }
  }
}

/// The kinds of ``TraceSource``.
public enum SourceKind: String, Codable, Sendable {
  /// A `@State` slot of a view.
  case state
  /// An `ObservableObject` instance (its `objectWillChange`).
  case object
  /// One property of an `@Observable` object.
  case observableProperty
  /// An environment key as written by `.environment` / `.environmentObject` at a node.
  case environment
  /// An event source: an `onReceive` publisher, an `onChange` value, a `task`.
  case event
  /// A key of a simulated store: `UserDefaults` (`@AppStorage`) or the
  /// scene's storage (`@SceneStorage`).
  case storage
}

/// An edge source -> node: the node depends on the source.
public struct DependencyEdge: Codable, Equatable, Sendable {
  /// The source's id (see `TraceSource`).
  public var source: String
  /// The view's identity.
  public var node: String
  /// What kind it is.
  public var kind: EdgeKind
  /// The first frame the edge was live in.
  public var since: Int
  /// The frame in which the edge was dropped (the body stopped reading the
  /// source, or the node disappeared); `nil` while it is still live.
  public var until: Int?

  /// Makes a `DependencyEdge` from its parts.
  public init(source: String, node: String, kind: EdgeKind, since: Int, until: Int? = nil) {
    self.source = source
    self.node = node
    self.kind = kind
    self.since = since
    self.until = until
  }
}

/// Why an edge exists.
public enum EdgeKind: String, Codable, Sendable, CaseIterable {
  /// The body read the source's value (`@State` wrappedValue).
  case read
  /// The body read the source through a `@Binding` held by the node.
  case binding
  /// By declaration: `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
  /// subscribes the node to the object's `objectWillChange`.
  case objectWillChange
  /// By declaration: `@Environment(\.key)` depends on the key's value at the node.
  case environment
  /// The body read an `@Observable` property (Observation tracking).
  case observation
  /// An event modifier on the node (`onReceive`, `onChange`, `task`).
  case event
  /// By declaration: `@AppStorage` / `@SceneStorage` subscribes the node to
  /// every write of its key.
  case storage
}
