/// A graph to draw, before it becomes DOT: nodes, edges and attributes in a
/// fixed order, so the DOT text is the same on every run.
public struct GraphSpec: Equatable, Sendable {
  public struct Node: Equatable, Sendable {
    /// The DOT node name (a view identity or a source id).
    public var name: String
    public var attributes: [String: String]
  }

  public struct Edge: Equatable, Sendable {
    public var from: String
    public var to: String
    public var attributes: [String: String]
  }

  /// A `subgraph cluster_*` (the legend).
  public struct Cluster: Equatable, Sendable {
    public var name: String
    public var attributes: [String: String]
    public var nodes: [Node]
    public var edges: [Edge]
  }

  public var name: String
  public var graphAttributes: [String: String] = [:]
  public var nodeDefaults: [String: String] = [:]
  public var edgeDefaults: [String: String] = [:]
  public var nodes: [Node] = []
  public var edges: [Edge] = []
  public var clusters: [Cluster] = []

  public init(name: String) { self.name = name }
}

/// Writes a ``GraphSpec`` as readable, deterministic DOT: attributes sorted,
/// one statement per line, every string quoted and escaped.
public enum DOTWriter {
  public static func write(_ graph: GraphSpec) -> String {
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

  /// A DOT double-quoted string: backslashes and quotes escaped, line breaks
  /// as `\n`, other control characters dropped. A backslash is always
  /// doubled, so text can never form a DOT escape such as `\N` or `\G`.
  public static func quote(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r", "\t": out += " "
      default:
        if scalar.value >= 0x20 && scalar.value != 0x7F { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }
}

/// Ids for SVG elements, derived from identities: letters and digits kept,
/// everything else as `_XX` (UTF-8 bytes in hex), so distinct identities give
/// distinct ids that are safe in XML and CSS. An escape is always `_` and two
/// hex digits, so `__` only ever separates the two ends of an edge id. (No
/// `-`: Graphviz writes it as `&#45;` in attributes.)
public enum ElementID {
  public static func node(_ identity: String) -> String { "n_" + encode(identity) }
  public static func edge(_ from: String, _ to: String) -> String { "e_" + encode(from) + "__" + encode(to) }
  /// A tree edge, named by its child (a view has one parent).
  public static func treeEdge(to child: String) -> String { "e_" + encode(child) }

  static func encode(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        out.unicodeScalars.append(UnicodeScalar(byte))
      default:
        out += "_" + String(byte, radix: 16, uppercase: true).leftPadded(2)
      }
    }
    return out
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
