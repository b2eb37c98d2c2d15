/// A list's look, as in SwiftUI: `.listStyle(.plain)` or `.listStyle(PlainListStyle())`.
/// Recorded on the view as written, by the style's member name (`.plain`); the look
/// itself is not drawn.
public protocol ListStyle: _RecordedStyle {}

/// `.automatic`: the platform's default list look.
public struct DefaultListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
  /// `DefaultListStyle()`, as in SwiftUI.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// `.plain`: rows with no inset or grouping.
public struct PlainListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
  /// `PlainListStyle()`, as in SwiftUI.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// `.grouped`: sections as grouped blocks.
public struct GroupedListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
  /// `GroupedListStyle()`, as in SwiftUI.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// `.inset`: rows inset from the edges.
public struct InsetListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
  /// `InsetListStyle()`, as in SwiftUI.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// `.insetGrouped`: grouped sections inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// `InsetGroupedListStyle()`, as in SwiftUI.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// `.sidebar`: a sidebar's list.
public struct SidebarListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
  /// `SidebarListStyle()`, as in SwiftUI.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// `.bordered`: a bordered list (macOS).
public struct BorderedListStyle: ListStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "bordered" }
}

extension ListStyle where Self == BorderedListStyle {
  /// `BorderedListStyle()`, as in SwiftUI.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension View {
  /// `.listStyle(_:)`, as in SwiftUI: recorded on the view as written.
  public nonisolated func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("listStyle", "." + S._styleName)
  }
}
