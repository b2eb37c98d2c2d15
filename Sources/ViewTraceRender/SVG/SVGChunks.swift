/// Wraps the top-level elements of a Graphviz SVG's drawing in nested
/// groups of at most ``size``, two levels deep, for pages that change a
/// few nodes of a drawing of thousands.
///
/// A browser recomputes the bounding box of every group on the path from a
/// changed element to the root over all of that group's children: with
/// 40,000 children directly under the drawing's group, one class change and
/// the layout that follows cost about 40 ms in Chromium (20,000 views);
/// nested 64 by 64 they cost under 1 ms.
package enum SVGChunks {
  package static let size = 64

  /// `svg` with the children of `<g id="graph0">` grouped in
  /// `<g class="chunk">` elements, when there are more than `size * 4` of
  /// them; otherwise `svg` unchanged.
  package static func wrap(_ svg: String) -> String {
    let bytes = Array(svg.utf8)
    func matches(_ pattern: [UInt8], at index: Int) -> Bool {
      index + pattern.count <= bytes.count && Array(bytes[index..<(index + pattern.count)]) == pattern
    }
    let graphTag = Array("<g id=\"graph0\"".utf8)
    guard let graphStart = (0..<bytes.count).first(where: { bytes[$0] == 60 && matches(graphTag, at: $0) }),
      let open = bytes[graphStart...].firstIndex(of: 62)
    else { return svg }
    let comment = Array("<!--".utf8)
    let commentEnd = Array("-->".utf8)
    let close = Array("</g>".utf8)
    var blocks: [(start: Int, end: Int)] = []
    var depth = 0
    var index = open + 1
    var start = 0
    scan: while index < bytes.count {
      guard bytes[index] == 60 else {
        index += 1
        continue
      }
      if matches(comment, at: index) {
        index += 4
        while index < bytes.count && !matches(commentEnd, at: index) { index += 1 }
        index += 3
      } else if matches(close, at: index) {
        if depth == 0 { break scan }  // the end of graph0
        depth -= 1
        index += 4
        if depth == 0 { blocks.append((start, index)) }
      } else if index + 2 < bytes.count && bytes[index + 1] == 103 && (bytes[index + 2] == 32 || bytes[index + 2] == 62)
      {
        if depth == 0 { start = index }
        depth += 1
        index += 2
      } else {
        index += 1
      }
    }
    guard blocks.count > size * 4 else { return svg }
    // What goes before each block's start and after its end.
    var before: [Int: String] = [:]
    var after: [Int: String] = [:]
    let outer = size * size
    for (number, block) in blocks.enumerated() {
      if number % outer == 0 { before[block.start, default: ""] += "<g class=\"chunk\">" }
      if number % size == 0 { before[block.start, default: ""] += "<g class=\"chunk\">" }
      let last = number == blocks.count - 1
      if number % size == size - 1 || last { after[block.end, default: ""] += "</g>" }
      if number % outer == outer - 1 || last { after[block.end, default: ""] += "</g>" }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + blocks.count)
    for (offset, byte) in bytes.enumerated() {
      if let text = after[offset] { out.append(contentsOf: text.utf8) }
      if let text = before[offset] { out.append(contentsOf: text.utf8) }
      out.append(byte)
    }
    if let text = after[bytes.count] { out.append(contentsOf: text.utf8) }
    return String(decoding: out, as: UTF8.self)
  }
}
