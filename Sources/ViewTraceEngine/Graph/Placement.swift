import Foundation

/// One view found in a body, ready to be matched by identity against the
/// previous children: a custom view, a framework leaf or a container.
@MainActor
package struct Placement {
  /// `host`: a framework view that builds its content itself (``ContentHost``).
  package enum Kind { case custom, leaf, container, host }

  var kind: Kind
  /// Display type name (`FourthView`, `Text`, `VStack`).
  var type: String
  package var value: any View
  /// Structural position inside the parent: tuple indices and branches, e.g. `1.3`.
  package var position: [String]
  /// Explicit identities from `.id(_:)` and `ForEach`, outermost first.
  var explicitIDs: [String]
  /// Styling, as written (innermost first).
  package var modifiers: [_StyleModifier]
  /// Modifiers with engine behaviour, outermost first.
  var attachments: [any AttachedModifier]
  /// Compared with `==` whatever its layout (`.equatable()`).
  var forceEquatable: Bool
  /// Content laid out inside (containers) or layered (custom backgrounds).
  package var children: [Placement]
  /// Deferred content that was not rebuilt: the node stays as it is (R2).
  var reused = false
  /// The value of a `.tag(_:)` on the view (a picker's option).
  package var tag: AnyHashable?
  /// How many of `explicitIDs` (a prefix) come from `.id(_:)` modifiers.
  var idModifierCount = 0
  /// How many of `attachments` (the outermost) sit outside every `.id(_:)`:
  /// they keep living when the id changes (R6).
  var attachmentsOutsideID = 0

  /// The segment without the ids of `.id(_:)` modifiers: the place that
  /// modifiers outside `.id` belong to.
  var stableSegment: String {
    var s = type
    if !position.isEmpty { s += "@" + position.joined(separator: ".") }
    for id in explicitIDs.dropFirst(idModifierCount) { s += "#" + id }
    return s
  }

  /// The last component of the identity path: `Type`, `Type@pos`, `Type#id`.
  package var segment: String {
    var s = type
    if !position.isEmpty { s += "@" + position.joined(separator: ".") }
    for id in explicitIDs { s += "#" + id }
    return s
  }

  var label: String {
    (value as? any LeafView)?._label ?? (value as? any ContainerView)?._label ?? (value as? any ContentHost)?._label
      ?? type
  }
}

/// Which rows of a lazy container are built as they are placed: the rows in
/// view, and the rows out of view that the container made before (kept).
@MainActor
package protocol RowWindow: AnyObject {
  /// What to do with a row (not a `ForEach` element) placed at `path`/`segment`.
  func admit(path: [String], segment: String) -> RowAdmission
}

/// A row of a lazy container: built, kept as it is, or not made.
package enum RowAdmission { case build, keep, skip }

/// Framework views the engine takes apart instead of asking for a body.
@MainActor
package protocol BuiltinView: View {
  func _expand(into expander: inout Expander)
}

/// A view of yours the framework draws as a leaf, not by its body (a custom
/// `Shape`, drawn from its stored properties). Not for apps to adopt.
@MainActor @preconcurrency
public protocol _DrawnAsLeaf: View {
  /// The leaf drawn in this view's place.
  var _leaf: any View { get }
}

/// A framework leaf: drawn, never evaluated; its label is its drawn value.
@MainActor
package protocol LeafView: BuiltinView {
  static var _typeName: String { get }
  /// The drawn value, read without recording dependencies.
  var _label: String { get }
  /// Locations the leaf draws from directly (a Toggle's binding).
  var _boundLocations: [AnyLocationBase] { get }
  /// Environment values the leaf draws with (a `Text`'s font), by name, as
  /// text: a change of one redraws the leaf.
  func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)]
}

extension LeafView {
  package var _boundLocations: [AnyLocationBase] { [] }
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] { [] }
  package func _expand(into expander: inout Expander) { expander.place(self, kind: .leaf, type: Self._typeName) }
}

/// A framework container: a node whose children are part of the same body.
@MainActor
package protocol ContainerView: BuiltinView {
  static var _typeName: String { get }
  var _label: String { get }
  var _content: any View { get }
  /// What the container does in SwiftUI that is not simulated, said once a
  /// run as a `geometryNotSimulated` warning (nil: nothing).
  var _notSimulated: String? { get }
}

