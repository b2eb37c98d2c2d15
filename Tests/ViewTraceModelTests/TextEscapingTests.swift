import Foundation
import Testing
import ViewTraceModel

/// One escaping function per output format: what each one's reader sees is
/// the text, never structure or a control sequence.
@Suite struct TextEscapingTests {
  @Test func aCodeBlockIsFencedLongerThanAnyBacktickRunInside() {
    #expect(TextEscaping.markdownCodeBlock("a\n```\nb") == "````\na\n```\nb\n````\n")
    #expect(TextEscaping.markdownCodeBlock("x", info: "swift") == "```swift\nx\n```\n")
    #expect(TextEscaping.markdownCodeBlock("``````") == "```````\n``````\n```````\n")
  }

  @Test func aCodeSpanIsDelimitedLongerThanAnyRunInsideAndStaysOnOneLine() {
    #expect(TextEscaping.markdownCodeSpan("a`b") == "``a`b``")
    #expect(TextEscaping.markdownCodeSpan("`a") == "`` `a ``")
    #expect(TextEscaping.markdownCodeSpan("a\n# H") == "`a\\u{a}# H`")
  }

  @Test func visibleControlsLeaveNoEscapeBellOrC1() {
    let hostile = "a\u{1B}[2J\u{07}\u{9B}31m\u{202E}b\r\n\tc"
    let shown = TextEscaping.visibleControls(hostile)
    #expect(shown == "a\\u{1b}[2J\\u{7}\\u{9b}31m\\u{202e}b\\u{d}\n\tc")
    #expect(!shown.unicodeScalars.contains { TextEscaping.needsVisibleForm($0) && $0 != "\n" && $0 != "\t" })
    #expect(TextEscaping.visibleControls("plain\n") == "plain\n")
  }

  /// U+2028 and U+2029 break a line in some readers and show nothing in others: every
  /// escaper shows them as it shows other invisible characters, and Markdown text, where
  /// line breaks become spaces, makes them spaces too.
  @Test func lineAndParagraphSeparatorsAreShownLikeOtherInvisibleCharacters() throws {
    let name = "a\u{2028}b\u{2029}c"
    #expect(TextEscaping.visibleControls(name) == "a\\u{2028}b\\u{2029}c")
    #expect(TextEscaping.echo(name) == "a\\u{2028}b\\u{2029}c")
    #expect(TextEscaping.quoted(name) == "\"a\\u{2028}b\\u{2029}c\"")
    #expect(TextEscaping.xml(name) == "a\\u{2028}b\\u{2029}c")
    #expect(TextEscaping.markdownCodeSpan(name) == "`a\\u{2028}b\\u{2029}c`")
    #expect(TextEscaping.markdownCodeBlock(name) == "```\na\\u{2028}b\\u{2029}c\n```\n")
    #expect(TextEscaping.markdown(name) == "a b c")
    let json = try TextEscaping.json(["k": name])
    #expect(String(decoding: json, as: UTF8.self).contains(#""a\u2028b\u2029c""#))
    #expect(try JSONDecoder().decode([String: String].self, from: json) == ["k": name])
  }

  @Test func anEchoedValueIsBoundedAndSaysItsLength() {
    let long = String(repeating: "x", count: 5_178)
    let echoed = TextEscaping.echo(long)
    #expect(echoed == String(repeating: "x", count: 200) + "… (5,178 characters)")
    #expect(TextEscaping.echo("short\u{1B}") == "short\\u{1b}")
  }

  /// JSON's encoder leaves C1 controls and bidirectional overrides raw; the
  /// artifact escapes them, and decodes to the same value.
  @Test func jsonArtifactsCarryNoRawControlAndDecodeToTheSameValue() throws {
    let value = ["name": "a\u{9B}b\u{202E}c\u{1B}d\u{7F}"]
    let data = try TextEscaping.json(value)
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.unicodeScalars.contains { TextEscaping.needsVisibleForm($0) && $0 != "\n" })
    #expect(text.contains(#"a\u009bb\u202ec\u001bd\u007f"#))
    #expect(try JSONDecoder().decode([String: String].self, from: data) == value)
  }

  /// A trace's file text, compacted, is what the compact encoder writes: spaces, quotes,
  /// backslashes and line breaks inside strings stay, the layout around them goes.
  @Test func compactingATracesFileTextGivesTheCompactEncoding() throws {
    var trace = TraceCodingTests.sample
    trace.scenario = "a \" quote, a \\ backslash\\\", \n a break,\t a tab and  two spaces : [ ] { },"
    trace.nodes[1].label = "Text(\"\\\\\")  "
    let compacted = TextEscaping.compactingJSON(try TraceCoding.encode(trace))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(
      String(decoding: compacted, as: UTF8.self)
        == String(decoding: TextEscaping.escapingInvisibles(inJSON: try encoder.encode(trace)), as: UTF8.self))
    #expect(try TraceCoding.decode(compacted) == trace)
  }

  /// The byte-level escape of JSON text matches the rule it states, scalar
  /// by scalar: every invisible character (and, for a script, `< > &` and
  /// the line separators) becomes `\uXXXX`; the text decodes to the same value.
  @Test(arguments: [false, true])
  func jsonEscapingWorksOnBytesAndKeepsTheValue(scriptSafe: Bool) throws {
    var scalars = (0x00...0xA0).compactMap(Unicode.Scalar.init)
    scalars += [0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A, 0xFFFD, 0xFFFE, 0xFFFF]
      .compactMap(Unicode.Scalar.init)
    scalars += ["é", "한", "😀"]
    let value = ["k": String(String.UnicodeScalarView(scalars)) + "<>&"]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let escaped = TextEscaping.escapingInvisibles(inJSON: try encoder.encode(value), scriptSafe: scriptSafe)
    let text = String(decoding: escaped, as: UTF8.self)
    let raw = text.unicodeScalars.filter {
      TextEscaping.needsVisibleForm($0) || (scriptSafe && ["<", ">", "&", "\u{2028}", "\u{2029}"].contains($0))
    }
    #expect(raw.isEmpty, "\(raw.map(TextEscaping.visibleForm))")
    #expect(text.contains("\\u009b") && text.contains("\\u202e") && text.contains("\\uffff"))
    #expect(text.contains("\\u2028") && text.contains("\\u2029"), "in a script or not")
    #expect(text.contains("😀") && text.contains("\u{202F}"), "other characters stay as they are")
    #expect(try JSONDecoder().decode([String: String].self, from: escaped) == value)
  }
}
