import Foundation

extension Text {
  /// How `Text(_:style:)` draws a date, as in SwiftUI. `.timer`, `.relative`
  /// and `.offset` are drawn against the scenario clock: the text is redrawn
  /// every second of it (`Step.advanceClock`) without any body running.
  public struct DateStyle: Equatable, Sendable {
    let name: String
    /// The time of day (`12:42 PM`, UTC).
    public static let time = DateStyle(name: "time")
    /// The date (`May 8, 2024`, UTC).
    public static let date = DateStyle(name: "date")
    /// Time to or since the date (`5 sec`), counting with the scenario clock.
    public static let relative = DateStyle(name: "relative")
    /// Time to or since the date as a signed offset (`+5 sec`), counting with the scenario clock.
    public static let offset = DateStyle(name: "offset")
    /// A count-up or count-down timer (`0:05`), counting with the scenario clock.
    public static let timer = DateStyle(name: "timer")

    var redrawsWithClock: Bool { self == .relative || self == .offset || self == .timer }

    func format(_ date: Date, now: Date) -> String {
      let seconds = Int((now.timeIntervalSince(date)).rounded())
      switch name {
      case "timer":
        let total = abs(seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = "\(m):" + String(s).leftPadded(to: 2)
        return h > 0 ? "\(h):" + String(m).leftPadded(to: 2) + ":" + String(s).leftPadded(to: 2) : mmss
      case "relative", "offset":
        let total = abs(seconds)
        let amount = total < 60 ? "\(total) sec" : total < 3600 ? "\(total / 60) min" : "\(total / 3600) hr"
        if name == "offset" { return (seconds < 0 ? "-" : "+") + amount }
        return amount
      default:
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = name == "time" ? "h:mm a" : "MMM d, yyyy"
        return formatter.string(from: date)
      }
    }
  }

  /// A date drawn in `style`; `.timer`, `.relative` and `.offset` count with the scenario clock.
  public nonisolated init(_ date: Date, style: DateStyle) {
    self.content = style.format(date, now: ScenarioClock.start)
    self.clockDate = date
    self.dateStyle = style
  }
}

/// A clock-drawn text starts its timer when it is placed.
@MainActor extension Text: PlacementObserver {
  package func _placed(_ node: ViewNode, _ graph: ViewGraph) {
    if redrawsWithClock { graph.feature(ClockDrawnTexts.self).redrawEverySecond(node) }
  }
}
