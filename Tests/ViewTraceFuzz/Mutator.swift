import Foundation

/// A fixed-seed generator (SplitMix64): the same seed gives the same cases
/// on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutations of the tool's own inputs (traces and budgets as JSON, device
/// logs as lines), each as likely to keep the file readable as to break it,
/// so that both the decoder and everything after it are exercised.
public enum Mutator {
  /// How many cases to run: `VIEWTRACE_FUZZ_CASES`, else `defaultCount`.
  public static func caseCount(default defaultCount: Int) -> Int {
    ProcessInfo.processInfo.environment["VIEWTRACE_FUZZ_CASES"].flatMap(Int.init) ?? defaultCount
  }

  /// Where reproducers go: `<package>/.build/fuzz`, created if needed.
  public static func reproducerFolder() -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = root.appendingPathComponent(".build/fuzz")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static var numbers: [Any] {
    [-1, 0, 1, 2, 3, 7, Int.max, Int.min, Int.max - 1, 1_000_000_001, -1_000_000_000, 1.5, 1e300, "1"]
  }
  static let strings = [
    "", "X", "Root", "ContentView", "ContentView/VStack", "\u{0}", "a\u{1}b", "\"]; x [label=\"", "<script>",
    "&#x1;", "&bogus;", "|", "[a](b)", "\u{202E}rtl", "\u{FFFE}", "한국어", "\r\n", "../../x",
    // Terminal escapes and a name that tries to close a Markdown code block.
    "\u{1B}[2J\u{1B}]0;t\u{07}", "\u{9B}31m\u{85}", "x\n```\n# H\n<img src=x onerror=alert(1)>",
    String(repeating: "w", count: 20_000),
  ]

