/// The model classes a target declares (`@Observable`, SwiftData's `@Model`, `ObservableObject`)
/// and its views (a `struct` that says `: View`), with the line of each type and of each of its
/// stored `var`s and `let`s, read from the files' text: what the `CompileForIOS` and
/// `DeclarationSites` plugins write down so that a trace can say where `LibraryStore.books` and
/// `BookRow` are declared. The toolchain's `@Observable` expansion passes no source location to
/// anything at run time, nor does a view that holds no dynamic property, so the build records it.
///
/// ```swift
/// @Observable final class LibraryStore {   // line 10
///   var books: [Book] = []                 // line 12
/// }
/// ```
///
/// gives `LibraryStore` at line 10 with `books` at line 12, and ``swiftSource(_:)`` writes
///
/// ```swift
/// extension LibraryStore: _DeclaredInSource {
///   nonisolated static var _viewTraceDeclaration: _SourceDeclaration {
///     _SourceDeclaration(type: ObjectIdentifier(LibraryStore.self), filePath: "/…/LibraryStore.swift", line: 10, members: ["books": 12])
///   }
/// }
/// ```
///
/// A type is left out when the generated file could not name it or could break the build:
/// declared inside a function, inside an `#if` block, `private` or `fileprivate` (itself or a
/// type around it), nested in a generic type, or a class whose first inherited type may be a
/// class with a record of its own (a subclass may not state the conformance again).
public struct RecordedDeclaration: Sendable {
  /// As code in the module names it: `LibraryStore`, `Outer.Inner`.
  public var qualifiedName: String
  /// The file as the compiler is given it.
  public var file: String
  public var line: Int
  /// Each stored instance `var` and `let` by name, with its line.
  public var members: [(name: String, line: Int)]
  /// The first type of its inheritance clause (`ObservableObject`, a superclass), if any.
  public var firstInherited: String?
  /// A class (a model), not a struct (a view): only a class can inherit a record.
  public var isClass = true

  /// Inherited names that are protocols (or `NSObject`, which has no record): a class that
  /// names one first has no superclass with a record.
  static let knownNonRecorded: Set<String> = [
    "ObservableObject", "Observable", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Decodable",
    "Encodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "NSObject", "PersistentModel",
    "Error", "AnyObject",
  ]

  /// The model classes and views of `text`, read as the file `file`.
  public static func scan(_ text: String, file: String) -> [RecordedDeclaration] {
    var parser = DeclarationParser(tokens: SwiftTokens.tokens(of: text), file: file)
    return parser.run()
  }

  /// The models of every file, without those the generated file may not state (see the type's
  /// documentation): a class whose first inherited type is not a known protocol and not a type
  /// ViewTrace records; or a name two files both declare.
  public static func recordable(_ declarations: [RecordedDeclaration]) -> [RecordedDeclaration] {
    var seen: [String: Int] = [:]
    for declaration in declarations { seen[declaration.qualifiedName, default: 0] += 1 }
    return declarations.filter { declaration in
      guard seen[declaration.qualifiedName] == 1 else { return false }
      guard declaration.isClass, let first = declaration.firstInherited else { return true }
      return knownNonRecorded.contains(first)
    }
  }

  /// The Swift file that records `declarations` (see the type's documentation), sorted by name.
  public static func swiftSource(_ declarations: [RecordedDeclaration]) -> String {
    var out = """
      // Written by ViewTrace's build plugin: where each model class, each view and their stored
      // properties are declared, so that a trace can name the line. Not for editing.
      import protocol ViewTrace._DeclaredInSource
      import struct ViewTrace._SourceDeclaration

      """
    for declaration in declarations.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
      let members =
        declaration.members.isEmpty
        ? "[:]"
        : "["
          + declaration.members.map { "\(IOSBuildConditions.stringLiteral($0.name)): \($0.line)" }.joined(
            separator: ", ")
          + "]"
      out += """

        extension \(declaration.qualifiedName): _DeclaredInSource {
          public nonisolated static var _viewTraceDeclaration: _SourceDeclaration {
            _SourceDeclaration(
              type: ObjectIdentifier(\(declaration.qualifiedName).self), filePath: \(IOSBuildConditions.stringLiteral(declaration.file)),
              line: \(declaration.line), members: \(members))
          }
        }

        """
    }
    return out
  }
}

/// A word, a punctuation mark or a directive of Swift code, with its line; comments and the
/// insides of string literals are dropped.
struct SwiftToken {
  var text: String
  var line: Int
}

