/// The conditional-compilation conditions an iOS device build sees, applied to a Swift file's
/// text so that a Linux build compiles the branches an iOS build would.
///
/// Swift decides `#if os(iOS)` by the compiler's target, and no flag makes a Linux build say
/// `true` to it. So the `CompileForIOS` build-tool plugin hands each of the app's files through
/// ``IOSBuildConditions/rewrite(_:file:)`` before the compiler sees it: in every `#if` and
/// `#elseif` line, each platform condition becomes the literal an iOS device build would find.
///
/// | condition | becomes |
/// |---|---|
/// | `os(iOS)` | `true` |
/// | `os(macOS)`, `os(OSX)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `os(xrOS)`, `os(Linux)`, any other `os(…)` | `false` |
/// | `canImport(UIKit)` | `true` (`import UIKit` is answered by ViewTrace, which has UIKit's `UIColor`, `UIFont`, `UIImage`, `UIDevice` and `UIApplication`) |
/// | `canImport(OSLog)`, `canImport(os)`, `canImport(os.log)`, `canImport(UserNotifications)`, `canImport(AVFoundation)`, `canImport(AVKit)`, `canImport(Charts)`, `canImport(SwiftData)` | `true` (answered by ViewTrace's companion modules, below) |
/// | `canImport(AppKit)`, `canImport(Cocoa)`, `canImport(WatchKit)` | `false` |
/// | `targetEnvironment(simulator)`, `targetEnvironment(macCatalyst)` | `false` (a device build) |
/// | anything else (`DEBUG`, `swift(>=5.9)`, `compiler(…)`, `arch(…)`, `canImport` of other modules) | unchanged: the compiler decides it |
///
/// The frameworks ViewTrace answers are imported from ViewTrace itself: `import SwiftUI`,
/// `import Combine`, `import UniformTypeIdentifiers` and `import UIKit` become `import ViewTrace`
/// (which exports the DSL, OpenCombine with Foundation's `Timer` and `NotificationCenter`
/// publishers, `UTType`, UIKit's value types and, on Linux, `FoundationNetworking`), a qualified `SwiftUI.Text` becomes `ViewTrace.Text`
/// (`Combine.AnyCancellable` becomes `OpenCombine.AnyCancellable`), and `canImport` of the three
/// is `true`. So no module named `SwiftUI` or `Combine` is built, and a dependency that checks
/// `#if canImport(SwiftUI)` (swift-snapshot-testing does) finds none, in debug and release alike.
///
/// Other frameworks view files import are answered by companion modules of the `ViewTrace`
/// product:
///
/// | import | becomes | a qualified name |
/// |---|---|---|
/// | `OSLog`, `os`, `os.log`, `os.signpost` | `import ViewTraceOSLog` | kept (`OSLog.default` is a type's member; `os` is often a variable) |
/// | `UserNotifications` | `import ViewTraceUserNotifications` | `UserNotifications.X` becomes `ViewTraceUserNotifications.X` |
/// | `AVFoundation`, `AVKit` | `import ViewTraceAVKit` | `AVKit.X` and `AVFoundation.X` become `ViewTraceAVKit.X` |
/// | `Charts` | `import ViewTraceCharts` | `Charts.X` becomes `ViewTraceCharts.X` |
/// | `SwiftData` | `import ViewTraceSwiftData` | `SwiftData.X` becomes `ViewTraceSwiftData.X` |
///
/// On Linux, a file that imports `Foundation` and none of the modules above also imports
/// `FoundationNetworking` (on that line), where Linux keeps `URLSession` and `URLRequest`; iOS's
/// Foundation has them.
///
/// Nothing else changes: every line keeps its number, and the first line of the result is a
/// `#sourceLocation` naming the original file, so the compiler's diagnostics, `#file` and
/// `#line` point at the app's own file and line. Directive lines inside a block comment or a
/// multi-line string literal are left alone.
public enum IOSBuildConditions {
  /// `text` with its platform conditions decided as an iOS device build decides them,
  /// preceded by `#sourceLocation(file: file, line: 1)`.
  public static func rewrite(_ text: String, file: String) -> String {
    var lines: [String] = []
    var imports: [(line: Int, module: String)] = []
    var scanner = LexicalState()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if scanner.isCode, let rewritten = rewriteDirective(line) {
        lines.append(rewritten)
        scanner.advance(over: line)
      } else {
        let startsInCode = scanner.isCode
        lines.append(scanner.advance(over: line, renaming: moduleRenames))
        if startsInCode, let module = importedModule(lines[lines.count - 1]) {
          imports.append((lines.count - 1, module))
        }
      }
    }
    #if canImport(FoundationNetworking)
      // Linux's Foundation names `URLSession`, `URLRequest` and `URLResponse` only to say they
      // moved to FoundationNetworking: a model file that imports Foundation alone finds those
      // names and not the types. ViewTrace exports FoundationNetworking, so a file that imports
      // it (through `import SwiftUI`) needs nothing; another one gets the import on its
      // `import Foundation` line.
      if !imports.contains(where: { $0.module == "ViewTrace" || $0.module == "FoundationNetworking" }),
        let foundation = imports.first(where: { $0.module == "Foundation" })
      {
        let line = lines[foundation.line]
        let comment = commentStart(line)
        let codeEnd = line[..<comment].lastIndex { $0 != " " && $0 != "\t" }.map(line.index(after:)) ?? comment
        lines[foundation.line] = line[..<codeEnd] + "; import FoundationNetworking" + line[codeEnd...]
      }
    #endif
    return "#sourceLocation(file: \(stringLiteral(file)), line: 1)\n" + lines.joined(separator: "\n")
  }

  /// Where a line's `//` comment starts (its end when it has none).
  static func commentStart(_ line: String) -> String.Index {
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      if line[index] == "/", next < line.endIndex, line[next] == "/" { return index }
      index = next
    }
    return line.endIndex
  }

  /// The module a whole-module import line imports (`import Foundation`, `@preconcurrency import
  /// Foundation`), or nil for another line (a declaration import, a line with more after it).
  static func importedModule(_ line: String) -> String? {
    let code = line[..<commentStart(line)]
    var words = code.split { $0 == " " || $0 == "\t" }
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    guard words.count == 2, words[0] == "import", words[1].allSatisfy({ $0.isIdentifierBody || $0 == "." })
    else { return nil }
    return String(words[1])
  }

  /// The value an iOS device build gives a platform condition (`os(iOS)` → `true`), or `nil` for
  /// a condition the compiler is left to decide.
  public static func value(of name: String, argument: String) -> Bool? {
    switch name {
    case "os": return argument == "iOS"
    case "canImport":
      let module = argument.split(separator: ",").first.map { String($0).trimmed } ?? argument
      // A submodule (`os.log`) can be imported when its module can.
      switch module.split(separator: ".").first.map(String.init) ?? module {
      case "UIKit", "SwiftUI", "Combine", "UniformTypeIdentifiers": return true
      case "OSLog", "os", "UserNotifications", "AVFoundation", "AVKit", "Charts", "SwiftData": return true
      case "AppKit", "Cocoa", "WatchKit": return false
      default: return nil
      }
    case "targetEnvironment": return false
    default: return nil
    }
  }

  /// The line with its platform conditions replaced, when it is an `#if` or `#elseif` line.
  static func rewriteDirective(_ line: Substring) -> String? {
    let body = line.drop { $0 == " " || $0 == "\t" }
    let keyword: String
    if body.hasPrefix("#elseif") {
      keyword = "#elseif"
    } else if body.hasPrefix("#if") {
      keyword = "#if"
    } else {
      return nil
    }
    let afterKeyword = body.dropFirst(keyword.count)
    guard let next = afterKeyword.first, next == " " || next == "\t" || next == "(" || next == "!" else { return nil }
    let indent = line[line.startIndex..<body.startIndex]
    return indent + keyword + rewriteCondition(afterKeyword)
  }

  /// Replaces `name(argument)` calls whose value ``value(of:argument:)`` knows; stops at a
  /// line comment.
  static func rewriteCondition(_ condition: Substring) -> String {
    var out = ""
    var rest = condition
    while let c = rest.first {
      if rest.hasPrefix("//") {
        out += rest
        break
      }
      if c.isIdentifierHead, out.last.map({ !$0.isIdentifierBody }) ?? true {
        let name = rest.prefix { $0.isIdentifierBody }
        let afterName = rest.dropFirst(name.count)
        if afterName.first == "(", let close = afterName.firstIndex(of: ")") {
          let argument = String(afterName[afterName.index(after: afterName.startIndex)..<close]).trimmed
          if let value = value(of: String(name), argument: argument) {
            out += value ? "true" : "false"
            rest = afterName[afterName.index(after: close)...]
            continue
          }
        }
        out += name
        rest = afterName
        continue
      }
      out.append(c)
      rest = rest.dropFirst()
    }
    return out
  }

  /// The framework modules ViewTrace answers: the module a file imports instead, and the one a
  /// qualified name (`Combine.AnyCancellable`) is looked up in.
  /// A `nil` qualifier keeps the name as it is where it is not imported: `OSLog` is also the
  /// name of a type (`OSLog.default`), and `os` a common variable name.
  static let moduleRenames: [String: (imported: String, qualifier: String?)] = [
    "SwiftUI": ("ViewTrace", "ViewTrace"),
    "Combine": ("ViewTrace", "OpenCombine"),
    "UniformTypeIdentifiers": ("ViewTrace", "ViewTrace"),
    // The UIKit values view files use (`UIColor`, `UIFont`, `UIImage`, `UIDevice`,
    // `UIApplication`); other calls into UIKit find nothing and fail to compile.
    "UIKit": ("ViewTrace", "ViewTrace"),
    // Companion modules: `Logger`, `os_log`, `OSSignposter`; notification requests; players;
    // charts and their marks; models, containers and queries.
    "OSLog": ("ViewTraceOSLog", nil),
    "os": ("ViewTraceOSLog", nil),
    "UserNotifications": ("ViewTraceUserNotifications", "ViewTraceUserNotifications"),
    "AVFoundation": ("ViewTraceAVKit", "ViewTraceAVKit"),
    "AVKit": ("ViewTraceAVKit", "ViewTraceAVKit"),
    "Charts": ("ViewTraceCharts", "ViewTraceCharts"),
    "SwiftData": ("ViewTraceSwiftData", "ViewTraceSwiftData"),
  ]

  static func stringLiteral(_ s: String) -> String {
    var out = "\""
    for c in s {
      switch c {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      default: out.append(c)
      }
    }
    return out + "\""
  }
}

