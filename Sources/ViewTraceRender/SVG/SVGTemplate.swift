import ViewTraceModel

/// A laid-out SVG cut into literal text and slots: each view node's class and
/// the text of each of its lines. Filling the slots gives any frame of the
/// same structure without another layout.
struct SVGTemplate: Sendable {
  enum Part: Sendable {
    case literal([UInt8])
    /// The `class` value of the node with this identity.
    case nodeClass(String)
    /// The text of line `line` of the node with this identity.
    case text(node: String, line: Int)
  }

  var parts: [Part] = []

  /// Cuts Graphviz's SVG: for every `<g id="…">` whose id is in `nodes`
  /// (SVG id -> identity), the class attribute and the `<text>` contents
  /// become slots. The `<style>` goes right after the opening `<svg>` tag.
  init(svg: String, nodes: [String: String], style: String?) throws(RenderError) {
    let bytes = Array(svg.utf8)
    var literalStart = 0
    var index = 0
    func literal(upTo end: Int) {
      if end > literalStart { parts.append(.literal(Array(bytes[literalStart..<end]))) }
    }
    func find(_ needle: String, from start: Int, before limit: Int? = nil) -> Int? {
      let pattern = Array(needle.utf8)
      let end = min(limit ?? bytes.count, bytes.count) - pattern.count
      guard start <= end else { return nil }
      var i = start
      while i <= end {
        if bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern { return i }
        i += 1
      }
      return nil
    }
    if let style, let svgTag = find("<svg", from: 0), let close = find(">", from: svgTag) {
      literal(upTo: close + 1)
      parts.append(.literal(Array(("\n<style>\n" + style + "</style>").utf8)))
      literalStart = close + 1
      index = close + 1
    }
    while let groupStart = find("<g id=\"", from: index) {
      let idStart = groupStart + 7
      guard let idEnd = find("\"", from: idStart) else { throw .unexpectedSVG("an unterminated id") }
      let svgID = String(decoding: bytes[idStart..<idEnd], as: UTF8.self)
      guard let identity = nodes[svgID] else {
        index = idEnd
        continue
      }
      guard let tagEnd = find(">", from: idEnd), let classStart = find("class=\"", from: idEnd, before: tagEnd),
        let classEnd = find("\"", from: classStart + 7), let groupEnd = find("</g>", from: tagEnd)
      else { throw .unexpectedSVG("node \(svgID) has no class or no end") }
      literal(upTo: classStart + 7)
      parts.append(.nodeClass(identity))
      literalStart = classEnd
      var cursor = tagEnd
      var line = 0
      while let textStart = find("<text", from: cursor, before: groupEnd) {
        guard let contentStart = find(">", from: textStart), let contentEnd = find("</text>", from: contentStart)
        else { throw .unexpectedSVG("node \(svgID) has an unterminated text") }
        literal(upTo: contentStart + 1)
        parts.append(.text(node: identity, line: line))
        literalStart = contentEnd
        cursor = contentEnd
        line += 1
      }
      index = groupEnd
    }
    literal(upTo: bytes.count)
  }

  /// The SVG with every slot filled. `cache` keeps each slot's last text and
  /// its escaped bytes, so styling frames in sequence only escapes what changed.
  func fill(className: (String) -> String, text: (String, Int) -> String, cache: FillCache) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(cache.lastSize)
    for (index, part) in parts.enumerated() {
      switch part {
      case .literal(let bytes): out.append(contentsOf: bytes)
      case .nodeClass(let node): out.append(contentsOf: cache.bytes(for: index, className(node)))
      case .text(let node, let line): out.append(contentsOf: cache.bytes(for: index, text(node, line)))
      }
    }
    cache.lastSize = out.count
    return String(decoding: out, as: UTF8.self)
  }
}

/// The escaped bytes of each slot's last value.
final class FillCache {
  private var values: [Int: (text: String, bytes: [UInt8])] = [:]
  var lastSize = 0

  func bytes(for slot: Int, _ text: String) -> [UInt8] {
    if let known = values[slot], known.text == text { return known.bytes }
    let bytes = Array(TextEscaping.xml(text).utf8)
    values[slot] = (text, bytes)
    return bytes
  }
}
