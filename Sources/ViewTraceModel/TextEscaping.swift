import Foundation

/// Escaping shared by every writer of traces' text: one function per output
/// format (XML for SVG and JUnit, Markdown, one-line messages). Graphviz's DOT
/// quoting lives with the renderer (`DOTWriter.quote`) and uses
/// ``visibleForm(_:)`` too; HTML goes through the report's templates.
///
/// Names in a trace can be anything a file holds: every function here gives
/// text that the format's parser reads as plain text, never as structure.
public enum TextEscaping {
  /// Text safe inside an XML 1.0 element or a quoted attribute: `& < > " '`
  /// escaped, and characters XML cannot carry (controls other than tab, line
  /// feed and carriage return, U+FFFE, U+FFFF) written visibly as `\u{1}`,
  /// as are the other invisible characters ``needsVisibleForm(_:)`` names.
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if needsVisibleForm(scalar) { out += visibleForm(scalar) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// Inline Markdown (GitHub flavoured) that renders as exactly `text`: no
  /// emphasis, code, link, autolink, image, math, raw HTML or table
  /// structure. `<`, `>` and `&` become entities; `\`, the backtick, `*`, `_`,
  /// `[`, `]`, `#`, `|`, `~`, `$` and `@` are backslash-escaped, and so are
  /// the `:` of `://` and the `.` of `www.` (autolinks); line breaks become
  /// spaces (a table row stays one line); invisible characters are written
  /// visibly as `\u{1}`. (With `[` and `]` escaped, `(` and `!` cannot form
  /// a link or an image, and `-`, `+`, `.` only matter at the start of a
  /// line, which a cell or a heading never is.)
  public static func markdown(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var previous: Unicode.Scalar = " "
    var rest = text.unicodeScalars[...]
    while let scalar = rest.popFirst() {
      defer { previous = scalar }
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "#", "|", "~", "$", "@":
        out += "\\"
        out.unicodeScalars.append(scalar)
      case ":":
        if rest.starts(with: "//".unicodeScalars) { out += "\\" }
        out.unicodeScalars.append(scalar)
      case ".":
        if out.unicodeScalars.suffix(3).map({ Character($0).lowercased() }).joined() == "www" { out += "\\" }
        out.unicodeScalars.append(scalar)
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
        if !(scalar == "\n" && previous == "\r") { out += " " }
      default:
        if needsVisibleForm(scalar) {
          out += markdown(visibleForm(scalar))
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A fenced Markdown code block holding `content` exactly: the fence is a
  /// run of backticks longer than any run inside `content` (at least three),
  /// so no line of it can close the block, and `info` (a language such as
  /// `swift`) follows the opening fence. Invisible characters other than
  /// line feed and tab are written visibly (`\u{1b}`); HTML inside a code
  /// block is text, never markup.
  ///
  /// ```swift
  /// TextEscaping.markdownCodeBlock("a\n```\nb")   // "````\na\n```\nb\n````\n"
  /// ```
  public static func markdownCodeBlock(_ content: String, info: String = "") -> String {
    var body = visibleControls(content, keeping: ["\n", "\t"])
    if !body.hasSuffix("\n") { body += "\n" }
    let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
    return fence + info + "\n" + body + fence + "\n"
  }

  /// An inline Markdown code span showing `text` exactly: delimited by more
  /// backticks than any run inside it, padded with a space where the text
  /// starts or ends with a backtick or a space (as CommonMark strips one),
  /// with line breaks and other invisible characters written visibly (a
  /// line break would let the next line start a block).
  ///
  /// ```swift
  /// TextEscaping.markdownCodeSpan("a`b")   // "``a`b``"
  /// ```
  public static func markdownCodeSpan(_ text: String) -> String {
    let body = visibleControls(text, keeping: [])
    let ticks = String(repeating: "`", count: longestRun(of: "`", in: body) + 1)
    let pad = body.hasPrefix("`") || body.hasSuffix("`") || body.hasPrefix(" ") || body.hasSuffix(" ") ? " " : ""
    return ticks + pad + body + pad + ticks
  }

  /// The length of the longest run of `character` in `text`.
  static func longestRun(of character: Unicode.Scalar, in text: String) -> Int {
    var longest = 0
    var current = 0
    for scalar in text.unicodeScalars {
      current = scalar == character ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  /// `text` with every character ``needsVisibleForm(_:)`` names written as
  /// ``visibleForm(_:)`` (`\u{1b}`), except those in `keeping`: what a
  /// terminal, a plain-text file or an HTML page gets, so that no escape
  /// sequence, bell or C1 control from a name reaches it. The text's own
  /// layout keeps its line feeds and tabs (`keeping` defaults to those).
  ///
  /// ```swift
  /// TextEscaping.visibleControls("a\u{1B}[2Jb\n")   // "a\\u{1b}[2Jb\n"
  /// ```
  public static func visibleControls(_ text: String, keeping: Set<Unicode.Scalar> = ["\n", "\t"]) -> String {
    guard text.unicodeScalars.contains(where: { needsVisibleForm($0) && !keeping.contains($0) }) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if needsVisibleForm(scalar) && !keeping.contains(scalar) {
        out += visibleForm(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A value the user gave, for an error message: at most `limit`
  /// characters (then `…` and the whole length), invisible characters
  /// written visibly, so a 5,000-character argument gives a one-line error.
  ///
  /// ```swift
  /// TextEscaping.echo(String(repeating: "x", count: 5_178))   // "xxx…x… (5,178 characters)"
  /// ```
  public static func echo(_ value: String, limit: Int = 200) -> String {
    let visible = visibleControls(value, keeping: [])
    guard visible.count > limit else { return visible }
    let count = value.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    return String(visible.prefix(limit)) + "… (\(count) characters)"
  }

  /// A Markdown link or image destination for a relative or absolute path:
  /// everything but ASCII letters, digits and `/ . - _ ~` percent-encoded, so
  /// no name can close the link or add an attribute.
  public static func markdownDestination(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }

  /// `text` in double quotes for a one-line message: quotes, backslashes,
  /// line breaks and invisible characters escaped (`\n`, `\u{1}`), cut to
  /// `limit` characters with `…`.
  ///
  /// ```swift
  /// TextEscaping.quoted("a\nb")   // "\"a\\nb\""
  /// ```
  public static func quoted(_ text: String, limit: Int = 80) -> String {
    var out = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= limit {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if needsVisibleForm(scalar) { out += visibleForm(scalar) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  /// Whether `scalar` is written as ``visibleForm(_:)`` instead of itself:
  /// C0 and C1 control characters (tab, line feed and carriage return
  /// included; each format decides what to do with those first), DEL, the
  /// non-characters U+FFFE and U+FFFF that XML cannot carry, the line and
  /// paragraph separators U+2028 and U+2029 (a line break to some readers,
  /// nothing at all to others), and the bidirectional overrides and isolates
  /// that reorder what a reader sees.
  public static func needsVisibleForm(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u{1}`: how an invisible or unrepresentable character is shown.
  public static func visibleForm(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16) + "}"
  }

  /// `value` as JSON for an artifact: pretty, sorted keys, slashes
  /// unescaped, so the same value always gives the same bytes; and every
  /// character ``needsVisibleForm(_:)`` names written as a `\u` escape
  /// (JSON's encoder leaves C1 controls and bidirectional overrides raw), so
  /// the file carries no raw control a terminal or a page would act on. It
  /// decodes to exactly `value`.
  public static func json<Value: Encodable>(_ value: Value) throws -> Data {
    escapingInvisibles(inJSON: try prettyJSONEncoder().encode(value))
  }

  /// JSON text without the layout outside its strings (spaces, tabs, line
  /// breaks): pretty-printed JSON as the compact encoder writes it, the
  /// same value. Works on bytes.
  package static func compactingJSON(_ data: Data) -> Data {
    data.withUnsafeBytes { (input: UnsafeRawBufferPointer) -> Data in
      var out = [UInt8]()
      out.reserveCapacity(input.count)
      var inString = false
      var escaped = false
      for byte in input {
        if inString {
          out.append(byte)
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
        case UInt8(ascii: "\""): inString = true
        default: break
        }
        out.append(byte)
      }
      return Data(out)
    }
  }

  /// JSON text (UTF-8) with every character ``needsVisibleForm(_:)`` names
  /// written as a `\uXXXX` escape, except line feeds (the encoder escapes
  /// those inside strings, so a raw one is layout); with `scriptSafe` also
  /// `<`, `>` and `&`, so the text can stand inside an HTML `<script>`
  /// element (U+2028 and U+2029, which matter there too, are escaped
  /// either way). These characters can only occur inside JSON strings,
  /// where the escape means the same: the text decodes to the same value.
  /// Works on bytes (over 1 GB/s), not characters.
  package static func escapingInvisibles(inJSON data: Data, scriptSafe: Bool = false) -> Data {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    return data.withUnsafeBytes { (input: UnsafeRawBufferPointer) -> Data in
      let bytes = input.bindMemory(to: UInt8.self)
      let count = bytes.count
      var out: [UInt8] = []
      var copied = 0  // bytes[copied..<index] are still to be copied as they are
      var index = 0
      func escape(_ scalar: UInt32, length: Int) {
        if out.isEmpty { out.reserveCapacity(count + count / 16 + 64) }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        out.append(contentsOf: [
          UInt8(ascii: "\\"), UInt8(ascii: "u"), hex[Int(scalar >> 12 & 0xF)], hex[Int(scalar >> 8 & 0xF)],
          hex[Int(scalar >> 4 & 0xF)], hex[Int(scalar & 0xF)],
        ])
        index += length
        copied = index
      }
      while index < count {
        let byte = bytes[index]
        switch byte {
        case 0x0A:
          index += 1
        case 0x00...0x1F, 0x7F:
          escape(UInt32(byte), length: 1)
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
          if scriptSafe { escape(UInt32(byte), length: 1) } else { index += 1 }
        case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
          escape(UInt32(bytes[index + 1]), length: 2)  // C1: U+0080...U+009F
        case 0xE2 where index + 2 < count && (bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81):
          let scalar = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
          if (0x2028...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar) {
            escape(scalar, length: 3)
          } else {
            index += 3
          }
        case 0xEF
        where index + 2 < count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
          escape(0xFF00 | UInt32(bytes[index + 2] & 0x3F) | 0xC0, length: 3)  // U+FFFE, U+FFFF
        default:
          index += 1
        }
      }
      guard !out.isEmpty else { return Data(UnsafeRawBufferPointer(bytes)) }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
      return Data(out)
    }
  }

  /// The JSON encoder for human-readable artifacts: pretty, sorted keys,
  /// slashes unescaped, so the same value always gives the same bytes.
  /// (Write artifacts with ``json(_:)``, which also escapes C1 controls.)
  public static func prettyJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// JSON text with every lone UTF-16 surrogate escape (`"\ud800"`, which
  /// JavaScript writes but Foundation refuses) replaced by `\ufffd`, so such
  /// a name reads as U+FFFD instead of failing the whole file.
  public static func replacingLoneSurrogates(inJSON data: Data) -> Data {
    let bytes = [UInt8](data)
    guard bytes.contains(UInt8(ascii: "\\")) else { return data }
    func hexValue(at index: Int) -> UInt32? {
      guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      var value: UInt32 = 0
      for byte in bytes[(index + 2)..<(index + 6)] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        value = value * 16 + UInt32(digit)
      }
      return value
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        out.append(bytes[index])
        index += 1
        continue
      }
      if let value = hexValue(at: index), (0xD800...0xDFFF).contains(value) {
        if value <= 0xDBFF, let low = hexValue(at: index + 6), (0xDC00...0xDFFF).contains(low) {
          out.append(contentsOf: bytes[index..<(index + 12)])
          index += 12
        } else {
          out.append(contentsOf: Array("\\ufffd".utf8))
          index += 6
        }
      } else {
        out.append(contentsOf: bytes[index...(index + 1)])
        index += 2
      }
    }
    return Data(out)
  }
}

extension String {
  /// `self` with zeros in front up to `width` characters.
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension String {
  /// `self` cut to `limit` characters, ending in `…` when cut.
  package func truncated(to limit: Int) -> String {
    count <= limit ? self : String(prefix(limit - 1)) + "…"
  }
}
