/// A modifier you write yourself, as in SwiftUI: its `body(content:)` returns
/// the modified view, and `content` stands for the view it is applied to.
///
/// ```swift
/// struct Card: ViewModifier {
///   @State private var highlighted = false
///   func body(content: Content) -> some View {
///     VStack {
///       content.padding()
///       Button("Highlight") { highlighted.toggle() }
///     }
///     .background(highlighted ? Color.yellow : Color.white)
///   }
/// }
/// Row(title: "a").modifier(Card())
/// ```
///
/// The engine treats a modifier like a custom view: it is a node of its own
/// (named after its type, `Card`), with its own dynamic properties, compared
/// with the previous value by the same rules, and its body runs only when
/// they say so (`Card: _highlighted changed.`). `content` is a node
/// (`_ViewModifier_Content`) that places the modified view. The modified view
/// is an input of its own: when only the modifier's body runs, the modified
/// view is kept as it is (no `init`, no body); when the parent builds it
/// again, it is matched and compared as any child, whether or not the
/// modifier's body runs.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view `body(content:)` returns.
  associatedtype Body: View
  /// The view the modifier is applied to, as `body(content:)` receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view: `content` with this modifier's views around it.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
  /// `Self._printChanges()`, as in SwiftUI: compiles and prints nothing; the
  /// engine records the modifier's line whenever its body runs.
  public static func _printChanges() {}
  /// `Self._logChanges()`, as in SwiftUI: compiles and logs nothing.
  public static func _logChanges() {}
}

