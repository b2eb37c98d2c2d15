import Foundation

/// What a process removed, renamed or truncated, read from `strace -ff -y`:
/// the guarantee that no path outside the tool's own output is touched,
/// checked on the system calls themselves, whatever the path's spelling.
struct SyscallAudit {
  /// The system calls that remove, rename or truncate a path.
  static let syscalls = "unlink,unlinkat,rmdir,rename,renameat,renameat2,open,openat,creat,truncate"

  /// One call that changed a path: the call's name and the absolute paths
  /// it removed, renamed (both sides) or truncated.
  struct Change: CustomStringConvertible {
    let call: String
    let paths: [String]
    let line: String
    var description: String { line }
  }

  /// The calls that succeeded, from the logs `strace -ff -o PREFIX` wrote
  /// (one a thread: `PREFIX.<tid>`), and the thread ids.
  static func changes(inLogsAt prefix: String, workingDirectory: String) throws -> (changes: [Change], tids: Set<Int>) {
    let folder = (prefix as NSString).deletingLastPathComponent
    let stem = (prefix as NSString).lastPathComponent + "."
    var changes: [Change] = []
    var tids: Set<Int> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasPrefix(stem) {
      guard let tid = Int(file.dropFirst(stem.count)) else { continue }
      tids.insert(tid)
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let change = parse(String(line), workingDirectory: workingDirectory) { changes.append(change) }
      }
    }
    return (changes, tids)
  }

  /// `unlinkat(5</tmp/x>, "a.svg", 0) = 0` -> the change to `/tmp/x/a.svg`;
  /// nil for a call that failed, or an open that truncates nothing.
  static func parse(_ line: String, workingDirectory: String) -> Change? {
    guard let open = line.firstIndex(of: "("), let result = line.range(of: ") = ", options: .backwards) else {
      return nil
    }
    let call = String(line[..<open])
    guard let status = Int(line[result.upperBound...].prefix { $0 == "-" || $0.isNumber }), status >= 0 else {
      return nil
    }
    let arguments = split(String(line[line.index(after: open)..<result.lowerBound]))
    func path(_ index: Int, from directory: String? = nil) -> String? {
      guard index < arguments.count, let text = unquote(arguments[index]) else { return nil }
      return resolve(text, against: directory ?? workingDirectory)
    }
    func directory(_ index: Int) -> String? {
      guard index < arguments.count else { return nil }
      let token = arguments[index]
      guard let start = token.firstIndex(of: "<"), token.hasSuffix(">") else { return workingDirectory }
      var path = String(token[token.index(after: start)..<token.index(before: token.endIndex)])
      if path.hasSuffix(" (deleted)") { path.removeLast(" (deleted)".count) }
      return path
    }
    let paths: [String?]
    switch call {
    case "unlink", "rmdir", "truncate", "creat": paths = [path(0)]
    case "open":
      guard arguments.count > 1, arguments[1].contains("O_TRUNC") else { return nil }
      paths = [path(0)]
    case "openat":
      guard arguments.count > 2, arguments[2].contains("O_TRUNC") else { return nil }
      paths = [path(1, from: directory(0))]
    case "unlinkat": paths = [path(1, from: directory(0))]
    case "rename": paths = [path(0), path(1)]
    case "renameat", "renameat2": paths = [path(1, from: directory(0)), path(3, from: directory(2))]
    default: return nil
    }
    return Change(call: call, paths: paths.map { $0 ?? "<unreadable argument>" }, line: line)
  }

  /// The arguments of a call, split at the commas between them (not those
  /// inside a quoted string or a `<path>` annotation).
  static func split(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    var quoted = false
    var escaped = false
    var angle = 0
    for character in text {
      if quoted {
        current.append(character)
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
        continue
      }
      switch character {
      case "\"": quoted = true
      case "<": angle += 1
      case ">": angle -= 1
      case "," where angle == 0:
        out.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    out.append(current.trimmingCharacters(in: .whitespaces))
    return out
  }

  /// A quoted strace string as its bytes' text (`\"`, `\\`, `\n`, octal).
  static func unquote(_ token: String) -> String? {
    guard token.hasPrefix("\""), token.hasSuffix("\""), token.count >= 2 else { return nil }
    var bytes: [UInt8] = []
    var scalars = Array(token.dropFirst().dropLast().utf8)[...]
    while let byte = scalars.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = scalars.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(next - UInt8(ascii: "0"))
        while let digit = scalars.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit), value < 32 {
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
          scalars.removeFirst()
        }
        bytes.append(UInt8(value))
      default: bytes.append(next)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `path` made absolute against `directory`, `.`, `..` and empty
  /// components resolved by name (the kernel resolved any link already in
  /// the `<path>` strace printed).
  static func resolve(_ path: String, against directory: String) -> String {
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in full.split(separator: "/") {
      if component == "." { continue }
      if component == ".." {
        if !components.isEmpty { components.removeLast() }
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// Whether `path` is `root` or inside it.
  static func isInside(_ path: String, _ root: String) -> Bool { path == root || path.hasPrefix(root + "/") }

  /// Whether `path` is inside a staging folder a process of this run
  /// (`tids`) made beside one of `outputs`:
  /// `.<name>.viewtrace-staging-<pid>-<token>` or `…-old-<pid>-<token>`.
  static func isInsideOwnStaging(_ path: String, outputs: [String], tids: Set<Int>) -> Bool {
    let parents = Set(outputs.map { ($0 as NSString).deletingLastPathComponent } + outputs)
    for parent in parents where path.hasPrefix(parent + "/") {
      let name = path.dropFirst(parent.count + 1).prefix { $0 != "/" }
      guard name.hasPrefix("."), let marker = name.range(of: ".viewtrace-", options: .backwards) else { continue }
      let parts = name[marker.upperBound...].split(separator: "-")
      if parts.count == 3, ["staging", "old"].contains(parts[0]), let pid = Int(parts[1]), tids.contains(pid) {
        return true
      }
    }
    return false
  }
}
