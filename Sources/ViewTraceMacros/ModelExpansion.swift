// SwiftData's `@Model`, rewritten from its declaration's text as Observation's `@Observable` is
// rewritten by the toolchain's plugin, plus what SwiftData adds: each stored property a model
// persists is observed, and a change of one tells the model's context (so its queries fetch
// again).
//
//     @Model final class Bird {
//       var name: String
//       @Transient var isSelected = false
//       init(name: String) { self.name = name }
//     }
//
// becomes, besides the class's own text,
//
//     @_PersistedProperty var name: String        // get/set through the registrar; `_name` holds it
//     @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()
//     internal nonisolated func access<Member>(keyPath: KeyPath<Bird, Member>) { … }
//     internal nonisolated func withMutation<Member, MutationResult>(…) rethrows -> MutationResult { … }
//     @ObservationIgnored public let _$persistentState = ViewTraceSwiftData._PersistentState()
//     extension Bird: ViewTraceSwiftData.PersistentModel, Observation.Observable {}
//
// `@Transient` properties are neither persisted nor observed, as in SwiftData; `@Attribute` and
// `@Relationship` add nothing where they stand (their options describe a store ViewTrace keeps
// in memory).
import Foundation

/// A member as written, as far as `@Model` needs to know it.
struct PropertyDeclaration {
  /// The attributes' names without `@` or module (`Attribute`, `Transient`).
  var attributes: [String] = []
  var modifiers: [String] = []
  /// `var` or `let`.
  var keyword = ""
  /// As written (`name`, or `` `default` ``).
  var name = ""
  var type: String?
  var initializer: String?
  /// Computed, or with `willSet`/`didSet`.
  var hasAccessors = false
  /// `var a = 1, b = 2`, or a tuple pattern.
  var multipleBindings = false

  /// The attributes that keep a property out of `@Model`'s tracking.
  static let untracked: Set<String> = ["Transient", "ObservationIgnored", "_PersistedProperty", "ObservationTracked"]

  /// A stored instance `var` the model persists and observes.
  var isPersisted: Bool {
    keyword == "var" && !modifiers.contains("static") && !modifiers.contains("class") && !modifiers.contains("lazy")
      && !hasAccessors && !multipleBindings && attributes.allSatisfy { !Self.untracked.contains($0) }
      && !name.hasPrefix("_$") && (type != nil || initializer != nil)
  }

  /// The name without backticks, for the storage's name (`_default`).
  var bareName: String { name.replacingOccurrences(of: "`", with: "") }