  /// One to four structural mutations of a JSON document (or a byte-level
  /// one when it is not JSON or by chance).
  public static func mutateJSON(_ data: Data, using generator: inout SeededGenerator) -> Data {
    guard Int.random(in: 0..<10, using: &generator) > 0,
      var root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return mutateBytes(data, using: &generator) }
    var pool: [String] = []
    collectStrings(root, into: &pool)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      root = mutate(root, pool: pool, depth: 0, using: &generator)
    }
    guard let out = try? JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed, .sortedKeys])
    else { return mutateBytes(data, using: &generator) }
    return Int.random(in: 0..<6, using: &generator) == 0 ? mutateJSONText(out, using: &generator) : out
  }

  /// A mutation of JSON text that structural ones cannot write: a byte
  /// order mark in front, a version written as `1.0` or `1e0`, the document
  /// wrapped in an array or replaced by a number.
  public static func mutateJSONText(_ data: Data, using generator: inout SeededGenerator) -> Data {
    let text = String(decoding: data, as: UTF8.self)
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return Data([0xEF, 0xBB, 0xBF]) + data
    case 1, 2:
      let float = Bool.random(using: &generator) ? "1.0" : "1e0"
      return Data(
        text.replacingOccurrences(of: "\"formatVersion\":3", with: "\"formatVersion\":\(float)")
          .replacingOccurrences(of: "\"budgetVersion\":1", with: "\"budgetVersion\":\(float)").utf8)
    case 3: return Data(("[" + text + "]").utf8)
    default: return Data("1.5".utf8)
    }
  }

  /// Inputs once accepted though they break a rule of `docs/trace-format.md`
  /// (or once refused though they must be read), each made from the valid
  /// trace `trace` (compact or pretty JSON): its name, its bytes and whether
  /// it must be accepted. Fuzz suites run every one on every run, so each
  /// stays fixed.
  public static func strictTraceCases(_ trace: Data) -> [(name: String, data: Data, accepted: Bool)] {
    guard var root = (try? JSONSerialization.jsonObject(with: trace)) as? [String: Any],
      let compact = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    else { return [] }
    let text = String(decoding: compact, as: UTF8.self)
    func json(_ change: (inout [String: Any]) -> Void) -> Data {
      var copy = root
      change(&copy)
      return (try? JSONSerialization.data(withJSONObject: copy, options: [.sortedKeys])) ?? Data()
    }
    var cases: [(name: String, data: Data, accepted: Bool)] = [
      (
        "formatVersion 1.0",
        Data(text.replacingOccurrences(of: "\"formatVersion\":3", with: "\"formatVersion\":1.0").utf8), false
      ),
      (
        "formatVersion 1e0",
        Data(text.replacingOccurrences(of: "\"formatVersion\":3", with: "\"formatVersion\":1e0").utf8), false
      ),
      ("a byte order mark", Data([0xEF, 0xBB, 0xBF]) + compact, true),
      ("a JSON number", Data("1.5".utf8), false),
      ("a JSON array", Data(("[" + text + "]").utf8), false),
      (
        "a NUL in a node id",
        json { root in
          guard var nodes = root["nodes"] as? [[String: Any]], let id = nodes.first?["id"] as? String else { return }
          nodes[0]["id"] = id + "\u{0}"
          root["nodes"] = nodes
        }, false
      ),
    ]
    if let edges = root["edges"] as? [Any], let first = edges.first {
      root["edges"] = edges + [first]
      cases.append(("a duplicate edge", json { _ in }, false))
    }
    return cases
  }

  /// Line-level mutations of a log: duplicated, dropped, swapped, hostile
  /// and CR LF lines, many view types, and a byte-level one by chance.
  public static func mutateLog(_ data: Data, using generator: inout SeededGenerator) -> Data {
    var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    if lines.isEmpty || Int.random(in: 0..<8, using: &generator) == 0 { return mutateBytes(data, using: &generator) }
    for _ in 0..<Int.random(in: 1...5, using: &generator) {
      let index = Int.random(in: 0..<lines.count, using: &generator)
      switch Int.random(in: 0..<9, using: &generator) {
      case 0: lines.insert(lines[index], at: index)
      case 1: if lines.count > 1 { lines.remove(at: index) }
      case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &generator))
      case 3: lines[index] += "\r"
      case 4: lines.insert("", at: index)
      case 5: lines.insert("--- frame: \(strings.randomElement(using: &generator)!)", at: index)
      case 6:
        let type = strings.randomElement(using: &generator)!
        lines.insert("\(type): @self, _\(type) changed.", at: index)
      case 7:
        let count = Int.random(in: 1...2_000, using: &generator)
        lines.insert(contentsOf: (0..<count).map { "Type\($0): @self changed." }, at: index)
      default:
        lines[index] =
          "2024-05-08 12:42:0\(Int.random(in: 0...9, using: &generator)).1+0900 0x1 Default MyApp: " + lines[index]
      }
    }
    return Data(lines.joined(separator: "\n").utf8)
  }

  /// Flipped, inserted, deleted bytes or a cut.
  public static func mutateBytes(_ data: Data, using generator: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return Data([0x7B]) }
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
      case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
      case 2: if bytes.count > 1 { bytes.remove(at: index) }
      default: bytes = Array(bytes.prefix(max(1, index)))
      }
    }
    return Data(bytes)
  }

  static func collectStrings(_ value: Any, into pool: inout [String]) {
    if let string = value as? String, pool.count < 2_000 { pool.append(string) }
    if let array = value as? [Any] { for element in array { collectStrings(element, into: &pool) } }
    if let object = value as? [String: Any] { for element in object.values { collectStrings(element, into: &pool) } }
  }

  /// Mutates one randomly chosen place of `value`, walking down at random.
  static func mutate(_ value: Any, pool: [String], depth: Int, using generator: inout SeededGenerator) -> Any {
    let descend = depth < 12 && Int.random(in: 0..<5, using: &generator) > 0
    if var array = value as? [Any], !array.isEmpty {
      let index = Int.random(in: 0..<array.count, using: &generator)
      if descend {
        array[index] = mutate(array[index], pool: pool, depth: depth + 1, using: &generator)
        return array
      }
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: array.insert(array[index], at: index)  // duplicate ids, records, frames
      case 1: array.remove(at: index)
      case 2: array.swapAt(index, Int.random(in: 0..<array.count, using: &generator))  // frames out of order
      default: array = []
      }
      return array
    }
    if var object = value as? [String: Any], !object.isEmpty {
      let key = object.keys.sorted().randomElement(using: &generator)!
      if descend {
        object[key] = mutate(object[key]!, pool: pool, depth: depth + 1, using: &generator)
      } else if Int.random(in: 0..<3, using: &generator) == 0 {
        object[key] = nil
      } else {
        object[key] = leaf(object[key]!, pool: pool, using: &generator)
      }
      return object
    }
    return leaf(value, pool: pool, using: &generator)
  }

  /// A replacement for a leaf: another id from the same file (dangling or
  /// duplicate references, parent cycles), an extreme number, a hostile
  /// string, null or a value of another type.
  static func leaf(_ value: Any, pool: [String], using generator: inout SeededGenerator) -> Any {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0...3: return pool.randomElement(using: &generator) ?? "X"
    case 4...6: return numbers.randomElement(using: &generator)!
    case 7, 8: return strings.randomElement(using: &generator)!
    default: return [NSNull(), [Any](), [String: Any](), true].randomElement(using: &generator)!
    }
  }
}
