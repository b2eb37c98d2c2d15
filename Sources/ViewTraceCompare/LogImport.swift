import Foundation
import ViewTraceModel

/// Reads logs of `Self._printChanges()` / `Self._logChanges()` as developers
/// have them: Xcode console lines, `log stream` / `log show` lines with
/// timestamps and `[com.apple.SwiftUI:Changed Body Properties]`,
/// module-qualified type names, `@self`, `@identity`, `@dependencies`,
/// `_name`, `@NN` offsets and `unchanged.`, among unrelated output.
///
/// The log is read line by line from its bytes (no copy of it as text, no
/// list of its lines), and what the import keeps grows with the trace it
/// makes, not with the log: each distinct line once, four bytes a
/// `_printChanges` line, the views and the frames' starts. A log whose trace
/// no reader would take (more than ``Trace/maxNodes`` views or
/// ``Trace/maxFrames`` frames, more than ``TraceCoding/maxFileBytes`` of
/// JSON) is refused at the line where it gets there, so the trace limits
/// bound what a log of distinct views costs. The measured figures (a log of
/// repeated lines peaks under 4 times its size with its JSON written) are
/// in docs/logs.md, "Memory".
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
  /// before the import stops with an error; see ``MarkerMatcher``.
  public var markerTimeLimit: Double = 2

  /// An importer that cuts frames by `split`, with a `marker` pattern and a `gap` in seconds.
  public init(split: Split = .auto, marker: String? = nil, gap: Double = 0.1) {
    self.split = split
    self.marker = marker
    self.gap = gap
  }

  /// The most a trace made from a log may hold: ``Trace/maxNodes`` views,
  /// ``Trace/maxFrames`` frames and ``TraceCoding/maxFileBytes`` of JSON,
  /// the limits every reader of a trace checks. Tests lower them.
  package struct Limits: Sendable {
    /// The most views (with the `--tree` sample's).
    package var nodes: Int
    /// The most frames.
    package var frames: Int
    /// The most bytes of the trace's JSON.
    package var bytes: Int

    /// The limits of a trace file, or lower ones.
    package init(nodes: Int = Trace.maxNodes, frames: Int = Trace.maxFrames, bytes: Int = TraceCoding.maxFileBytes) {
      self.nodes = nodes
      self.frames = frames
      self.bytes = bytes
    }
  }

  /// What the trace may hold; a log past it is refused (``importLog(_:name:tree:)``).
  package var limits = Limits()

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
    /// The log's name, for errors.
    let name: String
    /// The limits the log was imported under.
    let limits: Limits

    /// One line saying what was read.
    public var summary: String {
      var out =
        "imported \(recognised) _printChanges line\(recognised == 1 ? "" : "s") into \(trace.frames.count) frame\(trace.frames.count == 1 ? "" : "s"); \(unknown) other line\(unknown == 1 ? "" : "s") not recognised"
      if let first = unknownSamples.first { out += " (first, line \(first.0): \(first.1.prefix(80)))" }
      return out
    }

    /// The trace as a trace file (``TraceCoding/encode(_:)``), so that what
    /// is written is checked against ``TraceCoding/maxFileBytes`` exactly:
    /// the import stops early on a lower bound of the size, and this refuses
    /// the rest, so no file is written that no command reads back.
    ///
    /// - Throws: ``CompareError/invalidLog(_:)`` naming the log, the size and the limit.
    public func encodedTrace() throws(CompareError) -> Data {
      let data: Data
      do {
        data = try TraceCoding.encode(trace)
      } catch {
        throw .invalidLog("\(name): its trace cannot be encoded (\(TraceCoding.describe(error)))")
      }
      guard data.count <= limits.bytes else {
        throw .invalidLog(
          "\(name): its trace is \(NumberText.grouped(data.count)) bytes of JSON; a trace may be at most "
            + "\(NumberText.grouped(limits.bytes)) (\(NumberText.bytes(limits.bytes)); docs/trace-format.md, \"Limits\")")
      }
      return data
    }
  }

  /// Imports `data` (the file named `name`); with `tree`, views are attached to
  /// that trace's identities by type name where the type names one view.
  /// A UTF-8 byte order mark at the start is skipped.
  ///
  /// The log is read line by line from its bytes, and what is kept grows
  /// with what the trace holds: each distinct line once (a repeated line is
  /// shared), four bytes a `_printChanges` line, the frames' starts. A log
  /// whose trace would be larger than a trace may be (``Trace/maxNodes``
  /// views, ``Trace/maxFrames`` frames, ``TraceCoding/maxFileBytes`` of
  /// JSON, counted as a lower bound while reading) is refused at the line
  /// where it gets there, naming the line and the limit.
  public func importLog(_ data: Data, name: String, tree: Trace? = nil) throws(CompareError) -> Result {
    let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard data.count > start else { throw .invalidLog("\(name) is empty") }
    let notText = CompareError.invalidLog("\(name) is not a text log (it has binary or non-UTF-8 content)")
    guard !data.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, data.count) != nil } ?? false }) else {
      throw notText
    }
    let markerRegex: Regex<AnyRegexOutput>?
    do {
      markerRegex = try marker.map { try Regex($0) }
    } catch {
      throw .invalidLog("the marker \(marker ?? "") is not a regular expression: \(error)")
    }
    let seconds = markerTimeLimit + Double(data.count - start) / 10_000_000
    var reader = Reader(self, name: name, tree: tree)
    let matcher = markerRegex.map { MarkerMatcher($0, seconds: seconds) }
    defer { matcher?.stop() }
    var pending: [(number: Int, line: String)] = []
    var pendingBytes = 0
    func flush() throws(CompareError) {
      guard let matcher, !pending.isEmpty else { return }
      guard let found = matcher.match(pending.map(\.line)) else {
        throw .invalidLog(
          "the marker \(TextEscaping.quoted(marker ?? "")) took more than \(String(format: "%g", (seconds * 10).rounded() / 10)) s on this log "
            + "(it backtracks: avoid nested repetition such as (a+)+)")
      }
      for (index, line) in pending.enumerated() { try reader.take(line.line, number: line.number, marker: found[index]) }
      pending.removeAll(keepingCapacity: true)
      pendingBytes = 0
    }
    var failure: CompareError?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      do {
        try Self.forEachLine(in: bytes, from: start) { (line: UnsafeRawBufferPointer, number: Int) throws(CompareError) in
          guard let text = Self.trimmedLine(line) else { throw notText }
          if matcher == nil {
            try reader.take(text, number: number, marker: nil)
          } else {
            pending.append((number, text))
            pendingBytes += text.utf8.count
            if pending.count >= 4096 || pendingBytes >= 1 << 20 { try flush() }
          }
        }
        try flush()
      } catch let error as CompareError {
        failure = error
      } catch {
        failure = .invalidLog("\(name): \(error)")
      }
    }
    if let failure { throw failure }
    return try reader.finish()
  }

  /// Calls `body` with each line of `bytes` from `start` and its number
  /// (from 1), without its line break. A line ends at LF, CR LF, CR, VT,
  /// FF, NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR, the breaks
  /// `Character.isNewline` names; the text after the last break is a line
  /// too, even when empty.
  static func forEachLine(
    in bytes: UnsafeRawBufferPointer, from start: Int,
    _ body: (UnsafeRawBufferPointer, Int) throws(CompareError) -> Void
  ) throws(CompareError) {
    let count = bytes.count
    var lineStart = start
    var number = 0
    while true {
      var end = lineStart
      var next = count
      scan: while end < count {
        switch bytes[end] {
        case 0x0A, 0x0B, 0x0C:
          next = end + 1
          break scan
        case 0x0D:
          next = end + 1 < count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
          break scan
        case 0xC2 where end + 1 < count && bytes[end + 1] == 0x85:
          next = end + 2
          break scan
        case 0xE2 where end + 2 < count && bytes[end + 1] == 0x80 && (bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9):
          next = end + 3
          break scan
        default:
          end += 1
        }
      }
      number += 1
      try body(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<end]), number)
      guard end < count else { return }
      lineStart = next
    }
  }

  /// The line as text without the white space around it
  /// (`trimmingCharacters(in: .whitespacesAndNewlines)`), or nil when it is
  /// not UTF-8. ASCII spaces are trimmed on the bytes; only a line that
  /// then starts or ends outside ASCII is trimmed as text.
  static func trimmedLine(_ line: UnsafeRawBufferPointer) -> String? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    var low = 0
    var high = line.count
    while low < high, isSpace(line[low]) { low += 1 }
    while high > low, isSpace(line[high - 1]) { high -= 1 }
    guard let text = String(validating: line[low..<high], as: UTF8.self) else { return nil }
    guard low < high, line[low] >= 0x80 || line[high - 1] >= 0x80 else { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Matches the marker over chunks of lines on a thread of its own.
  ///
  /// Swift's `Regex` backtracks, so a pattern such as `(a+)+$` can take
  /// exponential time on one line, and a match cannot be interrupted. The
  /// import hands the thread a chunk of lines at a time and waits at most the
  /// time left of `seconds` (all chunks together): past that it gives up,
  /// and the thread stops after the line it is matching. (The abandoned
  /// match runs on until it ends; the command-line tool exits at once.)
  final class MarkerMatcher: @unchecked Sendable {
    private let regex: Regex<AnyRegexOutput>
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopped = false  // under `lock`
    private var lines: [String] = []  // written before `go` is signalled, read after
    private var found: [String?] = []  // written before `done` is signalled, read after
    private var remaining: Double

    init(_ regex: Regex<AnyRegexOutput>, seconds: Double) {
      self.regex = regex
      remaining = seconds
      Thread { [self] in work() }.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func work() {
      while true {
        go.wait()
        var out: [String?] = []
        out.reserveCapacity(lines.count)
        for line in lines {
          if isStopped { return }
          out.append(line.isEmpty ? nil : line.firstMatch(of: regex).map { String(line[$0.range]) })
        }
        found = out
        done.signal()
      }
    }

    /// Ends the thread (after the line it is matching, if any).
    func stop() {
      lock.withLock { stopped = true }
      go.signal()
    }

    /// The text the marker matched in each of `chunk` (nil where it does
    /// not match; empty lines are not matched), or nil when the time ran out.
    func match(_ chunk: [String]) -> [String?]? {
      lines = chunk
      let start = DispatchTime.now()
      go.signal()
      guard remaining > 0, done.wait(timeout: start + remaining) == .success else {
        stop()
        return nil
      }
      remaining -= Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      return found
    }
  }

  /// `ContentView: _firstNumber changed.` (with any prefix) -> an entry: the
  /// line taken apart by the one parser of `_printChanges` lines
  /// (``PrintChangesLine/init(_:)``), each token one a line lists
  /// (``PrintChangesLine/isToken(_:)``), the type the last word of what
  /// follows the log's prefix, without its module.
  static func parse(_ line: String, number: Int) -> Entry? {
    guard let parsed = PrintChangesLine(line), parsed.tokens.allSatisfy(PrintChangesLine.isToken) else {
      return nil
    }
    // The message starts after the last "] " (log stream / Xcode prefixes).
    var message = parsed.type
    if let bracket = message.range(of: "] ", options: .backwards) { message = String(message[bracket.upperBound...]) }
    let words = message.split(separator: " ")
    guard let last = words.last else { return nil }
    let type = stripModule(String(last))
    guard let first = type.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_" else {
      return nil
    }
    return Entry(line: number, time: timestamp(of: line), type: type, tokens: parsed.tokens)
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

  /// The import as it reads a log: the views, each distinct line once,
  /// the lines as indices, and for each way of cutting frames still
  /// possible (`auto` keeps `blank` and `gap` until the end) where its
  /// frames start; with a lower bound of the trace's JSON size.
  struct Reader {
    /// A distinct `_printChanges` line: its view and reasons.
    struct Kind {
      let node: Int32
      /// The tokens (shared with every line that has them).
      let tokens: [String]
      let reasons: [Reason]
      let appears: Bool
      /// The least bytes a record of it adds to the trace's JSON.
      let recordBytes: Int
    }
    struct KindKey: Hashable {
      let type: String
      let tokens: [String]
    }
    /// Frame starts under one mode.
    struct Cut {
      let mode: Split
      var starts: [(entry: Int, name: String)] = []
      /// The line that would start one frame too many.
      var overflow: Int?
      /// View -> the number of frames when it last had a record (0: never).
      var recordIn: [Int32] = []
      /// The least bytes the frames and records add.
      var bytes = 0
      var blankSince = false
    }

    let importer: LogImport
    let name: String
    let floor: SizeFloor
    var nodes: [TraceNode]
    var nodeIndex: [String: Int32] = [:]
    var identity: [String: String] = [:]
    var kinds: [Kind] = []
    var kindIndex: [KindKey: UInt32] = [:]
    /// Tokens -> those tokens and their reasons, one copy for every line that has them.
    var reasonsByTokens: [[String]: (tokens: [String], reasons: [Reason], bytes: Int)] = [:]
    var entries: [UInt32] = []
    var cuts: [Cut]
    var timed = 0
    var previousTime: Double?
    var unknown = 0
    var unknownSamples: [(Int, String)] = []
    var lines = 0
    /// Lines without a timestamp read lately -> their distinct line (nil: not a `_printChanges` line).
    var recentLines: [String: UInt32?] = [:]
    /// The least bytes of the trace's JSON apart from the cuts'.
    var bytes: Int

    init(_ importer: LogImport, name: String, tree: Trace?) {
      self.importer = importer
      self.name = name
      floor = SizeFloor.measured
      let modes: [Split] =
        importer.split == .auto ? (importer.marker != nil ? [.marker] : [.blank, .gap]) : [importer.split]
      cuts = modes.map { Cut(mode: $0) }
      nodes = tree?.nodes ?? []
      bytes = floor.base(name: name, split: modes.map(\.rawValue).min { $0.utf8.count < $1.utf8.count } ?? "")
      for (index, node) in nodes.enumerated() {
        nodeIndex[node.id] = nodeIndex[node.id] ?? Int32(index)
        bytes += floor.node + node.id.utf8.count + node.type.utf8.count + node.label.utf8.count
      }
      if let tree {
        let byType = Dictionary(grouping: tree.nodes, by: \.type)
        for (type, matches) in byType where matches.count == 1 { identity[type] = matches[0].id }
      }
    }

    var limits: Limits { importer.limits }

    /// One line of the log, trimmed; `marker` is what the marker matched in it.
    mutating func take(_ line: String, number: Int, marker: String?) throws(CompareError) {
      lines = number
      if line.isEmpty {
        for index in cuts.indices where cuts[index].mode == .blank { cuts[index].blankSince = true }
      } else if let marker {
        for index in cuts.indices where cuts[index].mode == .marker {
          try start(index, name: marker, line: number)
        }
      } else {
        // A line without a timestamp is often the same as one read before (an Xcode console
        // repeats its lines): what it was is looked up instead of parsed again.
        let stamped = LogImport.timestamp(of: line) != nil
        let kind: UInt32?
        var time: Double?
        if !stamped, let known = recentLines[line] {
          kind = known
        } else {
          let entry = LogImport.parse(line, number: number)
          kind = try entry.map { entry throws(CompareError) in try kindNumber(entry) }
          time = entry?.time
          if !stamped {
            if recentLines.count >= 4_096 { recentLines.removeAll(keepingCapacity: true) }
            recentLines[line] = kind
          }
        }
        if let kind {
          try add(kind, time: time, line: number)
        } else {
          unknown += 1
          if unknownSamples.count < 3 { unknownSamples.append((number, line)) }
        }
      }
    }

    /// Starts a frame named `name` at the next entry in cut `index`.
    mutating func start(_ index: Int, name: String, line: Int) throws(CompareError) {
      guard cuts[index].overflow == nil else { return }
      let count = cuts[index].starts.count
      guard count < limits.frames else {
        cuts[index].overflow = line
        if cuts.allSatisfy({ $0.overflow != nil }) {
          throw tooLarge(Trace.sizeProblem(nodes: 0, frames: count + 1, maxFrames: limits.frames)?.problem, line: line)
        }
        return
      }
      cuts[index].starts.append((entries.count, name))
      cuts[index].bytes += floor.frame + name.utf8.count + String(count).utf8.count - 1
    }

    /// The number of the distinct line of `entry`, added when new.
    mutating func kindNumber(_ entry: Entry) throws(CompareError) -> UInt32 {
      if let known = kindIndex[KindKey(type: entry.type, tokens: entry.tokens)] { return known }
      let number = UInt32(kinds.count)
      let kind = try kind(entry)
      kinds.append(kind)
      kindIndex[KindKey(type: entry.type, tokens: kind.tokens)] = number
      return number
    }

    /// A `_printChanges` line of distinct line `kindNumber` at `time`, line `line` of the log.
    mutating func add(_ kindNumber: UInt32, time: Double?, line: Int) throws(CompareError) {
      let kind = kinds[Int(kindNumber)]
      if time != nil { timed += 1 }
      let gapBefore = time.map { time in previousTime.map { time - $0 > importer.gap } ?? false } ?? false
      previousTime = time
      for index in cuts.indices where cuts[index].overflow == nil {
        let frames = cuts[index].starts.count
        switch cuts[index].mode {
        case .marker:
          if frames == 0 { try start(index, name: "frame 0", line: line) }
        case .blank:
          if frames == 0 || cuts[index].blankSince { try start(index, name: "frame \(frames)", line: line) }
          cuts[index].blankSince = false
        case .gap:
          if frames == 0 || gapBefore { try start(index, name: "frame \(frames)", line: line) }
        case .auto:
          break
        }
        guard cuts[index].overflow == nil else { continue }
        let node = Int(kind.node)
        let frame = Int32(cuts[index].starts.count)
        if cuts[index].recordIn.count <= node {
          cuts[index].recordIn.append(contentsOf: repeatElement(0, count: node + 1 - cuts[index].recordIn.count))
        }
        if cuts[index].recordIn[node] != frame {
          cuts[index].recordIn[node] = frame
          cuts[index].bytes += kind.recordBytes
        }
      }
      entries.append(kindNumber)
      bytes += floor.line
      let least = bytes + (cuts.filter { $0.overflow == nil }.map(\.bytes).min() ?? 0)
      if least > limits.bytes {
        throw .invalidLog(
          "\(name): by line \(NumberText.grouped(line)) its trace is larger than a trace may be (at most "
            + "\(NumberText.bytes(limits.bytes)) of JSON; docs/trace-format.md, \"Limits\")")
      }
    }

    /// A new distinct line: its view (added when new) and reasons.
    mutating func kind(_ entry: Entry) throws(CompareError) -> Kind {
      let id = identity[entry.type] ?? entry.type
      let node: Int32
      if let known = nodeIndex[id] {
        node = known
      } else {
        guard nodes.count < limits.nodes else {
          throw tooLarge(
            Trace.sizeProblem(nodes: nodes.count + 1, frames: 0, maxNodes: limits.nodes)?.problem, line: entry.line)
        }
        node = Int32(nodes.count)
        nodeIndex[id] = node
        nodes.append(TraceNode(id: id, parent: nil, type: entry.type, kind: .custom, label: entry.type))
        bytes += floor.node + id.utf8.count + 2 * entry.type.utf8.count
      }
      let shared = reasons(entry.tokens)
      return Kind(
        node: node, tokens: shared.tokens, reasons: shared.reasons, appears: entry.tokens.contains("@identity"),
        recordBytes: floor.record + id.utf8.count + shared.bytes)
    }

    /// The reasons of `tokens` and the least bytes they add to a record, one copy for all lines that have them.
    mutating func reasons(_ tokens: [String]) -> (tokens: [String], reasons: [Reason], bytes: Int) {
      if let known = reasonsByTokens[tokens] { return known }
      let reasons = tokens.map(Reason.init(token:))
      let bytes = reasons.map { floor.reason + ($0.property.map { floor.property + $0.utf8.count } ?? 0) }
      let shared = (tokens, reasons, bytes.reduce(0, +))
      reasonsByTokens[tokens] = shared
      return shared
    }

    func tooLarge(_ problem: String?, line: Int) -> CompareError {
      .invalidLog("\(name): by line \(NumberText.grouped(line)) its trace has \(problem ?? "too much")")
    }

    /// The trace, once every line is read.
    func finish() throws(CompareError) -> Result {
      guard !entries.isEmpty else {
        throw .invalidLog("no _printChanges lines found in \(name) (\(lines) lines read)")
      }
      var mode = importer.split
      if mode == .auto {
        mode = importer.marker != nil ? .marker : (timed * 5 >= entries.count * 4 ? .gap : .blank)
      }
      guard let cut = cuts.first(where: { $0.mode == mode }) else { preconditionFailure("no cut for \(mode)") }
      if let line = cut.overflow {
        throw tooLarge(
          Trace.sizeProblem(nodes: 0, frames: limits.frames + 1, maxFrames: limits.frames)?.problem, line: line)
      }
      var frames: [Frame] = []
      frames.reserveCapacity(cut.starts.count)
      for (index, start) in cut.starts.enumerated() {
        let end = index + 1 < cut.starts.count ? cut.starts[index + 1].entry : entries.count
        var records: [NodeRecord] = []
        var recordIndex: [Int32: Int] = [:]  // node -> index in records: linear in the frame's lines
        var evaluations: [Int] = []
        evaluations.reserveCapacity(end - start.entry)
        for entry in entries[start.entry..<end] {
          let kind = kinds[Int(entry)]
          let record =
            recordIndex[kind.node]
            ?? {
              recordIndex[kind.node] = records.count
              let node = nodes[Int(kind.node)]
              records.append(
                NodeRecord(node: node.id, outcome: kind.appears ? .appeared : .evaluated, type: node.type))
              return records.count - 1
            }()
          records[record].addRun(kind.reasons)
          evaluations.append(record)
        }
        frames.append(
          Frame(
            index: index, event: start.name, eventKind: index == 0 ? .initial : .event, records: records,
            evaluations: evaluations))
      }
      let trace = Trace(
        scenario: name, summary: "imported from a _printChanges log", seed: 0,
        options: ["importedFrom": "printChanges log", "split": mode.rawValue], nodes: nodes, frames: frames)
      return Result(
        trace: trace, recognised: entries.count, unknown: unknown, unknownSamples: unknownSamples, name: name,
        limits: limits)
    }
  }

  /// Lower bounds of what each part of an imported trace adds to its JSON
  /// (``TraceCoding/encode(_:)``), measured once by encoding small traces
  /// with empty strings: the layout a part costs at least, to which the
  /// UTF-8 length of its strings adds (escaping only lengthens them).
  struct SizeFloor: Sendable {
    /// A view, a frame, a body run of a frame, a record, a
    /// reason, and a reason's property.
    let node, frame, line, record, reason, property: Int

    static let measured = SizeFloor()

    private static func size(_ trace: Trace) -> Int { (try? TraceCoding.encode(trace).count) ?? 0 }

    private static func trace(nodes: [TraceNode] = [], frames: [Frame] = []) -> Trace {
      Trace(scenario: "", summary: "", seed: 0, nodes: nodes, frames: frames)
    }

    private init() {
      /// The least one more element adds: the first, or one after another.
      func added(_ make: (Int) -> Trace) -> Int {
        let sizes = (0...2).map { Self.size(make($0)) }
        return max(0, min(sizes[1] - sizes[0], sizes[2] - sizes[1]))
      }
      func makeFrame(records: [NodeRecord] = [], lines: Int = 0) -> Frame {
        Frame(
          index: 0, event: "", eventKind: .event, records: records, evaluations: Array(repeating: 0, count: lines))
      }
      func makeRecord(_ reasons: [Reason] = []) -> NodeRecord {
        NodeRecord(node: "", outcome: .appeared, bodyCount: 1, reasons: reasons)
      }
      let view = TraceNode(id: "", parent: nil, type: "", kind: .custom, label: "")
      node = added { Self.trace(nodes: Array(repeating: view, count: $0)) }
      frame = added { Self.trace(frames: Array(repeating: makeFrame(), count: $0)) }
      line = added { Self.trace(frames: [makeFrame(lines: $0)]) }
      record = added { Self.trace(frames: [makeFrame(records: Array(repeating: makeRecord(), count: $0))]) }
      reason = added {
        Self.trace(frames: [makeFrame(records: [makeRecord(Array(repeating: Reason(kind: .self), count: $0))])])
      }
      property = max(
        0,
        Self.size(Self.trace(frames: [makeFrame(records: [makeRecord([Reason(kind: .self, property: "")])])]))
          - Self.size(Self.trace(frames: [makeFrame(records: [makeRecord([Reason(kind: .self)])])])))
    }

    /// The trace without views and frames.
    func base(name: String, split: String) -> Int {
      Self.size(
        Trace(
          scenario: name, summary: "imported from a _printChanges log", seed: 0,
          options: ["importedFrom": "printChanges log", "split": split]))
    }
  }
}
