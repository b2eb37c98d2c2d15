/// Keyframes of a `keyframeAnimator`, as in SwiftUI (recorded, not run).
public protocol Keyframes<Value> {
  /// The animated value.
  associatedtype Value
}

/// The keyframes of one property, as in SwiftUI: `KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }`.
public struct KeyframeTrack<Root, Property>: Keyframes {
  /// The animator's value.
  public typealias Value = Root
  let count: Int
  /// A track of the property at `keyPath`.
  public nonisolated init(
    _ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]
  ) {
    count = content().count
  }
  /// A track of the whole value.
  public nonisolated init(@KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]) where Root == Property {
    count = content().count
  }
}

/// A track's keyframes, as a `KeyframeTrack`'s builder collects them.
public struct Keyframe<Value> {
  /// What the keyframe moves to.
  public let to: Value
  /// How long it takes.
  public let duration: Double
}

/// `LinearKeyframe(to, duration:)`.
public nonisolated func LinearKeyframe<Value>(_ to: Value, duration: Double) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration)
}

/// `SpringKeyframe(to, duration:)`.
public nonisolated func SpringKeyframe<Value>(_ to: Value, duration: Double? = nil, spring: Spring = Spring()) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration ?? 0.5)
}

/// `CubicKeyframe(to, duration:)`.
public nonisolated func CubicKeyframe<Value>(_ to: Value, duration: Double) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration)
}

/// `MoveKeyframe(to)`.
public nonisolated func MoveKeyframe<Value>(_ to: Value) -> Keyframe<Value> { Keyframe(to: to, duration: 0) }

/// A spring's parameters, as in SwiftUI (recorded).
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to settle.
  public var duration: Double
  /// How much it bounces.
  public var bounce: Double
  /// A spring of `duration` and `bounce`.
  public nonisolated init(duration: Double = 0.5, bounce: Double = 0) { (self.duration, self.bounce) = (duration, bounce) }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// The keyframes in order.
  public static func buildBlock(_ frames: Keyframe<Value>...) -> [Keyframe<Value>] { frames }
}

/// Builds an animator's tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// One track of a property of the value.
  public static func buildExpression<P>(_ track: KeyframeTrack<Value, P>) -> _KeyframeTracks<Value> {
    _KeyframeTracks(count: 1)
  }
  /// Several tracks.
  public static func buildBlock(_ tracks: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
    _KeyframeTracks(count: tracks.reduce(0) { $0 + $1.count })
  }
}

/// The tracks of a `keyframeAnimator` (not for direct use).
public struct _KeyframeTracks<Value>: Keyframes {
  let count: Int
}
