import Foundation
import ViewTraceModel

/// How two traces differ, frame by frame: views evaluated only in one,
/// count deltas, and views whose reasons changed. Frames are matched by index
/// and their event names compared.
public struct TraceDiff: Codable, Equatable, Sendable {
  /// A view whose reasons differ between A and B.
  public struct ReasonChange: Codable, Equatable, Sendable {
    /// The view's identity.
    public let node: String
    /// The `_printChanges` line in A and in B.
    public let a: String
    /// The `_printChanges` line in B.
    public let b: String

    /// Makes a `ReasonChange` from its parts.
    public init(node: String, a: String, b: String) {
      self.node = node
      self.a = a
      self.b = b
    }
  }

  /// One frame of A against the same frame of B.
  public struct FrameDiff: Codable, Equatable, Sendable {
    /// The frame's index.
    public let index: Int
    /// The frame's event in A.
    public let eventA: String?
    /// The frame's event in B.
    public let eventB: String?
    /// Views evaluated in A only.
    public let onlyInA: [String]
    /// Views evaluated in B only.
    public let onlyInB: [String]
    /// Body evaluations in A.
    public let evaluationsA: Int
    /// Body evaluations in B.
    public let evaluationsB: Int
    /// Init-only outcomes in A.
    public let initOnlyA: Int
    /// Init-only outcomes in B.
    public let initOnlyB: Int
    /// Views whose reasons differ between A and B.
    public let reasonChanges: [ReasonChange]

    /// Nothing differs in this frame.
    public var isEmpty: Bool {
      eventA == eventB && onlyInA.isEmpty && onlyInB.isEmpty && evaluationsA == evaluationsB && initOnlyA == initOnlyB
        && reasonChanges.isEmpty
    }
  }

  /// The first trace's name.
  public let a: String
  /// The second trace's name.
  public let b: String
  /// Per-frame expectations or results.
  public let frames: [FrameDiff]
  /// Body evaluations in A.
  public let evaluationsA: Int
  /// Body evaluations in B.
  public let evaluationsB: Int

  /// Compares `first` (A) with `second` (B) frame by frame; `names` overrides their names.
  public init(_ first: Trace, _ second: Trace, names: (String, String)? = nil) {
    func name(_ trace: Trace) -> String { trace.variant.map { "\(trace.scenario) (\($0))" } ?? trace.scenario }
    a = names?.0 ?? name(first)
    b = names?.1 ?? name(second)
    var diffs: [FrameDiff] = []
    for index in 0..<max(first.frames.count, second.frames.count) {
      let left = first.frames.indices.contains(index) ? first.frames[index] : nil
      let right = second.frames.indices.contains(index) ? second.frames[index] : nil
      let evaluatedA = left.map { $0.records.filter { $0.bodyCount > 0 } } ?? []
      let evaluatedB = right.map { $0.records.filter { $0.bodyCount > 0 } } ?? []
      let setA = Set(evaluatedA.map(\.node))
      let setB = Set(evaluatedB.map(\.node))
      let linesB = Dictionary(evaluatedB.map { ($0.node, $0.printChanges ?? "") }, uniquingKeysWith: { x, _ in x })
      let changed = evaluatedA.compactMap { record -> ReasonChange? in
        guard let other = linesB[record.node], other != (record.printChanges ?? "") else { return nil }
        return ReasonChange(node: record.node, a: record.printChanges ?? "", b: other)
      }
      diffs.append(
        FrameDiff(
          index: index, eventA: left?.event, eventB: right?.event,
          onlyInA: evaluatedA.map(\.node).filter { !setB.contains($0) },
          onlyInB: evaluatedB.map(\.node).filter { !setA.contains($0) },
          evaluationsA: evaluatedA.map(\.bodyCount).reduce(0, +),
          evaluationsB: evaluatedB.map(\.bodyCount).reduce(0, +),
          initOnlyA: left?.records.filter { $0.outcome == .initOnly }.count ?? 0,
          initOnlyB: right?.records.filter { $0.outcome == .initOnly }.count ?? 0, reasonChanges: changed))
    }
    frames = diffs
    evaluationsA = TraceStats(first).evaluations
    evaluationsB = TraceStats(second).evaluations
  }