extension View {
  /// Applies `modifier`. A ``ViewModifier`` becomes a node whose body runs by
  /// the rules of a custom view; the engine's own modifiers do what they do.
  public nonisolated func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that leaves the view as it is.
public nonisolated struct EmptyModifier: ViewModifier, Equatable, Sendable {
  /// The modifier that does nothing.
  public static let identity = EmptyModifier()
  /// The modifier that does nothing.
  public nonisolated init() {}
  /// `content` unchanged.
  public nonisolated func body(content: Content) -> Content { content }
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`.
/// Place it like any view (`content.padding()`, `VStack { content }`); it is a
/// node that shows the modified view.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  package let host: ModifierContentHost
  /// Which content this placement shows; set on the placed copy only.
  package var placed: PlacedContent?

  init(host: ModifierContentHost) { self.host = host }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("_ViewModifier_Content") }
}

/// What the placeholders of a hosted body (a modifier's `content`, a style's
/// `configuration.label`) show: the views the parent last built, by part,
/// one host per node for its lifetime.
@MainActor
package final class ModifierContentHost {
  var contents: [String: any View]
  /// Bumped whenever the parent hands the node newly built views.
  var version = 1
  /// The version each placement last showed, by place.
  var shown: [String: Int] = [:]

  init(contents: [String: any View]) { self.contents = contents }

  /// Keeps the host of `node` in step with `contents`; `rebuilt`: the parent
  /// built them anew (a press or a restyle hands the same views again).
  package static func prepare(_ node: ViewNode, _ contents: [String: any View], rebuilt: Bool) {
    guard let host = node.contentHost else {
      node.contentHost = ModifierContentHost(contents: contents)
      return
    }
    guard rebuilt else { return }
    host.contents = contents
    host.version += 1
  }
}

/// Where a placeholder was placed and which version of its content it shows.
package struct PlacedContent: Equatable {
  let version: Int
  let key: String
}

/// The node value of a modifier: the modifier (its inputs, compared and
/// holding its dynamic properties) and the view it modifies.
package nonisolated struct _ViewModifierNode<Modifier: ViewModifier>: View {
  let modifier: Modifier
  let content: any View
  package var body: Never { primitiveBody("ViewModifier") }
}

/// A custom node whose body is not `body`: its inputs (what is compared and
/// holds the dynamic properties) are not the node value itself.
@MainActor
package protocol HostedBody {
  /// What holds the dynamic properties (and is compared, by default).
  var _inputs: Any { get }
  /// The parent placed the node with this value: keeps its per-identity host
  /// (made on first use) in step.
  func _prepare(_ node: ViewNode)
  /// The body's content, built now.
  func _body(_ node: ViewNode) -> any View
  /// `@self` with what differs from `old` (the previous value), or nil.
  func _selfChange(from old: any View, _ closures: Closures) -> Reason?
}

extension HostedBody {
  package func _selfChange(from old: any View, _ closures: Closures) -> Reason? {
    Compare.views(ViewGraph.inputs(old), _inputs, forceEquatable: false, closures)
  }
}

@MainActor extension _ViewModifierNode: HostedBody {
  package var _inputs: Any { modifier }

  package func _prepare(_ node: ViewNode) { ModifierContentHost.prepare(node, ["content": content], rebuilt: true) }

  package func _body(_ node: ViewNode) -> any View {
    if let environmental = modifier as? any EnvironmentalModifier { return environmental._resolvedBody(node) }
    // The modifier's own `DynamicProperty` structs update first, as a view's do.
    return DynamicPropertyFields.updated(modifier).body(content: _ViewModifier_Content<Modifier>(host: node.contentHost!))
  }
}

/// A ``ModifiedContent`` whose modifier is a ``ViewModifier``.
@MainActor
package protocol ViewModifierPlacing {
  func _placeViewModifier(into expander: inout Expander)
}

@MainActor extension ModifiedContent: ViewModifierPlacing where Modifier: ViewModifier {
  /// A user modifier: a custom node holding the modifier and the modified view.
  package func _placeViewModifier(into expander: inout Expander) {
    expander.place(
      _ViewModifierNode(modifier: modifier, content: content), kind: .custom, type: typeDisplayName(Modifier.self))
  }
}

/// A view that shows part of its hosted body's content (a modifier's
/// `content`, a style's `configuration.label`).
@MainActor
package protocol ContentPlaceholder: View {
  static var _typeName: String { get }
  /// The part of the host's contents it shows.
  static var _part: String { get }
  var host: ModifierContentHost { get }
  var placed: PlacedContent? { get set }
}

extension ContentPlaceholder {
  package func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: Self._typeName)
    if let content = host.contents[Self._part] { inner.add(content) }
    expander.groups.merge(inner.groups) { $1 }
    let key = inner.path.joined(separator: "/")
    var children = inner.placements
    // The hosted body ran again with the views the parent built before:
    // they are kept as they are (they are not that body's to build).
    if host.shown[key] == host.version { children = children.map { $0.reusedAsIs() } }
    host.shown[key] = host.version
    var placedCopy = self
    placedCopy.placed = PlacedContent(version: host.version, key: key)
    expander.place(placedCopy, kind: .container, type: Self._typeName, children: children)
  }
}

@MainActor extension _ViewModifier_Content: BuiltinView, ContentPlaceholder {
  package static var _typeName: String { "_ViewModifier_Content" }
  package static var _part: String { "content" }
}

extension ViewNode {
  /// This hosted node was updated: every place in its subtree that shows
  /// its content and still shows an older version gets the new one, matched
  /// and compared as children are, whether or not the hosted body ran.
  func refreshModifierContent(_ graph: ViewGraph) {
    guard let host = contentHost else { return }
    var stack = children
    while let child = stack.popLast() {
      if var placeholder = child.value as? any ContentPlaceholder, placeholder.host === host,
        let placed = placeholder.placed, placed.version != host.version
      {
        var inner = Expander(graph: graph)
        inner.path = placed.key.split(separator: "/").map(String.init)
        if let content = host.contents[Swift.type(of: placeholder)._part] { inner.add(content) }
        host.shown[placed.key] = host.version
        placeholder.placed = PlacedContent(version: host.version, key: placed.key)
        child.value = placeholder
        graph.reconcile(child, inner.placements)
      }
      stack.append(contentsOf: child.children)
    }
  }
}