  /// The member's text, or nil when it is not a `var` or `let`.
  init?(parsing text: String) {
    var scanner = DeclarationScanner(text)
    scanner.skipTrivia()
    while scanner.peek == "@" {
      scanner.advance()
      let name = scanner.word(allowingDots: true)
      attributes.append(String(name.split(separator: ".").last ?? ""))
      scanner.skipTrivia()
      if scanner.peek == "(" { scanner.skipBalanced() }
      scanner.skipTrivia()
    }
    while true {
      let word = scanner.word(allowingDots: false)
      guard !word.isEmpty else { return nil }
      scanner.skipTrivia()
      if word == "var" || word == "let" {
        keyword = word
        break
      }
      modifiers.append(word)
      if scanner.peek == "(" {
        scanner.skipBalanced()
        scanner.skipTrivia()
      }
    }
    if scanner.peek == "(" {
      multipleBindings = true
      return
    }
    if scanner.peek == "`" {
      scanner.advance()
      name = "`" + scanner.word(allowingDots: false) + "`"
      if scanner.peek == "`" { scanner.advance() }
    } else {
      name = scanner.word(allowingDots: false)
    }
    guard !name.isEmpty else { return nil }
    scanner.skipTrivia()
    if scanner.peek == ":" {
      scanner.advance()
      type = scanner.text(until: ["=", "{", ","]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if scanner.peek == "=" {
      scanner.advance()
      initializer = scanner.text(until: [","]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    switch scanner.peek {
    case ",": multipleBindings = true
    case "{": hasAccessors = true
    default: break
    }
    // `var count = 0 { didSet { … } }`: the observers follow an initializer.
    if let initializer, initializer.range(of: #"\{\s*(willSet|didSet)\b"#, options: .regularExpression) != nil {
      hasAccessors = true
    }
  }
}

/// Reads a declaration's text: words, balanced brackets, strings and comments.
struct DeclarationScanner {
  let characters: [Character]
  var index = 0

  init(_ text: String) { characters = Array(text) }

  var peek: Character? { index < characters.count ? characters[index] : nil }

  mutating func advance() { index += 1 }

  /// Whitespace and comments.
  mutating func skipTrivia() {
    while let c = peek {
      if c.isWhitespace {
        advance()
      } else if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while let c = peek, c != "\n" { advance() }
      } else if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        index += 2
        while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { advance() }
        index = min(index + 2, characters.count)
      } else {
        return
      }
    }
  }

  /// An identifier (with `.`s when `allowingDots`), or "" when none starts here.
  mutating func word(allowingDots: Bool) -> String {
    var out = ""
    while let c = peek, c.isLetter || c.isNumber || c == "_" || (allowingDots && c == "." && !out.isEmpty) {
      out.append(c)
      advance()
    }
    return out
  }

  /// Skips a bracketed run that starts here (`(…)`, `[…]`, `{…}`), strings inside included.
  mutating func skipBalanced() {
    var depth = 0
    repeat {
      guard let c = peek else { return }
      if c == "\"" {
        skipString()
        continue
      }
      if "([{".contains(c) { depth += 1 }
      if ")]}".contains(c) { depth -= 1 }
      advance()
    } while depth > 0
  }

  /// Skips a string literal that starts here (single-line; escapes and interpolations included).
  mutating func skipString() {
    advance()
    var depth = 0
    while let c = peek {
      advance()
      if c == "\\" {
        if peek == "(" { depth += 1 }
        advance()
      } else if c == ")" && depth > 0 {
        depth -= 1
      } else if c == "\"" && depth == 0 {
        return
      }
    }
  }

  /// The text up to the first of `stops` outside brackets and strings, or to the end.
  mutating func text(until stops: Set<Character>) -> String {
    var out = ""
    var depth = 0
    while let c = peek {
      if depth == 0, stops.contains(c) { break }
      if c == "\"" {
        let start = index
        skipString()
        out += String(characters[start..<index])
        continue
      }
      if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        // A comment ends nothing; it is left out of the text.
        while let c = peek, c != "\n" { advance() }
        continue
      }
      if "([{<".contains(c) { depth += 1 }
      if ")]}".contains(c) || (c == ">" && out.last != "-") { depth = max(0, depth - 1) }
      out.append(c)
      advance()
    }
    return out
  }
}

/// Why a `@Model` expansion failed.
struct ModelExpansionError: Error {
  let reason: String
}

/// The name of the class a `@Model` is attached to, or an error for anything but a class.
func modelClassName(_ declaration: String) -> Result<String, ModelExpansionError> {
  var scanner = DeclarationScanner(declaration)
  while scanner.peek != nil {
    scanner.skipTrivia()
    if scanner.peek == "@" {
      scanner.advance()
      _ = scanner.word(allowingDots: true)
      if scanner.peek == "(" { scanner.skipBalanced() }
      continue
    }
    let word = scanner.word(allowingDots: false)
    if word.isEmpty {
      if scanner.peek == "(" { scanner.skipBalanced() } else { scanner.advance() }
      continue
    }
    switch word {
    case "class":
      scanner.skipTrivia()
      let name = scanner.word(allowingDots: false)
      if !name.isEmpty { return .success(name) }
    case "struct", "enum", "actor", "protocol", "extension":
      return .failure(ModelExpansionError(reason: "@Model can only be attached to a class: SwiftData's models are classes"))
    default: continue
    }
  }
  return .failure(ModelExpansionError(reason: "@Model can only be attached to a class: SwiftData's models are classes"))
}

/// What `@Model` adds inside the class.
func modelMembers(className: String) -> String {
  """
  @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<Member>(keyPath: KeyPath<\(className), Member>) {
    guard !ViewTraceSwiftData._PersistentState.isFetching else { return }
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<Member, MutationResult>(
    keyPath: KeyPath<\(className), Member>, _ mutation: () throws -> MutationResult
  ) rethrows -> MutationResult {
    defer { _$persistentState.didChange(self) }
    return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  @ObservationIgnored public let _$persistentState = ViewTraceSwiftData._PersistentState()
  """
}

/// The accessors of a persisted property (`@_PersistedProperty`).
func persistedAccessors(_ property: PropertyDeclaration) -> String {
  let storage = "_" + property.bareName
  return """
    {
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      get {
        access(keyPath: \\.\(property.name))
        return \(storage)
      }
      set {
        withMutation(keyPath: \\.\(property.name)) {
          \(storage) = newValue
        }
      }
    }
    """
}

/// The storage of a persisted property.
func persistedStorage(_ property: PropertyDeclaration) -> String {
  var text = "@ObservationIgnored private var _\(property.bareName)"
  if let type = property.type { text += ": \(type)" }
  if let initializer = property.initializer { text += " = \(initializer)" }
  return text + "\n"
}

/// The argument list of an attribute as written, parentheses included (`(sort: \Bird.name)`), or
/// `()` for an attribute without one.
func attributeArguments(_ attribute: String) -> String {
  var scanner = DeclarationScanner(attribute)
  scanner.skipTrivia()
  if scanner.peek == "@" { scanner.advance() }
  _ = scanner.word(allowingDots: true)
  scanner.skipTrivia()
  guard scanner.peek == "(" else { return "()" }
  let start = scanner.index
  scanner.skipBalanced()
  return String(scanner.characters[start..<scanner.index])
}

/// `Bird` for `[Bird]` or `Array<Bird>`, or nil.
func arrayElement(_ type: String) -> String? {
  let type = type.trimmingCharacters(in: .whitespaces)
  if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
    return String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
  }
  if type.hasPrefix("Array<"), type.hasSuffix(">") {
    return String(type.dropFirst(6).dropLast()).trimmingCharacters(in: .whitespaces)
  }
  return nil
}

