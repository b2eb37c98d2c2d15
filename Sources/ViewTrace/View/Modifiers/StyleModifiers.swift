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
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")
  public static func system(size: Double) -> Font { Font(name: "system(size: \(formatNumber(size)))") }
}

/// A button style (`.borderedProminent`, ...).
public struct ButtonStyleKind: Equatable, Sendable {
  let name: String
  public static let automatic = ButtonStyleKind(name: "automatic")
  public static let bordered = ButtonStyleKind(name: "bordered")
  public static let borderedProminent = ButtonStyleKind(name: "borderedProminent")
  public static let borderless = ButtonStyleKind(name: "borderless")
  public static let plain = ButtonStyleKind(name: "plain")
}

/// A list style (`.plain`, ...).
public struct ListStyleKind: Equatable, Sendable {
  let name: String
  public static let automatic = ListStyleKind(name: "automatic")
  public static let plain = ListStyleKind(name: "plain")
  public static let inset = ListStyleKind(name: "inset")
  public static let insetGrouped = ListStyleKind(name: "insetGrouped")
  public static let grouped = ListStyleKind(name: "grouped")
  public static let sidebar = ListStyleKind(name: "sidebar")
}

/// Edges for `.padding(_:_:)`.
public enum Edge: Int8, Sendable, CaseIterable, CustomStringConvertible {
  case top, leading, bottom, trailing

  public var description: String { [".top", ".leading", ".bottom", ".trailing"][Int(rawValue)] }

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
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
  public func padding(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", formatNumber(length))
  }
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", edges.text + (length.map { ", \(formatNumber($0))" } ?? ""))
  }
  public func font(_ font: Font) -> ModifiedContent<Self, _StyleModifier> { styled("font", ".\(font.name)") }
  public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("foregroundStyle", color.description)
  }
  public func foregroundColor(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("foregroundColor", color.description)
  }
  public func tint(_ color: Color) -> ModifiedContent<Self, _StyleModifier> { styled("tint", color.description) }
  public func buttonStyle(_ style: ButtonStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonStyle", ".\(style.name)")
  }
  public func listStyle(_ style: ListStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("listStyle", ".\(style.name)")
  }
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if let width { parts.append("width: \(formatNumber(width))") }
    if let height { parts.append("height: \(formatNumber(height))") }
    if alignment != .center { parts.append("alignment: .\(alignment.name)") }
    return styled("frame", parts.joined(separator: ", "))
  }
  public func bold() -> ModifiedContent<Self, _StyleModifier> { styled("bold") }
  public func italic() -> ModifiedContent<Self, _StyleModifier> { styled("italic") }
  public func opacity(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("opacity", formatNumber(value))
  }
  public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("cornerRadius", formatNumber(radius))
  }
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("disabled", String(disabled))
  }
  /// A colour behind the view; part of the view's drawn value.
  public func background(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("background", color.description)
  }
}

extension _StyleModifier: PlacementModifier {
  func _place(into expander: inout Expander) { expander.modifiers.append(self) }
}
