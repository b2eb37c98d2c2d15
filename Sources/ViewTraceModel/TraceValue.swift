/// A value as the engine captured it: its structure, not its text.
///
/// A change to a struct, a class, an enum with a payload or a collection
/// keeps the whole value before and after as a tree (``SourceChange/beforeValue``,
/// ``ValueChange/afterValue``); a number, a string or a flag is its text
/// and has no tree. The tree is what the engine walked, bounded by a budget:
/// a node where the walk stopped says why (``cut``) and, for a collection,
/// how many elements there were (``count``).
///
/// ```json
/// {"kind": "collection", "type": "Array<Book>", "count": 2, "elements": [
///   {"id": "UUID-1", "value": {"kind": "struct", "type": "Book", "fields": [
///     {"name": "title", "value": {"kind": "leaf", "text": "\"Dune\""}}, …]}}, …]}
/// ```
public struct TraceValue: Codable, Equatable, Sendable {
  /// What kind of value a node is.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// A value read as a whole: a number, a string, a flag, a case without
    /// payload, a Foundation value (`Date`, `URL`, `UUID`), a property wrapper.
    case leaf
    /// A struct: its stored fields, in declaration order.
    case `struct`
    /// A class instance: its stored fields (an object already on the path is a cycle).
    case `class`
    /// A tuple: its elements, by label or position.
    case tuple
    /// An enum case with a payload: ``text`` is the case, ``fields`` the payload.
    case `enum`
    /// An array or another ordered collection.
    case collection
    /// A set: elements in the order of their text (hashing order differs per run).
    case set
    /// A dictionary: entries in the order of their keys' text.
    case dictionary
    /// A closure: never compared by value.
    case closure
  }

  /// The node's kind.
  public var kind: Kind
  /// The type, as the trace names types (`Book`, `Array<Book>`); left out for leaves.
  public var type: String?
  /// A leaf's text (`42`, `"Dune"`, `UUID-3`), an enum's case, an object's name.
  public var text: String?
  /// A struct's, class's or tuple's fields, an enum's payload.
  public var fields: [TraceValueField]?
  /// A collection's, set's or dictionary's elements (maybe fewer than ``count``).
  public var elements: [TraceValueElement]?
  /// How many elements the collection has.
  public var count: Int?
  /// Why the walk stopped at this node, if it did: ``Cut``.
  public var cut: Cut?

  /// Why a capture stopped at a node.
  public enum Cut: String, Codable, Sendable, CaseIterable {
    /// The tree reached its depth budget.
    case depth
    /// The tree reached its node budget, or the collection its element budget.
    case size
    /// An object already on the path (a cycle of references).
    case cycle
  }

  /// Makes a node from its parts.
  public init(
    kind: Kind, type: String? = nil, text: String? = nil, fields: [TraceValueField]? = nil,
    elements: [TraceValueElement]? = nil, count: Int? = nil, cut: Cut? = nil
  ) {
    self.kind = kind
    self.type = type
    self.text = text
    self.fields = fields
    self.elements = elements
    self.count = count
    self.cut = cut
  }

  /// A leaf with `text`.
  public static func leaf(_ text: String) -> TraceValue { TraceValue(kind: .leaf, text: text) }
}

/// A named field of a struct, class, tuple or enum payload.
public struct TraceValueField: Codable, Equatable, Sendable {
  /// The field's name as written (without a property wrapper's underscore).
  public var name: String
  /// Its value.
  public var value: TraceValue

  /// Makes a field.
  public init(name: String, value: TraceValue) {
    self.name = name
    self.value = value
  }
}

/// An element of a collection or set, or a dictionary's entry.
public struct TraceValueElement: Codable, Equatable, Sendable {
  /// An `Identifiable` element's id, as text (`UUID-3`, `26`).
  public var id: String?
  /// A dictionary entry's key.
  public var key: TraceValue?
  /// The element, or the entry's value.
  public var value: TraceValue

  /// Makes an element.
  public init(id: String? = nil, key: TraceValue? = nil, value: TraceValue) {
    self.id = id
    self.key = key
    self.value = value
  }
}

