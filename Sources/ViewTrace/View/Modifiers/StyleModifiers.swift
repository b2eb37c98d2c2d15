/// A modifier that only styles: recorded on the node as written, e.g. `.padding()`.
public struct _StyleModifier: Equatable, Sendable {
  /// The modifier's name (`padding`).
  public let name: String
  /// The modifier as written (`.padding(8)`).
  public let text: String
}

/// A text style.
public struct Font: Equatable, Sendable {
  let name: String
  /// `.largeTitle`, as in SwiftUI; recorded on the view as written.
  public static let largeTitle = Font(name: "largeTitle")
  /// `.title`, as in SwiftUI; recorded on the view as written.
  public static let title = Font(name: "title")
  /// `.title2`, as in SwiftUI; recorded on the view as written.
  public static let title2 = Font(name: "title2")
  /// `.title3`, as in SwiftUI; recorded on the view as written.
  public static let title3 = Font(name: "title3")
  /// `.headline`, as in SwiftUI; recorded on the view as written.
  public static let headline = Font(name: "headline")
  /// `.subheadline`, as in SwiftUI; recorded on the view as written.
  public static let subheadline = Font(name: "subheadline")
  /// `.body`, as in SwiftUI; recorded on the view as written.
  public static let body = Font(name: "body")
  /// `.callout`, as in SwiftUI; recorded on the view as written.
  public static let callout = Font(name: "callout")
  /// `.footnote`, as in SwiftUI; recorded on the view as written.
  public static let footnote = Font(name: "footnote")
  /// `.caption`, as in SwiftUI; recorded on the view as written.
  public static let caption = Font(name: "caption")
  /// `.caption2`, as in SwiftUI; recorded on the view as written.
  public static let caption2 = Font(name: "caption2")
  /// A system font of `size` points.
  public static func system(size: Double) -> Font { Font(name: "system(size: \(formatNumber(size)))") }
}

/// A list style (`.plain`, ...).
public struct ListStyleKind: Equatable, Sendable {
  let name: String
  /// `.automatic`, as in SwiftUI; recorded on the view as written.
  public static let automatic = ListStyleKind(name: "automatic")
  /// `.plain`, as in SwiftUI; recorded on the view as written.
  public static let plain = ListStyleKind(name: "plain")
  /// `.inset`, as in SwiftUI; recorded on the view as written.
  public static let inset = ListStyleKind(name: "inset")
  /// `.insetGrouped`, as in SwiftUI; recorded on the view as written.
  public static let insetGrouped = ListStyleKind(name: "insetGrouped")
  /// `.grouped`, as in SwiftUI; recorded on the view as written.
  public static let grouped = ListStyleKind(name: "grouped")
  /// `.sidebar`, as in SwiftUI; recorded on the view as written.
  public static let sidebar = ListStyleKind(name: "sidebar")
}

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
    public init(rawValue: Int) { self.rawValue = rawValue }
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
    public init(_ edge: Edge) { self.init(rawValue: 1 << Int(edge.rawValue)) }
  }
}

func formatNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

extension View {
  func styled(_ name: String, _ arguments: String = "") -> ModifiedContent<Self, _StyleModifier> {
    ModifiedContent(content: self, modifier: _StyleModifier(name: name, text: ".\(name)(\(arguments))"))
  }

  /// Padding on all edges (recorded, not laid out).
  public func padding() -> ModifiedContent<Self, _StyleModifier> { styled("padding") }
  /// `.padding(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func padding(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", formatNumber(length))
  }
  /// `.padding(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", edges.text + (length.map { ", \(formatNumber($0))" } ?? ""))
  }
  /// `.listStyle(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func listStyle(_ style: ListStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("listStyle", ".\(style.name)")
  }
  /// `.frame(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if let width { parts.append("width: \(formatNumber(width))") }
    if let height { parts.append("height: \(formatNumber(height))") }
    if alignment != .center { parts.append("alignment: .\(alignment.name)") }
    return styled("frame", parts.joined(separator: ", "))
  }
  /// `.bold(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func bold() -> ModifiedContent<Self, _StyleModifier> { styled("bold") }
  /// `.italic(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func italic() -> ModifiedContent<Self, _StyleModifier> { styled("italic") }
  /// `.opacity(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func opacity(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("opacity", formatNumber(value))
  }
  /// `.cornerRadius(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("cornerRadius", formatNumber(radius))
  }
  /// A colour behind the view; part of the view's drawn value.
  public func background(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("background", color.description)
  }
}

extension _StyleModifier: PlacementModifier {
  func _place(into expander: inout Expander) { expander.modifiers.append(self) }
}
