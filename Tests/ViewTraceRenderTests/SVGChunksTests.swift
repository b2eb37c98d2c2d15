import Testing
import ViewTraceRender

/// The report nests a big drawing's elements in groups of 64, two deep, so a
/// browser's change of one node does not recompute 40,000 boxes.
@Suite struct SVGChunksTests {
  static func svg(blocks: Int) -> String {
    var out = "<svg><g id=\"graph0\" class=\"graph\">\n<title>t</title>\n<polygon points=\"0,0\"/>\n"
    for index in 0..<blocks {
      out += "<!-- v\(index) &lt;g x -->\n"
      out += "<g id=\"n_v\(index)\" class=\"node\"><g id=\"a_\(index)\"><text>\(index)</text></g></g>\n"
    }
    return out + "</g>\n</svg>\n"
  }

  @Test func manyElementsAreNestedSixtyFourBySixtyFour() throws {
    let wrapped = SVGChunks.wrap(Self.svg(blocks: 5_000))
    #expect(try xmllintProblems(wrapped) == nil)
    let chunks = wrapped.components(separatedBy: "<g class=\"chunk\">").count - 1
    // 5,000 / 64 inner groups, rounded up, and 5,000 / 4,096 outer ones.
    #expect(chunks == 79 + 2)
    // Nothing else changed: without the wrappers it is the same text.
    #expect(
      wrapped.replacingOccurrences(of: "<g class=\"chunk\">", with: "").replacingOccurrences(
        of: "</g></g></g>", with: "</g></g>"
      ).replacingOccurrences(of: "</g></g></g>", with: "</g></g>") == Self.svg(blocks: 5_000))
    // The title and background stay directly in the drawing's group.
    #expect(wrapped.contains("<g id=\"graph0\" class=\"graph\">\n<title>t</title>\n<polygon points=\"0,0\"/>\n<!-- v0"))
  }

  @Test func smallDrawingsAreLeftAlone() {
    #expect(SVGChunks.wrap(Self.svg(blocks: 256)) == Self.svg(blocks: 256))
  }
}
