import Foundation

/// A value that animations interpolate, as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The value squared.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(Darwin)
  extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
  }
#endif

/// No animatable data, as in SwiftUI.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// No data.
  public nonisolated init() {}
  /// No data.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// No data.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// No data.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing to scale.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, as in SwiftUI.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second
  /// A pair of `first` and `second`.
  public nonisolated init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// Both zero.
  public static var zero: Self { Self(.zero, .zero) }
  /// Adds component-wise.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  /// Subtracts component-wise.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  /// Scales both.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A value whose `animatableData` animations interpolate, as in SwiftUI.
///
/// ViewTrace records the state an update ends in, not the frames an
/// animation draws in between: `animatableData` is accepted so that shapes
/// and modifiers written for SwiftUI compile, and a shape is compared by its
/// stored properties (what `animatableData` reads and writes).
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the interpolated value.
  associatedtype AnimatableData: VectorArithmetic
  /// The interpolated value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No animatable data.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
