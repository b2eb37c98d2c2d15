import Foundation

/// How a system version words `Self._printChanges()` lines (R10).
///
/// A trace stores each body run's reasons, not lines; every dialect's line
/// is formatted from them by ``PrintChangesLine/init(type:reasons:dialect:valueTypes:)``:
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
  /// The `_printChanges` lines of `frame`, worded as `dialect` words them:
  /// each body run of the frame (``Frame/runs``), in evaluation order,
  /// formatted from its own reasons (``PrintChangesLine/init(type:reasons:dialect:valueTypes:)``).
  public func printChanges(_ frame: Frame, dialect: PrintChangesDialect) -> [String] {
    let valueTypes = dialect == .ios18 ? self.valueTypes : [:]
    return frame.runs.map { run in
      PrintChangesLine(
        type: frame.records[run.record].printedType, reasons: run.reasons, dialect: dialect, valueTypes: valueTypes
      ).text
    }
  }

  /// Each source's value type by id, for iOS 18 key-path tokens.
  package var valueTypes: [String: String] {
    Dictionary(sources.map { ($0.id, $0.valueType) }, uniquingKeysWith: { first, _ in first })
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

  /// Parses a line: `Type: tokens changed.` or `Type: unchanged.`, the
  /// type being all before the last `": "` (a log's prefix stays in it) and
  /// the tokens split at the commas outside `<>` and `()`
  /// (``splitTokens(_:)``), so iOS 18 key-path tokens
  /// (`\Book.<computed 0x… (Dictionary<String, Int>)>`) stay whole. Nil when
  /// the line is not one, or says `changed.` with no token. The one parser
  /// of `_printChanges` lines: the log import and older traces read with it.
  public init?(_ line: String) {
    if line.hasSuffix(": unchanged.") {
      self.init(type: String(line.dropLast(": unchanged.".count)), tokens: [])
      return
    }
    guard line.hasSuffix(" changed.") else { return nil }
    let body = line.dropLast(" changed.".count)
    guard let separator = body.range(of: ": ", options: .backwards) else { return nil }
    let tokens = Self.splitTokens(body[separator.upperBound...])
    guard !tokens.isEmpty else { return nil }
    self.init(type: String(body[..<separator.lowerBound]), tokens: tokens)
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

  /// The line a body run with these reasons prints as `dialect` words it:
  /// the iOS 17 tokens (``init(type:reasons:)``), each reworded from the
  /// run's reasons (a token worded the same twice is kept once):
  /// `@dependencies` as the key path of each `@Observable` property read
  /// (iOS 18; `valueTypes` gives each source's value type) or the view's
  /// properties holding the models (iOS 26), and on iOS 26 `@self` as the
  /// fields that differ unless the view's own `==` decided.
  public init(
    type: String, reasons: [Reason], dialect: PrintChangesDialect, valueTypes: [String: String] = [:]
  ) {
    self.init(type: type, reasons: reasons)
    guard dialect != .ios17 else { return }
    var tokens: [String] = []
    for token in self.tokens {
      for replacement in Self.reword(token, reasons, dialect: dialect, valueTypes: valueTypes)
      where !tokens.contains(replacement) {
        tokens.append(replacement)
      }
    }
    self.tokens = tokens
  }

  private static func reword(
    _ token: String, _ reasons: [Reason], dialect: PrintChangesDialect, valueTypes: [String: String]
  ) -> [String] {
    switch (token, dialect) {
    case ("@dependencies", .ios18):
      let paths = reasons.filter { $0.kind == .dependencies && $0.token == token }.map { reason -> String in
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

  /// Whether `token` is one a `_printChanges` line lists: `@self`,
  /// `@identity`, `@dependencies`, an iOS 18 key path (`\Model.<computed …>`),
  /// a stored property's offset (`@12`) or a property name (`_count`).
  public static func isToken(_ token: String) -> Bool {
    if ["@self", "@identity", "@dependencies"].contains(token) { return true }
    if token.hasPrefix("\\"), token.count > 2 { return true }
    if token.hasPrefix("@"), Int(token.dropFirst()) != nil { return true }
    return token.hasPrefix("_") && token.count > 1 && !token.contains(" ")
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
