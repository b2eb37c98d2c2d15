import Foundation

/// An angle, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// A zero angle.
  public nonisolated init() { radians = 0 }
  /// An angle of `radians` radians.
  public nonisolated init(radians: Double) { self.radians = radians }
  /// An angle of `degrees` degrees.
  public nonisolated init(degrees: Double) { self.radians = degrees * .pi / 180 }
  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// A zero angle.
  public static let zero = Angle()
  /// Orders by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// `.degrees(90)`.
  public var description: String { ".degrees(\(formatNumber((degrees * 1000).rounded() / 1000)))" }
}
