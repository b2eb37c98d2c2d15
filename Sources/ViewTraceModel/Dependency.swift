/// Something that can invalidate views: a `@State` slot, and later object and
/// environment sources.
public struct TraceSource: Codable, Equatable, Sendable {
  /// A stable id: the owner's identity and the property, e.g. `ContentView._firstNumber`.
  public var id: String
  public var kind: SourceKind
  /// The identity of the view that owns the source, if a view owns it.
  public var owner: String?
  /// The property name as `_printChanges` writes it (`_firstNumber`).
  public var name: String
  /// The Swift type of the value (`Int`).
  public var valueType: String

  public init(id: String, kind: SourceKind, owner: String?, name: String, valueType: String) {
    self.id = id
    self.kind = kind
    self.owner = owner
    self.name = name
    self.valueType = valueType
  }
}

/// The kinds of ``TraceSource``.
public enum SourceKind: String, Codable, Sendable {
  case state
}

/// An edge source -> node: the node depends on the source.
public struct DependencyEdge: Codable, Equatable, Sendable {
  public var source: String
  public var node: String
  public var kind: EdgeKind
  /// The first frame the edge was live in.
  public var since: Int
  /// The frame in which the edge was dropped (the body stopped reading the
  /// source, or the node disappeared); `nil` while it is still live.
  public var until: Int?

  public init(source: String, node: String, kind: EdgeKind, since: Int, until: Int? = nil) {
    self.source = source
    self.node = node
    self.kind = kind
    self.since = since
    self.until = until
  }
}

/// Why an edge exists.
public enum EdgeKind: String, Codable, Sendable {
  /// The body read the source's value (`@State` wrappedValue).
  case read
  /// The body read the source through a `@Binding` held by the node.
  case binding
}
