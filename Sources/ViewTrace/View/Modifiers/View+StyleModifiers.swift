extension View {
  nonisolated func styled(_ name: String, _ arguments: String = "") -> ModifiedContent<Self, _StyleModifier> {
    ModifiedContent(content: self, modifier: _StyleModifier(name: name, text: ".\(name)(\(arguments))"))
  }

  /// Padding on all edges (recorded, not laid out).
  public nonisolated func padding() -> ModifiedContent<Self, _StyleModifier> { styled("padding") }
  /// `.padding(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func padding(_ length: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", formatNumber(length))
  }
  /// `.padding(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", edges.text + (length.map { ", \(formatNumber($0))" } ?? ""))
  }
  /// `.frame(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if let width { parts.append("width: \(formatNumber(width))") }
    if let height { parts.append("height: \(formatNumber(height))") }
    if alignment != .center { parts.append("alignment: .\(alignment.name)") }
    return styled("frame", parts.joined(separator: ", "))
  }
  /// `.bold(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func bold() -> ModifiedContent<Self, _StyleModifier> { styled("bold") }
  /// `.italic(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func italic() -> ModifiedContent<Self, _StyleModifier> { styled("italic") }
  /// `.opacity(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func opacity(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("opacity", formatNumber(value))
  }
  /// `.cornerRadius(...)`, as in SwiftUI: recorded on the view as written; a change of its arguments redraws the view.
  public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("cornerRadius", formatNumber(radius) + (antialiased ? "" : ", antialiased: false"))
  }
  /// A colour behind the view; part of the view's drawn value.
  public nonisolated func background(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    styled("background", color.description)
  }
}
