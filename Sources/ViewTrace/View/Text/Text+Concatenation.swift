import Foundation

extension Text {
  /// Two texts drawn as one, as in SwiftUI (`Text("Total: ").bold() + Text("\(count)")`): each
  /// keeps its own styling. The node's value is the texts as written, so a change of either's
  /// string or styling redraws it; a clock-drawn part (`Text(date, style: .timer)`) redraws it
  /// every second of the scenario clock.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.content + rhs.content)
    joined.segments = lhs.asSegments + rhs.asSegments
    return joined
  }

  /// The texts this one is made of: its segments, or itself.
  var asSegments: [Text] { segments.isEmpty || !ownModifiers.isEmpty || ownFont != nil || ownForeground != nil ? [self] : segments }

  /// Whether the drawn string follows the scenario clock.
  var redrawsWithClock: Bool {
    dateStyle?.redrawsWithClock == true || segments.contains { $0.redrawsWithClock }
  }

  /// The string drawn at `now`.
  nonisolated func drawnString(now: Date) -> String {
    if !segments.isEmpty { return segments.map { $0.drawnString(now: now) }.joined() }
    if let timerInterval { return timerInterval.format(now: now) }
    if let clockDate, let dateStyle { return dateStyle.format(clockDate, now: now) }
    return content
  }

  /// A joined text's value: one string when no part has styling of its own
  /// (`Text("Ends in 0:05")`), else the parts as written (`Text("Total: ").bold() + Text("3")`).
  nonisolated func concatenationLabel(now: Date) -> String {
    let styled = segments.contains { !$0.ownModifiers.isEmpty || !$0.segments.isEmpty }
    guard styled else { return "Text(\(ValueDescription.quote(drawnString(now: now))))" }
    return segments.map { segment in
      let base = segment.segments.isEmpty
        ? "Text(\(ValueDescription.quote(segment.drawnString(now: now))))" : "(\(segment.concatenationLabel(now: now)))"
      return base + segment.ownModifiers.map(\.text).joined()
    }.joined(separator: " + ")
  }
}
