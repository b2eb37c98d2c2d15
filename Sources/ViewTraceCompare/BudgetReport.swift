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
      for offender in line.offenders.prefix(Self.maxListedViews) {
        out += "         \(Self.why(offender, arrow: "->"))\n"
      }
      if line.offenders.count > Self.maxListedViews {
        out += "         … \(line.offenders.count - Self.maxListedViews) more views not listed\n"
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
      let more = line.offenders.count - shown.count
      let views = cell(shown.map(\.node), more: more)
      let why = cell(shown.map { Self.why($0, diffFirst: true) }, more: more)
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
        var details = line.offenders.prefix(Self.maxListedViews).map { xml(Self.why($0)) }
        if line.offenders.count > Self.maxListedViews {
          details.append("… \(line.offenders.count - Self.maxListedViews) more views not listed")
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

  /// An offender's `_printChanges` line (or identity) and its changed values:
  /// `ItemRow: @self changed.  (name: Milk → Oat milk)`.
  ///
  /// With `diffFirst`, the changes come first and the line after them
  /// (`books[id: 2].isFavorite: false → true  (Shelf: _books changed.)`), so
  /// a bounded cell keeps where the value differs.
  public static func why(_ offender: Offender, arrow: String = "→", diffFirst: Bool = false) -> String {
    let line = (offender.printChanges ?? offender.node).truncated(to: maxCellCharacters)
    guard !offender.changes.isEmpty || !offender.paths.isEmpty else { return line }
    // Where a value differs first, then the whole values of the rest.
    let paths = offender.paths.map { $0.replacingOccurrences(of: " -> ", with: " \(arrow) ") }
    let values = offender.changes.prefix(maxListedViews).map {
      "\($0.name): \($0.before ?? "-") \(arrow) \($0.after ?? "-")"
    }
    let changes = (paths + values).joined(separator: ", ").truncated(to: maxCellCharacters)
    return diffFirst ? "\(changes)  (\(line))" : "\(line)  (\(changes))"
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
