/// A namespace for matched geometry, owned by the view's identity, as in
/// SwiftUI.
///
/// Its id is made when the identity first appears and never changes, so it
/// never invalidates the view: `_printChanges` lists it (`_namespace`) only on
/// the first appearance. Read outside a body it is a fresh id that matches
/// nothing.
///
/// ```swift
/// struct Cards: View {
///   @Namespace private var namespace
///   var body: some View {
///     Text("card").matchedGeometryEffect(id: "card", in: namespace)
///   }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity: numbered in order of first appearance in a run.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    /// The value as ViewTrace prints it.
    public var description: String { "Namespace.ID(\(value))" }
  }

  let box = NamespaceBox()

  /// A namespace; its id is made when the view first appears.
  public init() {}

  /// The namespace's id (a fresh, unmatched one before the view is installed).
  public var wrappedValue: Namespace.ID { box.id ?? ID(value: 0) }
}

@MainActor
final class NamespaceBox {
  var id: Namespace.ID?
}

/// Numbers the namespaces of one run.
@MainActor
final class NamespaceCounter: GraphFeature {
  init(graph: ViewGraph) {}
  var count = 0
}

/// The node's side of a `@Namespace` field: its id, made once.
@MainActor
package final class NamespacePropertyBox: PropertyBox {
  package let name: String
  let id: Namespace.ID

  init(name: String, id: Namespace.ID) {
    self.name = name
    self.id = id
  }

  package func change(appearing: Bool) -> Reason? {
    guard appearing else { return nil }
    return Reason(
      kind: .property, property: name,
      changes: [ValueChange(name: String(name.dropFirst()), before: nil, after: id.description)])
  }
}

extension Namespace: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> NamespacePropertyBox {
    let counter = context.graph.feature(NamespaceCounter.self)
    counter.count += 1
    return NamespacePropertyBox(name: context.name, id: ID(value: counter.count))
  }

  package func _install(in property: NamespacePropertyBox, _ context: PropertyContext) { box.id = property.id }
}

extension Namespace: EngineComparable {
  /// Always equal: the id lives with the identity, whatever value the parent built.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool { true }
}

extension View {
  /// Ties this view's geometry to others with the same `id` in `namespace`
  /// (recorded on the node; ViewTrace does no layout).
  public nonisolated func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, isSource: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "matchedGeometryEffect",
      "id: \(ValueDescription.describe(id)), in: \(namespace)" + (isSource ? "" : ", isSource: false"))
  }
}