/// Whether a line starts in code, a block comment or a multi-line string literal: enough to
/// leave alone a `#if` that is text rather than a directive.
struct LexicalState {
  private var commentDepth = 0
  private var inMultilineString = false

  var isCode: Bool { commentDepth == 0 && !inMultilineString }

  mutating func advance(over line: Substring) {
    _ = advance(over: line, renaming: [:])
  }

  /// Moves past `line` and returns it with the module names in `renames` replaced where they are
  /// code: an imported module (`import SwiftUI`, `import struct SwiftUI.Text`) or a qualifier
  /// (`SwiftUI.Text`); text in strings and comments is kept.
  mutating func advance(
    over line: Substring, renaming renames: [String: (imported: String, qualifier: String?)]
  ) -> String {
    var out = ""
    var rest = line
    var inString = false
    func take(_ count: Int) {
      let taken = rest.prefix(count)
      out += taken
      rest = rest.dropFirst(taken.count)
    }
    while !rest.isEmpty {
      if inMultilineString {
        if rest.hasPrefix("\"\"\"") {
          inMultilineString = false
          take(3)
        } else {
          take(rest.first == "\\" ? 2 : 1)
        }
      } else if commentDepth > 0 {
        if rest.hasPrefix("*/") {
          commentDepth -= 1
          take(2)
        } else if rest.hasPrefix("/*") {
          commentDepth += 1
          take(2)
        } else {
          take(1)
        }
      } else if inString {
        if rest.first == "\"" { inString = false }
        take(rest.first == "\\" ? 2 : 1)
      } else if rest.hasPrefix("//") {
        take(rest.count)
      } else if rest.hasPrefix("/*") {
        commentDepth += 1
        take(2)
      } else if rest.hasPrefix("\"\"\"") {
        inMultilineString = true
        take(3)
      } else if rest.first == "\"" {
        inString = true
        take(1)
      } else if let c = rest.first, c.isIdentifierHead, !renames.isEmpty,
        out.last.map({ !$0.isIdentifierBody && $0 != "." && $0 != "`" }) ?? true
      {
        let name = String(rest.prefix { $0.isIdentifierBody })
        rest = rest.dropFirst(name.count)
        if let rename = renames[name] {
          if rest.first == ".", isImport(out), isPlainImport(out) {
            // `import os.log`: a submodule is imported as its module's answer.
            out += rename.imported
            while rest.first == ".", let next = rest.dropFirst().first, next.isIdentifierHead {
              rest = rest.dropFirst().drop { $0.isIdentifierBody }
            }
          } else if rest.first == "." {
            out += isImport(out) ? rename.imported : rename.qualifier ?? name
          } else if isImport(out) {
            out += rename.imported
          } else {
            out += name
          }
        } else {
          out += name
        }
      } else {
        take(1)
      }
    }
    return out
  }

  /// Whether `code` ends with `import` itself (a module or submodule import, not `import struct`).
  private func isPlainImport(_ code: String) -> Bool {
    code.split { $0 == " " || $0 == "\t" }.last == "import"
  }

  /// Whether `code` ends with `import` or `import` and a declaration kind (`import struct`).
  private func isImport(_ code: String) -> Bool {
    let words = code.split { $0 == " " || $0 == "\t" }
    guard let last = words.last else { return false }
    if last == "import" { return true }
    let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    return kinds.contains(last) && words.dropLast().last == "import"
  }
}

extension Character {
  fileprivate var isIdentifierHead: Bool { self == "_" || isLetter }
  fileprivate var isIdentifierBody: Bool { self == "_" || isLetter || isNumber }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
