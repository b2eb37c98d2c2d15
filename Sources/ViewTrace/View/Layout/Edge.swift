/// Edges for `.padding(_:_:)`.
public enum Edge: Int8, Sendable, CaseIterable, CustomStringConvertible {
  case top, leading, bottom, trailing

  /// The value as ViewTrace prints it.
  public var description: String { [".top", ".leading", ".bottom", ".trailing"][Int(rawValue)] }

  /// A set of edges: `.horizontal`, `[.top, .leading]`.
  public struct Set: OptionSet, Sendable {
    /// The edges as bits.
    public let rawValue: Int
    /// The edges whose bits are set in `rawValue`.
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// The `.top` edges.
    public static let top = Set(rawValue: 1)
    /// The `.leading` edges.
    public static let leading = Set(rawValue: 2)
    /// The `.bottom` edges.
    public static let bottom = Set(rawValue: 4)
    /// The `.trailing` edges.
    public static let trailing = Set(rawValue: 8)
    /// The `.horizontal` edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The `.vertical` edges.
    public static let vertical: Set = [.top, .bottom]
    /// The `.all` edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    var text: String {
      let named: [(Set, String)] = [
        (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
        (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
      ]
      if let match = named.first(where: { $0.0 == self }) { return match.1 }
      return "[" + named.suffix(4).filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }

    /// The set holding one edge.
    public nonisolated init(_ edge: Edge) { self.init(rawValue: 1 << Int(edge.rawValue)) }
  }
}

/// The top or bottom edge, as in SwiftUI.
public enum VerticalEdge: Int8, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// The set with these bits.
    public nonisolated init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge, as in SwiftUI.
public enum HorizontalEdge: Int8, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
