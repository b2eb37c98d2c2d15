import Foundation

// Text fields over values (`value:format:`, `value:formatter:`), over text
// with a selection, and the texts drawn from a format, a formatter, an
// attributed string or a timer interval.

// MARK: - Text fields

extension TextField where Label == Text {
  /// A text field over a value, shown and parsed with `format`, as in
  /// SwiftUI: a leaf drawn from its binding (the value formatted in `en_US`,
  /// dates in UTC). `Step.setText(title, to:)` types into it: the field shows
  /// the text, and the value is written when the edit is committed, as
  /// SwiftUI does for non-string values: `Step.submit(title)`, or focus
  /// moving away (`Step.focus` on another view, typing into another field).
  /// Committed text that `format` parses writes the bound value; text it
  /// cannot parse leaves the value as it was, and the field shows the value again.
  @MainActor public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      String(title),
      text: Binding(location: formattedTextLocation(value: value.location, format: format, title: String(title))))
    self.prompt = prompt?.content
    commitsOnSubmit = true
  }

  /// A text field over an optional value, shown and parsed with `format`:
  /// `nil` is drawn as an empty field. Typed text is committed as in
  /// ``init(_:value:format:prompt:)``; then text `format` parses writes its
  /// value, and empty text or text it cannot parse writes `nil` (Apple's
  /// documentation: "the text field sets `binding.value` to `nil`").
  @MainActor public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      String(title),
      text: Binding(location: formattedTextLocation(optional: value.location, format: format, title: String(title))))
    self.prompt = prompt?.content
    commitsOnSubmit = true
  }

  /// A text field over a value, shown and parsed by `formatter`, as in
  /// SwiftUI: drawn from its binding (a number or date formatter formats in
  /// `en_US`, dates in UTC). Typed text is committed as in
  /// ``init(_:value:format:prompt:)``; then it writes the value the formatter
  /// parses it to when it is of the bound type; otherwise the value is left as it
  /// was. On Linux only a `NumberFormatter` or a `DateFormatter` can parse
  /// (Foundation's generic `getObjectValue` is unavailable there): a field
  /// with another formatter is drawn but never writes.
  @MainActor public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(
      String(title),
      text: Binding(location: formatterTextLocation(value: value.location, formatter: formatter, title: String(title))))
    commitsOnSubmit = true
  }

  /// A text field over a value, shown and parsed by `formatter`, with a
  /// placeholder (see ``init(_:value:formatter:)``).
  @MainActor public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(title, value: value, formatter: formatter)
    self.prompt = prompt?.content
  }

  /// A text field over `text` that reports its selection, as in SwiftUI.
  /// Typing (`Step.setText`) replaces the text and leaves the insertion
  /// point at its end: the selection binding is written with
  /// `TextSelection(insertionPoint: text.count)`. No step selects a range.
  @MainActor public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(
      String(title), text: Binding(location: selectingTextLocation(text: text.location, selection: selection.location))
    )
    self.prompt = prompt?.content
    self.axis = axis
  }
}

extension TextField {
  /// A text field over a value, shown and parsed with `format`, titled by
  /// the texts of `label` (see ``init(_:value:format:prompt:)``).
  @MainActor public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(TextField<Text>(contentTitle(label()), value: value, format: format, prompt: prompt))
  }

  /// A text field over a value, shown and parsed by `formatter`, titled by
  /// the texts of `label` (see ``init(_:value:formatter:)``).
  @MainActor public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(TextField<Text>(contentTitle(label()), value: value, formatter: formatter, prompt: prompt))
  }

  /// A text field that grows along `axis`, titled by the texts of `label`,
  /// with a placeholder.
  public nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(TextField<Text>(contentTitle(label()), text: text, prompt: prompt, axis: axis))
  }
}

/// Markers naming how a field's text location is made (``DerivedLocation``'s kind).
private enum FormattedText<Value> {}
private enum FormatterText<Value> {}
private enum SelectingText {}

