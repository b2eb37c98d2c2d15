import Foundation

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The value as written (`.all`).
  public var description: String { ".\(name)" }
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// The system decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// Two or three columns: a sidebar, an optional content column and a detail
/// column, as on an iPad or a wide iPhone.
///
/// The column builders do not escape: each column's views are built in the
/// body that makes the split view (their `init`s run with it) and compared
/// like any content. ViewTrace shows the columns side by side (regular width);
/// each column is a navigation stack of its own (links and
/// `navigationDestination` in a column push in that column). On a compact
/// iPhone SwiftUI collapses the columns into one stack; that is not modelled.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>?

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("NavigationSplitView") }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: nil)
  }

  /// A sidebar and a detail column whose visibility is `columnVisibility`.
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility)
  }
}

extension NavigationSplitView {
  /// A sidebar, a content column and a detail column.
  public nonisolated init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: nil)
  }

  /// Three columns whose visibility is `columnVisibility`.
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility)
  }
}

/// One column of a split view: a stack of its own.
struct NavigationColumn: View, NavigationContainer {
  let name: String
  let root: any View
  var body: Never { primitiveBody("NavigationColumn") }
  var _typeName: String { name }
  var _root: any View { root }
  var _path: PathBinding? { nil }
}

@MainActor extension NavigationSplitView: ContainerView {
  package static var _typeName: String { "NavigationSplitView" }
  /// Its columns are placed by ``_expand(into:)``.
  package var _content: any View { EmptyView() }
  package var _label: String {
    let shown = visibility.map { binding in ViewGraph.untracked { binding.location.peek() }.description }
    return "NavigationSplitView" + (shown.map { "(columnVisibility: \($0))" } ?? "")
  }

  package func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: "NavigationSplitView")
    inner.at("sidebar") { $0.add(NavigationColumn(name: "Sidebar", root: sidebar)) }
    if let content { inner.at("content") { $0.add(NavigationColumn(name: "Content", root: content)) } }
    inner.at("detail") { $0.add(NavigationColumn(name: "Detail", root: detail)) }
    expander.groups.merge(inner.groups) { $1 }
    expander.place(self, kind: .container, type: "NavigationSplitView", children: inner.placements)
  }
}

extension View {
  /// How a split view sizes its columns; recorded on the view as written.
  public nonisolated func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationSplitViewStyle", ".\(style.name)")
  }
}

/// A split view style (`.balanced`, `.prominentDetail`, `.automatic`).
public struct NavigationSplitViewStyleKind: Equatable, Sendable {
  let name: String
  /// The system decides.
  public static let automatic = NavigationSplitViewStyleKind(name: "automatic")
  /// Columns share the width.
  public static let balanced = NavigationSplitViewStyleKind(name: "balanced")
  /// The detail column keeps its size.
  public static let prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
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
  public nonisolated init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
  /// A sidebar and a detail column with their visibility and the compact width's column.
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView {
  /// Three columns, with the column a compact width shows.
  public nonisolated init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
  /// Three columns with their visibility and the compact width's column.
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
  }
}
