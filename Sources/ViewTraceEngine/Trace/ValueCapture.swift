import Foundation
@_spi(Reflection) import Swift
import ViewTraceModel

/// Captures a value as a ``TraceValue`` tree, bounded: the whole value a
/// change kept, for the trace's `beforeValue`/`afterValue` and the report's
/// "full value".
///
/// The walk uses `Mirror`, never a value's `description`: fields of structs
/// and classes in declaration order, enum payloads, collections with each
/// element's `Identifiable.id`, sets and dictionaries sorted by text (their
/// own order changes per process). Leaves are described as everywhere else
/// in a trace (``ValueDescription``), so UUIDs read `UUID-3`.
///
/// The budget: ``maxDepth`` levels, ``maxNodes`` nodes a tree,
/// ``maxElements`` elements a collection (its `count` is always the real
/// one). An object already on the path is a cycle. Where the walk stops, the
/// node says why (`cut`).
@MainActor
package enum ValueCapture {
  nonisolated static let maxDepth = 12
  nonisolated static let maxNodes = 400
  nonisolated static let maxElements = 50

  /// The tree of `value`, or nil when it is a leaf (its text says it whole).
  static func tree(_ value: Any) -> TraceValue? {
    // The common case, a number, a flag or a text, costs no reflection.
    switch value {
    case is Int, is Double, is Bool, is String, is Float, is CGFloat: return nil
    default: break
    }
    let context = ValueContext.running
    var walker = Walker(layouts: context?.layouts ?? TypeLayouts(), objectName: context?.objectName)
    let tree = walker.capture(value, depth: 0)
    return tree.kind == .leaf || tree.kind == .closure ? nil : tree
  }

  /// The warning that `source`'s recorded value is not whole, or nil when
  /// the tree holds all of it (a cycle is whole: it names the object).
  nonisolated static func cutWarning(source: String, _ tree: TraceValue?) -> TraceWarning? {
    guard let (path, node) = tree?.firstBudgetCut else { return nil }
    let what =
      node.cut == .depth
      ? "nested deeper than \(maxDepth) levels"
      : node.count.map { "\($0) elements" } ?? "more than \(maxNodes) parts"
    return TraceWarning(
      kind: .valueCut, node: nil,
      message: "\(source)\(path): the value is \(what); the trace records its first parts and counts "
        + "(at most \(maxDepth) levels, \(maxNodes) parts, \(maxElements) elements a collection)")
  }

  /// The trees of a value before and after a change (nil for leaves).
  /// None when the running graph's options say so (``EngineOptions/valueTrees``).
  static func pair(_ before: Any?, _ after: Any?) -> (before: TraceValue?, after: TraceValue?) {
    guard ValueContext.running?.valueTrees ?? true else { return (nil, nil) }
    return (before.flatMap(tree), after.flatMap(tree))
  }

  @MainActor private struct Walker {
    let layouts: TypeLayouts
    let objectName: (@MainActor @Sendable (AnyObject) -> String?)?
    var nodes = 0
    var path: [ObjectIdentifier] = []

    mutating func capture(_ value: Any, depth: Int) -> TraceValue {
      nodes += 1
      if let plain = ValueDescription.plainText(value) { return .leaf(plain) }
      if let fields = layouts.plainStructFields(type(of: value)) { return capture(value, fields, depth: depth) }
      let mirror = Mirror(reflecting: value)
      if metadataKind(type(of: value)) == .function { return TraceValue(kind: .closure, text: "(closure)") }
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
        nodes -= 1
        return capture(wrapped, depth: depth)
      }
      if ValueShape.isLeaf(value, mirror: mirror, layouts) { return .leaf(ValueDescription.describe(value)) }
      let typeName = typeDisplayName(type(of: value))
      let kind = ValueShape.kind(of: mirror)
      var node = TraceValue(kind: kind, type: typeName)
      if kind == .class {
        let object = ObjectIdentifier(value as AnyObject)
        node.text = objectName?(value as AnyObject)
        if path.contains(object) {
          node.cut = .cycle
          return node
        }
        path.append(object)
      }
      defer { if kind == .class { path.removeLast() } }
      if kind == .collection || kind == .set || kind == .dictionary { node.count = mirror.children.count }
      if let cut = budgetCut(depth: depth) {
        node.cut = cut
        return node
      }
      switch kind {
      case .struct, .class, .tuple:
        node.fields = mirror.children.enumerated().compactMap { index, child in
          let name = ValueShape.fieldName(child.label, index: index)
          // The observation registrar is the macro's storage, not the user's.
          if name.hasPrefix("$") { return nil }
          return TraceValueField(name: name, value: capture(child.value, depth: depth + 1))
        }
      case .enum:
        // A case with a payload: one child, labelled with the case, holding the payload.
        guard let payload = mirror.children.first else { return .leaf(ValueDescription.describe(value)) }
        node.text = payload.label
        let inner = Mirror(reflecting: payload.value)
        node.fields =
          inner.displayStyle == .tuple
          ? inner.children.enumerated().map { index, child in
            TraceValueField(
              name: ValueShape.fieldName(child.label, index: index), value: capture(child.value, depth: depth + 1))
          }
          : [TraceValueField(name: "0", value: capture(payload.value, depth: depth + 1))]
      case .collection:
        let layouts = layouts
        node.elements = elements(mirror.children.prefix(maxElements).map(\.value), depth: depth) { value in
          ValueShape.identity(value, layouts).map(ValueShape.idText)
        }
      case .set, .dictionary:
        // Sorting a huge unordered collection by text costs more than it tells: its count says it.
        if node.count ?? 0 > ValueDiff.maxElements {
          node.cut = .size
        } else if kind == .set {
          let sorted = ValueShape.sortedByText(mirror.children.map(\.value), limit: maxElements)
          node.elements = elements(sorted, depth: depth) { _ in nil }
        } else {
          let entries = ValueShape.sortedByText(mirror.children.map(\.value), limit: maxElements) { entry in
            Mirror(reflecting: entry).children.first?.value ?? entry
          }
          node.elements = entries.map { entry in
            let pair = Array(Mirror(reflecting: entry).children.map(\.value))
            guard pair.count == 2 else { return TraceValueElement(value: capture(entry, depth: depth + 1)) }
            return TraceValueElement(key: capture(pair[0], depth: depth + 1), value: capture(pair[1], depth: depth + 1))
          }
        }
      case .leaf, .closure:
        break
      }
      if let count = node.count, let listed = node.elements?.count, listed < count, node.cut == nil { node.cut = .size }
      return node
    }

    /// A struct read through its stored fields' layout: the same fields
    /// `Mirror` lists, without its cost per field.
    private mutating func capture(_ value: Any, _ fields: [Compare.Field], depth: Int) -> TraceValue {
      var node = TraceValue(kind: .struct, type: typeDisplayName(type(of: value)))
      if let cut = budgetCut(depth: depth) {
        node.cut = cut
        return node
      }
      func open<T>(_ typed: T) -> [TraceValueField] {
        withUnsafePointer(to: typed) { pointer in
          let base = UnsafeRawPointer(pointer)
          return fields.enumerated().map { index, field in
            TraceValueField(
              name: ValueShape.fieldName(field.name, index: index),
              value: capture(loadAny(field.type, base + field.offset), depth: depth + 1))
          }
        }
      }
      node.fields = _openExistential(value, do: open)
      return node
    }

    /// Why a node at `depth` is not walked further, or nil: the depth budget,
    /// then the node budget.
    private func budgetCut(depth: Int) -> TraceValue.Cut? {
      depth >= maxDepth ? .depth : nodes >= maxNodes ? .size : nil
    }

    private mutating func elements(
      _ values: [Any], depth: Int, id: (Any) -> String?
    ) -> [TraceValueElement] {
      var out: [TraceValueElement] = []
      for value in values {
        if nodes >= maxNodes { break }
        out.append(TraceValueElement(id: id(value), value: capture(value, depth: depth + 1)))
      }
      return out
    }
  }
}