/// One `@Model`-family expansion: the macro's type name, its role, and the request's syntax.
func expandModelMacro(
  typeName: String, role: String, attribute: String, declaration: String, extendedType: String?, conformances: String?
) -> Result<String, ModelExpansionError> {
  switch (typeName, role) {
  case ("ModelMacro", "member"):
    return modelClassName(declaration).map { modelMembers(className: $0) }
  case ("ModelMacro", "memberAttribute"):
    guard let property = PropertyDeclaration(parsing: declaration), property.isPersisted else { return .success("") }
    return .success("@_PersistedProperty")
  case ("ModelMacro", "extension"):
    // The compiler sends the protocols still missing as a declaration's inheritance clause
    // (`struct Placeholder: PersistentModel, Observable {}`).
    guard let extendedType, let conformances, let colon = conformances.firstIndex(of: ":"),
      let brace = conformances.lastIndex(of: "{"), colon < brace
    else { return .success("") }
    let qualified = ["PersistentModel": "ViewTraceSwiftData.PersistentModel", "Observable": "Observation.Observable"]
    let protocols = conformances[conformances.index(after: colon)..<brace].split(separator: ",").map {
      let name = $0.trimmingCharacters(in: .whitespacesAndNewlines)
      return qualified[name] ?? name
    }
    guard !protocols.isEmpty else { return .success("") }
    return .success(
      "extension \(extendedType.trimmingCharacters(in: .whitespaces)): \(protocols.joined(separator: ", ")) {}")
  case ("PersistedPropertyMacro", "accessor"):
    guard let property = PropertyDeclaration(parsing: declaration), property.keyword == "var" else {
      return .failure(ModelExpansionError(reason: "@_PersistedProperty needs a stored var"))
    }
    return .success(persistedAccessors(property))
  case ("PersistedPropertyMacro", "peer"):
    guard let property = PropertyDeclaration(parsing: declaration), property.keyword == "var" else {
      return .failure(ModelExpansionError(reason: "@_PersistedProperty needs a stored var"))
    }
    return .success(persistedStorage(property))
  case ("QueryMacro", "accessor"):
    guard let property = PropertyDeclaration(parsing: declaration), property.keyword == "var" else {
      return .failure(ModelExpansionError(reason: "@Query needs a var: @Query var birds: [Bird]"))
    }
    return .success("{\n  get {\n    _\(property.bareName).wrappedValue\n  }\n}")
  case ("QueryMacro", "peer"):
    guard let property = PropertyDeclaration(parsing: declaration), property.keyword == "var",
      let element = property.type.flatMap(arrayElement)
    else {
      return .failure(ModelExpansionError(reason: "@Query needs an array of models: @Query var birds: [Bird]"))
    }
    // Internal, not private: a private stored property would make the view's memberwise
    // initializer private; an init of the view's own may assign `_birds = Query(filter: …)`.
    return .success(
      "var _\(property.bareName) = ViewTraceSwiftData.Query<\(element), [\(element)]>\(attributeArguments(attribute))\n")
  case ("NoExpansionMacro", _):
    // `@Attribute`, `@Relationship`, `@Transient`: nothing where they stand.
    return .success("")
  default:
    return .failure(ModelExpansionError(reason: "ViewTrace has no macro \(typeName) with the role \(role)"))
  }
}
