// Tabs declared with `Tab`, controls over several sources, and the controls
// a custom style's body makes from its configuration.

/// A tab of a `TabView`, as iOS 18 declares them: `Tab("Home", systemImage: "house", value: .home) { HomeView() }`.
///
/// It is the same tab as `HomeView().tabItem { Label("Home", systemImage: "house") }.tag(.home)`:
/// the tab view builds its content only once it is shown, and `Step.selectTab("Home")` selects it.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label
  /// `.customizationID(_:)`, recorded on the tab's content.
  var customizationID: String? = nil
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Tab") }
}

/// What a tab is for, as in SwiftUI.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

extension Tab {
  /// A tab labelled by `label` selected by `value`.
  public nonisolated init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Value == Never {
  /// A tab labelled by `label`, selected by its position.
  public nonisolated init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

extension Tab where Label == ViewTrace.Label<Text, Image> {
  /// A tab titled `title` with an SF Symbol, selected by `value`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: ViewTrace.Label(title, systemImage: systemImage))
  }
  /// A tab titled `title` with an asset image, selected by `value`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: ViewTrace.Label(title, image: image))
  }
}

extension Tab where Value == Never, Label == ViewTrace.Label<Text, Image> {
  /// A tab titled `title` with an SF Symbol, selected by its position.
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: ViewTrace.Label(title, systemImage: systemImage))
  }
  /// A tab titled `title` with an asset image, selected by its position.
  public nonisolated init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: ViewTrace.Label(title, image: image))
  }
}

@MainActor extension Tab: BuiltinView {
  package func _expand(into expander: inout Expander) {
    func place<Item: View>(_ item: Item) {
      if let value { expander.add(item.tag(value)) } else { expander.add(item) }
    }
    let labelled = content.tabItem { label }
    if let customizationID {
      place(labelled.styled("customizationID", ValueDescription.quote(customizationID)))
    } else {
      place(labelled)
    }
  }
}
