// The `#Preview` macro's expansion, as a compiler plugin that needs no
// swift-syntax: it speaks the compiler's plugin protocol (JSON messages, each
// after an 8-byte little-endian length) and rewrites the macro's source text.
//
//     #Preview("Empty") { ContentView() }
// becomes
//     @MainActor private let $<unique> = _ViewTracePreview("Empty") { ContentView() }
//
// and a body with `@Previewable` declarations (`@Previewable @State var on =
// false`, one a line) becomes a view of its own holding them, whose body is
// the rest, previewed by the same value.
//
// so the Swift compiler itself checks the arguments and the body against
// `_ViewTracePreview.init`, as it would check SwiftUI's `Preview.init`.
import Foundation

/// What the compiler sends.
enum HostMessage: Decodable {
  struct Capability: Decodable { var protocolVersion: Int }
  struct MacroReference: Decodable {
    var moduleName: String
    var typeName: String
    var name: String
  }
  struct Location: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
  }
  struct Syntax: Decodable {
    var kind: String
    var source: String
    var location: Location
  }

  case getCapability(capability: Capability?)
  case expandFreestandingMacro(macro: MacroReference, macroRole: String?, discriminator: String, syntax: Syntax)
  case expandAttachedMacro(macro: MacroReference, macroRole: String, discriminator: String)
  case loadPluginLibrary(libraryPath: String, moduleName: String)
}

/// What the plugin answers.
enum PluginMessage: Encodable {
  struct Capability: Encodable { var protocolVersion: Int }
  struct Diagnostic: Encodable {
    struct Position: Encodable {
      var fileName: String
      var offset: Int
    }
    var message: String
    var severity = "error"
    var position: Position
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []
  }

  case getCapabilityResult(capability: Capability)
  case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])
}

func readMessage() -> Data? {
  let header = FileHandle.standardInput.readData(ofLength: 8)
  guard header.count == 8 else { return nil }
  let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  return FileHandle.standardInput.readData(ofLength: Int(size))
}

func send(_ message: PluginMessage) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let data: Data
  do {
    data = try encoder.encode(message)
  } catch {
    // Cannot fail: a message holds only strings, integers, booleans and
    // arrays of them, which JSONEncoder always encodes. Were it to, a reply
    // left unsent would leave the compiler waiting for it; stopping the
    // plugin makes the compiler report it instead.
    preconditionFailure("ViewTrace's #Preview plugin cannot encode its reply: \(error)")
  }
  var size = UInt64(data.count).littleEndian
  FileHandle.standardOutput.write(Data(bytes: &size, count: 8))
  FileHandle.standardOutput.write(data)
}

/// The expansion of one `#Preview`, or why there is none.
/// `text` after its leading whitespace and comments (the syntax the compiler
/// sends carries the comments written before the macro).
func withoutLeadingTrivia(_ text: Substring) -> Substring {
  var rest = text
  while true {
    rest = rest.drop { $0.isWhitespace }
    if rest.hasPrefix("//") {
      rest = rest.drop { $0 != "\n" }
    } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
      rest = rest[end.upperBound...]
    } else {
      return rest
    }
  }
}

/// Why a `#Preview` has no expansion.
struct ExpansionError: Error {
  let reason: String
}