extension TraceValue {
  /// The tree as indented lines, one node a line (`title: "Dune"`), as the
  /// report's "full value" and `--format text` show it.
  public func lines(name: String? = nil, indent: String = "") -> [String] {
    let label = name.map { $0 + ": " } ?? ""
    var head = indent + label
    switch kind {
    case .leaf, .closure: head += text ?? ""
    case .enum: head += "." + (text ?? "?") + (type.map { " (\($0))" } ?? "")
    case .class: head += (type ?? "object") + (text.map { " " + $0 } ?? "")
    default: head += type ?? kind.rawValue
    }
    if let count { head += " (\(count) element\(count == 1 ? "" : "s"))" }
    if let cut { head += " [cut: \(cut.rawValue)]" }
    var out = [head]
    for field in fields ?? [] { out += field.value.lines(name: field.name, indent: indent + "  ") }
    for (index, element) in (elements ?? []).enumerated() {
      if let key = element.key {
        let keyText = key.kind == .leaf ? (key.text ?? "") : (key.type ?? key.kind.rawValue)
        out += element.value.lines(name: "[\(keyText)]", indent: indent + "  ")
      } else {
        out += element.value.lines(name: element.id.map { "[id: \($0)]" } ?? "[\(index)]", indent: indent + "  ")
      }
    }
    if let count, let shown = elements?.count, shown < count {
      out.append(indent + "  … \(count - shown) more")
    }
    return out
  }

  /// The first node (depth first) where the capture stopped for a budget,
  /// depth or size, not for a cycle: its path below the root (`[id: 3].tags`,
  /// empty for the root) and the node.
  public var firstBudgetCut: (path: String, node: TraceValue)? {
    if cut == .depth || cut == .size { return ("", self) }
    for field in fields ?? [] {
      if let found = field.value.firstBudgetCut { return ("." + field.name + found.path, found.node) }
    }
    for (index, element) in (elements ?? []).enumerated() {
      if let found = element.value.firstBudgetCut {
        let step = element.id.map { "[id: \($0)]" } ?? element.key?.text.map { "[\($0)]" } ?? "[\(index)]"
        return (step + found.path, found.node)
      }
    }
    return nil
  }

  /// The number of nodes in the tree.
  public var nodeCount: Int {
    1 + (fields ?? []).reduce(0) { $0 + $1.value.nodeCount }
      + (elements ?? []).reduce(0) { $0 + $1.value.nodeCount + ($1.key?.nodeCount ?? 0) }
  }

  /// A problem with the tree's shape, or nil: a collection listing more
  /// elements than its count, a leaf with fields, a node deeper than
  /// `maxDepth`. Checked when a trace is read (``Trace/validate()``).
  public func problem(maxDepth: Int = 64, depth: Int = 0) -> (path: String, problem: String)? {
    if depth > maxDepth { return ("", "nested deeper than \(maxDepth) levels") }
    switch kind {
    case .leaf, .closure:
      if fields != nil || elements != nil { return ("", "a \(kind.rawValue) has no fields or elements") }
    case .struct, .class, .tuple, .enum:
      if elements != nil { return ("", "a \(kind.rawValue) has fields, not elements") }
    case .collection, .set, .dictionary:
      if fields != nil { return ("", "a \(kind.rawValue) has elements, not fields") }
      guard let count else { return ("", "a \(kind.rawValue) gives its count") }
      if count < 0 { return (".count", "\(count) is negative") }
      if let elements, elements.count > count {
        return (".elements", "\(elements.count) elements listed, more than the count (\(count))")
      }
    }
    for (index, field) in (fields ?? []).enumerated() {
      if let (path, problem) = field.value.problem(maxDepth: maxDepth, depth: depth + 1) {
        return (".fields[\(index)].value" + path, problem)
      }
    }
    for (index, element) in (elements ?? []).enumerated() {
      if let (path, problem) = element.value.problem(maxDepth: maxDepth, depth: depth + 1) {
        return (".elements[\(index)].value" + path, problem)
      }
      if let key = element.key, let (path, problem) = key.problem(maxDepth: maxDepth, depth: depth + 1) {
        return (".elements[\(index)].key" + path, problem)
      }
    }
    return nil
  }
}
