import Foundation

/// A line of text. Its string is part of its value: a different string is a
/// redraw.
///
/// ```swift
/// Text("First: \(firstNumber)")
/// ```
///
/// As in SwiftUI, `Text` is a `Sendable` value whose `View` conformance is
/// declared apart, so it can be made and stored off the main actor.
public nonisolated struct Text: Equatable, Sendable {
  /// The text as it is drawn.
  public let content: String
  /// A date drawn relative to the scenario clock (`Text(date, style: .timer)`).
  var clockDate: Date? = nil
  var dateStyle: DateStyle? = nil
  /// What `Text(timerInterval:...)` counts (drawn against the scenario clock).
  var timerInterval: TimerIntervalText? = nil
  /// The texts `+` joined (`Text("Total: ").bold() + Text(total)`), each with its own styling;
  /// empty for a single text.
  var segments: [Text] = []
  /// Styling applied to the text itself (`Text("a").bold()` is a `Text`), innermost first:
  /// recorded on its node as the same modifiers on a view are.
  var ownModifiers: [_StyleModifier] = []
  /// The font and foreground style given to the text itself (they win over the environment's).
  var ownFont: Font?? = nil
  var ownForeground: String?? = nil

  /// Text from a literal or an interpolation.
  public nonisolated init(_ content: String) { self.content = content }
  /// Text from any string.
  public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text shown exactly as given.
  public nonisolated init(verbatim content: String) { self.content = content }
  /// A formatted value: `Text(student.age, format: .number)`, formatted in
  /// `en_US` and dates in UTC, so a trace reads the same on every machine.
  public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.content = scenarioFormatted(input, format)
  }
  /// A localized string key's text (`Text(key)`). Markdown in it
  /// (`"**bold**"`) is kept as written: the trace records the text, not its
  /// rendering.
  public nonisolated init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.content = key.key
    self.segments = key.segments
  }
}

@MainActor extension Text: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("Text") }
}

// MARK: - Drawn by the engine

@MainActor extension Text: LeafView {
  package static var _typeName: String { "Text" }
  package var _label: String {
    if !segments.isEmpty { return concatenationLabel(now: ScenarioClock.now) }
    if let timerInterval { return timerInterval.label(now: ScenarioClock.now) }
    if let clockDate, let dateStyle {
      return
        "Text(\(ValueDescription.quote(dateStyle.format(clockDate, now: ScenarioClock.now))), style: .\(dateStyle.name))"
    }
    return "Text(\(ValueDescription.quote(content)))"
  }
  /// A text draws with the environment's font and foreground style (set on
  /// it or an ancestor).
  package func _drawnEnvironment(_ environment: EnvironmentValues) -> [(name: String, value: String)] {
    [
      ("environment(font)", (ownFont ?? environment.font)?.description ?? "nil"),
      ("environment(foregroundStyle)", (ownForeground ?? environment.foregroundStyle?.description) ?? "nil"),
    ]
  }
}

/// `input` formatted by `format` in `en_US`, dates in UTC: the same on every machine.
func scenarioFormatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
  let locale = Locale(identifier: "en_US")
  if var dates = format as? Date.FormatStyle, let date = input as? Date {
    dates.timeZone = TimeZone(identifier: "UTC")!
    return dates.locale(locale).format(date)
  }
  return format.locale(locale).format(input)
}
