import Foundation
@_spi(Reflection) import Swift

/// Readable, deterministic text for values in traces: strings quoted,
/// closures as `(closure)`, objects by type name, never an address.
package enum ValueDescription {
  static let limit = 200

  package static func describe(_ value: Any) -> String {
    if let plain = plainText(value) { return plain }
    let text: String
    let aliases = ValueContext.running?.aliases
    // Only the texts Swift's printer writes from the value's parts can show a UUID or a date of its own.
    var printed = false
    switch value {
    case let written as any WrittenValue: text = written._writtenText
    case let optional as any OptionalDescribable: text = optional.optionalDescription
    case let unordered as any UnorderedDescribable: text = unordered.sortedDescription
    case let property as any EngineDescribable:
      // Described while the engine runs, on the main actor, or where a view recording one is
      // built (a `ShareLink` sharing a binding, in an app's nonisolated helper).
      text = describingFromAnyIsolation([property]) { $0[0]._engineDescription }
    default:
      let type = type(of: value)
      if metadataKind(type) == .function {
        text = "(closure)"
      } else if type is AnyClass, !(value is any CustomStringConvertible) {
        text = String(describing: type)
      } else if type is AnyClass, let named = instanceName(value as AnyObject, aliases) {
        text = named
      } else if BoundedDescription.isSmall(value, ValueContext.running?.layouts.small ?? SmallTypes()) {
        text = String(describing: value)
        printed = true
      } else {
        // A huge or deeply nested value: only the characters the limit keeps are written.
        text = BoundedDescription.describe(value, limit: limit + 1)
        printed = true
      }
    }
    let plain = withoutAddresses(text)
    guard printed, let aliases else { return truncate(plain) }
    return truncate(ValueNaming.naming(plain, of: value, aliases))
  }

  /// An object whose description prints its address (an `NSObject`:
  /// `<DateFormatter: 0x00007f…>`) is named by instance, `DateFormatter#1`,
  /// in the running run; nil for an object that describes itself otherwise.
  private static func instanceName(_ object: AnyObject, _ aliases: IdentityAliases?) -> String? {
    let text = String(describing: object)
    guard text.hasPrefix("<"), text.contains(": 0x") else { return nil }
    let type = String(describing: Swift.type(of: object))
    return aliases?.instanceName(object, type: type) ?? type
  }

  /// The text of a number, a flag or a string, the commonest values, without
  /// the checks other values need (no reflection, no address); nil for any
  /// other value. A string may hold a UUID or a date, which are named (``ValueNaming``).
  static func plainText(_ value: Any) -> String? {
    switch value {
    case let int as Int: String(int)
    case let bool as Bool: bool ? "true" : "false"
    // Only the characters the limit keeps are quoted (a string may be megabytes).
    case let string as String: truncate(quoteNaming(String(string.prefix(limit + 1))))
    case let double as Double: String(describing: double)
    default: nil
    }
  }

  /// `string` quoted, with the UUIDs and dates it holds named in the running run.
  private static func quoteNaming(_ string: String) -> String {
    let quoted = quote(string)
    guard quoted.utf8.count >= 25, let aliases = ValueContext.running?.aliases else { return quoted }
    return ValueNaming.naming(string: string, quoted: quoted, aliases)
  }

  /// `text` without the addresses Swift prints for types declared in a
  /// private or local scope (`Module.(unknown context at $5616a2c0f2f8).Book`
  /// becomes `Module.Book`), so values never carry an address.
  static func withoutAddresses(_ text: String) -> String {
    let text = withoutObjectAddresses(text)
    guard text.utf8.contains(UInt8(ascii: "$")), text.contains("(unknown context at $") else { return text }
    var out = ""
    var rest = text[...]
    while let range = rest.range(of: "(unknown context at $") {
      out += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      // The hexadecimal address, the closing parenthesis and the dot after it.
      rest = rest.drop { $0.isHexDigit }
      if rest.hasPrefix(").") { rest = rest.dropFirst(2) } else if rest.hasPrefix(")") { rest = rest.dropFirst() }
    }
    return out + rest
  }

  /// `text` without the address of an object inside a value
  /// (`Row(formatter: <DateFormatter: 0x00007f…>)` becomes
  /// `Row(formatter: <DateFormatter>)`).
  static func withoutObjectAddresses(_ text: String) -> String {
    guard text.contains(": 0x") else { return text }
    var out = ""
    var rest = text[...]
    while let range = rest.range(of: ": 0x") {
      let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
      // An address: at least 8 hexadecimal digits after a type name in angle brackets.
      let opened = rest[..<range.lowerBound].last { $0 == "<" || $0 == ">" || $0 == " " } == "<"
      if digits.count >= 8, opened {
        out += rest[..<range.lowerBound]
        rest = rest[digits.endIndex...]
      } else {
        out += rest[..<range.upperBound]
        rest = rest[range.upperBound...]
      }
    }
    return out + rest
  }

  /// `"text"` with quotes, backslashes and control characters escaped.
  package static func quote(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func truncate(_ text: String) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  /// Makes an id usable inside an identity path (no `/`, `#`, `@` or NUL).
  static func escapeIdentity(_ text: String) -> String {
    var out = ""
    for ch in truncate(text) {
      switch ch {
      case "/": out += "%2F"
      case "#": out += "%23"
      case "@": out += "%40"
      case "%": out += "%25"
      default:
        // A NUL in an id is refused by every reader of a trace (`Trace.validate()`).
        if ch.unicodeScalars.contains("\u{0}") {
          for scalar in ch.unicodeScalars {
            if scalar == "\u{0}" { out += "%00" } else { out.unicodeScalars.append(scalar) }
          }
        } else {
          out.append(ch)
        }
      }
    }
    return out
  }
}

package protocol OptionalDescribable { var optionalDescription: String { get } }
extension Optional: OptionalDescribable {
  package var optionalDescription: String {
    switch self {
    case .none: "nil"
    case .some(let wrapped): ValueDescription.describe(wrapped)
    }
  }
}

/// A framework value described as it is written (`Color.red`), not field by field.
package protocol WrittenValue {
  var _writtenText: String { get }
}

/// Dynamic properties describe themselves by what they stand for, not by
/// their internals: `State(initialValue: 0)`, `Binding(42)`, `CountViewModel#1`.
@MainActor
package protocol EngineDescribable {
  var _engineDescription: String { get }
}

extension State: EngineDescribable {
  package var _engineDescription: String { "State(initialValue: \(ValueDescription.describe(box.initial)))" }
}

extension Binding: EngineDescribable {
  package var _engineDescription: String { "Binding(\(ValueDescription.describe(snapshot)))" }
}

extension StateObject: EngineDescribable {
  package var _engineDescription: String { "StateObject<\(typeDisplayName(ObjectType.self))>" }
}

extension ObservedObject: EngineDescribable {
  package var _engineDescription: String {
    ValueContext.running?.objectName(wrappedValue) ?? typeDisplayName(ObjectType.self)
  }
}

extension EnvironmentObject: EngineDescribable {
  package var _engineDescription: String { "EnvironmentObject<\(typeDisplayName(ObjectType.self))>" }
}

extension Environment: EngineDescribable {
  package var _engineDescription: String { "Environment<\(typeDisplayName(Value.self))>" }
}

/// A set or a dictionary: printed with its elements sorted, since their own
/// order changes from one process to the next (Swift seeds hashing per run).
package protocol UnorderedDescribable {
  var sortedDescription: String { get }
}

extension Set: UnorderedDescribable {
  package var sortedDescription: String {
    "[" + map { ValueDescription.describe($0) }.sorted().joined(separator: ", ") + "]"
  }
}

extension Dictionary: UnorderedDescribable {
  package var sortedDescription: String {
    guard !isEmpty else { return "[:]" }
    return "["
      + map { ValueDescription.describe($0.key) + ": " + ValueDescription.describe($0.value) }.sorted().joined(
        separator: ", ") + "]"
  }
}