/// The text of a value field: the bound value formatted, written back when
/// the typed text parses. It reads and writes the value's own storage, so the
/// field depends on it as a text field depends on its string.
@MainActor
func formattedTextLocation<Value, F: ParseableFormatStyle>(value: AnyLocation<Value>, format: F, title: String)
  -> DerivedLocation<String>
where F.FormatInput == Value, F.FormatOutput == String {
  DerivedLocation(
    kind: ObjectIdentifier(FormattedText<Value>.self), bases: [value],
    read: { kind in typedDraft(title) ?? scenarioFormatted(value.get(as: kind), format) },
    draw: { typedDraft(title) ?? scenarioFormatted(value.peek(), format) },
    write: { text in if let parsed = scenarioParsed(text, format) { value.set(parsed) } })
}

/// The text of an optional value's field: empty for `nil`; clearing it writes `nil`.
@MainActor
func formattedTextLocation<F: ParseableFormatStyle>(
  optional value: AnyLocation<F.FormatInput?>, format: F, title: String
) -> DerivedLocation<String>
where F.FormatOutput == String {
  DerivedLocation(
    kind: ObjectIdentifier(FormattedText<F.FormatInput?>.self), bases: [value],
    read: { kind in typedDraft(title) ?? value.get(as: kind).map { scenarioFormatted($0, format) } ?? "" },
    draw: { typedDraft(title) ?? value.peek().map { scenarioFormatted($0, format) } ?? "" },
    // Apple: "If `format` can't perform the conversion, the text field sets `binding.value` to `nil`."
    write: { text in value.set(text.isEmpty ? nil : scenarioParsed(text, format)) })
}

/// The text typed into the value field titled `title` and not committed yet (``TextDrafts``).
@MainActor
private func typedDraft(_ title: String) -> String? {
  ViewGraph.running?.feature(TextDrafts.self).draft(title)
}

/// The text of a field over a value with a `Formatter`.
@MainActor
func formatterTextLocation<Value>(value: AnyLocation<Value>, formatter: Formatter, title: String)
  -> DerivedLocation<String>
{
  DerivedLocation(
    kind: ObjectIdentifier(FormatterText<Value>.self), bases: [value], identity: formatter,
    read: { kind in typedDraft(title) ?? scenarioString(value.get(as: kind), formatter) },
    draw: { typedDraft(title) ?? scenarioString(value.peek(), formatter) },
    write: { text in if let parsed: Value = scenarioObject(text, formatter) { value.set(parsed) } })
}

/// A text field's text that also writes its selection: typing leaves the
/// insertion point at the end of the new text.
@MainActor
func selectingTextLocation(text: AnyLocation<String>, selection: AnyLocation<TextSelection?>) -> DerivedLocation<String>
{
  DerivedLocation(
    kind: ObjectIdentifier(SelectingText.self), bases: [text, selection],
    read: { text.get(as: $0) },
    draw: { text.peek() },
    write: { value in
      text.set(value)
      selection.set(TextSelection(insertionPoint: value.count))
    })
}

// MARK: - Texts

extension Text {
  /// An attributed string's text, as in SwiftUI; its attributes (fonts,
  /// links) are not drawn: the trace records the characters.
  public nonisolated init(_ attributedContent: AttributedString) {
    self.init(String(attributedContent.characters))
  }

