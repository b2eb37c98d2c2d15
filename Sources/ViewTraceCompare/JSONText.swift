import Foundation
import ViewTraceModel

/// A JSON document as its author wrote it: every value with the bytes it
/// stands at, objects' keys in their order, numbers as written. It lets a
/// tool change a few values of a user's file (`viewtrace check --update`)
/// and leave every other byte as it was: fields it does not know, key
/// order, spacing and comments in string fields.
///
/// ```swift
/// let original = try JSONText(data)
/// let patched = original.patched(toMatch: try JSONText(newData))   // only differing values rewritten
/// ```
struct JSONText {
  /// A value and the byte range it stands at in ``bytes``.
  struct Node {
    indirect enum Value {
      case object([(key: String, node: Node)])
      case array([Node])
      case string(String)
      case number(String)
      case bool(Bool)
      case null
    }
    var value: Value
    var range: Range<Int>
  }

  /// The document's bytes.
  let bytes: [UInt8]
  /// The top value.
  let root: Node

  /// Why a document is not JSON: the byte offset and what was expected.
  struct SyntaxError: Error, CustomStringConvertible {
    let offset: Int
    let expected: String
    var description: String { "expected \(expected) at byte \(offset)" }
  }

  /// Parses `data` (a UTF-8 byte order mark at the start is skipped).
  init(_ data: Data) throws(SyntaxError) {
    bytes = [UInt8](data)
    var parser = Parser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    root = try parser.document()
  }

  // MARK: - Reading

  /// The fields that `known` does not list, as JSON paths (`notes`,
  /// `frames[0].comment`). `known` maps a path pattern (`""` for the top,
  /// `frames[]` for every frame) to the names its objects may have; an
  /// object whose pattern is not in `known` (a map of selectors) takes any key.
  func unknownFields(known: [String: Set<String>]) -> [String] {
    unknownFieldsWithLevels(known: known).map(\.path)
  }

  /// ``unknownFields(known:)`` with each field's key and the pattern of the
  /// object it stands in (`run`, `frames[]`), whose known names are `known[level]`.
  func unknownFieldsWithLevels(known: [String: Set<String>]) -> [(path: String, key: String, level: String)] {
    var out: [(path: String, key: String, level: String)] = []
    func walk(_ node: Node, pattern: String, path: String) {
      switch node.value {
      case .object(let fields):
        guard let names = known[pattern] else { return }
        for (key, child) in fields {
          let childPath = path.isEmpty ? key : path + "." + key
          if names.contains(key) {
            walk(child, pattern: pattern.isEmpty ? key : pattern + "." + key, path: childPath)
          } else {
            out.append((childPath, key, pattern))
          }
        }
      case .array(let elements):
        for (index, element) in elements.enumerated() {
          walk(element, pattern: pattern + "[]", path: path + "[\(index)]")
        }
      default: break
      }
    }
    walk(root, pattern: "", path: "")
    return out
  }

  /// The JSON path of the first key that an object of the document holds
  /// twice (`run.maxEvaluations."X"`, `frames[1].maxInitOnly`), in document
  /// order; nil when every object's keys differ. Keys of the objects whose
  /// pattern `known` lists are written as they are, other keys (a map of
  /// selectors, a field this tool does not read) quoted.
  func firstDuplicateKey(known: [String: Set<String>]) -> String? {
    func walk(_ node: Node, pattern: String?, path: String) -> String? {
      switch node.value {
      case .object(let fields):
        let listed = pattern.flatMap { known[$0] } != nil
        func childPath(_ key: String) -> String {
          let name = listed ? key : TextEscaping.quoted(key)
          return path.isEmpty ? name : path + "." + name
        }
        var seen = Set<String>()
        for (key, _) in fields where !seen.insert(key).inserted { return childPath(key) }
        for (key, child) in fields {
          let childPattern = listed ? pattern.map { $0.isEmpty ? key : $0 + "." + key } : nil
          if let found = walk(child, pattern: childPattern, path: childPath(key)) { return found }
        }
        return nil
      case .array(let elements):
        for (index, element) in elements.enumerated() {
          if let found = walk(element, pattern: pattern.map { $0 + "[]" }, path: path + "[\(index)]") { return found }
        }
        return nil
      default: return nil
      }
    }
    return walk(root, pattern: "", path: "")
  }

