/// A label that shows or hides its content, as in SwiftUI. Its content is
/// built only while it is expanded: collapsing it makes the content's views
/// disappear (their state is freed), expanding it builds them again.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showAdvanced) { AdvancedSettings() }
/// DisclosureGroup("Details") { Text(details) }          // expansion kept by the group
/// ```
///
/// With a binding the group is drawn from it: a new value redraws the group
/// and builds or removes its content without the parent's body running.
/// `Step.expand(title)` and `Step.collapse(title)` act as a person tapping
/// the label.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?

  /// A group labelled `label` whose expansion is `isExpanded`.
  public nonisolated init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// A group labelled `label` that keeps its own expansion (collapsed at first).
  public nonisolated init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("DisclosureGroup") }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` whose expansion is `isExpanded`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group titled `title` that keeps its own expansion (collapsed at first).
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// The expansion of the groups that keep their own, by identity, for the run.
@MainActor
final class DisclosureStates: GraphFeature {
  init(graph: ViewGraph) {}
  var expanded: Set<String> = []
}

@MainActor
protocol DisclosureControl: TitledControl {
  var _binding: Binding<Bool>? { get }
}

@MainActor extension DisclosureGroup: LeafView, DisclosureControl {
  package static var _typeName: String { "DisclosureGroup" }
  package var _label: String {
    let title = ValueDescription.quote(_title)
    guard let isExpanded else { return "DisclosureGroup(\(title))" }
    return "DisclosureGroup(\(title), isExpanded: \(isExpanded.location.peekValue()))"
  }
  package var _boundLocations: [AnyLocationBase] { isExpanded.map { [$0.location] } ?? [] }
  var _title: String { contentTitle(label) }
  var _binding: Binding<Bool>? { isExpanded }
}

@MainActor extension DisclosureGroup: EnvironmentStyled {
  package static var _styleKey: ObjectIdentifier { ObjectIdentifier(DisclosureStates.self) }

  /// The label at position 0, then the content (position 1) while expanded.
  package func _styledChildren(
    _ placed: [Placement], _ node: ViewNode, _ environment: EnvironmentValues, rebuilt: Bool, _ graph: ViewGraph
  ) -> [Placement] {
    let expanded =
      isExpanded.map { binding in ViewGraph.untracked { binding.wrappedValue } }
      ?? graph.feature(DisclosureStates.self).expanded.contains(node.identity)
    var expander = Expander(graph: graph)
    expander.path = [node.identity]
    expander.at("0") { $0.add(label) }
    if expanded { expander.at("1") { $0.add(content()) } }
    return expander.placements + placed.filter(\.isLayer)
  }
}

extension Step {
  /// Expands the live disclosure group titled `title` (a tap on its label):
  /// its content is built.
  public static func expand(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    disclose(title, expanded: true, within: within, named: name)
  }

  /// Collapses the live disclosure group titled `title`: its content disappears.
  public static func collapse(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    disclose(title, expanded: false, within: within, named: name)
  }

  private static func disclose(_ title: String, expanded: Bool, within: String?, named name: String?) -> Step {
    let verb = expanded ? "expand" : "collapse"
    return Step(name: name ?? "\(verb) \(ValueDescription.quote(title))", kind: .tap) { graph throws(EngineError) in
      let node = try graph.feature(ControlFeature.self).controlNode(
        (any DisclosureControl).self, kind: "disclosure group", title: title, within: within)
      let group = node.value as! any DisclosureControl
      return {
        if let binding = group._binding {
          binding.wrappedValue = expanded
        } else {
          let states = graph.feature(DisclosureStates.self)
          if expanded { states.expanded.insert(node.identity) } else { states.expanded.remove(node.identity) }
          node.restyle(graph)
        }
      }
    }
  }
}
