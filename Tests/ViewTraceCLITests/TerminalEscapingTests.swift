import Foundation
import Testing
import ViewTraceModel
import ViewTraceTestSupport

/// A trace whose scenario, event and view names carry an escape sequence, a
/// bell, a C1 control, a bidirectional override, the line and paragraph
/// separators, a line break with a code fence, a Markdown heading and raw
/// HTML: no command prints a raw control character, and Markdown keeps them
/// inert.
@Suite struct TerminalEscapingTests {
  static let hostile =
    "evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}\u{2028}\u{2029}\n```\n# Heading\n<img src=x onerror=alert(1)>"

  let folder: TemporaryFolder
  init() throws { folder = try TemporaryFolder("viewtrace-terminal") }

  /// The state-binding sample's trace with `hostile` in its scenario name,
  /// its first event and one view type (and so that view's identities).
  func hostileTrace(_ file: String) throws -> String {
    var json = try viewtrace("run", "state-binding", "--format", "json").stdout
    let quoted = String(decoding: try JSONEncoder().encode(Self.hostile), as: UTF8.self).dropFirst().dropLast()
    json = json.replacingOccurrences(of: "\"scenario\" : \"state-binding\"", with: "\"scenario\" : \"\(quoted)\"")
    json = json.replacingOccurrences(of: "FourthView", with: "Fourth\(quoted)View")
    let path = folder.path(file)
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    #expect(try viewtrace("run", path, "--format", "json").status == 0, "the hostile trace is valid")
    return path
  }

  /// Every scalar a terminal could act on, other than line feed and tab.
  static func rawControls(_ text: String) -> [String] {
    text.unicodeScalars.filter { TextEscaping.needsVisibleForm($0) && $0 != "\n" && $0 != "\t" }
      .map { TextEscaping.visibleForm($0) }
  }

  @Test func noCommandPrintsARawControlCharacterFromAName() throws {
    let trace = try hostileTrace("t.json")
    let budget = folder.path("b.json")
    try Data(#"{"budgetVersion": 1, "frames": [{"frame": 1, "evaluated": []}]}"#.utf8)
      .write(to: URL(fileURLWithPath: budget))
    let log = folder.path("device.log")
    try Data("Fourth\(Self.hostile)View: @self changed.\n".utf8).write(to: URL(fileURLWithPath: log))
    let commands: [[String]] = [
      ["run", trace, "--format", "text"], ["run", trace, "--format", "printchanges"],
      ["run", trace, "--format", "json"], ["diff", trace, "state-binding"], ["diff", trace, trace, "--format", "json"],
      ["advise", trace], ["advise", trace, "--after", trace, "--format", "markdown"],
      ["check", trace, "--budget", budget], ["compare", log, trace], ["import", log, "--format", "printchanges"],
      ["render", trace, "--format", "dot", "--out", "-"], ["report", trace, "--out", "-"],
      ["run", "state-binding:" + Self.hostile], [Self.hostile],
    ]
    for command in commands {
      let result = try viewtrace(command)
      #expect(
        Self.rawControls(result.stdout).isEmpty && Self.rawControls(result.stderr).isEmpty,
        "\(command.first!): \(Self.rawControls(result.stdout + result.stderr))")
      #expect(result.status != 0 || !result.stdout.isEmpty || command.first == "check", "\(command.first!) ran")
    }
  }

  /// U+2028 and U+2029 in a name reach the terminal as `\u{2028}` and `\u{2029}`, in a
  /// command's output and in an error line, as the other invisible characters do (raw, a
  /// terminal breaks the line there or shows nothing).
  @Test func lineAndParagraphSeparatorsInANameArePrintedAsEscapes() throws {
    let trace = try hostileTrace("t.json")
    for format in ["text", "printchanges"] {
      let result = try viewtrace("run", trace, "--format", format)
      #expect(result.status == 0)
      #expect(result.stdout.contains("Fourthevil\\u{1b}]0;pwned\\u{7}\\u{1b}[2J\\u{9b}31m\\u{202e}\\u{2028}\\u{2029}\n"), "\(format)")
      #expect(!result.stdout.contains("\u{2028}") && !result.stdout.contains("\u{2029}"), "\(format)")
    }
    let unknown = try viewtrace("run", "nope\u{2028}\u{2029}")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: unknown sample 'nope\\u{2028}\\u{2029}'"))
  }

  /// A 5,178-character value in any argument gives a short error that cuts
  /// it at 200 characters and says its length.
  @Test func errorLinesEchoAtMost200CharactersOfAValue() throws {
    let long = String(repeating: "x", count: 5_178)
    let cases: [[String]] = [
      ["run", long], ["run", "state-binding", "--format", long], ["render", long + ".json", "--out", "a.svg"],
      ["report", "counter", "--out", "/nonexistent/" + long], ["run", "state-binding", "--variant", long],
      ["check", "state-binding", "--budget", long], ["run", "state-binding", "--" + long],
    ]
    for arguments in cases {
      let result = try viewtrace(arguments, directory: folder.url.path)
      let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
      #expect(result.status == 2)
      #expect(line.hasPrefix("Error: ") && line.contains("… (5,1") && line.contains(" characters)") && line.count < 900, "\(arguments[0]): \(line.prefix(120))")
      #expect(!line.contains(String(repeating: "x", count: 201)), "\(arguments[0])")
    }
  }

  /// Rendered by a CommonMark parser  /// Rendered by a CommonMark parser, the advice's Markdown holds only the
  /// headings and code blocks ViewTrace wrote: the hostile name stays text.
  @Test func markdownFromAHostileNameStaysInertInACommonMarkRenderer() throws {
    let trace = try hostileTrace("t.json")
    let markdown = try viewtrace("advise", trace, "--after", trace, "--format", "markdown").stdout
    let tokens = try commonMarkTokens(markdown)
    try #require(tokens != nil, "\(Python.missing(["markdown_it"]))")
    #expect(!tokens!.contains { $0.hasPrefix("html") }, "no raw HTML")
    // "## Advice: …" and "## Before and after": the name's "# Heading" line is not one.
    #expect(tokens!.filter { $0 == "heading_open" }.count == 2)
    // The before/after proof, name and all, is one code block the name could not close.
    #expect(tokens!.filter { $0 == "fence" }.count == 1)
    #expect(markdown.contains("\n# Heading\n"), "the name's line is there, as code")
  }

  /// The token types markdown-it (CommonMark) makes of `markdown`, or nil
  /// without the parser.
  func commonMarkTokens(_ markdown: String) throws -> [String]? {
    let input = folder.path("advice.md")
    try Data(markdown.utf8).write(to: URL(fileURLWithPath: input))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    guard let python = Python.with(["markdown_it"]) else { return nil }
    process.arguments = [
      python, "-c",
      """
      import sys
      try:
          from markdown_it import MarkdownIt
      except ImportError:
          sys.exit(3)
      def walk(tokens):
          for t in tokens:
              print(t.type)
              if t.children: walk(t.children)
      walk(MarkdownIt("commonmark").parse(open(sys.argv[1], encoding="utf-8").read()))
      """, input,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 3 { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
