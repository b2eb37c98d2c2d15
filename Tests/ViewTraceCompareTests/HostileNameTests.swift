import Foundation
import Testing
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender

/// Every name of the committed corpus (`Fixtures/hostile-names.json`: markup,
/// DOT syntax, entities, every control character, bidirectional overrides,
/// lone surrogates as JSON writes them, non-characters, a 150 kB name, ...)
/// goes through every output, and each output is read back by a parser:
/// Graphviz for DOT, `xmllint --noout` for SVG and JUnit, and for Markdown the
/// rules a renderer needs (no raw `<`, no unescaped `|` in a row, no link).
@Suite struct HostileNameTests {
  static let names: [String] = {
    let data = (try? fixture("hostile-names.json")) ?? Data()
    return (try? JSONDecoder().decode([String].self, from: TextEscaping.replacingLoneSurrogates(inJSON: data))) ?? []
  }()

  /// A two-frame trace in which `name` is the scenario, the event, a view's
  /// identity, type, label and modifier, a source, a value and a reason.
  static func trace(_ name: String) -> Trace {
    let child = "Root/" + name
    let source = "Root._" + name
    return Trace(
      scenario: name, summary: name, seed: 0,
      nodes: [
        TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root"),
        TraceNode(id: child, parent: "Root", type: name, kind: .custom, label: name),
        TraceNode(id: child + "/Text", parent: child, type: "Text", kind: .primitive, label: name, modifiers: [name]),
      ],
      sources: [TraceSource(id: source, kind: .state, owner: "Root", name: name, valueType: name)],
      edges: [DependencyEdge(source: source, node: child, kind: .read, since: 0)],
      frames: [
        Frame(
          index: 0, event: name, eventKind: .initial,
          records: [
            NodeRecord(node: "Root", outcome: .appeared, initCount: 1, bodyCount: 1),
            NodeRecord(node: child, outcome: .appeared, initCount: 1, bodyCount: 1),
            NodeRecord(node: child + "/Text", outcome: .appeared),
          ]),
        Frame(
          index: 1, event: name, eventKind: .mutate,
          sourceChanges: [SourceChange(source: source, before: name, after: name)],
          records: [
            NodeRecord(
              node: child, outcome: .evaluated, bodyCount: 1,
              reasons: [
                Reason(
                  kind: .property, property: name, source: source,
                  changes: [ValueChange(name: name, before: name, after: name)])
              ], type: name),
            NodeRecord(
              node: child + "/Text", outcome: .redrawn,
              reasons: [Reason(kind: .self, changes: [ValueChange(name: "label", before: name, after: name + "!")])]),
          ], evaluations: [0]),
      ])
  }

  @Test func theCorpusHoldsEveryKindOfHostileName() {
    #expect(Self.names.count > 150)
    #expect(Self.names.contains { $0.utf8.count > 100_000 })
    #expect(Self.names.contains { $0.contains("\u{FFFD}") && $0.hasPrefix("lone") })
    for control in 0..<0x20 {
      #expect(Self.names.contains { $0.unicodeScalars.contains(Unicode.Scalar(UInt8(control))) })
    }
  }

