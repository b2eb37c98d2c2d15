import Foundation
import ViewTraceModel

/// The budget result as a terminal summary, Markdown (a CI step summary or a
/// pull-request comment) and JUnit XML (one test case per budget line).
extension BudgetResult {
  public var text: String {
    var out =
      "\(passed ? "within budget" : "OVER BUDGET"): \(scenario), \(lines.count - failures.count) of \(lines.count) budget lines met\n"
    for line in lines {
      out += "  \(line.passed ? "ok  " : "FAIL") \(line.name): \(line.message)\n"
      for offender in line.offenders {
        out += "         \(offender.printChanges ?? offender.node)"
        if !offender.changes.isEmpty {
          out +=
            "  ("
            + offender.changes.map { "\($0.name): \($0.before ?? "-") -> \($0.after ?? "-")" }.joined(separator: ", ")
            + ")"
        }
        out += "\n"
      }
    }
    return out
  }

  /// Markdown: a verdict, then a table of the lines over budget with the
  /// views, why they ran and the values; `images` maps a frame to an SVG path.
  public func markdown(images: [Int: String] = [:]) -> String {
    var out = "### ViewTrace budget: \(markdownEscape(scenario)) \(passed ? "✅ within budget" : "❌ over budget")\n\n"
    out += "\(lines.count - failures.count) of \(lines.count) budget lines met.\n\n"
    guard !passed else { return out }
    out += "| Frame | Budget line | What happened | Views | Why |\n|---|---|---|---|---|\n"
    for line in failures {
      let views = line.offenders.map { "`\(markdownEscape($0.node))`" }.joined(separator: "<br>")
      let why = line.offenders.map { offender -> String in
        let values = offender.changes.map { "\($0.name): \($0.before ?? "-") → \($0.after ?? "-")" }.joined(
          separator: ", ")
        return markdownEscape((offender.printChanges ?? "") + (values.isEmpty ? "" : " (\(values))"))
      }.joined(separator: "<br>")
      out +=
        "| \(line.frame.map(String.init) ?? "run") | \(markdownEscape(line.name)) | \(markdownEscape(line.message)) | \(views) | \(why) |\n"
    }
    for (frame, path) in images.sorted(by: { $0.key < $1.key }) {
      out += "\n![Frame \(frame) of \(markdownEscape(scenario))](\(path))\n"
    }
    return out
  }

  /// JUnit XML: a test suite with one test case per budget line.
  public var junit: String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuite name=\"\(TextEscaping.xml(scenario))\" tests=\"\(lines.count)\" failures=\"\(failures.count)\">\n"
    for line in lines {
      out += "  <testcase classname=\"viewtrace.\(TextEscaping.xml(scenario))\" name=\"\(TextEscaping.xml(line.name))\""
      if line.passed {
        out += "/>\n"
      } else {
        let details = line.offenders.map { ($0.printChanges ?? $0.node) }.joined(separator: "\n")
        out +=
          ">\n    <failure message=\"\(TextEscaping.xml(line.message))\">\(TextEscaping.xml(details))</failure>\n  </testcase>\n"
      }
    }
    return out + "</testsuite>\n"
  }
}

/// Text that cannot break a Markdown table or start markup.
func markdownEscape(_ text: String) -> String {
  var out = ""
  for character in text {
    switch character {
    case "|": out += "\\|"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "&": out += "&amp;"
    case "\n": out += " "
    case "`": out += "'"
    default: out.append(character)
    }
  }
  return out
}