extension ContainerView {
  package var _notSimulated: String? { nil }

  package func _expand(into expander: inout Expander) { expandAsContainer(into: &expander) }

  /// Places the container with its content as children (what `_expand` does unless a container
  /// places something else first, as a programmatic `NavigationLink` does).
  package func expandAsContainer(into expander: inout Expander) {
    if let note = _notSimulated { expander.graph?.warnOnce(.geometryNotSimulated, note) }
    var inner = expander.nested(under: Self._typeName)
    inner.add(_content)
    expander.groups.merge(inner.groups) { $1 }
    expander.place(self, kind: .container, type: Self._typeName, children: inner.placements)
  }
}

/// Walks a body value down to nodes, keeping the structural position, the
/// explicit ids and the modifiers met on the way.
@MainActor
package struct Expander {
  package let graph: ViewGraph?
  package var placements: [Placement] = []
  var position: [String] = []
  package var explicitIDs: [String] = []
  /// Outermost first, as met while unwrapping.
  package var modifiers: [_StyleModifier] = []
  package var attachments: [any AttachedModifier] = []
  var layers: [Placement] = []
  package var forceEquatable = false
  /// The `.tag(_:)` met while unwrapping, if any.
  package var tag: AnyHashable?
  /// `.id(_:)` modifiers met, and how many attachments were outside the first.
  package var idModifierCount = 0
  package var attachmentsOutsideID: Int?
  /// Where this expander's placements sit below the evaluating node (the
  /// containers above them), which names deferred content.
  package var path: [String] = []
  /// The deferred content built or kept while expanding (``DeferredGroup``).
  package var groups: [String: DeferredGroup] = [:]
  /// The rows of a lazy container being placed (``RowWindow``): only the
  /// rows in view are built. Not carried into nested content: a row's own
  /// content is not lazy.
  package var lazy: (any RowWindow)?

  package init(graph: ViewGraph?) { self.graph = graph }

  /// An expander for the content of a view of type `type` placed here.
  package func nested(under type: String) -> Expander {
    var inner = Expander(graph: graph)
    inner.path = path + [segment(of: type)]
    return inner
  }

  /// The identity segment a view of type `type` placed here gets.
  func segment(of type: String) -> String {
    var segment = type
    if !position.isEmpty { segment += "@" + position.joined(separator: ".") }
    for id in explicitIDs { segment += "#" + id }
    return segment
  }

  package mutating func add(_ view: any View) {
    if let builtin = view as? any BuiltinView {
      builtin._expand(into: &self)
    } else if let drawn = view as? any _DrawnAsLeaf {
      add(drawn._leaf)
    } else {
      place(view, kind: .custom, type: typeDisplayName(type(of: view)))
    }
  }

  package mutating func place(_ view: any View, kind: Placement.Kind, type: String, children: [Placement] = []) {
    // In a lazy container each placement here is a row: built, kept as it is, or not made.
    let admission = lazy?.admit(path: path, segment: segment(of: type)) ?? .build
    if admission == .skip { return }
    let first = placements.count
    defer { if admission == .keep { for index in first..<placements.count { placements[index].reused = true } } }
    // A custom view's children come from its body, a host's from its
    // content: their layers (a custom background, a sheet, a toolbar) are
    // placed next to them, as SwiftUI keeps a modifier's content outside the
    // modified view's body.
    let beside = kind == .custom || kind == .host
    let inside = beside ? [] : layers
    placements.append(
      Placement(
        kind: kind, type: type, value: view, position: position, explicitIDs: explicitIDs,
        modifiers: modifiers.reversed(), attachments: attachments, forceEquatable: forceEquatable,
        children: children + inside, tag: tag, idModifierCount: idModifierCount,
        attachmentsOutsideID: attachmentsOutsideID ?? 0))
    if beside {
      for var layer in layers {
        layer.position = position + layer.position
        layer.explicitIDs = explicitIDs + layer.explicitIDs
        placements.append(layer)
      }
    }
  }

  /// Places `view` as a layer of the view being placed (a sheet, a toolbar,
  /// a custom background): its nodes sit with the modified view, at position
  /// `slot`. `numbered`: a second layer in the same slot is `slot2`, a third
  /// `slot3` (two sheets on one view); otherwise the slot is always `slot`.
  package mutating func addLayer(_ view: any View, slot: String, numbered: Bool = true) {
    let count = numbered ? layers.filter { $0.position.first?.hasPrefix(slot) == true }.count : 0
    let position = slot + (count == 0 ? "" : String(count + 1))
    var inner = nested(under: position)
    inner.position = [position]
    inner.add(view)
    groups.merge(inner.groups) { $1 }
    layers.append(contentsOf: inner.placements)
  }

  /// Runs `body` with `component` appended to the position, restoring it after.
  package mutating func at(_ component: String, _ body: (inout Expander) -> Void) {
    position.append(component)
    body(&self)
    position.removeLast()
  }

  /// Runs `body` with the per-node state (modifiers, ids, attachments) restored after.
  package mutating func scoped(_ body: (inout Expander) -> Void) {
    let saved = (
      explicitIDs, modifiers, attachments, layers, forceEquatable, idModifierCount, attachmentsOutsideID, tag
    )
    body(&self)
    (explicitIDs, modifiers, attachments, layers, forceEquatable, idModifierCount, attachmentsOutsideID, tag) = saved
  }

  package func describeID(_ id: AnyHashable) -> String {
    graph?.describeID(id) ?? ValueDescription.escapeIdentity(String(describing: id.base))
  }
}

