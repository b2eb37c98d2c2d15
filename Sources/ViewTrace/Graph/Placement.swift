/// One view found in a body, ready to be matched by identity against the
/// previous children: a custom view, a framework leaf or a container.
@MainActor
struct Placement {
  enum Kind { case custom, leaf, container }

  var kind: Kind
  /// Display type name (`FourthView`, `Text`, `VStack`).
  var type: String
  var value: any View
  /// Structural position inside the parent: tuple indices and branches, e.g. `1.3`.
  var position: [String]
  /// Explicit identities from `.id(_:)` and `ForEach`, outermost first.
  var explicitIDs: [String]
  var modifiers: [_StyleModifier]
  var onAppear: [() -> Void]
  var onDisappear: [() -> Void]
  /// `.environment` / `.environmentObject` writes, outermost first.
  var environmentWrites: [_EnvironmentWriteModifier] = []
  /// `.onReceive`, `.onChange`, `.task`, outermost first.
  var events: [any EventModifier] = []
  /// Compared with `==` whatever its layout (`.equatable()`).
  var forceEquatable: Bool
  /// Content laid out inside (containers) or layered (custom backgrounds).
  var children: [Placement]

  /// The last component of the identity path: `Type`, `Type@pos`, `Type#id`.
  var segment: String {
    var s = type
    if !position.isEmpty { s += "@" + position.joined(separator: ".") }
    for id in explicitIDs { s += "#" + id }
    return s
  }

  var label: String {
    (value as? any LeafView)?._label ?? (value as? any ContainerView)?._label ?? type
  }
}

/// Framework views the engine takes apart instead of asking for a body.
@MainActor
protocol BuiltinView: View {
  func _expand(into expander: inout Expander)
}

/// A framework leaf: drawn, never evaluated; its label is its drawn value.
@MainActor
protocol LeafView: BuiltinView {
  static var _typeName: String { get }
  /// The drawn value, read without recording dependencies.
  var _label: String { get }
  /// Locations the leaf draws from directly (a Toggle's binding).
  var _boundLocations: [AnyLocationBase] { get }
}

extension LeafView {
  var _boundLocations: [AnyLocationBase] { [] }
  func _expand(into expander: inout Expander) { expander.place(self, kind: .leaf, type: Self._typeName) }
}

/// A framework container: a node whose children are part of the same body.
@MainActor
protocol ContainerView: BuiltinView {
  static var _typeName: String { get }
  var _label: String { get }
  var _content: any View { get }
}

extension ContainerView {
  func _expand(into expander: inout Expander) {
    var inner = Expander(graph: expander.graph)
    inner.add(_content)
    expander.place(self, kind: .container, type: Self._typeName, children: inner.placements)
  }
}

/// Walks a body value down to nodes, keeping the structural position, the
/// explicit ids and the modifiers met on the way.
@MainActor
struct Expander {
  let graph: ViewGraph?
  private(set) var placements: [Placement] = []
  var position: [String] = []
  var explicitIDs: [String] = []
  /// Outermost first, as met while unwrapping.
  var modifiers: [_StyleModifier] = []
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  var layers: [Placement] = []
  var environmentWrites: [_EnvironmentWriteModifier] = []
  var events: [any EventModifier] = []
  var forceEquatable = false

  init(graph: ViewGraph?) { self.graph = graph }

  mutating func add(_ view: any View) {
    if let builtin = view as? any BuiltinView {
      builtin._expand(into: &self)
    } else {
      place(view, kind: .custom, type: typeDisplayName(type(of: view)))
    }
  }

  mutating func place(_ view: any View, kind: Placement.Kind, type: String, children: [Placement] = []) {
    placements.append(
      Placement(
        kind: kind, type: type, value: view, position: position, explicitIDs: explicitIDs,
        modifiers: modifiers.reversed(), onAppear: onAppear, onDisappear: onDisappear,
        environmentWrites: environmentWrites, events: events, forceEquatable: forceEquatable,
        children: children + layers))
  }

