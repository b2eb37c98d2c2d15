import Foundation
import ViewTraceModel

/// Reads logs of `Self._printChanges()` / `Self._logChanges()` as developers
/// have them: Xcode console lines, `log stream` / `log show` lines with
/// timestamps and `[com.apple.SwiftUI:Changed Body Properties]`,
/// module-qualified type names, `@self`, `@identity`, `@dependencies`,
/// `_name`, `@NN` offsets and `unchanged.`, among unrelated output.
public struct LogImport: Sendable {
  /// How the log is cut into frames.
  public enum Split: String, Sendable, CaseIterable {
    /// A line matching the marker pattern starts a frame (named after it).
    case marker
    /// A blank line ends a frame.
    case blank
    /// A pause longer than the gap between timestamped lines starts a frame.
    case gap
    /// `marker` if a marker is given, `gap` if most lines have timestamps, else `blank`.
    case auto
  }

  /// One `_printChanges` line found in the log.
  public struct Entry: Sendable, Equatable {
    /// The line number in the log.
    public let line: Int
    /// The line's timestamp in seconds since midnight, if it has one.
    public let time: Double?
    /// The type with its module removed (`ContentView`).
    public let type: String
    /// `@self`, `_count`, `@12`, ...; empty for `unchanged.`.
    public let tokens: [String]
  }

  /// How frames are cut.
  public var split: Split = .auto
  /// A regular expression for marker lines (with `split` `marker` or `auto`).
  public var marker: String?
  /// Seconds between timestamped lines that start a new frame.
  public var gap: Double = 0.1

  /// Seconds the marker may take over a log (plus one per 10 MB of log)
  /// before the import stops with an error; see ``markerLines(_:in:seconds:marker:)``.
  public var markerTimeLimit: Double = 2

  /// An importer that cuts frames by `split`, with a `marker` pattern and a `gap` in seconds.
  public init(split: Split = .auto, marker: String? = nil, gap: Double = 0.1) {
    self.split = split
    self.marker = marker
    self.gap = gap
  }

  /// The imported trace and what was not recognised.
  public struct Result: Sendable {
    /// The trace.
    public let trace: Trace
    /// How many `_printChanges` lines were read.
    public let recognised: Int
    /// How many other lines were counted, not read.
    public let unknown: Int
    /// The first few unrecognised lines (line number, text).
    public let unknownSamples: [(Int, String)]
    /// One line saying what was read.
    public var summary: String {
      var out =
        "imported \(recognised) _printChanges line\(recognised == 1 ? "" : "s") into \(trace.frames.count) frame\(trace.frames.count == 1 ? "" : "s"); \(unknown) other line\(unknown == 1 ? "" : "s") not recognised"
      if let first = unknownSamples.first { out += " (first, line \(first.0): \(first.1.prefix(80)))" }
      return out
    }
  }