enum SwiftTokens {
  static func tokens(of text: String) -> [SwiftToken] {
    let chars = Array(text.unicodeScalars)
    var tokens: [SwiftToken] = []
    var i = 0
    var line = 1
    func isHead(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
    func isBody(_ c: Unicode.Scalar) -> Bool { isHead(c) || c.properties.numericType != nil || c == "$" }
    /// Skips a string literal starting at `i` (its quotes, `#` delimiters and interpolations).
    func skipString() {
      var hashes = 0
      while i < chars.count, chars[i] == "#" {
        hashes += 1
        i += 1
      }
      // `"""` opens a multi-line literal only when the line ends after it (`#"""#` is a raw `"`).
      var multiline = i + 2 < chars.count && chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\""
      if multiline {
        var j = i + 3
        while j < chars.count, chars[j] == " " || chars[j] == "\t" || chars[j] == "\r" { j += 1 }
        multiline = j == chars.count || chars[j] == "\n"
      }
      i += multiline ? 3 : 1
      while i < chars.count {
        let c = chars[i]
        if c == "\n" {
          line += 1
          if !multiline {
            i += 1
            return
          }
        }
        if c == "\\" && hashes == 0 {
          if i + 1 < chars.count, chars[i + 1] == "(" {
            i += 2
            skipInterpolation()
            continue
          }
          if i + 1 < chars.count, chars[i + 1] == "\n" { line += 1 }
          i += 2
          continue
        }
        if c == "\"" {
          let closes =
            multiline ? (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"") : true
          if closes {
            var j = i + (multiline ? 3 : 1)
            var count = 0
            while count < hashes, j < chars.count, chars[j] == "#" {
              count += 1
              j += 1
            }
            if count == hashes {
              i = j
              return
            }
          }
        }
        i += 1
      }
    }
    /// Skips `…)` of a `\(…)` interpolation, nested strings and parentheses included.
    func skipInterpolation() {
      var depth = 1
      while i < chars.count, depth > 0 {
        let c = chars[i]
        if c == "\n" { line += 1 }
        if c == "\"" || (c == "#" && i + 1 < chars.count && chars[i + 1] == "\"") {
          skipString()
          continue
        }
        if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
        i += 1
      }
    }
    while i < chars.count {
      let c = chars[i]
      if c == "\n" {
        line += 1
        i += 1
      } else if c == " " || c == "\t" || c == "\r" {
        i += 1
      } else if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
        while i < chars.count, chars[i] != "\n" { i += 1 }
      } else if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
        var depth = 0
        repeat {
          if chars[i] == "\n" { line += 1 }
          if chars[i] == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
            depth += 1
            i += 2
          } else if chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/" {
            depth -= 1
            i += 2
          } else {
            i += 1
          }
        } while i < chars.count && depth > 0
      } else if c == "\"" || (c == "#" && i + 1 < chars.count && (chars[i + 1] == "\"" || chars[i + 1] == "#")) {
        skipString()
        tokens.append(SwiftToken(text: "\"\"", line: line))
      } else if c == "#" && i + 1 < chars.count && isHead(chars[i + 1]) {
        let start = i
        i += 1
        while i < chars.count, isBody(chars[i]) { i += 1 }
        tokens.append(SwiftToken(text: String(String.UnicodeScalarView(chars[start..<i])), line: line))
      } else if c == "`" {
        let start = i
        i += 1
        while i < chars.count, chars[i] != "`", chars[i] != "\n" { i += 1 }
        i = min(i + 1, chars.count)
        tokens.append(SwiftToken(text: String(String.UnicodeScalarView(chars[start..<i])), line: line))
      } else if isHead(c) {
        let start = i
        while i < chars.count, isBody(chars[i]) { i += 1 }
        tokens.append(SwiftToken(text: String(String.UnicodeScalarView(chars[start..<i])), line: line))
      } else {
        tokens.append(SwiftToken(text: String(c), line: line))
        i += 1
      }
    }
    return tokens
  }
}

/// Walks the tokens, keeping the types around each point and the attributes and modifiers
/// that precede each declaration.
struct DeclarationParser {
  let tokens: [SwiftToken]
  let file: String
  var index = 0

  private enum Scope {
    /// A type's (or an extension's) body: its qualified name, its record's index, whether it is hidden.
    case type(name: String, model: Int?, hidden: Bool)
    case other
  }
  private var scopes: [Scope] = []
  /// Each open `#if`: `decided` when its condition is a literal (as the iOS rewrite leaves
  /// `#if true || false`), then `active` says whether this branch is compiled and `taken` whether
  /// one was; an undecided block is read in every branch, and no class inside it is recorded.
  private struct Condition {
    var decided: Bool
    var active: Bool
    var taken: Bool
  }
  private var conditions: [Condition] = []
  private var conditionDepth: Int { conditions.filter { !$0.decided }.count }
  private var skipping: Bool { conditions.contains { $0.decided && !$0.active } }
  private var found: [RecordedDeclaration] = []

