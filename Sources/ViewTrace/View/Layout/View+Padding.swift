import Foundation

/// Insets on four edges, as in SwiftUI (`.padding(EdgeInsets(...))`).
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat
  /// Insets of the given lengths (0 by default).
  public nonisolated init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
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

/// The safe-area regions `.ignoresSafeArea` extends into, as in SwiftUI.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions as bits.
  public let rawValue: Int
  /// The regions whose bits are set in `rawValue`.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
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

extension View {
  /// `.ignoresSafeArea(_:edges:)`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if regions != .all { parts.append(regions.text) }
    if edges != .all { parts.append("edges: \(edges.text)") }
    return styled("ignoresSafeArea", parts.joined(separator: ", "))
  }

  /// `.ignoresSafeArea(_:edges:alignment:)` (iOS 26): recorded on the view as written (not laid
  /// out); `nil` aligns as the view's frame does.
  public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?)
    -> ModifiedContent<Self, _StyleModifier>
  {
    var parts: [String] = []
    if regions != .all { parts.append(regions.text) }
    if edges != .all { parts.append("edges: \(edges.text)") }
    parts.append("alignment: " + (alignment.map { ".\($0.name)" } ?? "nil"))
    return styled("ignoresSafeArea", parts.joined(separator: ", "))
  }

  /// `.listRowInsets(_:)`, as in SwiftUI: recorded on the row as written (not laid out).
  public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowInsets", insets?.text ?? "nil")
  }

  /// `.padding(_:)` with `EdgeInsets`, as in SwiftUI: recorded on the view as written (not laid out).
  public nonisolated func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding", insets.text)
  }
}

extension View {
  /// `.contentMargins(_:for:)`: recorded on the view as written.
  public nonisolated func contentMargins(_ length: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentMargins", formatNumber(length))
  }

  /// `.contentMargins(_:_:)`: recorded on the view as written.
  public nonisolated func contentMargins(_ edges: Edge.Set, _ length: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentMargins", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }

  /// `.safeAreaPadding(_:)`: recorded on the view as written.
  public nonisolated func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("safeAreaPadding", formatNumber(length))
  }

  /// `.safeAreaPadding(_:_:)`: recorded on the view as written.
  public nonisolated func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("safeAreaPadding", edges.text + (length.map { ", \(formatNumber($0))" } ?? ""))
  }

  /// `.listRowSpacing(_:)`: recorded on the view as written.
  public nonisolated func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowSpacing", spacing.map(formatNumber) ?? "nil")
  }

  /// `.listSectionSpacing(_:)`: recorded on the view as written.
  public nonisolated func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("listSectionSpacing", formatNumber(spacing))
  }
}

/// How a padding fits a scene, as in SwiftUI.
public struct ScenePadding: _RecordedSpelling {
  public let name: String
  /// The minimum padding.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding for navigation bar content.
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
  /// `.listRowInsets(_:_:)`: recorded on the row as written (not laid out).
  public nonisolated func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowInsets", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }

  /// `.listSectionMargins(_:_:)`: recorded on the view as written.
  public nonisolated func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listSectionMargins", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }

  /// `.scenePadding(_:edges:)`: recorded on the view as written.
  public nonisolated func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("scenePadding", padding.description + (edges == .all ? "" : ", edges: \(edges.text)"))
  }
}

extension View {
  /// `.padding3D(_:)`: recorded on the view.
  public nonisolated func padding3D(_ length: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding3D", formatNumber(length))
  }

  /// `.contentMargins(_:for:)`: recorded on the view.
  public nonisolated func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("contentMargins", "\(formatNumber(length)), for: \(placement)")
  }

  /// `.contentMargins(_:_:for:)`: recorded on the view.
  public nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("contentMargins", "\(edges.text), \(length.map(formatNumber) ?? "nil"), for: \(placement)")
  }
}

/// Where content margins apply, as in SwiftUI.
public struct ContentMarginPlacement: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// Scroll content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// Scroll indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
  /// `.safeAreaBar(edge:alignment:spacing:content:)`: a bar inset into the safe area, built and
  /// live as `safeAreaInset` content is.
  public nonisolated func safeAreaBar<C: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SafeAreaBar", "safeAreaBar(edge: .\(edge))", slot: "safeAreaBar", content())
  }

  /// `.safeAreaBar(edge:alignment:spacing:content:)` on a leading or trailing edge.
  public nonisolated func safeAreaBar<C: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SafeAreaBar", "safeAreaBar(edge: .\(edge))", slot: "safeAreaBar", content())
  }
}

extension View {
  /// `.scenePadding(_:)`: recorded on the view as written.
  public nonisolated func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("scenePadding", edges.text)
  }
}