  /// Imports `data` (the file named `name`); with `tree`, views are attached to
  /// that trace's identities by type name where the type names one view.
  /// A UTF-8 byte order mark at the start is skipped.
  public func importLog(_ data: Data, name: String, tree: Trace? = nil) throws(CompareError) -> Result {
    let data = JSONInput.droppingByteOrderMark(data)
    guard !data.isEmpty else { throw .invalidLog("\(name) is empty") }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw .invalidLog("\(name) is not a text log (it has binary or non-UTF-8 content)")
    }
    let markerRegex: Regex<AnyRegexOutput>?
    do {
      markerRegex = try marker.map { try Regex($0) }
    } catch {
      throw .invalidLog("the marker \(marker ?? "") is not a regular expression: \(error)")
    }
    var entries: [Entry] = []
    var boundaries: [(line: Int, name: String)] = []  // explicit frame starts (markers, blanks)
    var unknown: [(Int, String)] = []
    var timed = 0
    // `\r\n` is one Character in Swift: split on every line break, CR LF included.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let markers =
      try markerRegex.map { regex throws(CompareError) in
        try Self.markerLines(
          regex, in: lines, seconds: markerTimeLimit + Double(data.count) / 10_000_000, marker: marker ?? "")
      } ?? [:]
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      if line.isEmpty {
        boundaries.append((number, "blank"))
        continue
      }
      if let matched = markers[offset] {
        boundaries.append((number, matched))
        continue
      }
      if let entry = Self.parse(line, number: number) {
        entries.append(entry)
        if entry.time != nil { timed += 1 }
      } else {
        unknown.append((number, line))
      }
    }
    guard !entries.isEmpty else {
      throw .invalidLog("no _printChanges lines found in \(name) (\(lines.count) lines read)")
    }
    var mode = split
    if mode == .auto {
      mode = marker != nil ? .marker : (timed * 5 >= entries.count * 4 ? .gap : .blank)
    }
    // Cut the entries into frames.
    var groups: [(name: String, entries: [Entry])] = []
    var next = 0
    for entry in entries {
      var starts = groups.isEmpty
      let label = "frame \(groups.count)"
      switch mode {
      case .marker:
        // Every marker starts a frame, also one in which nothing printed.
        while next < boundaries.count && boundaries[next].line < entry.line {
          if boundaries[next].name != "blank" {
            groups.append((boundaries[next].name, []))
            starts = false
          }
          next += 1
        }
        if groups.isEmpty { starts = true }
      case .blank:
        while next < boundaries.count && boundaries[next].line < entry.line {
          if boundaries[next].name == "blank" { starts = true }
          next += 1
        }
      case .gap:
        if let time = entry.time, let last = groups.last?.entries.last?.time, time - last > gap { starts = true }
      case .auto:
        break
      }
      if starts { groups.append((label, [])) }
      groups[groups.count - 1].entries.append(entry)
    }
    if mode == .marker {
      for boundary in boundaries[next...] where boundary.name != "blank" { groups.append((boundary.name, [])) }
    }
    let trace = Self.makeTrace(groups, name: name, tree: tree, mode: mode)
    return Result(
      trace: trace, recognised: entries.count, unknown: unknown.count, unknownSamples: Array(unknown.prefix(3)))
  }

  /// Line offset -> the text the marker matched, for every line it matches.
  ///
  /// Swift's `Regex` backtracks, so a pattern such as `(a+)+$` can take
  /// exponential time on one line, and a match cannot be interrupted. The
  /// matching therefore runs on a thread of its own and the import waits at
  /// most `seconds`: past that it throws, naming the marker. (The abandoned
  /// thread runs on until its match ends; the command-line tool exits at once.)
  static func markerLines(_ regex: Regex<AnyRegexOutput>, in lines: [String], seconds: Double, marker: String)
    throws(CompareError) -> [Int: String]
  {
    final class Job: @unchecked Sendable {
      let regex: Regex<AnyRegexOutput>
      let lines: [String]
      let done = DispatchSemaphore(value: 0)
      var found: [Int: String] = [:]  // written before `done` is signalled, read after
      init(_ regex: Regex<AnyRegexOutput>, _ lines: [String]) {
        self.regex = regex
        self.lines = lines
      }
    }
    let job = Job(regex, lines)
    let thread = Thread {
      for (offset, line) in job.lines.enumerated() where !line.isEmpty {
        if let match = line.firstMatch(of: job.regex) { job.found[offset] = String(line[match.range]) }
      }
      job.done.signal()
    }
    thread.start()
    guard job.done.wait(timeout: .now() + seconds) == .success else {
      throw .invalidLog(
        "the marker \(TextEscaping.quoted(marker)) took more than \(String(format: "%g", (seconds * 10).rounded() / 10)) s on this log "
          + "(it backtracks: avoid nested repetition such as (a+)+)")
    }
    return job.found
  }

  /// `ContentView: _firstNumber changed.` (with any prefix) -> an entry.
  static func parse(_ line: String, number: Int) -> Entry? {
    let changed = line.hasSuffix(" changed.")
    let unchanged = line.hasSuffix(": unchanged.")
    guard changed || unchanged else { return nil }
    let body = unchanged ? String(line.dropLast(": unchanged.".count)) : String(line.dropLast(" changed.".count))
    // The type ends at the last ": " before the tokens.
    guard let separator = unchanged ? body.endIndex : body.range(of: ": ", options: .backwards)?.lowerBound else {
      return nil
    }
    let head = String(body[..<separator])
    let tokens = unchanged ? [] : PrintChangesLine.splitTokens(body[body.index(separator, offsetBy: 2)...])
    guard unchanged || (!tokens.isEmpty && tokens.allSatisfy(isToken)) else { return nil }
    // The message starts after the last "] " (log stream / Xcode prefixes).
    var message = head
    if let bracket = head.range(of: "] ", options: .backwards) { message = String(head[bracket.upperBound...]) }
    let words = message.split(separator: " ")
    guard let last = words.last else { return nil }
    let type = stripModule(String(last))
    guard let first = type.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_" else {
      return nil
    }
    return Entry(line: number, time: timestamp(of: line), type: type, tokens: tokens)
  }

  static func isToken(_ token: String) -> Bool {
    if ["@self", "@identity", "@dependencies"].contains(token) { return true }
    // iOS 18 and later: an @Observable dependency as a key path, `\Model.<computed 0x… (String)>`.
    if token.hasPrefix("\\"), token.count > 2 { return true }
    if token.hasPrefix("@"), Int(token.dropFirst()) != nil { return true }
    return token.hasPrefix("_") && token.count > 1 && !token.contains(" ")
  }

  /// `MyApp.ContentView` -> `ContentView`; dots inside generic arguments kept.
  static func stripModule(_ type: String) -> String {
    var depth = 0
    var cut = type.startIndex
    for index in type.indices {
      switch type[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: cut = type.index(after: index)
      default: break
      }
    }
    return String(type[cut...])
  }

  /// Seconds since midnight of a leading `2024-05-08 12:42:01.123456` stamp.
  static func timestamp(of line: String) -> Double? {
    let scalars = Array(line.utf8.prefix(32))
    guard scalars.count >= 19, scalars[4] == UInt8(ascii: "-"), scalars[7] == UInt8(ascii: "-"),
      scalars[10] == UInt8(ascii: " ") || scalars[10] == UInt8(ascii: "T"), scalars[13] == UInt8(ascii: ":")
    else { return nil }
    let time = String(decoding: scalars[11...], as: UTF8.self)
    let parts = time.prefix { "0123456789:.".contains($0) }.split(separator: ":")
    guard parts.count == 3, let h = Double(parts[0]), let m = Double(parts[1]), let s = Double(parts[2]) else {
      return nil
    }
    return h * 3600 + m * 60 + s
  }

  static func makeTrace(_ groups: [(name: String, entries: [Entry])], name: String, tree: Trace?, mode: Split) -> Trace
  {
    var identity: [String: String] = [:]
    var nodes: [TraceNode] = tree?.nodes ?? []
    if let tree {
      let byType = Dictionary(grouping: tree.nodes, by: \.type)
      for (type, matches) in byType where matches.count == 1 { identity[type] = matches[0].id }
    }
    var known = Set(nodes.map(\.id))
    for entry in groups.flatMap(\.entries) {
      let id = identity[entry.type] ?? entry.type
      if known.insert(id).inserted {
        nodes.append(TraceNode(id: id, parent: nil, type: entry.type, kind: .custom, label: entry.type))
      }
    }
    var frames: [Frame] = []
    for (index, group) in groups.enumerated() {
      var records: [NodeRecord] = []
      var recordIndex: [String: Int] = [:]  // node -> index in records: linear in the frame's lines
      var lines: [String] = []
      for entry in group.entries {
        let line =
          entry.tokens.isEmpty
          ? "\(entry.type): unchanged." : "\(entry.type): \(entry.tokens.joined(separator: ", ")) changed."
        lines.append(line)
        let id = identity[entry.type] ?? entry.type
        let reasons = entry.tokens.map { token -> Reason in
          switch token {
          case "@self": Reason(kind: .self)
          case "@identity": Reason(kind: .identity)
          case "@dependencies": Reason(kind: .dependencies)
          case _ where token.hasPrefix("\\"): Reason(kind: .dependencies, property: token)
          default: Reason(kind: .property, property: token)
          }
        }
        if let existing = recordIndex[id] {
          records[existing].bodyCount += 1
        } else {
          recordIndex[id] = records.count
          records.append(
            NodeRecord(
              node: id, outcome: entry.tokens.contains("@identity") ? .appeared : .evaluated, bodyCount: 1,
              reasons: reasons, printChanges: line))
        }
      }
      frames.append(
        Frame(
          index: index, event: group.name, eventKind: index == 0 ? .initial : .event, records: records,
          printChanges: lines))
    }
    return Trace(
      scenario: name, summary: "imported from a _printChanges log", seed: 0,
      options: ["importedFrom": "printChanges log", "split": mode.rawValue], nodes: nodes, frames: frames)
  }
}
