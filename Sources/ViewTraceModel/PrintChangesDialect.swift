import Foundation

/// How a system version words `Self._printChanges()` lines (R10).
///
/// The engine records lines as iOS 17 prints them; the other dialects are
/// rendered from the records' reasons:
///
/// | reason | iOS 17 | iOS 18 | iOS 26 |
/// |---|---|---|---|
/// | an `@Observable` property read | `@dependencies` | `\Book.<computed 0x0000000000000000 (String)>` | `_book` (the view's property holding the model) |
/// | the view value differs, field by field | `@self` | `@self` | `_count` (each differing field) |
/// | the view value differs by its own `==` | `@self` | `@self` | `@self` |
///
/// Real logs carry the key path's address; ViewTrace prints zeros, and
/// `viewtrace compare` ignores addresses.
public enum PrintChangesDialect: String, Codable, Sendable, CaseIterable {
  case ios17
  case ios18
  case ios26

  /// The address printed in iOS 18 key-path tokens.
  public static let placeholderAddress = "0x0000000000000000"
}

extension Trace {
  /// The `_printChanges` lines of `frame`, worded as `dialect` words them.
  public func printChanges(_ frame: Frame, dialect: PrintChangesDialect) -> [String] {
    guard dialect != .ios17 else { return frame.printChanges }
    let types = nodesByID.mapValues(\.type)
    let valueTypes = Dictionary(sources.map { ($0.id, $0.valueType) }, uniquingKeysWith: { first, _ in first })
    var used: [String: Int] = [:]
    let evaluated = frame.records.filter { $0.bodyCount > 0 }
    return frame.printChanges.map { line in
      guard let parsed = PrintChangesLine(line) else { return line }
      // The record of the view that printed this line: the first of its type with a line left.
      guard
        let record = evaluated.first(where: {
          (types[$0.node] ?? "") == parsed.type && used[$0.node, default: 0] < $0.bodyCount
        })
      else { return line }
      used[record.node, default: 0] += 1
      var tokens: [String] = []
      for token in parsed.tokens {
        for replacement in Self.reword(token, record.reasons, dialect: dialect, valueTypes: valueTypes)
        where !tokens.contains(replacement) {
          tokens.append(replacement)
        }
      }
      return PrintChangesLine(type: parsed.type, tokens: tokens).text
    }
  }

  private static func reword(
    _ token: String, _ reasons: [Reason], dialect: PrintChangesDialect, valueTypes: [String: String]
  ) -> [String] {
    switch (token, dialect) {
    case ("@dependencies", .ios18):
      let paths = reasons.filter { $0.kind == .dependencies }.map { reason -> String in
        let root = reason.property?.split(separator: ".").first.map(String.init) ?? "Model"
        let value = reason.source.flatMap { valueTypes[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? "Any"
        return "\\\(root).<computed \(PrintChangesDialect.placeholderAddress) (\(value))>"
      }
      return paths.isEmpty ? [token] : paths
    case ("@dependencies", .ios26):
      let holders = reasons.filter { $0.kind == .dependencies }.compactMap(\.holder)
      return holders.isEmpty ? [token] : holders
    case ("@self", .ios26):
      guard let reason = reasons.first(where: { $0.kind == .self }), reason.byEquatable != true,
        !reason.changes.isEmpty, !reason.changes.contains(where: { $0.name == "type" })
      else { return [token] }
      return reason.changes.map { "_" + $0.name }
    default:
      return [token]
    }
  }
}

/// One `_printChanges` line taken apart: `ContentView: @self, _count changed.`
/// or `ContentView: unchanged.`.
public struct PrintChangesLine: Equatable, Sendable {
  /// The view's type as printed (`Outer.ContentView`).
  public var type: String
  /// The tokens, in order; empty for `unchanged.`.
  public var tokens: [String]

  /// Makes a `PrintChangesLine` from its parts.
  public init(type: String, tokens: [String]) {
    self.type = type
    self.tokens = tokens
  }

  /// Parses a line as the engine writes it; nil when it is not one.
  public init?(_ line: String) {
    if line.hasSuffix(": unchanged.") {
      self.init(type: String(line.dropLast(": unchanged.".count)), tokens: [])
      return
    }
    guard line.hasSuffix(" changed."), let separator = line.range(of: ": ") else { return nil }
    let body = line[separator.upperBound..<line.index(line.endIndex, offsetBy: -" changed.".count)]
    self.init(type: String(line[..<separator.lowerBound]), tokens: Self.splitTokens(body))
  }

  /// The line a body run with these reasons prints: each reason's token
  /// once, in the order of the reasons (two changed `@Observable`
  /// properties print `@dependencies` once, as SwiftUI does).
  ///
  /// ```swift
  /// PrintChangesLine(type: "Row", reasons: [Reason(kind: .dependencies), Reason(kind: .dependencies)]).text
  /// // "Row: @dependencies changed."
  /// ```
  public init(type: String, reasons: [Reason]) {
    var tokens: [String] = []
    for reason in reasons where !tokens.contains(reason.token) { tokens.append(reason.token) }
    self.init(type: type, tokens: tokens)
  }

  /// The line as printed.
  public var text: String {
    tokens.isEmpty ? "\(type): unchanged." : "\(type): \(tokens.joined(separator: ", ")) changed."
  }

  /// Splits `a, \B.<computed 0x1 (Dictionary<String, Int>)>, _c` at the
  /// commas that are not inside `<>` or `()`.
  public static func splitTokens(_ text: Substring) -> [String] {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "<", "(": depth += 1
      case ">", ")": depth = max(0, depth - 1)
      default: break
      }
      if character == ",", depth == 0 {
        tokens.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    let last = current.trimmingCharacters(in: .whitespaces)
    if !last.isEmpty { tokens.append(last) }
    return tokens
  }

  /// The token with its addresses (`0x1f2e…`) replaced by `0x…`, so tokens of
  /// two runs compare on type and property only.
  public static func normalized(_ token: String) -> String {
    var out = ""
    var index = token.startIndex
    while index < token.endIndex {
      if token[index...].hasPrefix("0x") {
        out += "0x…"
        index = token.index(index, offsetBy: 2)
        while index < token.endIndex, token[index].isHexDigit { index = token.index(after: index) }
      } else {
        out.append(token[index])
        index = token.index(after: index)
      }
    }
    return out
  }
}
