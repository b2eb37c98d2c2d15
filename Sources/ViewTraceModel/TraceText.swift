/// Plain-text views of a trace for terminals and logs.
public enum TraceText {
  /// Per frame: `# frame N: <event>`, then the line `Self._printChanges()`
  /// would print for each evaluated view, in evaluation order, worded as
  /// `dialect` words it.
  public static func printChanges(_ trace: Trace, dialect: PrintChangesDialect = .ios17) -> String {
    var out = ""
    for frame in trace.frames {
      out += "# frame \(frame.index): \(frame.event)\n"
      for line in trace.printChanges(frame, dialect: dialect) { out += line + "\n" }
    }
    return out
  }

  /// A readable per-frame summary: each touched view with its outcome, the
  /// reasons, and the values before and after, worded by ``ChangeWording``.
  /// A changed source the build located says where it is declared:
  /// `changed LibraryStore#1.books (Sources/Library/LibraryStore.swift:12): …`.
  public static func summary(_ trace: Trace) -> String {
    let name = trace.variant.map { "\(trace.scenario) (\($0))" } ?? trace.scenario
    let sources = trace.sourcesByID
    var out = "scenario \(name): \(trace.summary)\n"
    for frame in trace.frames {
      let evaluated = frame.records.filter { $0.bodyCount > 0 }.count
      let initOnly = frame.records.filter { $0.outcome == .initOnly }.count
      out += "\n# frame \(frame.index): \(frame.event)  (\(evaluated) evaluated, \(initOnly) init only)\n"
      for change in frame.sourceChanges {
        let location = TraceSource.named(change.source, in: sources)?.declaredAt.map { " (\($0))" } ?? ""
        out += "  changed \(change.source)\(location): \(ChangeWording.values(of: change))\n"
      }
      let diffs = frame.diffsBySource
      for record in frame.records {
        var line = "  \(record.outcome.rawValue.padding(12))\(record.node)"
        var notes: [String] = []
        if record.initCount > 0 && record.outcome != .initOnly { notes.append("init") }
        if record.outcome == .appeared && record.bodyCount > 0 { notes.append("body") }
        if record.bodyCount > 1 { notes.append("body x\(record.bodyCount)") }
        if let time = record.bodyMicroseconds { notes.append(BodyTimes.text(time)) }
        if !notes.isEmpty { line += " [" + notes.joined(separator: ", ") + "]" }
        let reasons = record.reasons.map { ChangeWording.reason($0, diffs: diffs) }.filter { !$0.isEmpty }
        if !reasons.isEmpty { line += ": " + reasons.joined(separator: "; ") }
        out += line + "\n"
      }
      for action in frame.actions { out += "  action      \(action.kind) \(action.node)\n" }
      for warning in frame.warnings { out += "  warning     \(warning.message)\n" }
    }
    if let times = BodyTimes(trace) { out += "\n" + times.ranking() }
    return out
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
