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
}
