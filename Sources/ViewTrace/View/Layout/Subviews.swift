// The declared subviews of a view, as iOS 18's custom containers read them
// (`Group(subviews:)`, `ForEach(subviews:)`, `ForEach(sections:)`): each view
// the content declares, with `Group`, `ForEach`, `if` and `TupleView` taken
// apart as SwiftUI takes them apart. The container builds what it places
// from them; a subview places its view where the container puts it.

/// One declared subview of a container's content, as in SwiftUI: a view with an identity.
public nonisolated struct Subview: View, @MainActor Identifiable {
  /// The subview's identity: its `ForEach` id, or its position.
  public let id: AnyHashable
  let view: any View
  /// The values the subview gives its container (`.containerValue`): not read here, so empty.
  public var containerValues: ContainerValues { ContainerValues() }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Subview") }
}

@MainActor extension Subview: BuiltinView {
  package func _expand(into expander: inout Expander) { expander.add(view) }
}

/// The declared subviews of a view, in order, as in SwiftUI.
public nonisolated struct SubviewsCollection: @MainActor RandomAccessCollection, View {
  let subviews: [Subview]
  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// After the last position.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> Subview { subviews[index] }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("SubviewsCollection") }
}

@MainActor extension SubviewsCollection: BuiltinView {
  package func _expand(into expander: inout Expander) {
    for subview in subviews { expander.at(ValueDescription.describe(subview.id.base)) { $0.add(subview) } }
  }
}

/// A section of a container's content (`ForEach(sections:)`), as in SwiftUI.
public struct SectionConfiguration: Identifiable {
  /// The section's identity: its position.
  public let id: Int
  /// The section's header (empty without one).
  public let header: SubviewsCollection
  /// The section's content.
  public let content: SubviewsCollection
  /// The section's footer (empty without one).
  public let footer: SubviewsCollection
  /// The values the section gives its container: not read here, so empty.
  public var containerValues: ContainerValues { ContainerValues() }
}

/// The sections of a view's content, as in SwiftUI.
public typealias SectionCollection = [SectionConfiguration]

/// A `Section` the subview reader can take apart.
@MainActor
protocol SectionParts {
  var _parts: (header: (any View)?, content: any View, footer: (any View)?) { get }
}

@MainActor extension Section: SectionParts {
  var _parts: (header: (any View)?, content: any View, footer: (any View)?) {
    (header ?? title.map { Text($0) }, content, footer)
  }
}

/// The views `view` declares, taken apart through `Group`, `ForEach`, `if` and tuples.
@MainActor
func declaredSubviews(_ view: any View, prefix: String = "") -> [Subview] {
  func join(_ path: String, _ component: String) -> String { path.isEmpty ? component : path + "." + component }
  func walk(_ view: any View, _ path: String) -> [Subview] {
    if view is EmptyView { return [] }
    if let tuple = view as? any TupleViewProtocol {
      return tuple._children.enumerated().flatMap { walk($1, join(path, String($0))) }
    }
    if let group = view as? any GroupProtocol { return walk(group._content, path) }
    if let forEach = view as? any ForEachRows { return forEach._rows().map { Subview(id: AnyHashable($0.0), view: $0.1) } }
    if let conditional = view as? any ConditionalParts {
      return walk(conditional._branch.view, join(path, conditional._branch.name))
    }
    if let optional = view as? any OptionalParts { return optional._wrapped.map { walk($0, join(path, "if")) } ?? [] }
    return [Subview(id: AnyHashable(prefix + (path.isEmpty ? "0" : path)), view: view)]
  }
  return walk(view, "")
}

@MainActor
protocol ConditionalParts {
  var _branch: (name: String, view: any View) { get }
}

@MainActor extension _ConditionalContent: ConditionalParts {
  var _branch: (name: String, view: any View) {
    switch storage {
    case .trueContent(let content): ("if", content)
    case .falseContent(let content): ("else", content)
    }
  }
}

@MainActor
protocol OptionalParts {
  var _wrapped: (any View)? { get }
}

@MainActor extension Optional: OptionalParts where Wrapped: View {
  var _wrapped: (any View)? { self }
}

extension Group {
  /// A group whose content is made from the subviews `view` declares (`transform` arranges them).
  @MainActor public init<Base: View>(subviews view: Base, @ViewBuilder transform: (SubviewsCollection) -> Content) {
    self.init { transform(SubviewsCollection(subviews: declaredSubviews(view))) }
  }

  /// A group whose content is made from the sections `view` declares.
  @MainActor public init<Base: View>(sections view: Base, @ViewBuilder transform: (SectionCollection) -> Content) {
    self.init { transform(declaredSections(view)) }
  }
}

extension ForEach where Data == SubviewsCollection, ID == AnyHashable, Content: View {
  /// A view per subview `view` declares, made by `content`.
  @MainActor public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(SubviewsCollection(subviews: declaredSubviews(view)), content: content)
  }
}

extension ForEach where Data == [SectionConfiguration], ID == Int, Content: View {
  /// A view per section `view` declares (views outside a `Section` make one section).
  @MainActor public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
    self.init(declaredSections(view), content: content)
  }
}

/// The sections `view` declares: each `Section`, and the views between them as sections of
/// their own.
@MainActor
func declaredSections(_ view: any View) -> SectionCollection {
  var sections: SectionCollection = []
  var loose: [Subview] = []
  func flushLoose() {
    guard !loose.isEmpty else { return }
    sections.append(
      SectionConfiguration(
        id: sections.count, header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: loose),
        footer: SubviewsCollection(subviews: [])))
    loose = []
  }
  for subview in declaredSubviews(view) {
    if let section = subview.view as? any SectionParts {
      flushLoose()
      let parts = section._parts
      let id = sections.count
      sections.append(
        SectionConfiguration(
          id: id, header: SubviewsCollection(subviews: parts.header.map { declaredSubviews($0, prefix: "\(id).header.") } ?? []),
          content: SubviewsCollection(subviews: declaredSubviews(parts.content, prefix: "\(id).")),
          footer: SubviewsCollection(subviews: parts.footer.map { declaredSubviews($0, prefix: "\(id).footer.") } ?? [])))
    } else {
      loose.append(subview)
    }
  }
  flushLoose()
  return sections
}
