import Foundation
import Testing
import ViewTraceModel
import ViewTraceRender

/// Labels come from traces, which can come from anywhere: they must never
/// break the DOT or inject markup into the SVG.
@Suite struct EscapingTests {
  static let hostile = [
    "quote \" inside", "back\\slash and \\N and \\G", "</text><script>alert(1)</script>", "a & b < c > d",
    "한국어 라벨 테스트", "new\nline", String(repeating: "long-", count: 2_000), "line\u{2028}para\u{2029}end",
  ]

  static func trace() -> Trace {
    var nodes = [TraceNode(id: "Root", parent: nil, type: "Root", kind: .custom, label: "Root")]
    var records = [NodeRecord(node: "Root", outcome: .appeared, initCount: 1, bodyCount: 1)]
    for (index, label) in hostile.enumerated() {
      let id = "Root/Text@\(index)#\(label.prefix(40))"
      nodes.append(TraceNode(id: id, parent: "Root", type: "Text", kind: .primitive, label: label, modifiers: [label]))
      records.append(NodeRecord(node: id, outcome: .appeared))
    }
    return Trace(
      scenario: "hostile \" <svg onload=alert(1)>", summary: "", seed: 1, nodes: nodes,
      frames: [Frame(index: 0, event: "</script><script>", eventKind: .initial, records: records)])
  }

  @Test func dotQuotingEscapesQuotesBackslashesAndLineBreaks() {
    #expect(DOTWriter.quote("a \"b\" \\N") == "\"a \\\"b\\\" \\\\N\"")
    #expect(DOTWriter.quote("x\ny") == "\"x\\ny\"")
    #expect(DOTWriter.quote("tab\there\u{0}") == "\"tab here\\\\u{0}\"", "a control character is shown, not dropped")
    #expect(DOTWriter.quote("a\u{2028}b\u{2029}") == "\"a\\\\u{2028}b\\\\u{2029}\"", "so are the line separators")
    #expect(DOTWriter.quote("&#x1; &bogus;") == "\"&amp;#x1; &amp;bogus;\"", "Graphviz decodes no entity from data")
    let long = DOTWriter.quote(String(repeating: "x", count: 100_000))
    #expect(long.utf8.count < 8_100 && long.contains("…[92000 bytes cut, #"))
  }

  @Test func hostileLabelsRenderAsTextInWellFormedSVG() async throws {
    let data = try await TraceRenderer(trace: Self.trace()).render(.tree, frame: 0, format: .svg)
    let svg = String(decoding: data, as: UTF8.self)
    #expect(try xmllintProblems(svg) == nil)
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<svg onload"))
    let texts = try SVGElements.parse(svg).texts
    #expect(texts.contains("</text><script>alert(1)</script>"))
    #expect(texts.contains("a & b < c > d"))
    #expect(texts.contains("한국어 라벨 테스트"))
    #expect(texts.contains("back\\slash and \\N and \\G"), "a backslash is never a DOT escape")
    #expect(texts.contains("quote \" inside"))
    #expect(texts.contains("line\\u{2028}para\\u{2029}end"), "the separators are shown, not obeyed or dropped")
  }

  @Test func hostileLabelsSurviveTheFrameTemplate() async throws {
    let series = try await TraceRenderer(trace: Self.trace()).treeFrames()
    let svg = series.svg(frame: 0)
    #expect(try xmllintProblems(svg) == nil)
    let texts = try SVGElements.parse(svg).texts
    #expect(texts.contains("</text><script>alert(1)</script>"))
    #expect(texts.contains("한국어 라벨 테스트"))
  }

  @Test func elementIDsAreSafeAndDistinct() {
    let ids = Self.hostile.map { ElementID.node("Root/" + $0) }
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } })
    #expect(ElementID.node("a-") != ElementID.node("a_2D"))
  }
}
