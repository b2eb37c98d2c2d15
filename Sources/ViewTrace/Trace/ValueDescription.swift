import Foundation
@_spi(Reflection) import Swift

/// Readable, deterministic text for values in traces: strings quoted,
/// closures as `(closure)`, objects by type name, never an address.
enum ValueDescription {
  static let limit = 200

  /// The aliases of the graph whose frame is running (set with
  /// `ViewGraph.current`; the engine runs on one thread at a time).
  nonisolated(unsafe) static var runningAliases: IdentityAliases?

  static func describe(_ value: Any) -> String {
    if let plain = plainText(value) { return plain }
    let text: String
    switch value {
    case let color as Color: text = color.description
    case let optional as any OptionalDescribable: text = optional.optionalDescription
    case let unordered as any UnorderedDescribable: text = unordered.sortedDescription
    case let property as any EngineDescribable:
      // Dynamic properties are only described while the engine runs, on the main actor.
      nonisolated(unsafe) let property = property
      text = MainActor.assumeIsolated { property._engineDescription }
    default:
      let type = type(of: value)
      if metadataKind(type) == .function {
        text = "(closure)"
      } else if type is AnyClass, !(value is any CustomStringConvertible) {
        text = String(describing: type)
      } else if type is AnyClass, let named = instanceName(value as AnyObject) {
        text = named
      } else if BoundedDescription.isSmall(value) {
        text = String(describing: value)
      } else {
        // A huge or deeply nested value: only the characters the limit keeps are written.
        text = BoundedDescription.describe(value, limit: limit + 1)
      }
    }
    return truncate(namingDates(namingUUIDs(withoutAddresses(text)), clockSeconds: clockDateSeconds(in: value, text)))
  }

  /// The seconds (since 1970) of the dates in `value` that were read from
  /// the clock: those that carry a fraction of a second. `Date()` has the
  /// clock's sub-microsecond part; a date made from components, a literal
  /// number of seconds, a parsed string or the scenario clock has whole
  /// seconds. The decision depends on the value alone, never on how close
  /// the date is to the moment of the run, so a fixed date prints the same
  /// on every day. Empty unless `text` shows a date (`… +0000`).
  static func clockDateSeconds(in value: Any, _ text: String) -> Set<Int64> {
    guard text.utf8.count >= 25, text.contains(" +0000") else { return [] }
    var seconds: Set<Int64> = []
    var budget = 2_000
    func visit(_ value: Any, depth: Int) {
      guard depth < 10, budget > 0 else { return }
      budget -= 1
      if let date = value as? Date {
        let interval = date.timeIntervalSince1970
        if interval.rounded(.down) != interval { seconds.insert(Int64(interval.rounded(.down))) }
        return
      }
      if plainText(value) != nil { return }
      for child in Mirror(reflecting: value).children { visit(child.value, depth: depth + 1) }
    }
    visit(value, depth: 0)
    return seconds
  }

  /// An object whose description prints its address (an `NSObject`:
  /// `<DateFormatter: 0x00007f…>`) is named by instance, `DateFormatter#1`,
  /// in the running graph; nil for an object that describes itself otherwise.
  private static func instanceName(_ object: AnyObject) -> String? {
    let text = String(describing: object)
    guard text.hasPrefix("<"), text.contains(": 0x") else { return nil }
    let type = String(describing: Swift.type(of: object))
    return runningAliases?.instanceName(object, type: type) ?? type
  }

  /// The text of a number, a flag or a string, the commonest values, without
  /// the checks other values need (no reflection, no address); nil for any
  /// other value. A string may hold a UUID or a date, which are named.
  static func plainText(_ value: Any) -> String? {
    switch value {
    case let int as Int: String(int)
    case let bool as Bool: bool ? "true" : "false"
    // Only the characters the limit keeps are quoted (a string may be megabytes).
    case let string as String: truncate(namingDates(namingUUIDs(quote(String(string.prefix(limit + 1)))), clockSeconds: []))
    case let double as Double: String(describing: double)
    default: nil
    }
  }