func expand(_ source: String, discriminator: String) -> Result<String, ExpansionError> {
  let trimmed = withoutLeadingTrivia(Substring(source))
  guard trimmed.hasPrefix("#Preview") else {
    return .failure(
      ExpansionError(reason: "ViewTrace's #Preview expansion expected '#Preview', found '\(trimmed.prefix(20))'"))
  }
  let rest = trimmed.dropFirst("#Preview".count)
  guard let first = rest.first(where: { !$0.isWhitespace }), first == "(" || first == "{" else {
    return .failure(ExpansionError(reason: "#Preview needs a body: #Preview { ContentView() }"))
  }
  // The compiler's unique-name form: the discriminator, the name, `fMu_`.
  let name = discriminator + "7Preview" + "fMu_"
  guard rest.contains("@Previewable"), let parts = splitBody(rest) else {
    return .success("@MainActor private let \(name) = _ViewTracePreview\(rest)")
  }
  // `@Previewable` declarations become the stored properties of a view of
  // their own, whose body is the rest of the preview's body, as SwiftUI's
  // expansion does: `@Previewable @State var isOn = false` is real state.
  let (declarations, body) = previewables(in: parts.body)
  guard !declarations.isEmpty else {
    return .success("@MainActor private let \(name) = _ViewTracePreview\(rest)")
  }
  let wrapper = discriminator + "11Previewable" + "fMu_"
  return .success(
    """
    @MainActor private struct \(wrapper): ViewTrace.View {
    \(declarations.map { "  " + $0 }.joined(separator: "\n"))
      var body: some ViewTrace.View {
    \(body)
      }
    }
    @MainActor private let \(name) = _ViewTracePreview\(parts.arguments){ \(wrapper)() }
    """)
}

/// The text before the trailing closure (`("Name", traits: .x) `) and the
/// closure's inside, or nil when the closure cannot be found.
func splitBody(_ text: Substring) -> (arguments: Substring, body: Substring)? {
  var depth = 0
  var inString = false
  var index = text.startIndex
  var open: String.Index?
  while index < text.endIndex {
    let character = text[index]
    if inString {
      if character == "\\" {
        index = text.index(after: index)
      } else if character == "\"" {
        inString = false
      }
    } else if character == "\"" {
      inString = true
    } else if character == "(" || character == "[" {
      depth += 1
    } else if character == ")" || character == "]" {
      depth -= 1
    } else if character == "{" {
      if depth == 0, open == nil { open = index }
      depth += open == nil ? 0 : 1
    } else if character == "}", open != nil {
      depth -= 1
      if depth == 0, let start = open {
        return (text[..<start], text[text.index(after: start)..<index])
      }
    }
    if index < text.endIndex { index = text.index(after: index) }
  }
  return nil
}

/// The `@Previewable` declarations of a preview body (without the
/// attribute), each a line at the body's top level, and the body without them.
func previewables(in body: Substring) -> (declarations: [String], body: String) {
  var declarations: [String] = []
  var kept: [Substring] = []
  for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
    let trimmed = line.drop { $0.isWhitespace }
    if trimmed.hasPrefix("@Previewable") {
      declarations.append(String(trimmed.dropFirst("@Previewable".count).drop { $0.isWhitespace }))
    } else {
      kept.append(line)
    }
  }
  return (declarations, kept.joined(separator: "\n"))
}

while let data = readMessage() {
  guard let message = try? JSONDecoder().decode(HostMessage.self, from: data) else {
    send(
      .expandMacroResult(
        expandedSource: nil,
        diagnostics: [
          .init(
            message: "ViewTrace's #Preview plugin could not read the compiler's request",
            position: .init(fileName: "", offset: 0))
        ]))
    continue
  }
  switch message {
  case .getCapability:
    send(.getCapabilityResult(capability: .init(protocolVersion: 7)))
  case .expandFreestandingMacro(_, _, let discriminator, let syntax):
    switch expand(syntax.source, discriminator: discriminator) {
    case .success(let expanded):
      send(.expandMacroResult(expandedSource: expanded, diagnostics: []))
    case .failure(let error):
      let reason = error.reason
      let position = PluginMessage.Diagnostic.Position(
        fileName: syntax.location.fileName, offset: syntax.location.offset)
      send(.expandMacroResult(expandedSource: nil, diagnostics: [.init(message: reason, position: position)]))
    }
  case .expandAttachedMacro(let macro, _, _) where macro.typeName == "PreviewableMacro":
    // `@Previewable` adds nothing where it stands; `#Preview` reads it.
    send(.expandMacroResult(expandedSource: "", diagnostics: []))
  case .expandAttachedMacro:
    send(
      .expandMacroResult(
        expandedSource: nil,
        diagnostics: [.init(message: "ViewTrace provides no attached macros", position: .init(fileName: "", offset: 0))]
      ))
  case .loadPluginLibrary:
    send(.loadPluginLibraryResult(loaded: false, diagnostics: []))
  }
}
