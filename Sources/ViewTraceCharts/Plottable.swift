import Foundation
import ViewTrace
import ViewTraceEngine

/// A value a chart can plot on an axis, as in Swift Charts: numbers, strings and dates, and your
/// own types that convert to one of them (an enum with a `String` raw value is plottable once
/// it says `Plottable`).
public protocol Plottable {
  /// The number, string or date this value is plotted as.
  associatedtype PrimitivePlottable: Plottable
  /// This value as a number, string or date.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value a number, string or date stands for (`nil`: none).
  init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
  /// A raw-representable value is plotted as its raw value.
  public var primitivePlottable: RawValue { rawValue }
  /// The value of a raw value.
  public nonisolated init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// Plotted as a number: itself.
extension Int: Plottable {
  /// The value itself.
  public var primitivePlottable: Int { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: Int) { self = primitivePlottable }
}

/// Plotted as a number: itself.
extension Double: Plottable {
  /// The value itself.
  public var primitivePlottable: Double { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: Double) { self = primitivePlottable }
}

/// Plotted as a number: itself.
extension Float: Plottable {
  /// The value itself.
  public var primitivePlottable: Float { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: Float) { self = primitivePlottable }
}

/// Plotted as a number: itself.
extension CGFloat: Plottable {
  /// The value itself.
  public var primitivePlottable: CGFloat { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}

/// Plotted as a category: itself.
extension String: Plottable {
  /// The value itself.
  public var primitivePlottable: String { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: String) { self = primitivePlottable }
}

/// Plotted as a time axis's date: itself.
extension Date: Plottable {
  /// The value itself.
  public var primitivePlottable: Date { self }
  /// The value itself.
  public nonisolated init?(primitivePlottable: Date) { self = primitivePlottable }
}

/// A plottable value as written in a trace: a string quoted, a number as a number, a date in
/// ISO 8601.
func plottedText(_ value: some Plottable) -> String {
  let primitive: Any = value.primitivePlottable
  switch primitive {
  case let string as String: return String(reflecting: string)
  case let int as Int: return String(int)
  case let double as Double: return formatNumber(double)
  case let float as Float: return formatNumber(Double(float))
  case let cgFloat as CGFloat: return formatNumber(cgFloat)
  case let date as Date: return date.formatted(.iso8601)
  default: return String(describing: primitive)
  }
}

/// A value plotted on one of a mark's dimensions, with its label: `.value("Steps", 4200)`.
public struct PlottableValue<Value: Plottable> {
  /// The dimension's label (the axis title and the legend's).
  let label: String
  /// How the value is written in a trace.
  let written: String

  /// `value` on the dimension labelled `label` (`.value("Day", day.name)`).
  public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, written: ".value(\(String(reflecting: label)), \(plottedText(value)))")
  }

  /// `value` on the dimension labelled `label` (a `Text` label).
  @MainActor public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    let text = describeRecordedView(label)
    return PlottableValue(label: text, written: ".value(\(text), \(plottedText(value)))")
  }
}

extension PlottableValue where Value == Date {
  /// A date binned by `unit` (`.value("Day", date, unit: .day)`): the bar spans the day.
  public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
    PlottableValue(
      label: label, written: ".value(\(String(reflecting: label)), \(plottedText(value)), unit: .\(unit))")
  }
}
