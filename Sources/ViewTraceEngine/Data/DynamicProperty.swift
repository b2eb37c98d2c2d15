@_spi(Reflection) import Swift

/// A stored property the framework updates before the body runs (`@State`,
/// `@Binding`, ...). Declare them as stored properties of a view.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body runs. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: ViewTrace updates its own property wrappers.
  public mutating func update() {}

  /// Calls `update()` on the value of this type at `pointer`, in place.
  package static func _update(at pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

// MARK: - The engine side of a dynamic property

/// The engine's side of a property wrapper: it makes a box for the node that
/// holds it and hands each new value of the property to that box.
///
/// Adding a property wrapper to the engine is one file: the wrapper, its box
/// (a ``PropertyBox``) and this conformance. The graph finds the wrapper's
/// fields by type, keeps one box per field for the node's lifetime, asks the
/// boxes what changed before a body runs, tells them when it ran, and tears
/// them down when the identity disappears.
@MainActor
package protocol EngineDynamicProperty {
  associatedtype Box: PropertyBox
  /// The box for this field of a node that holds it for the first time.
  func _makeBox(_ context: PropertyContext) -> Box
  /// Attaches this value of the property (the parent just made a new view
  /// value) to the node's box: storage, sources, edges.
  func _install(in box: Box, _ context: PropertyContext)
}

extension EngineDynamicProperty {
  /// Installs the property in the box at `index`, making the box first.
  package func _attach(at index: Int, _ context: PropertyContext) {
    let node = context.node
    if index < node.properties.count, let box = node.properties[index] as? Box {
      _install(in: box, context)
      return
    }
    let box = _makeBox(context)
    if index < node.properties.count {
      node.properties[index] = box
    } else {
      node.properties.append(box)
    }
    _install(in: box, context)
  }
}

/// What a property needs to know to install itself: the node, its field name
/// as `_printChanges` writes it (`_count`), and the graph.
@MainActor
package struct PropertyContext {
  let node: ViewNode
  package let name: String
  package let graph: ViewGraph
}

/// The per-node state of one dynamic property, as SwiftUI keeps a box next to
/// each property wrapper. The node keeps one list of boxes, in declaration
/// order, which is also the order of the `_printChanges` tokens.
@MainActor
package protocol PropertyBox: AnyObject {
  /// The field name (`_count`).
  var name: String { get }
  /// What changed since the body last ran, as a `_printChanges` reason, or
  /// nil when nothing did. On the identity's first appearance (`appearing`)
  /// every box reports, with no values before.
  func change(appearing: Bool) -> Reason?
  /// As ``change(appearing:)``; `updating` says the body rule is being
  /// updated anyway (the node was invalidated, or its value differs). Most
  /// properties ignore it; a `@Binding` reports only then.
  func change(appearing: Bool, updating: Bool) -> Reason?
  /// The body just ran: what it saw is now the baseline.
  func bodyDidRun()
  /// The identity disappeared: release storage, end subscriptions. Edges are
  /// closed by the graph for every box at once.
  func tearDown()
}

extension PropertyBox {
  package func change(appearing: Bool, updating: Bool) -> Reason? { change(appearing: appearing) }
  package func bodyDidRun() {}
  package func tearDown() {}
}

/// Something that can invalidate views: a State slot, an object, an
/// Observable property, an environment entry, an event source.
@MainActor
package class SourceBox {
  /// Stable id used in traces (`ContentView._firstNumber`).
  package let id: String
  /// Nodes connected to this source (see ``Dependencies``); a change marks them dirty.
  var dependents: [ObjectIdentifier: ViewNode] = [:]
  /// Bumped on every change; boxes compare it with the version they last saw.
  package var version = 0

  init(id: String) { self.id = id }
}

// MARK: - A view's own DynamicProperty structs

/// Where a type's dynamic properties are, as SwiftUI finds them
/// (OpenSwiftUI's `DynamicPropertyCache` and `_DynamicPropertyBuffer`): each
/// field whose type is an engine wrapper, and inside each field whose type is
/// a `DynamicProperty` struct of the user's own (`struct Helper:
/// DynamicProperty { @State var count = 0 }`) its wrappers and its own such
/// structs, at any depth, then a box of the struct itself. Each gets a box on
/// the node, so a `@State` in a helper keeps its value and a change to it runs
/// the view's body.
///
/// A nested wrapper's box is named by its path (`_helper.count`, its source
/// `Counter._helper.count`); its change is named by the view's field that
/// holds it (``Compare/Field/outer``, `_helper`), once per line
/// (``ViewNode/propertyChanges(updating:)``).
@MainActor
package struct DynamicPropertyFields {
  /// The engine wrappers, nested ones included, in SwiftUI's order.
  private(set) var fields: [Compare.Field] = []
  /// The user's `DynamicProperty` structs by offset, innermost first.
  private(set) var ownProperties: [(offset: Int, type: any DynamicProperty.Type)] = []

  /// The dynamic properties among `fields`, the stored fields of a view or a modifier.
  init(_ fields: [Compare.Field]) {
    for field in fields {
      if field.type is any EngineDynamicProperty.Type {
        self.fields.append(field)
      } else if let own = Self.ownStruct(field.type) {
        walk(own, offset: field.offset, path: [field.name], outer: field.name)
      }
    }
    // Two paths that read the same (`_a` and `a` holding the same struct)
    // stay two boxes with two sources.
    var seen: [String: Int] = [:]
    for index in self.fields.indices where self.fields[index].outer != nil {
      let field = self.fields[index]
      let count = (seen[field.name] ?? 0) + 1
      seen[field.name] = count
      if count > 1 {
        self.fields[index] = Compare.Field(
          name: "\(field.name)#\(count)", offset: field.offset, type: field.type, outer: field.outer)
      }
    }
  }

  /// A `DynamicProperty` struct that is not one of the engine's wrappers.
  private static func ownStruct(_ type: Any.Type) -> (any DynamicProperty.Type)? {
    guard !(type is any EngineDynamicProperty.Type), metadataKind(type) == .struct else { return nil }
    return type as? any DynamicProperty.Type
  }

  private mutating func walk(_ type: any DynamicProperty.Type, offset: Int, path: [String], outer: String) {
    for field in Compare.layout(type).fields {
      let inner = path + [field.name]
      if field.type is any EngineDynamicProperty.Type {
        fields.append(
          Compare.Field(name: Self.name(inner), offset: offset + field.offset, type: field.type, outer: outer))
      } else if let own = Self.ownStruct(field.type) {
        walk(own, offset: offset + field.offset, path: inner, outer: outer)
      }
    }
    // The struct's own box comes after its wrappers', as SwiftUI's embedded
    // box does: it reports no change of its own, but makes the view one with
    // dynamic properties (`@identity` on appearance).
    fields.append(Compare.Field(name: Self.name(path), offset: offset, type: OwnDynamicProperty.self, outer: outer))
    ownProperties.append((offset, type))
  }

  /// `_helper.count`: the path as the body writes it, with the `_` that
  /// marks a property name.
  private static func name(_ path: [String]) -> String {
    "_" + path.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }.joined(separator: ".")
  }

  /// A copy of `value` whose own `DynamicProperty` structs had their
  /// `update()` called, innermost first, as SwiftUI does before each body:
  /// the body runs on the copy, and the next run starts again from the
  /// value the parent built.
  static func updated<V>(_ value: V) -> V {
    let own = Compare.layout(V.self).ownProperties
    guard !own.isEmpty else { return value }
    var copy = value
    withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      for (offset, type) in own { type._update(at: raw + offset) }
    }
    return copy
  }
}

/// The box of a user's `DynamicProperty` struct itself (SwiftUI's
/// `EmbeddedDynamicPropertyBox`): it never reports a change; its wrappers
/// have boxes of their own. A field of this type is read nowhere: it is
/// empty, and stands at the struct's offset.
package struct OwnDynamicProperty: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> OwnDynamicPropertyBox { OwnDynamicPropertyBox(name: context.name) }
  package func _install(in box: OwnDynamicPropertyBox, _ context: PropertyContext) {}
}

/// See ``OwnDynamicProperty``.
@MainActor
package final class OwnDynamicPropertyBox: PropertyBox {
  package let name: String
  init(name: String) { self.name = name }
  package func change(appearing: Bool) -> Reason? { nil }
}