  /// Runs `body` with `component` appended to the position, restoring it after.
  mutating func at(_ component: String, _ body: (inout Expander) -> Void) {
    position.append(component)
    body(&self)
    position.removeLast()
  }

  /// Runs `body` with the per-node state (modifiers, ids, actions) restored after.
  mutating func scoped(_ body: (inout Expander) -> Void) {
    let saved = (explicitIDs, modifiers, onAppear, onDisappear, layers, forceEquatable, environmentWrites, events)
    body(&self)
    (explicitIDs, modifiers, onAppear, onDisappear, layers, forceEquatable, environmentWrites, events) = saved
  }

  func describeID(_ id: AnyHashable) -> String {
    graph?.describeID(id) ?? ValueDescription.escapeIdentity(String(describing: id.base))
  }
}

/// The name SwiftUI prints for a view type: `ContentView`, `Container<Text>`.
func typeDisplayName(_ type: Any.Type) -> String { String(describing: type) }

// MARK: - Structural views

extension EmptyView: BuiltinView {
  func _expand(into expander: inout Expander) {}
}

extension TupleView: BuiltinView {
  func _expand(into expander: inout Expander) {
    for (index, child) in children.enumerated() {
      expander.at(String(index)) { $0.add(child) }
    }
  }
}

extension _ConditionalContent: BuiltinView {
  func _expand(into expander: inout Expander) {
    switch storage {
    case .trueContent(let content): expander.at("if") { $0.add(content) }
    case .falseContent(let content): expander.at("else") { $0.add(content) }
    }
  }
}

extension Optional: BuiltinView where Wrapped: View {
  func _expand(into expander: inout Expander) {
    if let content = self { expander.at("if") { $0.add(content) } }
  }
}

extension Group: BuiltinView {
  func _expand(into expander: inout Expander) { expander.add(content) }
}

extension AnyView: BuiltinView {
  func _expand(into expander: inout Expander) { expander.add(storage) }
}

extension EquatableView: BuiltinView {
  func _expand(into expander: inout Expander) {
    expander.scoped {
      $0.forceEquatable = true
      $0.add(content)
    }
  }
}

extension ForEach: BuiltinView {
  func _expand(into expander: inout Expander) {
    var seen = Set<String>()
    for element in data {
      let id = expander.describeID(AnyHashable(idOf(element)))
      if !seen.insert(id).inserted {
        expander.graph?.warn(
          "duplicateID", node: nil,
          "ForEach has two elements with id \(id); the second one is ignored (SwiftUI's behaviour is undefined)")
        continue
      }
      let view = content(element)
      expander.scoped {
        $0.explicitIDs.append(id)
        $0.add(view)
      }
    }
  }
}

extension ModifiedContent: BuiltinView {
  func _expand(into expander: inout Expander) {
    expander.scoped { e in
      switch modifier {
      case let style as _StyleModifier:
        e.modifiers.append(style)
      case let identity as any _IdentityModifierProtocol:
        e.explicitIDs.insert(e.describeID(identity.anyID), at: 0)
      case let lifecycle as _LifecycleModifier:
        switch lifecycle.kind {
        case .appear: e.onAppear.append(lifecycle.action)
        case .disappear: e.onDisappear.append(lifecycle.action)
        }
      case let layer as any _LayerModifierProtocol:
        layer.apply(to: &e)
      case let write as _EnvironmentWriteModifier:
        e.environmentWrites.append(write)
      case let event as any EventModifier:
        e.events.append(event)
      default:
        e.modifiers.append(_StyleModifier(name: "modifier", text: ".modifier(\(typeDisplayName(Modifier.self)))"))
      }
      e.add(content)
    }
  }
}

@MainActor protocol _IdentityModifierProtocol { var anyID: AnyHashable { get } }
extension _IdentityModifier: _IdentityModifierProtocol {
  var anyID: AnyHashable { AnyHashable(id) }
}

