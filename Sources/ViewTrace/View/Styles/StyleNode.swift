/// A style's `makeBody(configuration:)` as a node of its own (`ScaleButtonStyle`):
/// evaluated like a custom view's body, with the style's dynamic properties.
/// Its inputs are the style and its configuration's values (`isPressed`,
/// `isOn`): when one differs the body runs with `@self` and the change
/// (`configuration.isPressed: false -> true`), without the body of the view
/// that placed the control.
nonisolated struct _StyleNode: View {
  /// The style value (holds the dynamic properties, compared field by field).
  let style: Any
  /// The configuration's values, as text, by name (`isPressed`).
  let configuration: [(name: String, value: String)]
  /// The views the configuration's placeholders show, by part (`label`).
  let contents: [String: any View]
  /// The parent built `contents` anew (not a press or a restyle).
  let rebuilt: Bool
  /// `makeBody(configuration:)` with placeholders over the node's host.
  let make: @MainActor (ModifierContentHost) -> any View

  var body: Never { primitiveBody("Style") }
}

@MainActor extension _StyleNode: HostedBody {
  var _inputs: Any { style }

  func _prepare(_ node: ViewNode) { ModifierContentHost.prepare(node, contents, rebuilt: rebuilt) }

  func _body(_ node: ViewNode) -> any View { make(node.contentHost!) }

  func _selfChange(from old: any View, _ closures: Closures) -> Reason? {
    guard let old = old as? _StyleNode else { return Reason(kind: .self) }
    var changes = Compare.views(old.style, style, forceEquatable: false, closures)?.changes ?? []
    var differs = !changes.isEmpty || !Compare.equalAny(old.style, style, closures)
    for (before, after) in zip(old.configuration, configuration) where before.value != after.value {
      changes.append(ValueChange(name: "configuration.\(after.name)", before: before.value, after: after.value))
      differs = true
    }
    return differs ? Reason(kind: .self, changes: changes) : nil
  }
}

/// A style held in the environment: a framework style by name, or one of
/// yours, compared by the engine's rules (its fields). A style is a value the app built and never
/// mutates, read by the engine on the main actor, so the box is `Sendable` as SwiftUI's styles are.
nonisolated struct _StyleBox: EngineComparable, @unchecked Sendable {
  let value: Any
  /// `.plain` for a framework style, nil for yours.
  let builtinName: String?

  /// The name of a framework style of type `S` (`plain`), nil for a style of yours.
  static func builtinName<S>(of style: S) -> String? {
    describingFromAnyIsolation(style) { (type(of: $0) as? any BuiltinStyle.Type)?._name }
  }

  @MainActor static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    let x = a.assumingMemoryBound(to: _StyleBox.self).pointee
    let y = b.assumingMemoryBound(to: _StyleBox.self).pointee
    return x.builtinName == y.builtinName && Compare.equalAny(x.value, y.value, closures)
  }

  /// The style at `key` in `environment`.
  static func at(_ key: ObjectIdentifier, _ environment: EnvironmentValues) -> _StyleBox? {
    environment.entries[key]?.value as? _StyleBox
  }

  /// Whether two environments hold the same style at `key`.
  @MainActor
  static func same(_ key: ObjectIdentifier, _ a: EnvironmentValues, _ b: EnvironmentValues, _ closures: Closures)
    -> Bool
  {
    Compare.equalValues(at(key, a), at(key, b), closures)
  }

  /// How the style modifier is written: `.plain`, `ScaleButtonStyle()`.
  var text: String { builtinName.map { ".\($0)" } ?? describingFromAnyIsolation([value]) { styleText($0[0]) } }
}

/// `ScaleButtonStyle()`, or `ScaleButtonStyle(scale: 2)` with its fields.
@MainActor
func styleText(_ style: Any) -> String {
  let fields = Mirror(reflecting: style).children.compactMap { child -> String? in
    guard let label = child.label else { return nil }
    return "\(label): \(ValueDescription.describe(child.value))"
  }
  return "\(typeDisplayName(type(of: style)))(\(fields.joined(separator: ", ")))"
}

/// A framework style: drawn by the framework, never a node.
@MainActor
protocol BuiltinStyle {
  static var _name: String { get }
}

extension Placement {
  /// A `.background(view)` / `.overlay(view)` / `.safeAreaInset` / `.searchable` layer, not content.
  var isLayer: Bool { ["background", "overlay", "safeAreaInset", "searchable"].contains(position.first ?? "") }
}

extension Expander {
  /// One style node placed at the styled view, with the layers kept.
  static func styleNode(
    _ node: _StyleNode, type: String, under styled: ViewNode, layers: [Placement], graph: ViewGraph
  ) -> [Placement] {
    var expander = Expander(graph: graph)
    expander.path = [styled.identity]
    expander.place(node, kind: .custom, type: type)
    return expander.placements + layers
  }
}

extension EnvironmentStyled {
  package static func _sameStyle(_ a: EnvironmentValues, _ b: EnvironmentValues, _ closures: Closures) -> Bool {
    _StyleBox.same(_styleKey, a, b, closures)
  }
}
