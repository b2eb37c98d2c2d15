import Foundation

/// Deterministic JSON for traces: sorted keys, no addresses, no timestamps.
///
/// ```swift
/// let data = try TraceCoding.encode(trace)
/// let again = try TraceCoding.decode(data)   // again == trace
/// ```
public enum TraceCoding {
  /// Encodes `trace` as pretty-printed JSON with sorted keys, ending in a newline.
  public static func encode(_ trace: Trace) throws -> Data {
    var data = try TextEscaping.json(trace)
    data.append(0x0A)
    return data
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
