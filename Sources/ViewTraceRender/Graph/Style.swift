import ViewTraceModel

/// Colours and shapes shared by DOT attributes and the SVG style sheet.
package enum Style {
  struct Look {
    let fill: String
    let stroke: String
    let penwidth: String
    let dash: String?
  }

  static let looks: [Outcome: Look] = [
    .evaluated: Look(fill: "#FFD166", stroke: "#A66E00", penwidth: "2.5", dash: nil),
    .initOnly: Look(fill: "#E4E4FF", stroke: "#5555C8", penwidth: "1.5", dash: "dashed"),
    .redrawn: Look(fill: "#C8EFC0", stroke: "#2F7D32", penwidth: "1.5", dash: nil),
    .appeared: Look(fill: "#BDE6F1", stroke: "#1B6E8C", penwidth: "1.5", dash: nil),
    .disappeared: Look(fill: "#F6C6C6", stroke: "#A33030", penwidth: "1.5", dash: "dotted"),
    .untouched: Look(fill: "#FFFFFF", stroke: "#9A9A9A", penwidth: "1", dash: nil),
  ]

  /// Legend order.
  package static let outcomes: [Outcome] = [.evaluated, .initOnly, .redrawn, .appeared, .disappeared, .untouched]

  static let legendText: [Outcome: String] = [
    .evaluated: "evaluated (body ran)", .initOnly: "init only (body skipped)", .redrawn: "redrawn",
    .appeared: "appeared", .disappeared: "disappeared", .untouched: "untouched",
  ]

  /// The outcome in a count: `3 evaluated, 2 init only`.
  static let shortText: [Outcome: String] = [
    .evaluated: "evaluated", .initOnly: "init only", .redrawn: "redrawn", .appeared: "appeared",
    .disappeared: "disappeared", .untouched: "untouched",
  ]

  /// Node defaults: the untouched look of a framework view. Nodes then carry
  /// only what differs, which keeps large graphs' DOT small.
  static let nodeDefaults: [String: String] = ["fontname": "Helvetica", "fontsize": "10", "margin": "0.08,0.04"]
    .merging(attributes(.untouched, kind: .primitive)) { $1 }

  /// `attributes(outcome, kind:)` without what `nodeDefaults` already says,
  /// computed once per outcome and kind.
  static func differingAttributes(_ outcome: Outcome, kind: NodeKind?) -> [String: String] {
    differing[DifferingKey(outcome: outcome, kind: kind)] ?? [:]
  }

  private struct DifferingKey: Hashable {
    let outcome: Outcome
    let kind: NodeKind?
  }

  private static let differing: [DifferingKey: [String: String]] = {
    var table: [DifferingKey: [String: String]] = [:]
    for outcome in Outcome.allCases {
      for kind in NodeKind.allCases.map(Optional.some) + [nil] {
        table[DifferingKey(outcome: outcome, kind: kind)] = attributes(outcome, kind: kind)
          .filter { nodeDefaults[$0.key] != $0.value }
      }
    }
    return table
  }()

  /// DOT attributes drawing `outcome` on a node of `kind`.
  static func attributes(_ outcome: Outcome, kind: NodeKind?) -> [String: String] {
    let look = looks[outcome]!
    var style = ["filled"]
    if kind == .custom || kind == nil { style.insert("rounded", at: 0) }
    if let dash = look.dash { style.append(dash) }
    return [
      "fillcolor": look.fill, "color": look.stroke, "penwidth": look.penwidth, "style": style.joined(separator: ","),
      "shape": "box",
    ]
  }

  /// The CSS that colours SVG elements by class: `<g class="node outcome-evaluated">`.
  /// CSS wins over Graphviz's presentation attributes, so one laid-out SVG can
  /// show any frame by changing classes.
  package static var css: String {
    var out = ""
    for outcome in outcomes {
      let look = looks[outcome]!
      let dash = look.dash == "dashed" ? "stroke-dasharray:5,2;" : look.dash == "dotted" ? "stroke-dasharray:1,3;" : ""
      out +=
        ".outcome-\(outcome.rawValue) > polygon, .outcome-\(outcome.rawValue) > path, "
        + ".outcome-\(outcome.rawValue) > ellipse { fill:\(look.fill); stroke:\(look.stroke); "
        + "stroke-width:\(look.penwidth); \(dash)}\n"
    }
    out += "text.reason { font-style: italic; }\n"
    return out
  }
}
