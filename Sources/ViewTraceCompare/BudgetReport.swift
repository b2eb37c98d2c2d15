import Foundation
import ViewTraceModel

/// The budget result as a terminal summary, Markdown (a CI step summary or a
/// pull-request comment) and JUnit XML (one test case per budget line).
///
/// Every output is bounded whatever the budget's size: at most
/// ``BudgetResult/maxListedLines`` budget lines, ``BudgetResult/maxListedViews``
/// views per line and ``BudgetResult/maxCellCharacters`` characters per text;
/// each says how much it left out.
extension BudgetResult {
  /// The most budget lines an output lists (failures first in Markdown and JUnit).
  public static let maxListedLines = 200
  /// The most views listed for one budget line.
  public static let maxListedViews = 20
  /// The most characters of one name, message or reason.
  public static let maxCellCharacters = 500
  /// The most characters of one Markdown table cell (before escaping): a
  /// pull-request comment stays readable, the first change in full.
  public static let maxMarkdownCellCharacters = 300

  /// As plain text, for a terminal.
  public var text: String {
    var out =
      "\(passed ? "within budget" : "OVER BUDGET"): \(scenario), \(lines.count - failures.count) of \(lines.count) budget lines met\n"
    for line in lines.prefix(Self.maxListedLines) {
      out +=
        "  \(line.passed ? "ok  " : "FAIL") \(line.name.truncated(to: Self.maxCellCharacters)): \(line.message.truncated(to: Self.maxCellCharacters))\n"
      let groups = Self.grouped(line.offenders)
      for group in groups.prefix(Self.maxListedViews) {
        out += "         \(Self.text(group).truncated(to: Self.maxCellCharacters * 2))\n"
      }
      if groups.count > Self.maxListedViews {
        out += "         … \(groups.count - Self.maxListedViews) more not listed\n"
      }
    }
    if lines.count > Self.maxListedLines {
      out +=
        "  … \(lines.count - Self.maxListedLines) more budget lines not listed (\(failures.dropFirst(lines.prefix(Self.maxListedLines).filter { !$0.passed }.count).count) of them over budget)\n"
    }
    return out
  }

  /// Markdown: a verdict, then a table of the lines over budget with the
  /// views, why they ran and the values; `images` maps a frame to an SVG path.
  /// Every name from the trace or the budget goes through
  /// `TextEscaping.markdown`, image paths through
  /// `TextEscaping.markdownDestination`: the summary holds no raw HTML,
  /// link or table syntax from data.
  public func markdown(images: [Int: String] = [:]) -> String {
    func cell(_ text: String) -> String {
      TextEscaping.markdown(text.truncated(to: Self.maxMarkdownCellCharacters))
    }
    func cell(_ items: [String], more: Int) -> String {
      TextEscaping.markdown(Self.bounded(items, more: more, limit: Self.maxMarkdownCellCharacters))
    }
    var out = "### ViewTrace budget: \(cell(scenario)) \(passed ? "✅ within budget" : "❌ over budget")\n\n"
    out += "\(lines.count - failures.count) of \(lines.count) budget lines met.\n\n"
    guard !passed else { return out }
    out += "| Frame | Budget line | What happened | Views | Why |\n|---|---|---|---|---|\n"
    for line in failures.prefix(Self.maxListedLines) {
      let shown = line.offenders.prefix(Self.maxListedViews)
      let views = cell(shown.map(\.node), more: line.offenders.count - shown.count)
      // One entry per distinct reason, with its frame when the line is the run's.
      let groups = Self.grouped(line.offenders)
      let shownGroups = groups.prefix(Self.maxListedViews)
      let why = cell(
        shownGroups.map { group in
          let frame = line.frame == nil ? group.frame.map { "frame \($0): " } ?? "" : ""
          let count = group.nodes.count == 1 ? "" : " (\(group.nodes.count) views)"
          return frame + Self.why(group.first, diffFirst: true) + count
        }, more: groups.count - shownGroups.count)
      out +=
        "| \(line.frame.map(String.init) ?? "run") | \(cell(line.name)) | \(cell(line.message)) | \(views) | \(why) |\n"
    }
    if failures.count > Self.maxListedLines {
      out += "\n\(failures.count - Self.maxListedLines) more budget lines over budget are not listed.\n"
    }
    for (frame, path) in images.sorted(by: { $0.key < $1.key }) {
      out += "\n![Frame \(frame) of \(cell(scenario))](\(TextEscaping.markdownDestination(path)))\n"
    }
    return out
  }