/// What the value walkers (``ValueCapture``, ``ValueDiff``) agree on: which
/// values are read whole, what a field is called, how elements are matched.
@MainActor
package enum ValueShape {
  /// A value read as a whole: a number, a string, an enum case without a
  /// payload, a Swift or Foundation value type (`Date`, `URL`, `UUID`), whose
  /// stored fields are internals, not what a person wrote, or a property
  /// wrapper (`@Binding`, `@State`, `@ObservedObject`), whose storage is the
  /// engine's.
  static func isLeaf(_ value: Any, mirror known: Mirror? = nil, _ layouts: TypeLayouts) -> Bool {
    let mirror = known ?? Mirror(reflecting: value)
    switch layouts.leafByType(type(of: value), mirror) {
    case true?: return true
    case false?: return false
    case nil:
      // An enum is read whole without a payload; an optional is what it wraps.
      if mirror.displayStyle == .enum { return mirror.children.isEmpty }
      return mirror.children.first.map { isLeaf($0.value, layouts) } ?? true
    }
  }

  static func kind(of mirror: Mirror) -> TraceValue.Kind {
    switch mirror.displayStyle {
    case .struct?: .struct
    case .class?: .class
    case .tuple?: .tuple
    case .enum?: .enum
    case .collection?: .collection
    case .set?: .set
    case .dictionary?: .dictionary
    default: .leaf
    }
  }

  /// A field's name as written: a property wrapper's storage `_books` is
  /// `books`, a tuple's second element `1`.
  static func fieldName(_ label: String?, index: Int) -> String {
    guard let label else { return String(index) }
    // A tuple's unlabelled elements are `.0`, `.1` to Mirror.
    return label.hasPrefix("_") || label.hasPrefix(".") ? String(label.dropFirst()) : label
  }

  /// An element's `Identifiable.id`, or nil.
  static func identity(_ value: Any, _ layouts: TypeLayouts) -> AnyHashable? {
    // Whether a type is `Identifiable` is looked up once: a cast per element costs more than the element.
    guard layouts.mayBeIdentifiable(value), let identifiable = value as? any Identifiable else { return nil }
    func id<T: Identifiable>(_ x: T) -> AnyHashable { AnyHashable(x.id) }
    return id(identifiable)
  }

  static func idText(_ id: AnyHashable) -> String {
    if let string = id.base as? String { return ValueDescription.quote(string) }
    return ValueDescription.describe(id.base)
  }

  /// At most `limit` of `values`, in the order of their text (of `key(value)`),
  /// so an unordered collection reads the same in every process.
  static func sortedByText(_ values: [Any], limit: Int, key: (Any) -> Any = { $0 }) -> [Any] {
    let described = values.map { (text: ValueDescription.describe(key($0)), value: $0) }
    return described.sorted { $0.text < $1.text }.prefix(limit).map(\.value)
  }
}