  /// `bytes` with each match replaced by its name: `match(at:)` gives the
  /// name of a match of `length` bytes starting at an index, or nil. Nil when
  /// nothing matched.
  private static func replacing(in bytes: [UInt8], length: Int, _ match: (Int) -> String?) -> String? {
    var out: [UInt8] = []
    var index = 0
    var changed = false
    while index < bytes.count {
      if let name = match(index) {
        out += Array(name.utf8)
        index += length
        changed = true
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: out, as: UTF8.self) : nil
  }

  /// `text` with every date read from the clock while the run goes on
  /// (`2026-11-26 01:23:45 +0000`, as `Date` prints) written as a name the
  /// running scenario gives it (`Date-1`), numbered by first appearance: a
  /// model that stamps `Date()` gives the same text in every run. A date is
  /// taken as read from the clock when its second is in `clockSeconds` (the
  /// typed value held such a date: ``clockDateSeconds(in:_:)``), or when the
  /// run named that second already (a string made from a clock date seen
  /// before); any other date (a fixed one, the scenario clock's) stays as it
  /// is. Outside a run the text is returned as it is.
  static func namingDates(_ text: String, clockSeconds: Set<Int64>) -> String {
    guard text.utf8.count >= 25, text.utf8.contains(UInt8(ascii: "+")), let aliases = runningAliases,
      text.contains(" +0000")
    else { return text }
    let bytes = Array(text.utf8)
    func digits(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for byte in bytes[start..<(start + count)] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    /// The seconds since 1970 of a `yyyy-MM-dd HH:mm:ss +0000` at `start`.
    func second(at start: Int) -> Int64? {
      guard start + 25 <= bytes.count, start == 0 || !(0x30...0x39).contains(bytes[start - 1]) else { return nil }
      for (offset, separator) in [(4, "-"), (7, "-"), (10, " "), (13, ":"), (16, ":"), (19, " ")]
      where bytes[start + offset] != UInt8(ascii: separator.unicodeScalars.first!) {
        return nil
      }
      guard String(decoding: bytes[(start + 19)..<(start + 25)], as: UTF8.self) == " +0000",
        let year = digits(start, 4), let month = digits(start + 5, 2), let day = digits(start + 8, 2),
        let hour = digits(start + 11, 2), let minute = digits(start + 14, 2), let sec = digits(start + 17, 2),
        (1...12).contains(month), (1...31).contains(day)
      else { return nil }
      // Days from 1970-01-01 to the civil date (proleptic Gregorian calendar).
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      let days = era * 146_097 + dayOfEra - 719_468
      return Int64(days * 86_400 + hour * 3600 + minute * 60 + sec)
    }
    let named = replacing(in: bytes, length: 25) { index in
      guard let found = second(at: index) else { return nil }
      return clockSeconds.contains(found) ? aliases.dateName(second: found) : aliases.knownDateName(second: found)
    }
    return named ?? text
  }

  /// `text` with every UUID (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`) written
  /// as the name the running scenario gives it (`UUID-3`), the names
  /// identities use: numbered by first appearance in the run, so a model
  /// whose ids are `UUID()` gives the same text in every run. Outside a run
  /// the text is returned as it is.
  static func namingUUIDs(_ text: String) -> String {
    guard text.utf8.count >= 36, text.utf8.contains(UInt8(ascii: "-")), let aliases = runningAliases else {
      return text
    }
    let bytes = Array(text.utf8)
    func isHex(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
    func uuid(at start: Int) -> UUID? {
      guard start + 36 <= bytes.count, start == 0 || !isHex(bytes[start - 1]),
        start + 36 == bytes.count || !isHex(bytes[start + 36])
      else { return nil }
      for offset in 0..<36 {
        let byte = bytes[start + offset]
        if [8, 13, 18, 23].contains(offset) { guard byte == UInt8(ascii: "-") else { return nil } } else {
          guard isHex(byte) else { return nil }
        }
      }
      return UUID(uuidString: String(decoding: bytes[start..<(start + 36)], as: UTF8.self))
    }
    let named = replacing(in: bytes, length: 36) { index in
      guard isHex(bytes[index]), let found = uuid(at: index) else { return nil }
      return aliases.describe(AnyHashable(found))
    }
    return named ?? text
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
  static func quote(_ string: String) -> String {
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

protocol OptionalDescribable { var optionalDescription: String { get } }
extension Optional: OptionalDescribable {
  var optionalDescription: String {
    switch self {
    case .none: "nil"
    case .some(let wrapped): ValueDescription.describe(wrapped)
    }
  }
}

/// Dynamic properties describe themselves by what they stand for, not by
/// their internals: `State(initialValue: 0)`, `Binding(42)`, `CountViewModel#1`.
@MainActor
protocol EngineDescribable {
  var _engineDescription: String { get }
}

extension State: EngineDescribable {
  var _engineDescription: String { "State(initialValue: \(ValueDescription.describe(box.initial)))" }
}

extension Binding: EngineDescribable {
  var _engineDescription: String { "Binding(\(ValueDescription.describe(snapshot)))" }
}

extension StateObject: EngineDescribable {
  var _engineDescription: String { "StateObject<\(typeDisplayName(ObjectType.self))>" }
}

extension ObservedObject: EngineDescribable {
  var _engineDescription: String {
    ViewGraph.current?.objects.knownID(of: wrappedValue) ?? typeDisplayName(ObjectType.self)
  }
}

extension EnvironmentObject: EngineDescribable {
  var _engineDescription: String { "EnvironmentObject<\(typeDisplayName(ObjectType.self))>" }
}

extension Environment: EngineDescribable {
  var _engineDescription: String { "Environment<\(typeDisplayName(Value.self))>" }
}

/// A set or a dictionary: printed with its elements sorted, since their own
/// order changes from one process to the next (Swift seeds hashing per run).
protocol UnorderedDescribable {
  var sortedDescription: String { get }
}

extension Set: UnorderedDescribable {
  var sortedDescription: String {
    "[" + map { ValueDescription.describe($0) }.sorted().joined(separator: ", ") + "]"
  }
}

extension Dictionary: UnorderedDescribable {
  var sortedDescription: String {
    guard !isEmpty else { return "[:]" }
    return "["
      + map { ValueDescription.describe($0.key) + ": " + ValueDescription.describe($0.value) }.sorted().joined(
        separator: ", ") + "]"
  }
}
