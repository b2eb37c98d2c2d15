import Foundation

// Modifiers whose views are placed next to the view they modify, built in
// the body that declares them and live (their buttons are tappable by
// `Step.tap`), like `.toolbar { }` and `.contextMenu { }`.

extension View {
  /// Places `content` next to this view as live actions (``ActionsContainer``) in `slot`.
  func actions<V: View>(_ type: String, _ label: String, slot: String, _ content: V) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    ModifiedContent(
      content: self,
      modifier: _ActionsModifier(container: ActionsContainer(type: type, label: label, content: content), slot: slot))
  }

  /// `.toolbar(id:content:)`: a customizable toolbar; its items are built and live as in
  /// `toolbar(content:)` (customizing them is not simulated).
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("Toolbar", "toolbar(id: \(ValueDescription.quote(id)))", slot: "toolbar", content())
  }

  /// `.toolbarTitleMenu(content:)`: the menu under the navigation title; its buttons are built
  /// and live.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier> {
    actions("ToolbarTitleMenu", "toolbarTitleMenu", slot: "toolbarTitleMenu", content())
  }

  /// `.sectionActions(content:)`: a section's header actions, built and live.
  public func sectionActions<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SectionActions", "sectionActions", slot: "sectionActions", content())
  }

  /// `.tabViewSidebarHeader(content:)`: the tab sidebar's header, built and live.
  public func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier>
  {
    actions("TabViewSidebarHeader", "tabViewSidebarHeader", slot: "tabViewSidebarHeader", content())
  }

  /// `.tabViewSidebarFooter(content:)`: the tab sidebar's footer, built and live.
  public func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier>
  {
    actions("TabViewSidebarFooter", "tabViewSidebarFooter", slot: "tabViewSidebarFooter", content())
  }

  /// `.tabViewSidebarBottomBar(content:)`: the tab sidebar's bottom bar, built and live.
  public func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("TabViewSidebarBottomBar", "tabViewSidebarBottomBar", slot: "tabViewSidebarBottomBar", content())
  }

  /// `.safeAreaBar(edge:alignment:spacing:content:)`: a bar inset into the safe area, built and
  /// live as `safeAreaInset` content is.
  public func safeAreaBar<C: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SafeAreaBar", "safeAreaBar(edge: .\(edge))", slot: "safeAreaBar", content())
  }

  /// `.safeAreaBar(edge:alignment:spacing:content:)` on a leading or trailing edge.
  public func safeAreaBar<C: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SafeAreaBar", "safeAreaBar(edge: .\(edge))", slot: "safeAreaBar", content())
  }

  /// `.textInputSuggestions(_:)`: a text field's suggestions, built and live (choosing one is a
  /// `Step.tap` on it).
  public func textInputSuggestions<C: View>(@ViewBuilder _ suggestions: () -> C) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("TextInputSuggestions", "textInputSuggestions", slot: "textInputSuggestions", suggestions())
  }

  /// `.textInputSuggestions(_:content:)`: a suggestion per element, as a `ForEach` makes them.
  public func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) -> ModifiedContent<Self, _ActionsModifier> where Data.Element: Identifiable {
    textInputSuggestions { ForEach(data, content: content) }
  }

  /// `.textInputSuggestions(_:id:content:)`.
  public func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) -> ModifiedContent<Self, _ActionsModifier> {
    textInputSuggestions { ForEach(data, id: id, content: content) }
  }

  /// `.swipeActions(edge:allowsFullSwipe:content:onPresentationChanged:)`: the swipe actions of
  /// `swipeActions(edge:allowsFullSwipe:content:)`; no step reveals them, so
  /// `onPresentationChanged` never runs.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T,
    onPresentationChanged: @escaping (Bool) -> Void
  ) -> ModifiedContent<Self, _ActionsModifier> {
    swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content)
  }

  /// `.documentBrowserContextMenu(_:)`: recorded on the view (the document browser is not
  /// simulated; the menu is not built).
  public func documentBrowserContextMenu<M: View>(_ menu: (([URL]?) -> M)?) -> ModifiedContent<Self, _StyleModifier> {
    styled("documentBrowserContextMenu", menu == nil ? "nil" : TypeNames.shared.name(of: M.self))
  }

  /// `.presentationBackground(alignment:content:)`: recorded on the view (drawn behind the
  /// sheet; not built).
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("presentationBackground", TypeNames.shared.name(of: V.self))
  }
}
