import ViewTraceModel

/// Reads the engine's value descriptions (`Student(name: "fat", age: 88)`).
enum ValueText {
  /// The type and labelled fields of a struct description, or `nil` for
  /// anything else (numbers, strings, closures, unlabelled tuples).
  static func fields(_ text: String) -> (type: String, fields: [(label: String, value: String)])? {
    guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
    let type = String(text[..<open])
    guard let first = type.first, first.isLetter || first == "_",
      type.allSatisfy({ $0.isLetter || $0.isNumber || "_.<>, ".contains($0) })
    else { return nil }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    var escaped = false
    for character in inner {
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
        current.append(character)
        continue
      }
      switch character {
      case "\"": quoted = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current)
    var fields: [(label: String, value: String)] = []
    for part in parts {
      let trimmed = part.drop { $0 == " " }
      guard let colon = trimmed.firstIndex(of: ":") else { return nil }
      let label = String(trimmed[..<colon])
      guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      fields.append((label, String(trimmed[trimmed.index(after: colon)...].drop { $0 == " " })))
    }
    return fields.isEmpty ? nil : (type, fields)
  }

  /// The Swift type a value description most likely has, for code sketches.
  static func type(of value: String) -> String {
    if value.hasPrefix("\"") { return "String" }
    if value == "true" || value == "false" { return "Bool" }
    if Int(value) != nil { return "Int" }
    if Double(value) != nil { return "Double" }
    return fields(value)?.type ?? "<type>"
  }

  /// `_firstNumber` -> `firstNumber`.
  static func plain(_ property: String) -> String {
    property.hasPrefix("_") ? String(property.dropFirst()) : property
  }

  /// A value described as a closure.
  /// Whether a value's text is an array, a set or a dictionary (`[…]`).
  static func isCollection(_ text: String) -> Bool { text.hasPrefix("[") }

  /// The element type of an array's text: `[Module.Outer.Book(id: 1, …), …]`
  /// gives `Book`; nil when the first element is not a type's value.
  static func elementType(of text: String) -> String? {
    guard text.hasPrefix("["), let open = text.firstIndex(of: "(") else { return nil }
    let qualified = text[text.index(after: text.startIndex)..<open]
    guard let last = qualified.split(separator: ".").last, last.first?.isUppercase == true,
      last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(last)
  }

  static func isClosure(_ change: ValueChange) -> Bool {
    change.before == "(closure)" || change.after == "(closure)"
  }

  /// Two different instances of one kind made anew: objects named by
  /// instance (`DateFormatter#1 -> DateFormatter#2`), dates read from the
  /// clock (`Date-1 -> Date-2`) or fresh UUIDs (`UUID-3 -> UUID-4`).
  static func isFreshInstance(_ change: ValueChange) -> Bool {
    guard let before = change.before, let after = change.after, before != after,
      let kind = instanceKind(before), instanceKind(after) == kind
    else { return false }
    return true
  }

  /// `DateFormatter` of `DateFormatter#2`, `Date-` of `Date-3`, `UUID-` of `UUID-1`; nil for other text.
  static func instanceKind(_ text: String) -> String? {
    for prefix in ["Date-", "UUID-"] where text.hasPrefix(prefix) {
      return text.dropFirst(prefix.count).allSatisfy { ("0"..."9").contains($0) } && text.count > prefix.count
        ? prefix : nil
    }
    guard let hash = text.lastIndex(of: "#"), hash != text.startIndex else { return nil }
    let type = text[..<hash]
    let number = text[text.index(after: hash)...]
    guard !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) }),
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), type.first?.isLetter == true
    else { return nil }
    return String(type)
  }
}
