import Foundation

/// Insets on four edges, as in SwiftUI (`.padding(EdgeInsets(...))`).
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double
  /// Insets of the given lengths (0 by default).
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  var text: String {
    "EdgeInsets(top: \(formatNumber(top)), leading: \(formatNumber(leading)), "
      + "bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
  }
}

/// How lines of text line up, as in SwiftUI.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// Lined up on the leading edge.
  case leading
  /// Centred.
  case center
  /// Lined up on the trailing edge.
  case trailing
}

/// The safe-area regions `.ignoresSafeArea` extends into, as in SwiftUI.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions as bits.
  public let rawValue: Int
  /// The regions whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The safe area of the device (notch, home indicator).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]

  var text: String {
    self == .all ? ".all" : self == .container ? ".container" : self == .keyboard ? ".keyboard" : "[]"
  }
}

/// A length as written: `.infinity` for an unbounded one.
func formatLength(_ value: Double) -> String { value.isInfinite ? ".infinity" : formatNumber(value) }

extension View {
  /// The flexible `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
  /// as in SwiftUI: recorded on the view as written (not laid out); a change of its arguments redraws the view.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    let named: [(String, Double?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
      ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    var parts = named.compactMap { name, value in value.map { "\(name): \(formatLength($0))" } }
    if alignment != .center { parts.append("alignment: .\(alignment.name)") }
    return styled("frame", parts.joined(separator: ", "))
  }
  /// `.offset(x:y:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _StyleModifier> {
    styled("offset", "x: \(formatNumber(x)), y: \(formatNumber(y))")
  }
  /// `.offset(_:)` by a size, as in SwiftUI: recorded on the view as written (not laid out).
  public func offset(_ offset: CGSize) -> ModifiedContent<Self, _StyleModifier> {
    styled("offset", "x: \(formatNumber(Double(offset.width))), y: \(formatNumber(Double(offset.height)))")
  }
  /// `.position(x:y:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func position(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _StyleModifier> {
    styled("position", "x: \(formatNumber(x)), y: \(formatNumber(y))")
  }
  /// `.clipShape(_:)`, as in SwiftUI: recorded on the view as written; a change of shape redraws the view.
  public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, _StyleModifier> {
    styled("clipShape", describeShape(shape))
  }
  /// `.shadow(color:radius:x:y:)`, as in SwiftUI: recorded on the view as written (not drawn).
  public func shadow(color: Color? = nil, radius: Double, x: Double = 0, y: Double = 0)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts = color.map { ["color: \($0.description)"] } ?? []
    parts.append("radius: \(formatNumber(radius))")
    if x != 0 || y != 0 { parts.append("x: \(formatNumber(x)), y: \(formatNumber(y))") }
    return styled("shadow", parts.joined(separator: ", "))
  }
  /// `.fixedSize()`, as in SwiftUI: recorded on the view as written (not laid out).
  public func fixedSize() -> ModifiedContent<Self, _StyleModifier> { styled("fixedSize") }
  /// `.fixedSize(horizontal:vertical:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("fixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
  }
  /// `.layoutPriority(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("layoutPriority", formatNumber(value))
  }
  /// `.zIndex(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func zIndex(_ value: Double) -> ModifiedContent<Self, _StyleModifier> { styled("zIndex", formatNumber(value)) }
  /// `.lineLimit(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _StyleModifier> {
    styled("lineLimit", number.map(String.init) ?? "nil")
  }
  /// `.multilineTextAlignment(_:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _StyleModifier> {
    styled("multilineTextAlignment", ".\(alignment.rawValue)")
  }
  /// `.ignoresSafeArea(_:edges:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if regions != .all { parts.append(regions.text) }
    if edges != .all { parts.append("edges: \(edges.text)") }
    return styled("ignoresSafeArea", parts.joined(separator: ", "))
  }
  /// `.listRowBackground(_:)`, as in SwiftUI: recorded on the row as written (the
  /// background view is not a node); a change of it redraws the row.
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowBackground", view.map { describeRecordedView($0) } ?? "nil")
  }
  /// `.listRowInsets(_:)`, as in SwiftUI: recorded on the row as written (not laid out).
  public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowInsets", insets?.text ?? "nil")
  }
  /// `.padding(_:)` with `EdgeInsets`, as in SwiftUI: recorded on the view as written (not laid out).
  public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", insets.text)
  }
}

/// A view written as a modifier's argument: a leaf by its drawn label, else its type.
@MainActor
func describeRecordedView(_ view: some View) -> String {
  (view as? any LeafView)?._label ?? typeDisplayName(type(of: view))
}
