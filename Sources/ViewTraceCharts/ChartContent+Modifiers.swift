import Foundation
import ViewTrace
import ViewTraceEngine

/// Chart content with a modifier: each of its marks with the modifier written after it.
public nonisolated struct _ModifiedChartContent<Content: ChartContent>: ChartContent, _PrimitiveChartContent {
  let marks: [String]
  /// Framework chart content has no body.
  public var body: Never { fatalError("_ModifiedChartContent has no body") }
  var _marks: [String] { marks }
}

extension ChartContent {
  /// This content's marks, each with `.name(arguments)` after it.
  nonisolated func modified(_ name: String, _ arguments: String) -> _ModifiedChartContent<Self> {
    _ModifiedChartContent(marks: chartMarks(self).map { $0 + ".\(name)(\(arguments))" })
  }

  /// Draws the marks with `style` (`.foregroundStyle(.blue)`), as in Swift Charts: part of the
  /// chart's value, so a change redraws the chart.
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    modified("foregroundStyle", AnyShapeStyle(style).description)
  }

  /// Colours the marks by a value (a series), with the chart's legend (`.foregroundStyle(by:
  /// .value("Activity", item.activity))`); recorded as written.
  public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified("foregroundStyle", "by: \(value.written)")
  }

  /// How a line or area joins its points (`.interpolationMethod(.catmullRom)`); recorded as
  /// written, not drawn.
  public nonisolated func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modified("interpolationMethod", method.written)
  }

  /// A symbol per value of a series (`.symbol(by: .value("City", city))`); recorded as written.
  public nonisolated func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified("symbol", "by: \(value.written)")
  }

  /// The marks' symbol (`.symbol(.circle)`); recorded as written.
  public nonisolated func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    modified("symbol", symbol.written)
  }

  /// The size of the marks' symbols, in square points; recorded as written.
  public nonisolated func symbolSize(_ size: CGFloat) -> some ChartContent {
    modified("symbolSize", formatNumber(size))
  }

  /// A view placed by the marks (`.annotation(position: .top) { Text("\(steps)") }`). The view
  /// is made where the chart is (reads in it are the chart's parent's) and recorded as its
  /// drawn value (a `Text`'s label; another view by its type): it is not a node of its own.
  public nonisolated func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some ChartContent {
    var arguments: [String] = []
    if position != .automatic { arguments.append("position: \(position.written)") }
    if alignment != .center { arguments.append("alignment: \(alignmentText(alignment))") }
    if let spacing { arguments.append("spacing: \(formatNumber(spacing))") }
    let view = describeRecordedView(content())
    return _ModifiedChartContent<Self>(
      marks: chartMarks(self).map { $0 + ".annotation(\(arguments.joined(separator: ", "))) { \(view) }" })
  }

  /// Rounds the marks' corners (a bar's); recorded as written.
  public nonisolated func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
    modified("cornerRadius", formatNumber(radius) + (style == .continuous ? "" : ", style: .\(style.rawValue)"))
  }

  /// The marks' opacity; recorded as written.
  public nonisolated func opacity(_ opacity: Double) -> some ChartContent {
    modified("opacity", formatNumber(opacity))
  }

  /// Places marks at the same position side by side by a value (grouped bars:
  /// `.position(by: .value("Year", year))`); recorded as written.
  public nonisolated func position<P: Plottable>(by value: PlottableValue<P>, span: MarkDimension = .automatic)
    -> some ChartContent
  {
    modified("position", "by: \(value.written)" + (dimension(span).map { ", span: \($0)" } ?? ""))
  }

  /// The stroke of a line or rule (`.lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))`);
  /// recorded as written.
  public nonisolated func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modified("lineStyle", style.description)
  }
}

/// How a line or area joins its points, as in Swift Charts.
public struct InterpolationMethod: Equatable, Sendable {
  let written: String
  /// Straight segments.
  public static let linear = InterpolationMethod(written: ".linear")
  /// A Catmull-Rom spline through the points.
  public static let catmullRom = InterpolationMethod(written: ".catmullRom")
  /// A cardinal spline through the points.
  public static let cardinal = InterpolationMethod(written: ".cardinal")
  /// A monotone cubic curve (never overshoots).
  public static let monotone = InterpolationMethod(written: ".monotone")
  /// Steps that change at each point.
  public static let stepStart = InterpolationMethod(written: ".stepStart")
  /// Steps that change half-way between points.
  public static let stepCenter = InterpolationMethod(written: ".stepCenter")
  /// Steps that change at the next point.
  public static let stepEnd = InterpolationMethod(written: ".stepEnd")
  /// A Catmull-Rom spline with the given `alpha`.
  public static func catmullRom(alpha: Double) -> InterpolationMethod {
    InterpolationMethod(written: ".catmullRom(alpha: \(formatNumber(alpha)))")
  }
  /// A cardinal spline with the given `tension`.
  public static func cardinal(tension: Double) -> InterpolationMethod {
    InterpolationMethod(written: ".cardinal(tension: \(formatNumber(tension)))")
  }
}

/// Where an annotation or an axis label sits relative to its mark or the plot, as in Swift Charts.
public struct AnnotationPosition: Equatable, Sendable {
  let written: String
  /// The chart decides.
  public static let automatic = AnnotationPosition(written: ".automatic")
  /// Over the mark.
  public static let overlay = AnnotationPosition(written: ".overlay")
  /// Above.
  public static let top = AnnotationPosition(written: ".top")
  /// Below.
  public static let bottom = AnnotationPosition(written: ".bottom")
  /// Before, in the reading direction.
  public static let leading = AnnotationPosition(written: ".leading")
  /// After, in the reading direction.
  public static let trailing = AnnotationPosition(written: ".trailing")
  /// Above and before.
  public static let topLeading = AnnotationPosition(written: ".topLeading")
  /// Above and after.
  public static let topTrailing = AnnotationPosition(written: ".topTrailing")
  /// Below and before.
  public static let bottomLeading = AnnotationPosition(written: ".bottomLeading")
  /// Below and after.
  public static let bottomTrailing = AnnotationPosition(written: ".bottomTrailing")
}

/// A shape drawn for a point's symbol, as in Swift Charts.
public protocol ChartSymbolShape: Sendable {
  /// The shape as written (`.circle`).
  var written: String { get }
}

/// The built-in symbol shapes.
public struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
  /// The shape as written (`.circle`).
  public let written: String
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(written: ".circle") }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(written: ".square") }
  /// A triangle.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(written: ".triangle") }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(written: ".diamond") }
  /// A pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(written: ".pentagon") }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(written: ".plus") }
  /// A cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(written: ".cross") }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(written: ".asterisk") }
}

/// An alignment as written (`.leading`).
func alignmentText(_ alignment: Alignment) -> String {
  ValueDescription.describe(alignment)
}
