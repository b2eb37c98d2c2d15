/// What a tab view's content block holds when its tabs are selected by value, as in SwiftUI:
/// ``Tab``s whose values are all of the selection's type.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Schedule", systemImage: "list.clipboard", value: .schedule) { ScheduleView() }
///     .customizationID("home.schedule")
///   Tab("Contacts", systemImage: "person.fill", value: .contacts) { ContactsView() }
/// }
/// ```
///
/// A `Tab` is tab content and, here, also the view the tab view takes apart (its content with
/// its label and value), so a block of tabs is traced as the same tabs written with
/// `.tabItem` and `.tag`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The selection value of the tabs (the `value:` of each `Tab`).
  associatedtype TabValue: Hashable
}

@MainActor extension Tab: TabContent {
  public typealias TabValue = Value
}

/// Builds a tab view's tabs for a selection of type `SelectionValue`: each tab's value has that
/// type, so `value: .schedule` finds its type from the selection, as in SwiftUI.
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
  /// A tab whose value is of the selection's type.
  public static func buildExpression<Content: TabContent & View>(_ content: Content) -> Content
  where Content.TabValue == SelectionValue { content }

  /// No tabs.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One tab.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several tabs.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    ViewBuilder.buildBlock(repeat each content)
  }

  /// A tab shown when a condition holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// One of two tabs.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { ViewBuilder.buildEither(first: first) }

  /// One of two tabs.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { ViewBuilder.buildEither(second: second) }
}

extension TabContentBuilder {
  /// A tab view's block of tabs, as the builder made it: the tab view takes it apart as it
  /// takes a `Group` apart.
  public nonisolated struct Content<C: View>: View {
    let content: C
    /// Framework views have no body: the engine takes them apart into nodes.
    public var body: Never { primitiveBody("TabContentBuilder.Content") }
  }
}

@MainActor extension TabContentBuilder.Content: BuiltinView, GroupProtocol {
  var _content: any View { content }
  package func _expand(into expander: inout Expander) { expander.add(content) }
}

extension TabView {
  /// Tabs chosen by `selection`, each a ``Tab`` whose value has the selection's type.
  public nonisolated init<C: View>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
  where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.init(selection: selection, viewContent: TabContentBuilder<SelectionValue>.Content(content: content()))
  }
}

extension Tab {
  /// The tab's identity in the person's customization of a `.sidebarAdaptable` tab view
  /// (``TabViewCustomization``): recorded on the tab's content; nothing customizes tabs in a run.
  public nonisolated func customizationID(_ id: String) -> Tab {
    var tab = self
    tab.customizationID = id
    return tab
  }
}
