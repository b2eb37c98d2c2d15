import Foundation

/// A control that picks one of its tagged options, as in SwiftUI:
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// A framework leaf drawn from its selection binding and its options: a new
/// selection redraws it without its parent's body running (the parent runs
/// only if its body read the selection). The scenario picks an option by its
/// title with `Step.pick(_:in:)`, which writes the option's tag to the
/// binding. Options are the views with `.tag(_:)` of the selection's type; a `ForEach`'s
/// elements carry their ids as tags unless they have tags of their own.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let title: String
  let location: AnyLocationBase
  /// The options, as a person reads them, with their tags.
  let options: [(title: String, tag: AnyHashable)]
  let select: @MainActor (AnyHashable) -> Bool
  /// The bindings of a `sources:` picker: it is drawn from them all.
  var sourceLocations: [AnyLocationBase] = []

  /// A picker titled by the texts of `label`.
  public nonisolated init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(title: contentTitle(label()), selection: selection, content: content())
  }

  init(title: String, selection: Binding<SelectionValue>, content: Content) {
    self.init(title: title, location: selection.location, content: content) { selection.wrappedValue = $0 }
  }

  /// A picker drawn from `location` whose options write with `write`.
  init(
    title: String, location: AnyLocationBase, content: Content, write: @escaping @MainActor (SelectionValue) -> Void
  ) {
    self.title = title
    self.location = location
    self.options = describingFromAnyIsolation(content) { content in
      var expander = Expander(graph: nil)
      expander.add(content)
      return Self.options(in: expander.placements)
    }
    self.select = { tag in
      guard let value = tag.base as? SelectionValue else { return false }
      write(value)
      return true
    }
  }

  /// Tagged views, depth first, titled by their texts.
  @MainActor private static func options(in placements: [Placement]) -> [(title: String, tag: AnyHashable)] {
    placements.flatMap { placement -> [(title: String, tag: AnyHashable)] in
      if let tag = placement.tag, tag.base is SelectionValue {
        return [(Button<Text>.title(of: [placement]), tag)]
      }
      return options(in: placement.children)
    }
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Picker") }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  public nonisolated init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(title: title, selection: selection, content: content())
  }
}

@MainActor extension Picker: LeafView, TitledControl {
  package static var _typeName: String { "Picker" }
  package var _label: String {
    "Picker(\(ValueDescription.quote(title)), selection: \(location.peekValue()), options: ["
      + options.map { ValueDescription.quote($0.title) }.joined(separator: ", ") + "])"
  }
  package var _boundLocations: [AnyLocationBase] { [location] + sourceLocations }
  var _title: String { title }
  /// It draws with the environment's tint.
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [("environment(tint)", environment.tint?.description ?? "nil")]
  }
}

/// A picker the steps can pick an option of.
@MainActor
protocol PickingControl: TitledControl {
  var _optionTitles: [String] { get }
  func _pick(_ option: String) -> Bool
}

@MainActor extension Picker: PickingControl {
  var _optionTitles: [String] { options.map(\.title) }
  func _pick(_ option: String) -> Bool {
    guard let match = options.first(where: { $0.title == option }) else { return false }
    return select(match.tag)
  }
}

/// `.tag(_:)`: the value a picker's option stands for.
public nonisolated struct _TagModifier<V: Hashable> {
  let tag: V
}

@MainActor extension _TagModifier: PlacementModifier {
  package func _place(into expander: inout Expander) {
    expander.tag = AnyHashable(tag)
    expander.modifiers.append(_StyleModifier(name: "tag", text: ".tag(\(ValueDescription.describe(tag)))"))
  }
}

extension View {
  /// Tags the view with `tag`: in a `Picker`, the value its option stands
  /// for; recorded on the view as written.
  public nonisolated func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
    ModifiedContent(content: self, modifier: _TagModifier(tag: tag))
  }
}


extension Step {
  /// Picks the option titled `option` of the live picker titled `picker`, as
  /// a tap on it would: the option's tag is written to the selection binding.
  public static func pick(_ option: String, in picker: String, within: String? = nil, named name: String? = nil)
    -> Step
  {
    Step(
      name: name ?? "pick \(ValueDescription.quote(option)) in \(ValueDescription.quote(picker))", kind: .adjust
    ) { graph throws(EngineError) in
      let control = try graph.feature(ControlFeature.self).control((any PickingControl).self, kind: "picker", title: picker, within: within)
      guard control._optionTitles.contains(option) else {
        throw .noSuchControl(
          kind: "option of \(ValueDescription.quote(picker))", title: option, available: control._optionTitles)
      }
      return { _ = control._pick(option) }
    }
  }
}

extension Picker {
  /// A picker over the selection binding of every element of `sources`: it shows their common
  /// value, and picking an option writes it to each. It is drawn from them all.
  @MainActor init<C: RandomAccessCollection>(
    title: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, content: Content
  ) {
    let bindings = sources.map { $0[keyPath: selection] }
    self.init(title: title, location: SourcesLocation(bindings.map(\.location)), content: content) { value in
      for binding in bindings { binding.wrappedValue = value }
    }
    sourceLocations = bindings.map(\.location)
  }

  /// A picker over several sources titled by the texts of `label`.
  @MainActor public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(title: contentTitle(label()), sources: sources, selection: selection, content: content())
  }
  /// A picker over several sources titled by `label`, with a view of the current value.
  @MainActor public init<C: RandomAccessCollection, V: View>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: contentTitle(label()), sources: sources, selection: selection, content: content())
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` over several sources.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` over several sources, with a view of the current value.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
}

extension Picker where Label == ViewTrace.Label<Text, Image> {
  /// A picker titled `title` with an SF Symbol over several sources.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an SF Symbol over several sources, with a view of the current value.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an asset image over several sources.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
  /// A picker titled `title` with an asset image over several sources, with a view of the current value.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection, V: View>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
  ) {
    self.init(title: String(title), sources: sources, selection: selection, content: content())
  }
}

extension Picker where Label == ViewTrace.Label<Text, Image> {
  /// A picker titled `title` with an SF Symbol (the symbol is not part of its title).
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an asset-catalogue image.
  public nonisolated init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an SF Symbol and a view of the current value (drawn by the
  /// framework in a menu picker; not part of its title).
  public nonisolated init<S: StringProtocol, C: View>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
  /// A picker titled `title` with an asset-catalogue image and a view of the current value.
  public nonisolated init<S: StringProtocol, C: View>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` with a view of the current value (drawn by the framework in a menu
  /// picker; not part of its title).
  public nonisolated init<S: StringProtocol, C: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

extension Picker {
  /// A picker titled by `label`, with a view of the current value.
  public nonisolated init<C: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content, label: label)
  }
}
