import Foundation

/// The screen a scenario runs on, as far as lazy containers care: how many
/// of their rows are in view.
///
/// `List`, `Form`, `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`
/// make only the rows in view. Rows are not laid out: every row (a grid's
/// line) is `rowLength` long along the scroll axis, so a phone shows rows
/// `0..<20` (844 / 44 = 19.2, and a partly shown row is made). The default is
/// ``phone``; a scenario sets its own with ``Scenario/viewport(_:)`` and a run
/// overrides both with ``EngineOptions/viewport``.
public struct Viewport: Sendable, Equatable {
  /// The width in points (rows of a horizontal container; a grid's columns).
  public var width: Double
  /// The height in points (rows of a vertical container).
  public var height: Double
  /// The length of one row (or grid line) along the scroll axis, in points.
  public var rowLength: Double

  /// A viewport of the given size.
  public init(width: Double = 390, height: Double = 844, rowLength: Double = 44) {
    self.width = width
    self.height = height
    self.rowLength = rowLength
  }

  /// An iPhone's portrait screen (390 x 844 points) with the 44-point rows
  /// of an iOS list: 20 rows in view.
  public static let phone = Viewport()

  /// A screen exactly `count` rows of `rowLength` tall, phone-wide.
  public static func rows(_ count: Int, rowLength: Double = 44) -> Viewport {
    Viewport(height: Double(count) * rowLength, rowLength: rowLength)
  }

  /// The text a trace's options record.
  package var text: String { "\(formatNumber(width))x\(formatNumber(height)), rows \(formatNumber(rowLength))" }
}
