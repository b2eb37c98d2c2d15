import ViewTraceModel

/// A graph to draw, before it becomes DOT: nodes, edges and attributes in a
/// fixed order, so the DOT text is the same on every run.
package struct GraphSpec: Equatable, Sendable {
  package struct Node: Equatable, Sendable {
    /// The DOT node name (a view identity or a source id).
    package var name: String
    package var attributes: [String: String]
  }

  package struct Edge: Equatable, Sendable {
    package var from: String
    package var to: String
    package var attributes: [String: String]
  }

  /// A `subgraph cluster_*` (the legend).
  package struct Cluster: Equatable, Sendable {
    package var name: String
    package var attributes: [String: String]
    package var nodes: [Node]
    package var edges: [Edge]
  }

  package var name: String
  package var graphAttributes: [String: String] = [:]
  package var nodeDefaults: [String: String] = [:]
  package var edgeDefaults: [String: String] = [:]
  package var nodes: [Node] = []
  package var edges: [Edge] = []
  package var clusters: [Cluster] = []

  package init(name: String) { self.name = name }
}

/// Writes a ``GraphSpec`` as readable, deterministic DOT: attributes sorted,
/// one statement per line, every string quoted and escaped.
package enum DOTWriter {
  package static func write(_ graph: GraphSpec) -> String {
    var out = "digraph \(quote(graph.name)) {\n"
    if !graph.graphAttributes.isEmpty { out += "  graph \(attributes(graph.graphAttributes));\n" }
    if !graph.nodeDefaults.isEmpty { out += "  node \(attributes(graph.nodeDefaults));\n" }
    if !graph.edgeDefaults.isEmpty { out += "  edge \(attributes(graph.edgeDefaults));\n" }
    for node in graph.nodes { out += "  \(statement(node))\n" }
    for edge in graph.edges { out += "  \(statement(edge))\n" }
    for cluster in graph.clusters {
      out += "  subgraph \(quote("cluster_" + cluster.name)) {\n"
      if !cluster.attributes.isEmpty { out += "    graph \(attributes(cluster.attributes));\n" }
      for node in cluster.nodes { out += "    \(statement(node))\n" }
      for edge in cluster.edges { out += "    \(statement(edge))\n" }
      out += "  }\n"
    }
    return out + "}\n"
  }

  static func statement(_ node: GraphSpec.Node) -> String {
    node.attributes.isEmpty ? "\(quote(node.name));" : "\(quote(node.name)) \(attributes(node.attributes));"
  }

  static func statement(_ edge: GraphSpec.Edge) -> String {
    let head = "\(quote(edge.from)) -> \(quote(edge.to))"
    return edge.attributes.isEmpty ? "\(head);" : "\(head) \(attributes(edge.attributes));"
  }

  static func attributes(_ values: [String: String]) -> String {
    "[" + values.keys.sorted().map { "\($0)=\(quote(values[$0]!))" }.joined(separator: ", ") + "]"
  }

  /// The most UTF-8 bytes of text one DOT string carries; longer text is
  /// cut (see ``quote(_:)``), well below the 16 kB some Graphviz versions
  /// read in one quoted string.
  package static let maxStringBytes = 8_000

  /// A DOT double-quoted string that Graphviz reads back as exactly `text`:
  ///
  /// - `\` and `"` escaped, and a backslash always doubled, so text never
  ///   forms a DOT escape such as `\N` or `\G`;
  /// - `&` written `&amp;`, so entity-like text (`&#x1;`, `&bogus;`) is not
  ///   decoded by Graphviz nor copied raw into its SVG;
  /// - line breaks as `\n` (CR LF is one), tabs as spaces, and characters SVG
  ///   cannot carry or a reader cannot see (controls, U+FFFE, bidirectional
  ///   overrides) written visibly as `\u{1}`;
  /// - text longer than ``maxStringBytes`` cut, ending in
  ///   `…[N bytes cut, #hash]` (the hash of the whole text keeps two long
  ///   names that share a beginning apart).
  package static func quote(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(min(text.utf8.count, maxStringBytes) + 2)
    var bytes = 0
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if bytes >= maxStringBytes {
        out += "…[\(text.utf8.count - bytes) bytes cut, #\(hash(text))]"
        break
      }
      bytes += scalar.utf8.count
      defer { previous = scalar }
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "&": out += "&amp;"
      case "\n": if previous != "\r" { out += "\\n" }
      case "\r": out += "\\n"
      case "\t": out += " "
      default:
        if TextEscaping.needsVisibleForm(scalar) {
          out += "\\" + TextEscaping.visibleForm(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// FNV-1a of the UTF-8 bytes, 8 hex digits: short, deterministic.
  static func hash(_ text: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
    return String(value, radix: 16).leftPadded(to: 8)
  }
}

/// Ids for SVG elements, derived from identities: letters and digits kept,
/// everything else as `_XX` (UTF-8 bytes in hex), so distinct identities give
/// distinct ids that are safe in XML and CSS. An escape is always `_` and two
/// hex digits, so `__` only ever separates the two ends of an edge id. (No
/// `-`: Graphviz writes it as `&#45;` in attributes.)
package enum ElementID {
  package static func node(_ identity: String) -> String { "n_" + encode(identity) }
  package static func edge(_ from: String, _ to: String) -> String { "e_" + encode(from) + "__" + encode(to) }
  /// A tree edge, named by its child (a view has one parent).
  package static func treeEdge(to child: String) -> String { "e_" + encode(child) }

  /// Identities longer than this many UTF-8 bytes are encoded by their
  /// beginning and a hash of the whole (`…_Z` and 8 hex digits).
  static let maxEncodedBytes = 200

  static func encode(_ text: String) -> String {
    var out = ""
    for (count, byte) in text.utf8.enumerated() {
      if count == maxEncodedBytes {
        out += "_Z" + DOTWriter.hash(text)
        break
      }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        out.unicodeScalars.append(UnicodeScalar(byte))
      default:
        out += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}
