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
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that leaves the view as it is.
public struct EmptyModifier: ViewModifier, Equatable, Sendable {
  /// The modifier that does nothing.
  public static let identity = EmptyModifier()
  /// The modifier that does nothing.
  public init() {}
  /// `content` unchanged.
  public func body(content: Content) -> Content { content }
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`.
/// Place it like any view (`content.padding()`, `VStack { content }`); it is a
/// node that shows the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let host: ModifierContentHost
  /// Which content this placement shows (`ModifierContentHost/version`) and
  /// where it was placed; set on the placed copy only.
  var placed: (version: Int, key: String)?

  init(host: ModifierContentHost) { self.host = host }

  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("_ViewModifier_Content") }
}

/// What a modifier node's `content` shows: the modified view as the parent
/// last built it, one per modifier node for its lifetime.
@MainActor
final class ModifierContentHost {
  var content: any View
  /// Bumped whenever the parent hands the modifier a newly built view.
  var version = 1
  /// The version each placement of `content` last showed, by place.
  var shown: [String: Int] = [:]

  init(content: any View) { self.content = content }
}

/// The node value of a modifier: the modifier (its inputs, compared and
/// holding its dynamic properties) and the view it modifies.
struct _ViewModifierNode<Modifier: ViewModifier>: View {
  let modifier: Modifier
  let content: any View
  var body: Never { primitiveBody("ViewModifier") }
}

/// A custom node whose body is not `body`: its inputs (what is compared and
/// holds the dynamic properties) are not the node value itself.
@MainActor
protocol HostedBody {
  /// What is compared with the previous value and holds the dynamic properties.
  var _inputs: Any { get }
  /// The parent placed the node with this value: keeps its per-identity host
  /// (made on first use) in step.
  func _prepare(_ node: ViewNode)
  /// The body's content, built now.
  func _body(_ node: ViewNode) -> any View
}

extension _ViewModifierNode: HostedBody {
  var _inputs: Any { modifier }

  func _prepare(_ node: ViewNode) {
    guard let host = node.contentHost else {
      node.contentHost = ModifierContentHost(content: content)
      return
    }
    host.content = content
    host.version += 1
  }

  func _body(_ node: ViewNode) -> any View {
    modifier.body(content: _ViewModifier_Content<Modifier>(host: node.contentHost!))
  }
}

/// A ``ModifiedContent`` whose modifier is a ``ViewModifier``.
@MainActor
protocol ViewModifierPlacing {
  func _placeViewModifier(into expander: inout Expander)
}

extension ModifiedContent: ViewModifierPlacing where Modifier: ViewModifier {
  /// A user modifier: a custom node holding the modifier and the modified view.
  func _placeViewModifier(into expander: inout Expander) {
    expander.place(
      _ViewModifierNode(modifier: modifier, content: content), kind: .custom, type: typeDisplayName(Modifier.self))
  }
}

extension _ViewModifier_Content: BuiltinView {
  func _expand(into expander: inout Expander) {
    var inner = expander.nested(under: "_ViewModifier_Content")
    inner.add(host.content)
    expander.groups.merge(inner.groups) { $1 }
    let key = inner.path.joined(separator: "/")
    var children = inner.placements
    // The modifier's body ran again with the view the parent built before:
    // the modified view is kept as it is (it is not the modifier body's to build).
    if host.shown[key] == host.version { children = children.map { $0.reusedAsIs() } }
    host.shown[key] = host.version
    var placedCopy = self
    placedCopy.placed = (host.version, key)
    expander.place(placedCopy, kind: .container, type: "_ViewModifier_Content", children: children)
  }
}

extension _ViewModifier_Content: ContentPlaceholder {
  var _host: ModifierContentHost { host }
  var _placed: (version: Int, key: String)? { placed }
  func _replaced(version: Int, key: String) -> any View {
    var copy = self
    copy.placed = (version, key)
    return copy
  }
}

@MainActor
protocol ContentPlaceholder {
  var _host: ModifierContentHost { get }
  var _placed: (version: Int, key: String)? { get }
  func _replaced(version: Int, key: String) -> any View
}

extension ViewGraph {
  /// A modifier node was updated: every place in its subtree that shows its
  /// `content` and still shows an older modified view gets the new one,
  /// matched and compared as children are, whether or not the modifier's
  /// body ran.
  func refreshModifierContent(of node: ViewNode) {
    guard let host = node.contentHost else { return }
    var stack = node.children
    while let child = stack.popLast() {
      if let placeholder = child.value as? any ContentPlaceholder, placeholder._host === host,
        let placed = placeholder._placed, placed.version != host.version
      {
        var inner = Expander(graph: self)
        inner.path = placed.key.split(separator: "/").map(String.init)
        inner.add(host.content)
        host.shown[placed.key] = host.version
        child.value = placeholder._replaced(version: host.version, key: placed.key)
        reconcile(child, inner.placements)
      }
      stack.append(contentsOf: child.children)
    }
  }
}
