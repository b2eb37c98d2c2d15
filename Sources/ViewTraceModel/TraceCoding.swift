import Foundation

/// Deterministic JSON for traces: sorted keys, no addresses, no timestamps.
///
/// ```swift
/// let data = try TraceCoding.encode(trace)
/// let again = try TraceCoding.decode(data)   // again == trace
/// ```
public enum TraceCoding {
  /// Encodes `trace` as pretty-printed JSON with sorted keys, ending in a newline.
  ///
  /// The bytes are those of `TextEscaping.json(trace)`, but the encoder
  /// sees the trace a piece at a time: the trace without its views and
  /// frames, then the views and each frame's body runs and records in batches,
  /// each piece's text indented to where it stands. JSONEncoder holds a
  /// whole value as a tree of its own before it writes a byte, which for
  /// an imported log of 2.8 million lines (124 MB of JSON) cost more than
  /// the trace itself; a piece at a time, the most it holds is one batch.
  public static func encode(_ trace: Trace) throws -> Data {
    do {
      return try Pieces.encode(trace)
    } catch Pieces.Unexpected.layout {
      // Not the layout the pieces rely on (a future encoder): the whole at once.
      var data = try TextEscaping.json(trace)
      data.append(0x0A)
      return data
    }
  }

  /// Pretty JSON written a piece at a time, as `TextEscaping.json` writes
  /// the whole: the pretty printer puts each element of an array on a line
  /// of its own, two spaces deeper for each level, an empty array as `[`,
  /// an empty line and `]`; a string never holds a raw line break. So a
  /// value's text at a depth is its text alone with every line but the
  /// first (and the empty ones) indented by two spaces a level.
  enum Pieces {
    /// The skeleton's text is not laid out as expected.
    enum Unexpected: Error { case layout }

    /// ``TraceCoding/encode(_:)``, a piece at a time.
    static func encode(_ trace: Trace) throws -> Data {
      var skeleton = trace
      skeleton.nodes = []
      skeleton.frames = []
      var out = Data()
      try splice(try pretty(skeleton, depth: 0), depth: 0, keys: ["frames", "nodes"], into: &out) { key, out throws in
        guard key == "frames" else { return try appendBatches(trace.nodes, depth: 1, to: &out) }
        try appendArray(trace.frames, depth: 1, to: &out) { frame, out throws in
          var frameSkeleton = frame
          frameSkeleton.records = []
          frameSkeleton.evaluations = []
          let text = try pretty(frameSkeleton, depth: 2)
          try splice(text, depth: 2, keys: ["evaluations", "records"], into: &out) { key, out throws in
            if key == "evaluations" {
              try appendBatches(frame.evaluations, depth: 3, to: &out)
            } else {
              try appendBatches(frame.records, depth: 3, to: &out)
            }
          }
        }
      }
      out.append(0x0A)
      return out
    }

    /// The text of `value` standing `depth` levels deep.
    static func pretty<Value: Encodable>(_ value: Value, depth: Int) throws -> [UInt8] {
      indented(Array(try TextEscaping.json(value)), by: 2 * depth)
    }

    /// `text` with every line after the first that is not empty indented by `spaces` more.
    static func indented<Bytes: Collection<UInt8>>(_ text: Bytes, by spaces: Int, first: Bool = false) -> [UInt8] {
      guard spaces > 0 else { return Array(text) }
      var out: [UInt8] = []
      out.reserveCapacity(text.count + text.count / 8)
      var lineStart = first
      for byte in text {
        if lineStart && byte != 0x0A { out.append(contentsOf: repeatElement(0x20, count: spaces)) }
        out.append(byte)
        lineStart = byte == 0x0A
      }
      return out
    }

