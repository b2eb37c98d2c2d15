/// Tabs, one shown at a time, chosen by `selection` (or by the tab view
/// itself) and by `Step.selectTab`.
///
/// The parent's body builds every tab's view (their `init`s run), but a tab's
/// content is created only the first time it is shown; afterwards it stays
/// alive with its state, its `onDisappear` runs when another tab is selected
/// and its `onAppear` when it is shown again, as in SwiftUI.
///
/// ```swift
/// TabView(selection: $tab) {
///   HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs chosen by `selection`, each tab's `.tag(_:)` its value.
  @_disfavoredOverload
  public nonisolated init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, viewContent: content())
  }

  init(selection: Binding<SelectionValue>, viewContent: Content) {
    self.selection = selection
    self.content = viewContent
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("TabView") }
}

extension TabView where SelectionValue == Int {
  /// Tabs the tab view chooses among itself (the first shows first).
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// The tab's item in the tab bar; its texts are the tab's title for `Step.selectTab`.
  public nonisolated func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> ModifiedContent<Self, _StyleModifier> {
    styled("tabItem", ValueDescription.quote(contentTitle(label())))
  }
}

/// The tab view's own state: its selection when it has no binding, and the
/// tabs shown so far.
@MainActor
final class TabState {
  var slot: StateSlot?
  var visited: Set<String> = []
  var shown: String?
}

/// The tab views of a `TabView`'s content, flattened (`TupleView`, `Group`,
/// `ForEach`, `if`).
@MainActor
func tabViews(_ view: any View) -> [(id: String?, view: any View)] {
  if let tuple = view as? any TupleViewProtocol { return tuple._children.flatMap(tabViews) }
  if let group = view as? any GroupProtocol { return tabViews(group._content) }
  if let forEach = view as? any ForEachRows {
    return forEach._rows().flatMap { id, row in tabViews(row).map { (id, $0.view) } }
  }
  if view is EmptyView { return [] }
  return [(nil, view)]
}

/// One tab: a host whose content is the tab's view, built only once the tab
/// has been shown.
struct TabHost: ContentHost {
  let index: Int
  let tag: AnyHashable?
  let title: String
  let view: any View
  let selection: TabSelection

  var body: Never { primitiveBody("TabHost") }
  var _hostType: String { "Tab" }
  var _label: String { "tab \(ValueDescription.quote(title))" }
  /// The parent's body built the tab's view again: always rebuilt, so the
  /// view's `init` is recorded and its value compared, as SwiftUI does.
  func _sameInputs(as other: Any, _ closures: Closures) -> Bool { false }

  /// The value that selects this tab: its tag, or its index without a binding.
  var key: AnyHashable? { selection.isBound ? tag : tag ?? AnyHashable(index) }

  func _content(_ context: HostContext) -> any View {
    guard let tabView = context.node.parent else { return EmptyView() }
    let state = tabView.builtinState { TabState() }
    let selected = selection.read(tabView, context.graph)
    let id = context.node.identity
    if let key, selected == key {
      state.visited.insert(id)
      if state.shown != id {
        // Shown again after another tab: its content appears to the user once more.
        if let previous = state.shown, let old = context.graph.nodes[previous] {
          for child in old.children { child.setVisible(false, context.graph) }
        }
        for child in context.node.children { child.setVisible(true, context.graph) }
        state.shown = id
      }
    }
    guard state.visited.contains(id) else { return EmptyView() }
    // Only the selection changed: the tab keeps its view as the parent last built it.
    if !context.placed, !context.node.children.isEmpty { return context.keepContent() }
    return view
  }
}

/// A tab view's selection: its binding, or its own state.
@MainActor
struct TabSelection {
  let binding: Binding<AnyHashable>?
  let initial: AnyHashable?
  var isBound: Bool { binding != nil }

  func read(_ tabView: ViewNode, _ graph: ViewGraph) -> AnyHashable? {
    if let binding { return binding.wrappedValue }
    let state = tabView.builtinState { TabState() }
    let slot =
      state.slot
      ?? StateSlot(owner: tabView, name: "selection", value: initial as Any, valueType: "Int", graph: graph)
    state.slot = slot
    graph.recordRead(slot, kind: .read)
    return slot.value as? AnyHashable
  }

  func select(_ value: AnyHashable, _ tabView: ViewNode, _ graph: ViewGraph) {
    if let binding {
      binding.wrappedValue = value
      return
    }
    _ = graph.untracked { read(tabView, graph) }
    let slot = tabView.builtinState { TabState() }.slot!
    slot.write(value, equal: (slot.value as? AnyHashable) == value)
  }
}

@MainActor extension TabView: BuiltinView {
  package func _expand(into expander: inout Expander) {
    let tabs = tabViews(content)
    let selection: TabSelection
    if let binding = self.selection {
      let typed = binding
      selection = TabSelection(
        binding: Binding(
          location: FunctionLocation(
            get: { AnyHashable(typed.wrappedValue) },
            set: { if let value = $0.base as? SelectionValue { typed.wrappedValue = value } })),
        initial: nil)
    } else {
      selection = TabSelection(binding: nil, initial: tabs.isEmpty ? nil : AnyHashable(0))
    }
    var inner = expander.nested(under: "TabView")
    for (index, tab) in tabs.enumerated() {
      var probe = Expander(graph: nil)
      probe.add(tab.view)
      let placement = probe.placements.first
      let title =
        placement?.modifiers.first { $0.name == "tabItem" }.map { String($0.text.dropFirst(10).dropLast(2)) } ?? ""
      let host = TabHost(index: index, tag: placement?.tag, title: title, view: tab.view, selection: selection)
      inner.at(String(index)) { inner in
        inner.scoped {
          if let id = tab.id { $0.explicitIDs.append(id) }
          $0.add(host)
        }
      }
    }
    expander.groups.merge(inner.groups) { $1 }
    expander.place(self, kind: .container, type: "TabView", children: inner.placements)
  }
}

/// The views of a `TupleView`, for containers that take their content apart.
@MainActor
protocol TupleViewProtocol {
  var _children: [any View] { get }
}

@MainActor extension TupleView: TupleViewProtocol {
  var _children: [any View] { children }
}

/// A `Group`'s content.
@MainActor
protocol GroupProtocol {
  var _content: any View { get }
}

@MainActor extension Group: GroupProtocol {
  var _content: any View { content }
}

/// A `ForEach`'s rows with their ids (tabs built by `ForEach`).
@MainActor
protocol ForEachRows {
  func _rows() -> [(String, any View)]
}

@MainActor extension ForEach: ForEachRows where Content: View {
  func _rows() -> [(String, any View)] {
    data.map { element in
      (ViewGraph.running?.describeID(AnyHashable(idOf(element))) ?? String(describing: idOf(element)), content(element))
    }
  }
}