  /// No frame differs.
  public var isEmpty: Bool { frames.allSatisfy(\.isEmpty) }

  /// As plain text, for a terminal.
  public var text: String {
    var out = "diff A: \(a)\n     B: \(b)\n"
    out +=
      "body evaluations after the first render: A \(evaluationsA), B \(evaluationsB) (\(signed(evaluationsB - evaluationsA)))\n"
    for frame in frames where !frame.isEmpty {
      out += "\n# frame \(frame.index): \(event(frame))\n"
      out +=
        "  evaluations A \(frame.evaluationsA), B \(frame.evaluationsB) (\(signed(frame.evaluationsB - frame.evaluationsA)))"
      out += "; init only A \(frame.initOnlyA), B \(frame.initOnlyB)\n"
      for node in frame.onlyInA { out += "  only in A: \(node)\n" }
      for node in frame.onlyInB { out += "  only in B: \(node)\n" }
      for change in frame.reasonChanges { out += "  reasons of \(change.node): A \"\(change.a)\", B \"\(change.b)\"\n" }
    }
    if isEmpty { out += "\nno differences\n" }
    return out
  }

  /// The most differing frames the Markdown lists, and the most views per cell.
  public static let maxListedFrames = 200
  /// The most views a list shows before it says how many it left out.
  public static let maxListedViews = 20

  /// A Markdown table of the differing frames, fit for a pull-request
  /// comment: every name goes through `TextEscaping.markdown`, and the table
  /// is bounded (``maxListedFrames`` frames, ``maxListedViews`` views per
  /// cell), saying how much it left out.
  public var markdown: String {
    func cell(_ text: String) -> String { TextEscaping.markdown(text.truncated(to: 500)) }
    func list(_ items: [String]) -> String {
      let more = items.count - Self.maxListedViews
      return (items.prefix(Self.maxListedViews).map(cell) + (more > 0 ? ["… \(more) more"] : [])).joined(
        separator: "; ")
    }
    var out = "### ViewTrace diff: \(cell(a)) → \(cell(b))\n\n"
    out +=
      "Body evaluations after the first render: **\(evaluationsA)** → **\(evaluationsB)** (\(signed(evaluationsB - evaluationsA))).\n\n"
    guard !isEmpty else { return out + "No differences.\n" }
    out += "| Frame | Event | Evaluations | Only in A | Only in B | Reasons changed |\n|---|---|---|---|---|---|\n"
    let differing = frames.filter { !$0.isEmpty }
    for frame in differing.prefix(Self.maxListedFrames) {
      let changes = frame.reasonChanges.map { "\($0.node): \($0.a) → \($0.b)" }
      out += "| \(frame.index) | \(cell(event(frame))) | \(frame.evaluationsA) → \(frame.evaluationsB) | "
      out += list(frame.onlyInA) + " | " + list(frame.onlyInB) + " | " + list(changes) + " |\n"
    }
    if differing.count > Self.maxListedFrames {
      out += "\n\(differing.count - Self.maxListedFrames) more differing frames are not listed.\n"
    }
    return out
  }

  /// As pretty JSON with sorted keys.
  public var json: String {
    // Cannot fail: a diff holds only strings, integers and arrays of them
    // (synthesized Codable), which JSONEncoder always encodes; only a
    // non-finite number would throw. A field that could fail must make this
    // throw instead of writing an empty diff.
    do {
      return String(decoding: try TextEscaping.json(self), as: UTF8.self) + "\n"
    } catch {
      preconditionFailure("cannot encode a diff as JSON: \(error)")
    }
  }

  /// The frame's event, or both when A and B differ.
  public func event(_ frame: FrameDiff) -> String {
    switch (frame.eventA, frame.eventB) {
    case (let x?, let y?) where x == y: x
    case (let x?, let y?): "A: \(x) / B: \(y)"
    case (let x?, nil): "\(x) (only in A)"
    case (nil, let y?): "\(y) (only in B)"
    default: ""
    }
  }

  func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
}