    /// Appends `skeleton` (an object's text at `depth`) with its empty
    /// arrays `keys`, in the order they stand, replaced by what `fill`
    /// appends for each key.
    static func splice(
      _ skeleton: [UInt8], depth: Int, keys: [String], into out: inout Data,
      _ fill: (String, inout Data) throws -> Void
    ) throws {
      let indent = String(repeating: " ", count: 2 * (depth + 1))
      var copied = 0
      var holes: [(range: Range<Int>, key: String)] = []
      for key in keys {
        let hole = Array("\n\(indent)\"\(key)\" : [\n\n\(indent)]".utf8)
        guard let start = firstRange(of: hole, in: skeleton) else { throw Unexpected.layout }
        // The array alone, after `"key" : `.
        holes.append((start + hole.count - (indent.utf8.count + 4)..<start + hole.count, key))
      }
      for hole in holes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
        out.append(contentsOf: skeleton[copied..<hole.range.lowerBound])
        try fill(hole.key, &out)
        copied = hole.range.upperBound
      }
      out.append(contentsOf: skeleton[copied...])
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
      guard needle.count <= haystack.count else { return nil }
      for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
      }
      return nil
    }

    /// Appends an array standing `depth` levels deep made of `count` pieces,
    /// each written by `piece` (its lines one level deeper, no separator):
    /// the brackets, the commas between pieces and the empty array's layout
    /// in one place for ``appendArray(_:depth:to:_:)`` and ``appendBatches(_:depth:to:batch:)``.
    static func appendBracketed(
      _ count: Int, depth: Int, to out: inout Data, _ piece: (Int, inout Data) throws -> Void
    ) throws {
      let indent = Array(repeating: UInt8(0x20), count: 2 * depth)
      guard count > 0 else {
        out.append(contentsOf: Array("[\n\n".utf8) + indent + Array("]".utf8))
        return
      }
      out.append(contentsOf: Array("[\n".utf8))
      for index in 0..<count {
        if index > 0 { out.append(contentsOf: Array(",\n".utf8)) }
        try piece(index, &out)
      }
      out.append(0x0A)
      out.append(contentsOf: indent + Array("]".utf8))
    }

    /// Appends `elements` as an array standing `depth` levels deep, each
    /// written by `element` (from where its first line starts).
    static func appendArray<Element>(
      _ elements: [Element], depth: Int, to out: inout Data, _ element: (Element, inout Data) throws -> Void
    ) throws {
      let indent = Array(repeating: UInt8(0x20), count: 2 * depth + 2)
      try appendBracketed(elements.count, depth: depth, to: &out) { index, out in
        out.append(contentsOf: indent)
        try element(elements[index], &out)
      }
    }

    /// Appends `elements` as an array standing `depth` levels deep, encoded
    /// `batch` at a time: a batch's array text alone, without its brackets,
    /// is its elements' lines one level deep.
    static func appendBatches<Element: Encodable>(
      _ elements: [Element], depth: Int, to out: inout Data, batch: Int = 1_024
    ) throws {
      let batches = (elements.count + batch - 1) / batch
      try appendBracketed(batches, depth: depth, to: &out) { index, out in
        let start = index * batch
        let text = Array(try TextEscaping.json(Array(elements[start..<min(start + batch, elements.count)])))
        // "[\n" elements "\n]"
        out.append(contentsOf: indented(text[2..<(text.count - 2)], by: 2 * depth, first: true))
      }
    }
  }

  /// The largest trace ``decode(_:)`` reads: 256 MiB of JSON. `viewtrace
  /// report` of a trace peaks at about 7.5 times its size in memory (a 90 MB
  /// trace of 200,000 views and 1,000 frames: 668 MiB); by that ratio a
  /// file at the limit would need about 1.9 GiB (not measured). A larger one
  /// is refused before it is parsed.
  public static let maxFileBytes = 256 << 20

  /// Decodes a trace and validates it (``Trace/validate()``). Traces of an
  /// older schema version (``Trace/readableFormatVersions``) read as they
  /// were written; newer ones are refused with a clear error. A UTF-8 byte order mark at the start
  /// is skipped; `formatVersion` must be written as an integer (`1`, not
  /// `1.0`). Lone UTF-16 surrogate escapes in strings (`"\ud800"`) read as U+FFFD.
  public static func decode(_ data: Data) throws(TraceModelError) -> Trace {
    /// Only that the top level is an object.
    struct Header: Decodable {
      init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: Key.self) }
      struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
      }
    }
    guard data.count <= maxFileBytes else { throw .tooLarge(bytes: data.count, limit: maxFileBytes) }
    let data = TextEscaping.replacingLoneSurrogates(inJSON: JSONInput.droppingByteOrderMark(data))
    guard !data.isEmpty else { throw .notATrace("the file is empty") }
    do {
      _ = try JSONDecoder().decode(Header.self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty,
      DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty
    {
      // Valid JSON, but the top level is a number, an array, a string, true, false or null.
      throw .notATrace("the file is a JSON \(JSONInput.topLevelKind(of: data) ?? "value"), not a trace object")
    } catch {
      throw .notATrace("not JSON (\(Self.describe(error)))")
    }
    switch JSONInput.integerMember("formatVersion", in: data) {
    case .missing: throw .notATrace("no \"formatVersion\" field")
    case .problem(let problem):
      throw .invalid(
        path: "formatVersion", problem: "\(problem) (this build reads \(Trace.readableVersionsText))")
    case .value(let version) where !Trace.readableFormatVersions.contains(version):
      throw .unsupportedVersion(found: version, supported: Trace.currentFormatVersion)
    case .value: break
    }
    let trace: Trace
    do {
      trace = try JSONDecoder().decode(Trace.self, from: data)
    } catch {
      throw .notATrace(Self.describe(error))
    }
    try trace.validate()
    return trace
  }

  /// One line for a decoding error: what is wrong and its JSON path. The
  /// decoder's own text quotes the offending value: it is bounded and its
  /// invisible characters written visibly (``TextEscaping/echo(_:limit:)``).
  package static func describe(_ error: any Error) -> String {
    TextEscaping.echo(describeRaw(error), limit: 400)
  }

  private static func describeRaw(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "\(context.debugDescription) at \(path(context.codingPath))"
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? context.debugDescription
        : "\(context.debugDescription) at \(path(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  /// `.frames[1].event`: a coding path as in the JSON.
  package static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}

/// Errors reading a trace.
public enum TraceModelError: Error, Equatable, CustomStringConvertible {
  /// The data is not a ViewTrace trace; the string says what is wrong and where.
  case notATrace(String)
  /// The trace was written by a schema version this build does not read;
  /// `supported` is the newest it reads.
  case unsupportedVersion(found: Int, supported: Int)
  /// The JSON is a trace but breaks a rule of ``Trace/validate()``: the JSON
  /// path (`frames[3].records[7].node`) and what is wrong there.
  case invalid(path: String, problem: String)
  /// The data is larger than a trace may be (``TraceCoding/maxFileBytes``).
  case tooLarge(bytes: Int, limit: Int)

  /// The value as ViewTrace prints it.
  public var description: String {
    switch self {
    case .notATrace(let why): "not a ViewTrace trace: \(why)"
    case .unsupportedVersion(let found, _):
      "trace format version \(found) is not supported (this build reads \(Trace.readableVersionsText))"
    case .invalid(let path, let problem): "\(path): \(problem)"
    case .tooLarge(let bytes, let limit):
      "the data is \(NumberText.bytes(bytes)) (\(NumberText.grouped(bytes)) bytes); a trace may be at most "
        + "\(NumberText.bytes(limit)) (docs/trace-format.md, \"Limits\")"
    }
  }
}
