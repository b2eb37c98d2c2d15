import Foundation

/// A point in a view's unit square, as in SwiftUI (`.top`, `UnitPoint(x: 0.3, y: 0)`).
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal position, 0 at the leading edge.
  public var x: CGFloat
  /// The vertical position, 0 at the top.
  public var y: CGFloat
  /// The point at `x`, `y`.
  public nonisolated init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// `.zero`, as in SwiftUI.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// `.center`, as in SwiftUI.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// `.leading`, as in SwiftUI.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// `.trailing`, as in SwiftUI.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// `.top`, as in SwiftUI.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// `.bottom`, as in SwiftUI.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// `.topLeading`, as in SwiftUI.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// `.topTrailing`, as in SwiftUI.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// `.bottomLeading`, as in SwiftUI.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// `.bottomTrailing`, as in SwiftUI.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// `.top`, or `UnitPoint(x: 0.3, y: 0)`.
  public var description: String {
    let named: [(UnitPoint, String)] = [
      (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
      (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
      (.bottomTrailing, "bottomTrailing"),
    ]
    if let match = named.first(where: { $0.0 == self }) { return ".\(match.1)" }
    return "UnitPoint(x: \(formatNumber(x)), y: \(formatNumber(y)))"
  }
}
