import Foundation

/// A switch bound to a `Bool`. The scenario flips it with `Step.toggle(_:)`.
///
/// As in SwiftUI, a toggle is generic over its label: `Toggle("Wi-Fi", isOn: $on)` is a
/// `Toggle<Text>`, so an app's `extension Toggle where Label == Text` applies to it.
public nonisolated struct Toggle<Label: View>: View {
  let title: String
  let isOn: Binding<Bool>
  /// The label as written, which a ``ToggleStyle`` of yours shows.
  let label: any View
  /// The bindings of a `sources:` toggle: it is drawn from them all.
  var sourceLocations: [AnyLocationBase] = []
  /// Made by `Toggle(configuration)` in a style's body: drawn by the framework.
  var drawnByFramework = false
  /// A toggle over `isOn` titled by the texts of `label`; `Step.toggle(title)` flips it.
  public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    let label = label()
    self.title = contentTitle(label)
    self.isOn = isOn
    self.label = label
  }
  init(title: String, isOn: Binding<Bool>, label: any View) {
    (self.title, self.isOn, self.label) = (title, isOn, label)
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Toggle") }
}

@MainActor extension Toggle: LeafView {
  package static var _typeName: String { "Toggle" }
  package var _label: String {
    "Toggle(\(ValueDescription.quote(title)), isOn: \(isOn.location.peekValue())"
      + (sourceLocations.isEmpty ? "" : ", sources: \(sourceLocations.count)") + ")"
  }
  package var _boundLocations: [AnyLocationBase] { [isOn.location] + sourceLocations }
  /// A toggle's switch draws with the environment's tint.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title` that draws from and writes to `isOn`; `Step.toggle(title)` flips it.
  public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(title: String(title), isOn: isOn, label: Text(title))
  }
  /// A toggle titled by a localized key.
  public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(title: titleKey.key, isOn: isOn, label: Text(titleKey))
  }
  /// A toggle over the `isOn` binding of every element of `sources` (a "select all"): on when
  /// they are all on; toggling it writes the new value to each. It is drawn from them all, so a
  /// change of one redraws it.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
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
}

extension Toggle {
  /// A toggle over several sources titled by the texts of `label`.
  @MainActor public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let label = label()
    let select = Toggle<Text>(contentTitle(label), sources: sources, isOn: isOn)
    self.init(title: select.title, isOn: select.isOn, label: label)
    sourceLocations = select.sourceLocations
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a ``ToggleStyle``'s body makes from its configuration: drawn by the framework
  /// with the configuration's label and binding (not by the style again).
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    drawnByFramework = true
  }
}

extension Toggle where Label == ViewTrace.Label<Text, Image> {
  /// A toggle titled `title` with an SF Symbol (the symbol is not drawn in the toggle's value).
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(title: String(title), isOn: isOn, label: ViewTrace.Label(title, systemImage: systemImage))
  }
  /// A toggle titled `title` with an asset-catalogue image (not drawn in the toggle's value).
  public nonisolated init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(title: String(title), isOn: isOn, label: ViewTrace.Label(title, image: image))
  }
  /// A toggle over several sources with an SF Symbol (not drawn in the toggle's value).
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    let select = Toggle<Text>(title, sources: sources, isOn: isOn)
    self.init(title: select.title, isOn: select.isOn, label: ViewTrace.Label(title, systemImage: systemImage))
    sourceLocations = select.sourceLocations
  }
  /// A toggle over several sources with an asset-catalogue image (not drawn in the toggle's value).
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    let select = Toggle<Text>(title, sources: sources, isOn: isOn)
    self.init(title: select.title, isOn: select.isOn, label: ViewTrace.Label(title, image: image))
    sourceLocations = select.sourceLocations
  }
}
