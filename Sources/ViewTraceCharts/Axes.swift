import Foundation
import ViewTrace
import ViewTraceEngine

/// What an axis draws, as in Swift Charts: ``AxisMarks``, or several in an
/// ``AxisContentBuilder`` block. Recorded as written on the chart; axes are not laid out.
@MainActor @preconcurrency
public protocol AxisContent {
  /// The content as written (`AxisMarks(values: .stride(by: .day))`), for the trace.
  nonisolated var _axisText: String { get }
}

/// Builds an axis's content from the marks written in its block.
@resultBuilder
public struct AxisContentBuilder {
  /// An axis mark, or content.
  public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
  /// An empty block: nothing drawn on the axis.
  public static func buildBlock() -> _AxisContentGroup { _AxisContentGroup(parts: []) }
  /// One content.
  public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
  /// Several contents, in order.
  public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> _AxisContentGroup {
    var parts: [String] = []
    for child in repeat each content { parts.append(child._axisText) }
    return _AxisContentGroup(parts: parts)
  }
  /// Content drawn only when a condition holds.
  public static func buildIf<Content: AxisContent>(_ content: Content?) -> _AxisContentGroup {
    _AxisContentGroup(parts: content.map { [$0._axisText] } ?? [])
  }
  /// The `if` branch of an `if`/`else`.
  public static func buildEither<First: AxisContent>(first: First) -> _AxisContentGroup {
    _AxisContentGroup(parts: [first._axisText])
  }
  /// The `else` branch of an `if`/`else`.
  public static func buildEither<Second: AxisContent>(second: Second) -> _AxisContentGroup {
    _AxisContentGroup(parts: [second._axisText])
  }
}

/// The contents of an ``AxisContentBuilder`` block, in order.
public nonisolated struct _AxisContentGroup: AxisContent {
  let parts: [String]
  /// The contents as written, separated by `; `.
  public var _axisText: String { parts.joined(separator: "; ") }
}

/// Which values an axis marks, as in Swift Charts.
public struct AxisMarkValues: Sendable {
  let written: String
  /// The chart decides.
  public static let automatic = AxisMarkValues(written: ".automatic")
  /// About `desiredCount` values, chosen by the chart.
  public static func automatic(desiredCount: Int) -> AxisMarkValues {
    AxisMarkValues(written: ".automatic(desiredCount: \(desiredCount))")
  }
  /// A date every `count` `component`s (`.stride(by: .day)`).
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
    AxisMarkValues(written: ".stride(by: .\(component)" + (count == 1 ? ")" : ", count: \(count))"))
  }
  /// A number every `step`.
  public static func stride(by step: Double) -> AxisMarkValues {
    AxisMarkValues(written: ".stride(by: \(formatNumber(step)))")
  }
}

/// Where an axis's marks sit, as in Swift Charts.
public enum AxisMarkPosition: String, Sendable {
  /// The chart decides.
  case automatic
  /// Before the plot.
  case leading
  /// After the plot.
  case trailing
  /// Above the plot.
  case top
  /// Below the plot.
  case bottom
}

/// A value an axis marks, given to ``AxisMarks``' content. Axes are not laid out, so the
/// content is made once, as written, with a value that has none (`as(_:)` is `nil`).
public struct AxisValue: Sendable {
  /// The value's position among the axis's values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int
  /// The value as `type` (`nil`: axes are not computed).
  public nonisolated func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

/// The marks (grid lines, ticks, labels) of an axis's values, as in Swift Charts.
public nonisolated struct AxisMarks: AxisContent {
  /// The marks as written.
  public let _axisText: String

  /// The default grid line, tick and label at `values`, at `position`.
  public nonisolated init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
    _axisText = AxisMarks.text(position, values.written, content: nil)
  }

  /// The default marks at each of `values`.
  public nonisolated init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P]) {
    _axisText = AxisMarks.text(position, "[" + values.map(plottedText).joined(separator: ", ") + "]", content: nil)
  }

  /// The marks `content` makes for each value (made once, as written; see ``AxisValue``).
  public nonisolated init<Content: AxisContent>(
    position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisContentBuilder content: @escaping (AxisValue) -> Content
  ) {
    _axisText = AxisMarks.text(position, values.written, content: content(AxisValue(index: 0, count: 0))._axisText)
  }

  static func text(_ position: AxisMarkPosition, _ values: String, content: String?) -> String {
    var arguments: [String] = []
    if position != .automatic { arguments.append("position: .\(position.rawValue)") }
    if values != ".automatic" { arguments.append("values: \(values)") }
    return "AxisMarks(\(arguments.joined(separator: ", ")))" + (content.map { " { \($0) }" } ?? "")
  }
}

/// A grid line at an axis value, as in Swift Charts.
public nonisolated struct AxisGridLine: AxisContent {
  /// `AxisGridLine()`.
  public var _axisText: String { "AxisGridLine()" }
  /// A grid line.
  public nonisolated init() {}
}

/// A tick at an axis value, as in Swift Charts.
public nonisolated struct AxisTick: AxisContent {
  /// `AxisTick()`.
  public var _axisText: String { "AxisTick()" }
  /// A tick.
  public nonisolated init() {}
}

/// An axis value's label, as in Swift Charts.
public nonisolated struct AxisValueLabel: AxisContent {
  /// The label as written.
  public let _axisText: String
  /// The value, formatted by the chart.
  public nonisolated init() { _axisText = "AxisValueLabel()" }
  /// The value, formatted by `format` (`.dateTime.weekday()`).
  public nonisolated init<F: FormatStyle>(format: F) { _axisText = "AxisValueLabel(format: \(F.self))" }
  /// A label of your own.
  public nonisolated init(_ label: String) { _axisText = "AxisValueLabel(\(String(reflecting: label)))" }
}

/// The domain of a chart's scale, as in Swift Charts: a range of values (`0...10_000`), the
/// values of a category axis (`["Mon", "Tue"]`) or `.automatic`.
public protocol ScaleDomain {
  /// The domain as written.
  var _domainText: String { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  /// `lower...upper`.
  public var _domainText: String { plottedText(lowerBound) + "..." + plottedText(upperBound) }
}

extension Range: ScaleDomain where Bound: Plottable {
  /// `lower..<upper`.
  public var _domainText: String { plottedText(lowerBound) + "..<" + plottedText(upperBound) }
}

extension Array: ScaleDomain where Element: Plottable {
  /// The values, in order.
  public var _domainText: String { "[" + map(plottedText).joined(separator: ", ") + "]" }
}

/// The domain the chart finds from its data.
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?
  /// `.automatic` or `.automatic(includesZero:)`.
  public var _domainText: String { includesZero.map { ".automatic(includesZero: \($0))" } ?? ".automatic" }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain the chart finds from its data.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  /// The domain the chart finds from its data, with or without zero.
  public static func automatic(includesZero: Bool) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}

/// How a scale maps values to positions, as in Swift Charts.
public enum ScaleType: String, Sendable {
  /// Linear.
  case linear
  /// Logarithmic.
  case log
  /// Square root.
  case squareRoot
  /// Symmetric logarithmic.
  case symmetricLog
  /// Dates.
  case date
  /// Categories.
  case category
}

/// The plot area of a chart, given to `chartPlotStyle(content:)` to style.
public nonisolated struct ChartPlotContent: View {
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ChartPlotContent") }
}

@MainActor extension ChartPlotContent: LeafView {
  package static var _typeName: String { "ChartPlotContent" }
  package var _label: String { "plotArea" }
}
