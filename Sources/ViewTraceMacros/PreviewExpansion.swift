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