@MainActor protocol _LayerModifierProtocol { func apply(to expander: inout Expander) }
extension _LayerModifier: _LayerModifierProtocol {
  func apply(to expander: inout Expander) {
    if let leaf = layer as? any LeafView {
      expander.modifiers.append(_StyleModifier(name: name, text: ".\(name)(\(leaf._label))"))
    } else {
      var inner = Expander(graph: expander.graph)
      inner.position = [name]
      inner.add(layer)
      expander.layers.append(contentsOf: inner.placements)
    }
  }
}

// MARK: - Leaves

extension Text: LeafView {
  static var _typeName: String { "Text" }
  var _label: String { "Text(\(ValueDescription.quote(content)))" }
}

extension Image: LeafView {
  static var _typeName: String { "Image" }
  var _label: String {
    isSystem ? "Image(systemName: \(ValueDescription.quote(name)))" : "Image(\(ValueDescription.quote(name)))"
  }
}

extension Spacer: LeafView {
  static var _typeName: String { "Spacer" }
  var _label: String { minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()" }
}

extension Color: LeafView {
  static var _typeName: String { "Color" }
  var _label: String { description }
}

extension Toggle: LeafView {
  static var _typeName: String { "Toggle" }
  var _label: String { "Toggle(\(ValueDescription.quote(title)), isOn: \(isOn.location.peekValue()))" }
  var _boundLocations: [AnyLocationBase] { [isOn.location] }
}

extension TextField: LeafView {
  static var _typeName: String { "TextField" }
  var _label: String {
    "TextField(\(ValueDescription.quote(title)), text: \(ValueDescription.quote(text.location.peek())))"
  }
  var _boundLocations: [AnyLocationBase] { [text.location] }
}

// MARK: - Containers

extension Button: ContainerView {
  static var _typeName: String { "Button" }
  var _label: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    return "Button(\(ValueDescription.quote(Button.title(of: expander.placements))))"
  }
  var _content: any View { label }

  /// The text a person reads on the button: its label's texts, joined.
  static func title(of placements: [Placement]) -> String {
    placements.map { placement -> String in
      if let text = placement.value as? Text { return text.content }
      if let image = placement.value as? Image { return image.name }
      return title(of: placement.children)
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension VStack: ContainerView {
  static var _typeName: String { "VStack" }
  var _label: String { stackLabel("VStack", alignment == .center ? nil : alignment.name, spacing) }
  var _content: any View { content }
}

extension HStack: ContainerView {
  static var _typeName: String { "HStack" }
  var _label: String { stackLabel("HStack", alignment == .center ? nil : alignment.name, spacing) }
  var _content: any View { content }
}

extension ZStack: ContainerView {
  static var _typeName: String { "ZStack" }
  var _label: String { stackLabel("ZStack", alignment == .center ? nil : alignment.name, nil) }
  var _content: any View { content }
}

extension List: ContainerView {
  static var _typeName: String { "List" }
  var _label: String { "List" }
  var _content: any View { content }
}

extension ScrollView: ContainerView {
  static var _typeName: String { "ScrollView" }
  var _label: String { axis == .vertical ? "ScrollView" : "ScrollView(.\(axis.name))" }
  var _content: any View { content }
}

extension Section: ContainerView {
  static var _typeName: String { "Section" }
  var _label: String { header.map { "Section(\(ValueDescription.quote($0)))" } ?? "Section" }
  var _content: any View { content }
}

private func stackLabel(_ name: String, _ alignment: String?, _ spacing: Double?) -> String {
  var args: [String] = []
  if let alignment { args.append("alignment: .\(alignment)") }
  if let spacing { args.append("spacing: \(formatNumber(spacing))") }
  return args.isEmpty ? name : "\(name)(\(args.joined(separator: ", ")))"
}