  /// A value formatted to an attributed string (`Date.FormatStyle().attributedStyle`),
  /// in `en_US` and dates in UTC, as ``init(_:format:)`` formats to a string;
  /// the attributes are not drawn.
  public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
    var format = format.locale(Locale(identifier: "en_US"))
    if var dates = format as? Date.FormatStyle.Attributed {
      dates[dynamicMember: \Date.FormatStyle.timeZone] = TimeZone(identifier: "UTC")!
      format = dates as! F
    }
    self.init(String(format.format(input).characters))
  }

  /// An object formatted by `formatter`, as in SwiftUI (`Text(number, formatter: formatter)`);
  /// a number or date formatter formats in `en_US`, dates in UTC. An object
  /// the formatter cannot format draws an empty text.
  public nonisolated init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(scenarioString(subject, formatter))
  }

  /// An object formatted by `formatter`, as in SwiftUI; see the `ReferenceConvertible` form.
  public nonisolated init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(scenarioString(subject, formatter))
  }

  /// A timer counting within `timerInterval`, as in SwiftUI, drawn against
  /// the scenario clock like `Text(date, style: .timer)`: redrawn every
  /// second of it (`Step.advanceClock`) without any body running. It counts
  /// down from the upper bound (`countsDown`) or up from the lower one, stops
  /// at the interval's ends, and shows the time at `pauseTime` when one is
  /// given. `showsHours: false` counts minutes past 59 (`75:00`).
  public nonisolated init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let timer = TimerIntervalText(
      interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    self.init(timer.format(now: ScenarioClock.start))
    self.clockDate = timerInterval.lowerBound
    self.dateStyle = .timer
    self.timerInterval = timer
  }
}

/// What `Text(timerInterval:pauseTime:countsDown:showsHours:)` draws.
struct TimerIntervalText: Equatable, Sendable {
  let interval: ClosedRange<Date>
  let pauseTime: Date?
  let countsDown: Bool
  let showsHours: Bool

  /// The timer at `now` (or at the pause time): `m:ss`, `h:mm:ss` with hours.
  func format(now: Date) -> String {
    let at = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
    let seconds =
      countsDown ? interval.upperBound.timeIntervalSince(at) : at.timeIntervalSince(interval.lowerBound)
    let total = Int(seconds.rounded())
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    let ss = String(s).leftPadded(to: 2)
    guard showsHours, h > 0 else { return "\(total / 60):\(ss)" }
    return "\(h):" + String(m).leftPadded(to: 2) + ":\(ss)"
  }

  /// The leaf's drawn value.
  func label(now: Date) -> String {
    let direction = countsDown ? ".countsDown" : ".countsUp"
    let paused = pauseTime == nil ? "" : ", paused"
    return "Text(\(ValueDescription.quote(format(now: now))), timerInterval: \(direction)\(paused))"
  }
}

// MARK: - Formatting the same on every machine

/// `text` parsed by `format` in `en_US` (dates in UTC), or nil.
func scenarioParsed<F: ParseableFormatStyle>(_ text: String, _ format: F) -> F.FormatInput?
where F.FormatOutput == String {
  let locale = Locale(identifier: "en_US")
  if var dates = format as? Date.FormatStyle {
    dates.timeZone = TimeZone(identifier: "UTC")!
    return (try? dates.locale(locale).parseStrategy.parse(text)) as? F.FormatInput
  }
  return try? format.locale(locale).parseStrategy.parse(text)
}

/// `formatter` with the scenario's locale (`en_US`) and, for dates, UTC; a
/// copy, so the app's formatter is left as it is.
func scenarioFormatter(_ formatter: Formatter) -> Formatter {
  if let numbers = formatter.copy() as? NumberFormatter {
    numbers.locale = Locale(identifier: "en_US")
    return numbers
  }
  if let dates = formatter.copy() as? DateFormatter {
    dates.locale = Locale(identifier: "en_US")
    dates.timeZone = TimeZone(identifier: "UTC")
    return dates
  }
  return formatter
}

/// `value` as `formatter` writes it in the scenario's locale ("" when it cannot).
func scenarioString(_ value: Any, _ formatter: Formatter) -> String {
  scenarioFormatter(formatter).string(for: value) ?? ""
}

/// The value of type `Value` that `formatter` reads from `text`, or nil.
func scenarioObject<Value>(_ text: String, _ formatter: Formatter) -> Value? {
  switch scenarioFormatter(formatter) {
  case let numbers as NumberFormatter:
    guard let number = numbers.number(from: text) else { return nil }
    return number as? Value
  case let dates as DateFormatter:
    return dates.date(from: text) as? Value
  default:
    return nil
  }
}