  /// JUnit XML: a test suite with one test case per budget line (failures
  /// first when the budget has more than ``maxListedLines`` lines, so a
  /// failing check always lists a failure).
  public var junit: String {
    func xml(_ text: String) -> String { TextEscaping.xml(text.truncated(to: Self.maxCellCharacters)) }
    let listed =
      lines.count > Self.maxListedLines ? Array((failures + lines.filter(\.passed)).prefix(Self.maxListedLines)) : lines
    let listedFailures = listed.filter { !$0.passed }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuite name=\"\(xml(scenario))\" tests=\"\(listed.count)\" failures=\"\(listedFailures)\">\n"
    for line in listed {
      out += "  <testcase classname=\"viewtrace.\(xml(scenario))\" name=\"\(xml(line.name))\""
      if line.passed {
        out += "/>\n"
      } else {
        let groups = Self.grouped(line.offenders)
        var details = groups.prefix(Self.maxListedViews).map {
          TextEscaping.xml(Self.text($0).truncated(to: Self.maxCellCharacters * 2))
        }
        if groups.count > Self.maxListedViews {
          details.append("… \(groups.count - Self.maxListedViews) more not listed")
        }
        out +=
          ">\n    <failure message=\"\(xml(line.message))\">\(details.joined(separator: "\n"))</failure>\n  </testcase>\n"
      }
    }
    if listed.count < lines.count {
      out +=
        "  <system-out>\(lines.count - listed.count) more budget lines not listed (\(failures.count - listedFailures) of them over budget)</system-out>\n"
    }
    return out + "</testsuite>\n"
  }

  /// An offender's `_printChanges` line (or identity) and its changes as
  /// ``ChangeWording`` words them (paths first):
  /// `ItemRow: @self changed.  (name: "Milk" -> "Oat milk")`.
  ///
  /// With `diffFirst`, the changes come first and the line after them
  /// (`books[id: 2].isFavorite: false -> true  (Shelf: _books changed.)`), so
  /// a bounded cell keeps where the value differs. `arrow` replaces `->` in
  /// the changes (every output of ViewTrace keeps `->`).
  public static func why(_ offender: Offender, arrow: String = "->", diffFirst: Bool = false) -> String {
    let line = (offender.printChanges ?? offender.node).truncated(to: maxCellCharacters)
    guard !offender.wording.isEmpty else { return line }
    var changes = offender.wording.prefix(maxListedViews).joined(separator: ", ").truncated(to: maxCellCharacters)
    if arrow != "->" { changes = changes.replacingOccurrences(of: " -> ", with: " \(arrow) ") }
    return diffFirst ? "\(changes)  (\(line))" : ChangeWording.line(line, changes: [changes])
  }

  /// `offenders` by frame and reason, in the order first met: views that
  /// ran for the same reason in the same frame are one group.
  public static func grouped(_ offenders: [Offender]) -> [OffenderGroup] {
    var order: [String] = []
    var groups: [String: (first: Offender, nodes: [String])] = [:]
    for offender in offenders {
      let key = "\(offender.frame.map(String.init) ?? "-")\u{0}\(why(offender))"
      if groups[key] == nil {
        order.append(key)
        groups[key] = (offender, [])
      }
      if groups[key]?.nodes.contains(offender.node) == false { groups[key]?.nodes.append(offender.node) }
    }
    return order.compactMap { groups[$0] }.map { OffenderGroup(frame: $0.first.frame, nodes: $0.nodes, first: $0.first) }
  }

  /// A group as one line: its frame, its views (the first three by identity,
  /// then how many more) and why they ran:
  /// `frame 1, LibraryScreen/VStack/BookRow@0#1 and 4 more views: BookRow: @dependencies changed.  (…)`.
  public static func text(_ group: OffenderGroup) -> String {
    let listed = group.nodes.prefix(3).joined(separator: ", ")
    let more = group.nodes.count > 3 ? " and \(group.nodes.count - 3) more view\(group.nodes.count == 4 ? "" : "s")" : ""
    let frame = group.frame.map { "frame \($0), " } ?? ""
    return "\(frame)\(listed)\(more): \(why(group.first))"
  }

  /// `items` joined with `; ` in at most `limit` characters: as many whole
  /// items as fit (the first one cut if it alone is too long), then
  /// `… N more` for the rest and `more` items not given.
  static func bounded(_ items: [String], more: Int, limit: Int) -> String {
    if more == 0, case let whole = items.joined(separator: "; "), whole.count <= limit { return whole }
    var out = ""
    var used = 0
    for item in items {
      let left = items.count - used - 1 + more
      let tail = left > 0 ? "; … \(left) more" : ""
      let separator = out.isEmpty ? "" : "; "
      if out.count + separator.count + item.count + tail.count <= limit {
        out += separator + item
        used += 1
      } else if out.isEmpty {
        let tailIfCut = items.count - 1 + more > 0 ? "; … \(items.count - 1 + more) more" : ""
        out = item.truncated(to: max(limit - tailIfCut.count - 1, 1))
        used = 1
      } else {
        break
      }
    }
    let left = items.count - used + more
    return left > 0 ? out + (out.isEmpty ? "" : "; ") + "… \(left) more" : out
  }
}
