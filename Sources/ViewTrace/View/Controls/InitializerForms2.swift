import Foundation

// More initializer forms: fonts, shapes, split views, geometry readers,
// share links and gauges.

extension Font {
  /// A text style a custom font scales with, as in SwiftUI.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  /// The font named `name` at `size` points, scaled with the body text style.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), size: \(formatNumber(size)))")
  }
  /// The font named `name` at `size` points, scaled with `textStyle`.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), size: \(formatNumber(size)), relativeTo: .\(textStyle.rawValue))")
  }
  /// The font named `name` at a fixed `size` (not scaled by Dynamic Type).
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    Font(name: "custom(\(ValueDescription.quote(name)), fixedSize: \(formatNumber(fixedSize)))")
  }
}

/// The radii of a rectangle's four corners, as in SwiftUI.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top-leading radius.
  public var topLeading: Double
  /// The bottom-leading radius.
  public var bottomLeading: Double
  /// The bottom-trailing radius.
  public var bottomTrailing: Double
  /// The top-trailing radius.
  public var topTrailing: Double
  /// The four radii (0 when not given).
  public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
    (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
      (topLeading, bottomLeading, bottomTrailing, topTrailing)
  }
}

/// A rectangle whose corners have radii of their own, as in SwiftUI: a shape drawn from its
/// radii, so a new radius redraws it.
public struct UnevenRoundedRectangle: Shape, Equatable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are rounded.
  public var style: RoundedCornerStyle
  /// A rectangle with `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    (self.cornerRadii, self.style) = (cornerRadii, style)
  }
  /// A rectangle with a radius per corner.
  public init(
    topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
    topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }
  /// The rectangle, its corners rounded by their smallest radius (draw-time work; never run by
  /// an update).
  public func path(in rect: CGRect) -> Path {
    let radius = min(cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing)
    return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: style)
  }
}

extension RoundedRectangle {
  /// A rounded rectangle whose corners are `cornerSize` (drawn with the width as the radius).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: Double(cornerSize.width), style: style)
  }
}

extension AngularGradient {
  /// `stops` in a full turn around `center`, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

/// A split view column, as in SwiftUI.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The content column.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(name: "detail")
  /// As written.
  public var description: String { ".\(name)" }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column, with the column a compact width shows (the columns are
  /// shown side by side here; the binding is not read).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
  /// A sidebar and a detail column with their visibility and the compact width's column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView {
  /// Three columns, with the column a compact width shows.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
  /// Three columns with their visibility and the compact width's column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
  }
}

/// A container that hands its content its size, as in SwiftUI. ViewTrace lays nothing out: the
/// content is built once with a zero-sized proxy (`size` is `.zero`), as a body that reads the
/// proxy would see before layout, and the trace says once that geometry is not simulated.
public struct GeometryReader<Content: View>: View {
  let content: Content
  /// A reader whose content is built from a proxy of its size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content(GeometryProxy(size: .zero, safeAreaInsets: EdgeInsets()))
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("GeometryReader") }
}

extension GeometryReader: ContainerView {
  static var _typeName: String { "GeometryReader" }
  var _label: String { "GeometryReader" }
  var _content: any View { content }
  var _notSimulated: String? {
    "GeometryReader gives its content a zero size: ViewTrace measures no geometry, so a body that reads the proxy sees .zero"
  }
}

/// Scrolls a scroll view to a view by id, as `ScrollViewReader` hands it to its content.
public struct ScrollViewProxy {
  /// Asks the scroll view to show the view `id` (no layout places views, so no offset changes;
  /// use `Step.scroll` to move a scenario's scroll view).
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    ViewGraph.running?.warnOnce(
      .geometryNotSimulated,
      "ScrollViewProxy.scrollTo(\(ValueDescription.describe(id))) was called: ViewTrace lays nothing out, so no scroll offset changed")
  }
}

/// A container that hands its content a ``ScrollViewProxy``, as in SwiftUI.
public struct ScrollViewReader<Content: View>: View {
  let content: Content
  /// A reader whose content is built with a proxy.
  public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ScrollViewReader") }
}

extension ScrollViewReader: ContainerView {
  static var _typeName: String { "ScrollViewReader" }
  var _label: String { "ScrollViewReader" }
  var _content: any View { content }
}

extension Gauge {
  /// A gauge with a label for its current value and marked values (drawn by the framework).
  public init<V: BinaryFloatingPoint, L: View, C: View, M: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C, @ViewBuilder markedValueLabels: () -> M
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
  }
  /// A gauge with labels for its current value, its bounds and marked values.
  public init<V: BinaryFloatingPoint, L: View, C: View, Low: View, High: View, M: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> Low,
    @ViewBuilder maximumValueLabel: () -> High, @ViewBuilder markedValueLabels: () -> M
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
  }
}

/// How a shared item is previewed in the share sheet, as in SwiftUI (the sheet is the
/// system's; the preview is kept for the link's label).
public struct SharePreview<Image, Icon> {
  let title: String
  /// A preview titled `title`.
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = String(title) }
  /// A preview titled `title` with an image.
  public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = String(title) }
  /// A preview titled `title` with an icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never { self.title = String(title) }
  /// A preview titled `title` with an image and an icon.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

extension ShareLink {
  /// A share link titled by a `Text`.
  public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) { self.init(title.content, item: item) }
  /// A share link titled by a `Text`, with a preview.
  public init<I: Transferable, P, C>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>
  ) {
    self.init(title.content, item: shareDescription(item))
  }
  /// A share link titled by the texts of `label`.
  public init<L: View>(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), item: item)
  }
  /// A share link titled by the texts of `label`, for a URL.
  public init<L: View>(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), item: item)
  }
  /// A share link for any transferable item, with a preview.
  public init<I: Transferable, P, C>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>) {
    self.init("Share", item: shareDescription(item))
  }
  /// A share link for any transferable item, with a preview, titled by `label`.
  public init<I: Transferable, P, C, L: View>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>, @ViewBuilder label: () -> L
  ) {
    self.init(contentTitle(label()), item: shareDescription(item))
  }
  /// A share link for several items.
  public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element: Transferable {
    self.init("Share", item: shareDescription(Array(items)))
  }
  /// A share link for several items, titled by `label`.
  public init<Data: RandomAccessCollection, L: View>(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L
  ) where Data.Element: Transferable {
    self.init(contentTitle(label()), item: shareDescription(Array(items)))
  }
  /// A share link for several items titled by a `Text`.
  public init<Data: RandomAccessCollection>(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element: Transferable {
    self.init(title.content, item: shareDescription(Array(items)))
  }
  /// A share link for several items with a preview per item.
  public init<Data: RandomAccessCollection, P, C>(
    items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<P, C>
  ) where Data.Element: Transferable {
    self.init("Share", item: shareDescription(Array(items)))
  }
  /// A share link for several items with a preview per item, titled by `label`.
  public init<Data: RandomAccessCollection, P, C, L: View>(
    items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<P, C>,
    @ViewBuilder label: () -> L
  ) where Data.Element: Transferable {
    self.init(contentTitle(label()), item: shareDescription(Array(items)))
  }
  /// A share link for several items titled by a `Text`, with a preview per item.
  public init<Data: RandomAccessCollection, P, C>(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<P, C>
  ) where Data.Element: Transferable {
    self.init(title.content, item: shareDescription(Array(items)))
  }
}

/// A shared item as the link draws it: a string or a URL as written, anything else described.
@MainActor
func shareDescription(_ item: Any) -> String {
  switch item {
  case let text as String: text
  case let url as URL: url.absoluteString
  default: ValueDescription.describe(item)
  }
}
