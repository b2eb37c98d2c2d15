import Foundation

/// What the readers of ViewTrace's JSON files (traces, budgets) check beside
/// decoding: a UTF-8 byte order mark is dropped, the top level is named when
/// it is not an object, and a version field must be written as an integer
/// (`JSONDecoder` reads `1.0` and `1e0` as the `Int` 1).
///
/// ```swift
/// let data = JSONInput.droppingByteOrderMark(file)
/// JSONInput.topLevelKind(of: Data("1.5".utf8))                      // "number"
/// JSONInput.integerMember("formatVersion", in: Data(#"{"formatVersion": 1.0}"#.utf8))
/// // .problem("1.0 is not an integer")
/// ```
package enum JSONInput {
  /// `data` without a leading UTF-8 byte order mark (`EF BB BF`), which
  /// Windows editors write; the rest is untouched.
  package static func droppingByteOrderMark(_ data: Data) -> Data {
    data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
  }

  /// The kind of the top-level JSON value, from its first character:
  /// `object`, `array`, `string`, `number`, `boolean` or `null`; `nil` when
  /// the text starts with none of them.
  package static func topLevelKind(of data: Data) -> String? {
    guard let first = data.first(where: { !isWhitespace($0) }) else { return nil }
    return kind(first)
  }

  /// What a top-level member of a JSON object holds, for an integer field.
  package enum IntegerMember: Equatable, Sendable {
    /// The object has no such member.
    case missing
    /// The member is an integer written as one (`1`, not `1.0`).
    case value(Int)
    /// Anything else, said in a few words: `1.0 is not an integer`,
    /// `a JSON string, not an integer`, `given 2 times`.
    case problem(String)
  }

  /// The top-level member `key` of the JSON object in `data` read as an
  /// integer: only digits with an optional `-`, once. `data` has been read
  /// by `JSONDecoder` already; text that is not a JSON object gives `missing`.
  package static func integerMember(_ key: String, in data: Data) -> IntegerMember {
    let values = topLevelMembers(key, in: [UInt8](data))
    guard let token = values.first else { return .missing }
    guard values.count == 1 else { return .problem("given \(values.count) times") }
    guard let first = token.first, kind(first) == "number" else {
      return .problem("a JSON \(token.first.flatMap(kind) ?? "value"), not an integer")
    }
    let text = String(decoding: token, as: UTF8.self)
    let digits = token.first == UInt8(ascii: "-") ? token.dropFirst() : token[...]
    guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      return .problem("\(text.truncated(to: 40)) is not an integer")
    }
    guard let value = Int(text) else { return .problem("\(text.truncated(to: 40)) is out of range") }
    return .value(value)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func kind(_ first: UInt8) -> String? {
    switch first {
    case UInt8(ascii: "{"): "object"
    case UInt8(ascii: "["): "array"
    case UInt8(ascii: "\""): "string"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "number"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): "boolean"
    case UInt8(ascii: "n"): "null"
    default: nil
    }
  }

  /// The raw text of every value of the top-level member `key`, in order.
  /// Walks the top-level object once, skipping nested values; stops quietly
  /// at anything that is not well-formed.
  private static func topLevelMembers(_ key: String, in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    let keyBytes = Array(key.utf8)
    var index = 0
    func skipWhitespace() { while index < bytes.count && isWhitespace(bytes[index]) { index += 1 } }
    /// Moves past the string starting at `index` (at its `"`).
    func skipString() {
      index += 1
      while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index += 1
    }
    func skipValue() {
      guard index < bytes.count else { return }
      switch bytes[index] {
      case UInt8(ascii: "\""): skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        repeat {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            skipString()
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
          default: break
          }
          index += 1
        } while depth > 0 && index < bytes.count
      default:
        while index < bytes.count, !isWhitespace(bytes[index]),
          ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index])
        {
          index += 1
        }
      }
    }

    var values: [ArraySlice<UInt8>] = []
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return [] }
    index += 1
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return values }
      let keyStart = index
      skipString()
      guard index <= bytes.count else { return values }
      let name = bytes[(keyStart + 1)..<(index - 1)]
      let matches =
        name.contains(UInt8(ascii: "\\"))
        ? (try? JSONSerialization.jsonObject(with: Data(bytes[keyStart..<index]), options: .fragmentsAllowed))
          as? String == key
        : name.elementsEqual(keyBytes)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return values }
      index += 1
      skipWhitespace()
      let valueStart = index
      skipValue()
      guard index <= bytes.count else { return values }
      if matches { values.append(bytes[valueStart..<index]) }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return values }
      index += 1
    }
  }
}