/// The name SwiftUI prints for a type: `ContentView`, `Container<Text>`, and
/// with its enclosing types, `Outer.ContentView` (R10). Module names and
/// private contexts are left out.
/// A running scenario may print names relative to a namespace of its own
/// (``Scenario/typeNamespace``).
package func typeDisplayName(_ type: Any.Type) -> String {
  TypeNames.shared.name(of: type, relativeTo: TypeNames.namespace)
}

/// Display names, made once per type.
package final class TypeNames: @unchecked Sendable {
  package static let shared = TypeNames()
  /// The namespace names are relative to while a scenario's graph runs.
  @TaskLocal static var namespace: String?
  private let lock = NSLock()
  private var names: [ObjectIdentifier: String] = [:]
  private var relative: [String: [ObjectIdentifier: String]] = [:]

  package func name(of type: Any.Type) -> String {
    lock.lock()
    defer { lock.unlock() }
    return fullName(of: type)
  }

  /// The name with every `namespace.` prefix of a type path left out.
  func name(of type: Any.Type, relativeTo namespace: String?) -> String {
    lock.lock()
    defer { lock.unlock() }
    guard let namespace else { return fullName(of: type) }
    if let known = relative[namespace]?[ObjectIdentifier(type)] { return known }
    let made = Self.removing(namespace + ".", from: fullName(of: type))
    relative[namespace, default: [:]][ObjectIdentifier(type)] = made
    return made
  }

  private func fullName(of type: Any.Type) -> String {
    if let known = names[ObjectIdentifier(type)] { return known }
    let made = Self.displayName(qualified: _typeName(type, qualified: true))
    names[ObjectIdentifier(type)] = made
    return made
  }

  /// `text` without `prefix` where it starts a type path (not inside a name).
  static func removing(_ prefix: String, from text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: prefix) {
      let before = rest[..<range.lowerBound]
      let startsPath = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
      out += before
      if !startsPath { out += prefix }
      rest = rest[range.upperBound...]
    }
    return out + rest
  }

  /// `App.Outer.Inner` -> `Outer.Inner`; `App.(unknown context at $1f).Row` -> `Row`;
  /// `Swift.Dictionary<Swift.String, Swift.Int>` -> `Dictionary<String, Int>`.
  static func displayName(qualified: String) -> String {
    let text = ValueDescription.withoutAddresses(qualified)
    var out = ""
    var path = ""
    func flush() {
      guard !path.isEmpty else { return }
      let components = path.split(separator: ".", omittingEmptySubsequences: false)
      out += components.count > 1 ? components.dropFirst().joined(separator: ".") : path
      path = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        path.append(character)
      } else {
        flush()
        out.append(character)
      }
    }
    flush()
    return out
  }
}

extension LeafView {
  /// The environment values a leaf draws with that differ between two environments.
  package func _drawnEnvironmentChanges(_ before: EnvironmentValues, _ after: EnvironmentValues) -> [ValueChange] {
    zip(_drawnEnvironment(before), _drawnEnvironment(after)).compactMap { old, new in
      old.value == new.value ? nil : ValueChange(name: new.name, before: old.value, after: new.value)
    }
  }
}
