import Foundation
import ViewTrace
import ViewTraceEngine

/// The size of a mark along a dimension, as in Swift Charts: `.automatic`, a fixed length, an
/// inset from the available space or a ratio of it (`width: 12` is fixed).
public struct MarkDimension: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  let written: String
  /// The chart decides.
  public static let automatic = MarkDimension(written: ".automatic")
  /// A fixed length, in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(written: ".fixed(\(formatNumber(value)))") }
  /// The available space less `value` points.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(written: ".inset(\(formatNumber(value)))") }
  /// A ratio (0…1) of the available space.
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(written: ".ratio(\(formatNumber(value)))") }
  init(written: String) { self.written = written }
  /// A fixed length written as a number.
  public nonisolated init(floatLiteral value: Double) { written = formatNumber(value) }
  /// A fixed length written as a number.
  public nonisolated init(integerLiteral value: Int) { written = String(value) }
}

/// How bars and areas at the same position stack, as in Swift Charts.
public enum MarkStackingMethod: String, Sendable, Equatable {
  /// On top of each other.
  case standard
  /// On top of each other, scaled to the whole.
  case normalized
  /// On top of each other, centred on zero.
  case center
  /// Not stacked: drawn over each other.
  case unstacked
}

/// A mark's arguments as written, leaving out those at their default.
func markText(_ name: String, _ arguments: [(String, String?)]) -> String {
  name + "(" + arguments.compactMap { label, value in value.map { "\(label): \($0)" } }.joined(separator: ", ") + ")"
}

/// A dimension argument, or nil when it is `.automatic` (the default, not written).
func dimension(_ value: MarkDimension) -> String? { value == .automatic ? nil : value.written }

/// A stacking argument, or nil when it is `.standard` (the default).
func stacking(_ value: MarkStackingMethod) -> String? { value == .standard ? nil : ".\(value.rawValue)" }

/// A mark drawn as written: one line of the chart's value.
protocol _Mark: ChartContent, _PrimitiveChartContent {
  nonisolated var written: String { get }
}

extension _Mark {
  nonisolated var _marks: [String] { [written] }
}

/// A bar, as in Swift Charts: `BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4200))`.
public nonisolated struct BarMark: ChartContent, _Mark {
  let written: String
  /// A bar at `x` as tall as `y` (or as long as `x` at `y`, for a horizontal bar chart).
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    written = markText(
      "BarMark",
      [("x", x.written), ("y", y.written), ("width", dimension(width)), ("height", dimension(height)),
       ("stacking", ViewTraceCharts.stacking(stacking))])
  }
  /// A bar at `x` from `yStart` to `yEnd`.
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    written = markText(
      "BarMark", [("x", x.written), ("yStart", yStart.written), ("yEnd", yEnd.written), ("width", dimension(width))])
  }
  /// A horizontal bar at `y` from `xStart` to `xEnd` (a Gantt chart's).
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    written = markText(
      "BarMark", [("xStart", xStart.written), ("xEnd", xEnd.written), ("y", y.written), ("height", dimension(height))])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("BarMark has no body") }
}

/// A point of a line, as in Swift Charts: the points of a series are joined in order.
public nonisolated struct LineMark: ChartContent, _Mark {
  let written: String
  /// A point at (`x`, `y`) of the line.
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    written = markText("LineMark", [("x", x.written), ("y", y.written)])
  }
  /// A point at (`x`, `y`) of the line of `series`.
  public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    written = markText("LineMark", [("x", x.written), ("y", y.written), ("series", series.written)])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("LineMark has no body") }
}

/// A point, as in Swift Charts (a scatter plot's).
public nonisolated struct PointMark: ChartContent, _Mark {
  let written: String
  /// A point at (`x`, `y`).
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    written = markText("PointMark", [("x", x.written), ("y", y.written)])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("PointMark has no body") }
}

/// A point of a filled area, as in Swift Charts.
public nonisolated struct AreaMark: ChartContent, _Mark {
  let written: String
  /// A point at `x` of the area filled from zero to `y`.
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    written = markText("AreaMark", [("x", x.written), ("y", y.written), ("stacking", ViewTraceCharts.stacking(stacking))])
  }
  /// A point at `x` of the area filled from `yStart` to `yEnd` (a range band).
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    written = markText("AreaMark", [("x", x.written), ("yStart", yStart.written), ("yEnd", yEnd.written)])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("AreaMark has no body") }
}

/// A straight line across the plot, as in Swift Charts (a goal or an average).
public nonisolated struct RuleMark: ChartContent, _Mark {
  let written: String
  /// A horizontal line at `y`.
  public nonisolated init<Y: Plottable>(y: PlottableValue<Y>) { written = markText("RuleMark", [("y", y.written)]) }
  /// A vertical line at `x`.
  public nonisolated init<X: Plottable>(x: PlottableValue<X>) { written = markText("RuleMark", [("x", x.written)]) }
  /// A horizontal line at `y` from `xStart` to `xEnd`.
  public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    written = markText("RuleMark", [("xStart", xStart.written), ("xEnd", xEnd.written), ("y", y.written)])
  }
  /// A vertical line at `x` from `yStart` to `yEnd`.
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    written = markText("RuleMark", [("x", x.written), ("yStart", yStart.written), ("yEnd", yEnd.written)])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("RuleMark has no body") }
}

/// A rectangle, as in Swift Charts (a heat map's cell).
public nonisolated struct RectangleMark: ChartContent, _Mark {
  let written: String
  /// A rectangle centred at (`x`, `y`).
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    written = markText(
      "RectangleMark", [("x", x.written), ("y", y.written), ("width", dimension(width)), ("height", dimension(height))])
  }
  /// A rectangle from (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    written = markText(
      "RectangleMark",
      [("xStart", xStart.written), ("xEnd", xEnd.written), ("yStart", yStart.written), ("yEnd", yEnd.written)])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("RectangleMark has no body") }
}

/// A slice of a pie or donut chart, as in Swift Charts: its angle is its share of the sum.
public nonisolated struct SectorMark: ChartContent, _Mark {
  let written: String
  /// A slice whose angle is `angle`'s share, from `innerRadius` (a donut's hole) to
  /// `outerRadius`, `angularInset` points from its neighbours.
  public nonisolated init<Value: Plottable>(
    angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    written = markText(
      "SectorMark",
      [("angle", angle.written), ("innerRadius", dimension(innerRadius)), ("outerRadius", dimension(outerRadius)),
       ("angularInset", angularInset.map { formatNumber($0) })])
  }
  /// Framework chart content has no body.
  public var body: Never { fatalError("SectorMark has no body") }
}
