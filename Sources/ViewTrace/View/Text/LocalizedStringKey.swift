import Foundation

/// A string key for a localized text, as in SwiftUI. ViewTrace has no
/// string tables: the key is the text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  /// The texts of an interpolation that drew more than a string: a clock-drawn date
  /// (`"Ends in \(end, style: .timer)"`) or a styled text (`"Hi \(Text(name).bold())"`).
  /// Empty for a plain key.
  var segments: [Text] = []
  /// The key `value`.
  public nonisolated init(_ value: String) { self.key = value }
  /// The key written as a literal.
  public nonisolated init(stringLiteral value: String) { self.key = value }
  /// The key written with interpolations.
  public nonisolated init(stringInterpolation: StringInterpolation) {
    self.key = stringInterpolation.output
    if stringInterpolation.rich { segments = stringInterpolation.segments }
  }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    var segments: [Text] = []
    /// Whether a piece draws more than its string (the clock, its own styling).
    var rich = false
    /// Room for the literal pieces.
    public nonisolated init(literalCapacity: Int, interpolationCount: Int) {}
    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) { append(Text(verbatim: literal)) }
    /// A value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { append(Text(verbatim: String(describing: value))) }
    /// A formatted value.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(Text(verbatim: scenarioFormatted(input, format)))
    }
    /// A number written by a `printf` specifier (`"\(price, specifier: "%.2f")"`).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
      append(Text(verbatim: String(format: specifier, Double(value))))
    }
    /// An integer written by a `printf` specifier (`"\(count, specifier: "%03d")"`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      append(Text(verbatim: String(format: specifier.replacingOccurrences(of: "%d", with: "%ld"), Int(value))))
    }
    /// A value written by `formatter` (`"\(date, formatter: Self.dateFormatter)"`), in `en_US`, dates in UTC.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
      append(Text(verbatim: formatter.map { scenarioString(subject, $0) } ?? String(describing: subject)))
    }
    /// An object written by `formatter`, in `en_US`, dates in UTC.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
      append(Text(verbatim: formatter.map { scenarioString(subject, $0) } ?? subject.description))
    }
    /// A date drawn in `style` (`"Ends in \(end, style: .timer)"`): a clock-drawn style
    /// redraws the text every second of the scenario clock, as `Text(_:style:)` does.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(Text(date, style: style)) }
    /// A timer within `timerInterval`, as `Text(timerInterval:...)` draws it.
    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
      append(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
    /// An attributed string's characters (its attributes are not drawn).
    public mutating func appendInterpolation(_ string: AttributedString) { append(Text(string)) }
    /// An image drawn inline, recorded by its value (`Image(systemName: "star")`) in braces.
    public mutating func appendInterpolation(_ image: Image) { 
      let name = ValueDescription.quote(image.name)
      append(Text(verbatim: image.isSystem ? "{Image(systemName: \(name))}" : "{Image(\(name))}"))
    }
    /// A text, with its own styling.
    public mutating func appendInterpolation(_ text: Text) { append(text) }

    private mutating func append(_ text: Text) {
      output += text.content
      segments.append(contentsOf: text.asSegments)
      if text.redrawsWithClock || text.asSegments.contains(where: { !$0.ownModifiers.isEmpty }) { rich = true }
    }
  }
}
