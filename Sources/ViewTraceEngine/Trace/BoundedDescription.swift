import Foundation
@_spi(Reflection) import Swift

/// Swift's own text for a value (`String(describing:)`), written only as far
/// as a budget of characters: a million-element array or a value nested ten
/// thousand levels deep costs what its first characters cost, where Swift's
/// printer would build megabytes of text or recurse until the stack ends.
///
/// ``ValueDescription`` asks ``isSmall(_:)`` first and uses Swift's printer
/// for everything small, so ordinary values read exactly as `print` writes
/// them; this printer follows the same format (`Book(id: 1, title: "Dune")`
/// at the top, qualified type names and quoted strings inside) for the rest.
package enum BoundedDescription {
  /// Children at most, and levels at most, for a value Swift's printer may write whole.
  static let smallNodes = 256
  static let smallDepth = 32

  /// Whether `value` has at most ``smallNodes`` parts and ``smallDepth``
  /// levels (a value with its own `description` counts as one part);
  /// `types` is the run's knowledge of which types are always small.
  static func isSmall(_ value: Any, _ types: SmallTypes) -> Bool {
    var budget = smallNodes
    return fits(value, depth: 0, budget: &budget, types)
  }

  private static func fits(_ value: Any, depth: Int, budget: inout Int, _ types: SmallTypes) -> Bool {
    budget -= 1
    guard budget >= 0, depth <= smallDepth else { return false }
    // Numbers, flags and strings: one part, known without reflection.
    switch value {
    case is Int, is String, is Bool, is Double: return true
    default: break
    }
    let type = type(of: value)
    let known = types.answer(type, smallByType)
    if known == true { return true }
    let mirror = Mirror(reflecting: value)
    guard mirror.children.count <= budget else { return false }
    var small = true
    for child in mirror.children where !fits(child.value, depth: depth + 1, budget: &budget, types) {
      small = false
      break
    }
    if known == nil {
      // A struct or tuple whose parts are all of always-small types is small
      // whatever its value: learnt once, from the first value seen.
      let fixed = small && mirror.children.allSatisfy { types.answer(Swift.type(of: $0.value), smallByType) == true }
      types.learn(type, alwaysSmall: fixed)
    }
    return small
  }

  /// True for a leaf (its own text, a function, a plain value), false for a
  /// container of the standard library (collections, optionals, enums with
  /// payloads, classes), nil for a struct or tuple, whose size depends on its fields.
  private static func smallByType(_ type: Any.Type) -> Bool? {
    if type is any CustomStringConvertible.Type || type is any CustomDebugStringConvertible.Type
      || type is any TextOutputStreamable.Type || metadataKind(type) == .function
    {
      // The standard library's containers write their elements.
      let name = String(reflecting: type)
      let containers = ["Swift.Array<", "Swift.Set<", "Swift.Dictionary<", "Swift.Optional<", "Swift.ContiguousArray<"]
      return !containers.contains { name.hasPrefix($0) }
    }
    switch metadataKind(type) {
    case .struct, .tuple: return nil
    case .enum, .optional, .class: return false
    default: return true
    }
  }

  /// The first `limit` characters (or a few more) of `String(describing: value)`.
  static func describe(_ value: Any, limit: Int) -> String {
    var writer = Writer(remaining: limit)
    writer.write(value, nested: false)
    return writer.out
  }

  private struct Writer {
    var remaining: Int
    var out = ""

    var full: Bool { remaining <= 0 }

    mutating func append(_ text: String) {
      guard !full else { return }
      let piece = text.count <= remaining ? text : String(text.prefix(remaining))
      out += piece
      remaining -= piece.count
    }

    mutating func write(_ value: Any, nested: Bool) {
      guard !full else { return }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional?:
        guard let wrapped = mirror.children.first?.value else { return append("nil") }
        append("Optional(")
        write(wrapped, nested: true)
        append(")")
      case .collection?:
        append("[")
        list(mirror.children.lazy.map(\.value))
        append("]")
      case .set?:
        append("Set([")
        list(mirror.children.lazy.map(\.value))
        append("])")
      case .dictionary?:
        guard !mirror.children.isEmpty else { return append("[:]") }
        append("[")
        var first = true
        for child in mirror.children {
          if full { return }
          if !first { append(", ") }
          first = false
          let pair = Mirror(reflecting: child.value).children.map(\.value)
          guard pair.count == 2 else { continue }
          write(pair[0], nested: true)
          append(": ")
          write(pair[1], nested: true)
        }
        append("]")
      case .tuple?:
        append("(")
        fields(mirror)
        append(")")
      default:
        if let text = ownText(value, nested: nested) { return append(text) }
        let type = type(of: value)
        switch mirror.displayStyle {
        case .enum?:
          if nested { append(String(reflecting: type) + ".") }
          guard let payload = mirror.children.first else {
            // A case without a payload: Swift's printer names it.
            return append(String(describing: value))
          }
          append((payload.label ?? "") + "(")
          let inner = Mirror(reflecting: payload.value)
          if inner.displayStyle == .tuple { fields(inner) } else { write(payload.value, nested: true) }
          append(")")
        case .struct?:
          append((nested ? String(reflecting: type) : String(describing: type)) + "(")
          fields(mirror)
          append(")")
        default:
          append(String(reflecting: type))
        }
      }
    }

    /// `value`'s own text, as Swift's printer would take it: the debug text
    /// inside a container, the plain text at the top.
    private func ownText(_ value: Any, nested: Bool) -> String? {
      if metadataKind(type(of: value)) == .function { return "(closure)" }
      if nested, let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
      if let text = value as? any CustomStringConvertible { return text.description }
      if let streamable = value as? any TextOutputStreamable {
        var text = ""
        streamable.write(to: &text)
        return nested ? String(reflecting: text) : text
      }
      if !nested, let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
      return nil
    }

    private mutating func list<S: Sequence>(_ values: S) where S.Element == Any {
      var first = true
      for value in values {
        if full { return }
        if !first { append(", ") }
        first = false
        write(value, nested: true)
      }
    }

    private mutating func fields(_ mirror: Mirror) {
      var first = true
      for child in mirror.children {
        if full { return }
        if !first { append(", ") }
        first = false
        if let label = child.label, !label.hasPrefix(".") { append(label + ": ") }
        write(child.value, nested: true)
      }
    }
  }
}