  static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "nonisolated", "dynamic", "mutating", "nonmutating", "required", "convenience", "indirect",
    "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
  ]
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]

  init(tokens: [SwiftToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  private func text(_ at: Int) -> String? { at < tokens.count ? tokens[at].text : nil }

  /// Moves past a balanced `(…)`, `<…>` or `[…]` starting at `index`.
  private mutating func skipBalanced() {
    guard let open = text(index) else { return }
    guard let close = ["(": ")", "<": ">", "[": "]"][open] else { return }
    var depth = 0
    while let t = text(index) {
      if t == open { depth += 1 } else if t == close { depth -= 1 }
      index += 1
      if depth == 0 { return }
      if open == "<" && (t == "{" || t == "}") { return }
    }
  }

  mutating func run() -> [RecordedDeclaration] {
    var attributes: [String] = []
    var modifiers: [String] = []
    var pending: (name: String, model: Int?, hidden: Bool)?
    while let t = text(index) {
      switch t {
      case "#if":
        let value = directiveValue()
        conditions.append(Condition(decided: value != nil, active: value ?? true, taken: value ?? false))
        continue
      case "#elseif":
        let value = directiveValue()
        guard var top = conditions.popLast() else { continue }
        if top.decided && top.taken {
          top.active = false
        } else if top.decided, let value {
          top.active = value
          top.taken = value
        } else {
          top = Condition(decided: false, active: true, taken: false)
        }
        conditions.append(top)
        continue
      case "#else":
        skipDirectiveLine()
        if var top = conditions.popLast() {
          top.active = top.decided ? !top.taken : true
          conditions.append(top)
        }
        continue
      case "#endif":
        _ = conditions.popLast()
        index += 1
        continue
      default:
        if skipping {
          index += 1
          continue
        }
      }
      // `.class`, `.static` (an enum's case), `import class Foundation.NSObject`: not declarations.
      let previous = index > 0 ? tokens[index - 1].text : ""
      if previous == "." || previous == "import" {
        attributes = []
        modifiers = []
        index += 1
        continue
      }
      switch t {
      case "@":
        index += 1
        var name = text(index) ?? ""
        index += 1
        while text(index) == ".", let next = text(index + 1) {
          name = next
          index += 2
        }
        if text(index) == "(" { skipBalanced() }
        attributes.append(name)
        continue
      case "{":
        if let type = pending {
          scopes.append(.type(name: type.name, model: type.model, hidden: type.hidden))
          pending = nil
        } else {
          scopes.append(.other)
        }
        attributes = []
        modifiers = []
        index += 1
        continue
      case "}":
        if !scopes.isEmpty { scopes.removeLast() }
        attributes = []
        modifiers = []
        index += 1
        continue
      default: break
      }
      if Self.modifiers.contains(t), !(t == "class" && isTypeDeclaration(at: index)) {
        modifiers.append(t)
        index += 1
        // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`
        if text(index) == "(" { skipBalanced() }
        continue
      }
      if Self.typeKeywords.contains(t), isTypeDeclaration(at: index) {
        pending = typeDeclaration(keyword: t, attributes: attributes, modifiers: modifiers)
        attributes = []
        modifiers = []
        continue
      }
      if t == "var" || t == "let", case .type(_, let model?, _)? = scopes.last, !modifiers.contains("static"),
        !modifiers.contains("class"), let name = text(index + 1), name != "(", name.first.map({ $0 != "\"" }) ?? false
      {
        for (name, line) in boundNames(from: index + 1) {
          let bare = name.filter { $0 != "`" }
          if !found[model].members.contains(where: { $0.name == bare }) { found[model].members.append((bare, line)) }
        }
      }
      attributes = []
      modifiers = []
      index += 1
    }
    return found
  }

  /// The names `var` binds from `at`: `a` in `var a = 0`, and `b` in `var a = 0, b = 1` (a
  /// comma outside brackets on the same line, then a name and `=` or `:`).
  private func boundNames(from at: Int) -> [(String, Int)] {
    var names = [(tokens[at].text, tokens[at].line)]
    var depth = 0
    var i = at + 1
    while i < tokens.count, tokens[i].line == tokens[at].line {
      switch tokens[i].text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        if let name = text(i + 1), let first = name.first, first == "_" || first == "`" || first.isLetter,
          text(i + 2) == "=" || text(i + 2) == ":"
        {
          names.append((name, tokens[i + 1].line))
        }
      default: break
      }
      if depth < 0 { break }
      i += 1
    }
    return names
  }

  /// Moves past a directive's line and gives its condition's value when it is made of `true`,
  /// `false`, `!`, `&&`, `||` and parentheses (as the iOS rewrite leaves platform conditions);
  /// nil when the compiler decides it (`DEBUG`, `swift(>=5.9)`).
  private mutating func directiveValue() -> Bool? {
    let line = tokens[index].line
    index += 1
    var condition: [String] = []
    while index < tokens.count, tokens[index].line == line {
      condition.append(tokens[index].text)
      index += 1
    }
    var parser = LiteralCondition(tokens: condition)
    return parser.value()
  }

  private mutating func skipDirectiveLine() {
    let line = tokens[index].line
    while index < tokens.count, tokens[index].line == line { index += 1 }
  }

  /// Whether `class`/`struct`/… at `at` begins a type or an extension (not `class func`).
  private func isTypeDeclaration(at: Int) -> Bool {
    guard let name = text(at + 1), let first = name.first else { return false }
    if tokens[at].text == "class"
      && (Self.modifiers.contains(name) || ["func", "var", "let", "subscript", "init"].contains(name))
    {
      return false
    }
    return first == "_" || first == "`" || first.isLetter
  }

  /// Reads `class Name<…>: A, B where … ` up to (not past) its `{`.
  private mutating func typeDeclaration(keyword: String, attributes: [String], modifiers: [String])
    -> (name: String, model: Int?, hidden: Bool)
  {
    let line = tokens[index].line
    index += 1
    var name = tokens[index].text.filter { $0 != "`" }
    index += 1
    while text(index) == ".", let next = text(index + 1) {
      name += "." + next
      index += 2
    }
    // A type nested in a generic one cannot be named without its arguments: it is left out.
    let generic = text(index) == "<"
    if generic { skipBalanced() }
    var inherited: [String] = []
    if text(index) == ":" {
      index += 1
      var current = ""
      while let t = text(index), t != "{", t != "where" {
        if t == "<" || t == "(" || t == "[" {
          skipBalanced()
          continue
        }
        if t == "," {
          inherited.append(current)
          current = ""
        } else if t == "@" {
          // `@unchecked Sendable`
          index += 2
          continue
        } else if t == "." {
          current += "."
        } else if current.isEmpty || current.hasSuffix(".") {
          current += t
        }
        index += 1
      }
      if !current.isEmpty { inherited.append(current) }
    }
    while let t = text(index), t != "{", t != "}" { index += 1 }
    var outer: String?
    var hidden = modifiers.contains("private") || modifiers.contains("fileprivate")
    var inFunction = false
    for scope in scopes {
      switch scope {
      case .type(let name, _, let outerHidden):
        outer = name
        hidden = hidden || outerHidden
      case .other: inFunction = true
      }
    }
    let qualified = outer.map { "\($0).\(name)" } ?? name
    let isModel =
      keyword == "class"
      && (attributes.contains("Observable") || attributes.contains("Model")
        || inherited.contains { $0 == "ObservableObject" || $0.hasSuffix(".ObservableObject") })
    let isView = keyword == "struct" && inherited.contains { $0 == "View" || $0.hasSuffix(".View") }
    guard isModel || isView, !hidden, !inFunction, conditionDepth == 0 else {
      return (qualified, nil, hidden || generic)
    }
    let first = inherited.first.map { String($0.split(separator: ".").last ?? "") }
    found.append(
      RecordedDeclaration(
        qualifiedName: qualified, file: file, line: line, members: [], firstInherited: first, isClass: isModel))
    return (qualified, found.count - 1, generic)
  }
}

