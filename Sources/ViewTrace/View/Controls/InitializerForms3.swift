// Tabs declared with `Tab`, controls over several sources, and the controls
// a custom style's body makes from its configuration.

/// A tab of a `TabView`, as iOS 18 declares them: `Tab("Home", systemImage: "house", value: .home) { HomeView() }`.
///
/// It is the same tab as `HomeView().tabItem { Label("Home", systemImage: "house") }.tag(.home)`:
/// the tab view builds its content only once it is shown, and `Step.selectTab("Home")` selects it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label
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
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Value == Never {
  /// A tab labelled by `label`, selected by its position.
  public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

extension Tab where Label == ViewTrace.Label<Text, Image> {
  /// A tab titled `title` with an SF Symbol, selected by `value`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: ViewTrace.Label(title, systemImage: systemImage))
  }
  /// A tab titled `title` with an asset image, selected by `value`.
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: ViewTrace.Label(title, image: image))
  }
}

extension Tab where Value == Never, Label == ViewTrace.Label<Text, Image> {
  /// A tab titled `title` with an SF Symbol, selected by its position.
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: ViewTrace.Label(title, systemImage: systemImage))
  }
  /// A tab titled `title` with an asset image, selected by its position.
  public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: ViewTrace.Label(title, image: image))
  }
}

extension Tab: BuiltinView {
  func _expand(into expander: inout Expander) {
    let item = content.tabItem { label }
    if let value { expander.add(item.tag(value)) } else { expander.add(item) }
  }
}

extension Toggle {
  /// A toggle over the `isOn` binding of every element of `sources` (a "select all"): on when
  /// they are all on; toggling it writes the new value to each. It is drawn from them all, so a
  /// change of one redraws it.
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.init(
      title,
      isOn: Binding(
        get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
        set: { value in for binding in bindings { binding.wrappedValue = value } }))
    sourceLocations = bindings.map(\.location)
  }
  /// A toggle over several sources with an SF Symbol (not drawn in the label).
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, sources: sources, isOn: isOn)
  }
  /// A toggle over several sources with an asset-catalogue image (not drawn in the label).
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, sources: sources, isOn: isOn)
  }
  /// A toggle over several sources titled by the texts of `label`.
  public init<C: RandomAccessCollection, L: View>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> L
  ) {
    self.init(contentTitle(label()), sources: sources, isOn: isOn)
  }
  /// The toggle a ``ToggleStyle``'s body makes from its configuration: drawn by the framework
  /// with the configuration's label and binding (not by the style again).
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    drawnByFramework = true
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a ``PrimitiveButtonStyle``'s body makes from its configuration: drawn by the
  /// framework with the configuration's label and role; a tap runs `configuration.trigger()`.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    drawnByFramework = true
  }
}

extension Picker {
  /// A picker over the selection binding of every element of `sources`: it shows their common
  /// value, and picking an option writes it to each. It is drawn from them all.
  init<C: RandomAccessCollection>(
    title: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, content: Content
  ) {
    let bindings = sources.map { $0[keyPath: selection] }
    self.init(title: title, location: SourcesLocation(bindings.map(\.location)), content: content) { value in
      for binding in bindings { binding.wrappedValue = value }
    }
    sourceLocations = bindings.map(\.location)
  }

  /// A picker over several sources titled by the texts of `label`.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(title: contentTitle(label()), sources: sources, selection: selection, content: content())
  }
  /// A picker over several sources titled by `label`, with a view of the current value.
  public init<C: RandomAccessCollection, V: View>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: contentTitle(label()), sources: sources, selection: selection, content: content())
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` over several sources.
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` over several sources, with a view of the current value.
  public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
}

extension Picker where Label == ViewTrace.Label<Text, Image> {
  /// A picker titled `title` with an SF Symbol over several sources.
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an SF Symbol over several sources, with a view of the current value.
  public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an asset image over several sources.
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an asset image over several sources, with a view of the current value.
  public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
}

/// What a control over several sources draws: their common value, `mixed` when they differ,
/// `none` when there are none.
final class SourcesLocation: AnyLocationBase {
  let sources: [AnyLocationBase]
  init(_ sources: [AnyLocationBase]) { self.sources = sources }
  override func peekAny() -> Any {
    let values = sources.map { $0.peekValue() }
    guard let first = values.first else { return SourcesState.none }
    return values.allSatisfy { $0 == first } ? sources[0].peekAny() : SourcesState.mixed
  }
}

/// The drawn value of a control whose sources are empty or differ.
enum SourcesState: CustomStringConvertible {
  case none, mixed
  var description: String { self == .none ? "none" : "mixed" }
}