  @Test func everyNameWithoutANULGivesAValidTraceAndANULIsRefused() throws {
    // Looping over no names would prove nothing.
    try #require(Self.names.count > 150)
    try #require(Self.names.contains { $0.utf8.contains(0) })
    for name in Self.names {
      if name.utf8.contains(0) {
        // The first id that holds it: the child's, `Root/<name>`.
        #expect(
          throws: TraceModelError.invalid(
            path: "nodes[1].id",
            problem: "\(TextEscaping.quoted("Root/" + name)) holds a NUL character (\\u{0}); ids never do")
        ) { try Self.trace(name).validate() }
      } else {
        try Self.trace(name).validate()
      }
    }
  }

  @Test func dotOfEveryNameIsReadBackByGraphviz() async throws {
    // Looping over no names would prove nothing.
    try #require(Self.names.count > 150)
    for name in Self.names {
      let renderer = TraceRenderer(trace: Self.trace(name))
      for view in TraceRenderer.View.allCases {
        let dot = try renderer.dot(view, frame: 1)
        do {
          _ = try await Graphviz.shared.render(dot: dot, format: .dot)
        } catch {
          Issue.record("\(view) DOT of \(TextEscaping.quoted(name)) does not parse: \(error)")
        }
      }
    }
  }

  @Test func svgAndJUnitOfEveryNameAreWellFormedXML() async throws {
    // Looping over no names would prove nothing.
    try #require(Self.names.count > 150)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String: String] = [:]  // file -> the name it came from
    for (index, name) in Self.names.enumerated() {
      let trace = Self.trace(name)
      let renderer = TraceRenderer(trace: trace)
      var outputs: [String: Data] = [:]
      for view in TraceRenderer.View.allCases {
        outputs["\(view)"] = try await renderer.render(view, frame: 1, format: .svg)
      }
      outputs["frames"] = Data(try await renderer.treeFrames().svg(frame: 1).utf8)
      let budget = Budget(
        scenario: name, run: Budget.Run(maxEvaluations: [name: 0], maxTotalEvaluations: 0),
        frames: [Budget.FrameBudget(frame: 1, event: name + "?", notEvaluated: [name])])
      outputs["junit"] = Data(budget.check(trace).junit.utf8)
      for (kind, data) in outputs {
        let file = folder.appendingPathComponent("\(index)-\(kind).xml")
        try data.write(to: file)
        files[file.path] = name
      }
    }
    let problems = try xmllint(files.keys.sorted())
    for (file, name) in files where problems.contains(file) {
      Issue.record("\(file) (\(TextEscaping.quoted(name))) is not well-formed XML")
    }
    #expect(problems.isEmpty, "\(problems.prefix(2_000))")
  }

  @Test func markdownOfEveryNameIsInertText() throws {
    // Looping over no names would prove nothing.
    try #require(Self.names.count > 150)
    for name in Self.names {
      let trace = Self.trace(name)
      let budget = Budget(
        scenario: name, run: Budget.Run(maxEvaluations: [name: 0], maxTotalEvaluations: 0),
        frames: [Budget.FrameBudget(frame: 1, event: name + "?", notEvaluated: [name])])
      let check = budget.check(trace).markdown(images: [1: "frames/\(name)-frame-1.svg"])
      var other = Self.trace("B " + name)
      other.frames[1].event = "other"
      let diff = TraceDiff(trace, other).markdown
      for markdown in [check, diff] {
        if let problem = Self.markdownProblem(markdown) {
          Issue.record("\(TextEscaping.quoted(name)): \(problem)")
        }
      }
    }
  }

  /// What would make `markdown` render as more than text; nil when inert.
  static func markdownProblem(_ markdown: String) -> String? {
    if markdown.contains("<") { return "a raw <" }
    var columns: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("![Frame ") {
        // Our own image: its destination must be one percent-encoded token.
        guard let open = line.range(of: "](", options: .backwards), line.hasSuffix(")") else {
          return "a broken image line"
        }
        let destination = line[open.upperBound..<line.index(before: line.endIndex)]
        if destination.contains(where: { " ()<>\"'\\".contains($0) }) { return "an image path that escapes" }
        if unescaped(["[", "]"], in: String(line[line.index(line.startIndex, offsetBy: 2)..<open.lowerBound])) > 0 {
          return "a link inside the image text"
        }
        continue
      }
      // The tool's own emphasis: the counts of the diff's summary line.
      let text = String(line).replacingOccurrences(of: #"\*\*-?[0-9]+\*\*"#, with: "", options: .regularExpression)
      if unescaped(["[", "]", "`", "*", "_"], in: text) > 0 { return "link or emphasis syntax: \(line.prefix(200))" }
      let unescapedText = text.replacingOccurrences(of: #"\\."#, with: "", options: .regularExpression)
      if unescapedText.contains("://") || unescapedText.lowercased().contains("www.") {
        return "an autolink: \(line.prefix(200))"
      }
      if line.hasPrefix("|") {
        let pipes = unescaped(["|"], in: String(line))
        if columns == nil { columns = pipes }
        if pipes != columns {
          return "a row with \(pipes) cell borders instead of \(columns ?? 0): \(line.prefix(200))"
        }
      } else {
        columns = nil
      }
    }
    return nil
  }

  /// How many of `characters` occur in `line` without a backslash escape.
  static func unescaped(_ characters: Set<Character>, in line: String) -> Int {
    var count = 0
    var escaped = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if characters.contains(character) {
        count += 1
      }
    }
    return count
  }

  /// `xmllint --noout` on every file at once; the files it complains about.
  func xmllint(_ files: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xmllint", "--noout"] + files
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return message
  }
}