/// A condition of literals: `true || false`, `!false && !(false)`.
struct LiteralCondition {
  let tokens: [String]
  var index = 0

  init(tokens: [String]) {
    // `|` `|` and `&` `&` come as single marks.
    var joined: [String] = []
    for token in tokens {
      if token == "|" || token == "&", joined.last == token {
        joined[joined.count - 1] = token + token
      } else {
        joined.append(token)
      }
    }
    self.tokens = joined
  }

  /// The value, or nil when it holds anything but literals and operators.
  mutating func value() -> Bool? {
    guard let result = disjunction(), index == tokens.count else { return nil }
    return result
  }

  private mutating func disjunction() -> Bool? { chain("||", of: { $0.conjunction() }, { $0 || $1 }) }

  private mutating func conjunction() -> Bool? { chain("&&", of: { $0.factor() }, { $0 && $1 }) }

  /// `operand (op operand)*`, combined left to right.
  private mutating func chain(
    _ op: String, of operand: (inout LiteralCondition) -> Bool?, _ combine: (Bool, Bool) -> Bool
  ) -> Bool? {
    guard var result = operand(&self) else { return nil }
    while index < tokens.count, tokens[index] == op {
      index += 1
      guard let next = operand(&self) else { return nil }
      result = combine(result, next)
    }
    return result
  }

  private mutating func factor() -> Bool? {
    guard index < tokens.count else { return nil }
    let token = tokens[index]
    index += 1
    switch token {
    case "true": return true
    case "false": return false
    case "!": return factor().map { !$0 }
    case "(":
      guard let inner = disjunction(), index < tokens.count, tokens[index] == ")" else { return nil }
      index += 1
      return inner
    default: return nil
    }
  }
}