  // MARK: - Patching

  /// This document with every value that differs from `target` rewritten,
  /// and nothing else touched: fields `target` does not have (ones this
  /// tool does not know, or `null`s) stay, and so do key order and spacing.
  /// An array whose length changed is rewritten whole, in the layout the
  /// original used (one line, or one element a line at its indentation).
  ///
  /// - Returns: nil when `target` has a field or element this document does
  ///   not, which patching cannot add without choosing a layout.
  func patched(toMatch target: JSONText) -> Data? {
    var replacements: [(range: Range<Int>, text: [UInt8])] = []
    func visit(_ node: Node, _ new: Node) -> Bool {
      switch (node.value, new.value) {
      case (.object(let fields), .object(let newFields)):
        for (key, newChild) in newFields {
          guard let child = fields.last(where: { $0.key == key })?.node else { return false }
          guard visit(child, newChild) else { return false }
        }
        return true
      case (.array(let elements), .array(let newElements)) where elements.count == newElements.count:
        return zip(elements, newElements).allSatisfy { visit($0, $1) }
      case (.array, .array):
        replacements.append((node.range, layOut(new, like: node)))
        return true
      default:
        if !Self.sameScalar(node.value, new.value) { replacements.append((node.range, target.compact(new))) }
        return true
      }
    }
    guard visit(root, target.root) else { return nil }
    var out = bytes
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(replacement.range, with: replacement.text)
    }
    return Data(out)
  }

  /// Whether two scalars are the same JSON value (`1` and `1.0` are).
  static func sameScalar(_ a: Node.Value, _ b: Node.Value) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y || (Double(x) != nil && Double(x) == Double(y))
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  /// `node` (of this document) on one line: `["A", "B"]`, `{"a": 1}`.
  func compact(_ node: Node) -> [UInt8] {
    switch node.value {
    case .object(let fields):
      let inner = fields.map { Self.quote($0.key) + Array(": ".utf8) + compact($0.node) }
      return Array("{".utf8) + Array(inner.joined(separator: Array(", ".utf8))) + Array("}".utf8)
    case .array(let elements):
      return Array("[".utf8) + Array(elements.map { compact($0) }.joined(separator: Array(", ".utf8)))
        + Array("]".utf8)
    default:
      return Array(bytes[node.range])
    }
  }

  /// The array `new` laid out as `original` (an array of this document)
  /// was: on one line, or one element a line at the original's indentation.
  private func layOut(_ new: Node, like original: Node) -> [UInt8] {
    guard case .array(let elements) = new.value, !elements.isEmpty else { return Array("[]".utf8) }
    let text = bytes[original.range]
    let rendered = elements.map { Self.standalone($0) }
    guard text.contains(UInt8(ascii: "\n")), case .array(let old) = original.value, let first = old.first else {
      return Array("[".utf8) + Array(rendered.joined(separator: Array(", ".utf8))) + Array("]".utf8)
    }
    // The whitespace between `[` and the first element, and before `]`.
    let lead = Array(bytes[(original.range.lowerBound + 1)..<first.range.lowerBound])
    var closing = original.range.upperBound - 1
    while closing > original.range.lowerBound, Parser.isSpace(bytes[closing - 1]) { closing -= 1 }
    let trail = Array(bytes[closing..<(original.range.upperBound - 1)])
    return Array("[".utf8) + lead + Array(rendered.joined(separator: Array(",".utf8) + lead)) + trail
      + Array("]".utf8)
  }

  /// A parsed node rendered on its own (strings re-quoted, numbers as text).
  private static func standalone(_ node: Node) -> [UInt8] {
    switch node.value {
    case .string(let text): return quote(text)
    case .number(let text): return Array(text.utf8)
    case .bool(let value): return Array((value ? "true" : "false").utf8)
    case .null: return Array("null".utf8)
    case .array(let elements):
      return Array("[".utf8) + Array(elements.map(standalone).joined(separator: Array(", ".utf8))) + Array("]".utf8)
    case .object(let fields):
      let inner = fields.map { quote($0.key) + Array(": ".utf8) + standalone($0.node) }
      return Array("{".utf8) + Array(inner.joined(separator: Array(", ".utf8))) + Array("}".utf8)
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  static func quote(_ text: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += Array("\\\"".utf8)
      case "\\": out += Array("\\\\".utf8)
      case "\n": out += Array("\\n".utf8)
      case "\r": out += Array("\\r".utf8)
      case "\t": out += Array("\\t".utf8)
      default:
        if scalar.value < 0x20 {
          out += Array(("\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)).utf8)
        } else {
          out += Array(String(scalar).utf8)
        }
      }
    }
    out.append(UInt8(ascii: "\""))
    return out
  }
}

extension JSONText {
  /// A recursive-descent JSON reader that keeps each value's byte range.
  struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maxDepth = 512

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    mutating func document() throws(SyntaxError) -> Node {
      let node = try value()
      skipSpace()
      guard index == bytes.count else { throw SyntaxError(offset: index, expected: "the end of the document") }
      return node
    }

    mutating func skipSpace() { while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 } }

    mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
      skipSpace()
      guard index < bytes.count, bytes[index] == byte else { throw SyntaxError(offset: index, expected: what) }
      index += 1
    }

    mutating func value() throws(SyntaxError) -> Node {
      skipSpace()
      guard index < bytes.count else { throw SyntaxError(offset: index, expected: "a value") }
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "{"):
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw SyntaxError(offset: index, expected: "less nesting") }
        index += 1
        var fields: [(key: String, node: Node)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
        } else {
          repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
              throw SyntaxError(offset: index, expected: "a key")
            }
            let key = try string()
            try expect(UInt8(ascii: ":"), "':'")
            fields.append((key, try value()))
            skipSpace()
          } while try more(closing: UInt8(ascii: "}"))
        }
        return Node(value: .object(fields), range: start..<index)
      case UInt8(ascii: "["):
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw SyntaxError(offset: index, expected: "less nesting") }
        index += 1
        var elements: [Node] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
        } else {
          repeat {
            elements.append(try value())
            skipSpace()
          } while try more(closing: UInt8(ascii: "]"))
        }
        return Node(value: .array(elements), range: start..<index)
      case UInt8(ascii: "\""):
        return Node(value: .string(try string()), range: start..<index)
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default:
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > start else { throw SyntaxError(offset: index, expected: "a value") }
        return Node(value: .number(String(decoding: bytes[start..<index], as: UTF8.self)), range: start..<index)
      }
    }

    /// After an element: true at `,`, false at `closing` (consumed).
    mutating func more(closing: UInt8) throws(SyntaxError) -> Bool {
      guard index < bytes.count else { throw SyntaxError(offset: index, expected: "',' or the closing bracket") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ",") { return true }
      if byte == closing { return false }
      throw SyntaxError(offset: index - 1, expected: "',' or the closing bracket")
    }

    mutating func literal(_ word: String, _ value: Node.Value) throws(SyntaxError) -> Node {
      let start = index
      guard bytes[index...].starts(with: word.utf8) else { throw SyntaxError(offset: index, expected: "a value") }
      index += word.utf8.count
      return Node(value: value, range: start..<index)
    }

    /// A string at `index` (its opening quote), escapes decoded.
    mutating func string() throws(SyntaxError) -> String {
      let start = index
      index += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") {
          flush()
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          raw.append(byte)
          continue
        }
        flush()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), bytes[index...].starts(with: "\\u".utf8) {
            index += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: scalars.append(Unicode.Scalar(escape))
        }
      }
      throw SyntaxError(offset: start, expected: "a closing quote")
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
      else { throw SyntaxError(offset: index, expected: "four hex digits") }
      index += 4
      return value
    }
  }
}
