// Modifiers that hand the modified view to a closure as a placeholder
// (`animation(_:body:)`, `transaction(_:body:)`, `phaseAnimator`, …): the
// closure's modifiers apply to the view itself, so the result is built in
// the body that declares it and traced as if written inline.

/// The view a `body:` or `content:` closure modifies, standing for the modified view, as in
/// SwiftUI. It adds no node: its content is placed where it is.
public struct PlaceholderContentView<Content: View>: View {
  let content: Content
  /// Never called: the content is placed where the placeholder is.
  public var body: Never { primitiveBody("PlaceholderContentView") }
}

extension PlaceholderContentView: BuiltinView {
  func _expand(into expander: inout Expander) { expander.add(content) }
}

extension View {
  /// `.animation(_:)`: recorded on the view (nothing is animated; the changes it would animate
  /// update as they do without it).
  public func animation(_ animation: Animation?) -> ModifiedContent<Self, _StyleModifier> {
    styled("animation", animation?.description ?? "nil")
  }

  /// `.animation(_:body:)`: the modifiers `body` applies to the view, with the animation
  /// recorded on the result.
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
    -> ModifiedContent<V, _StyleModifier>
  {
    body(PlaceholderContentView(content: self)).styled("animation", animation?.description ?? "nil")
  }

  /// `.transaction(_:)`: recorded on the view. Transactions carry animations, which change no
  /// body evaluation here, so the closure is not run.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("transaction")
  }

  /// `.transaction(value:_:)`: recorded with the value it watches (a new value redraws the view).
  public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("transaction", "value: \(ValueDescription.describe(value))")
  }

  /// `.transaction(_:body:)`: the modifiers `body` applies to the view, the transaction recorded.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<V, _StyleModifier> {
    body(PlaceholderContentView(content: self)).styled("transaction")
  }

  /// `.accessibilityLabel(content:)`: the label `content` builds from the view's own label,
  /// recorded on the view (it exists for assistive technologies only; not built).
  public func accessibilityLabel<V: View>(content: (PlaceholderContentView<Self>) -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityLabel", TypeNames.shared.name(of: V.self))
  }

  /// `.phaseAnimator(_:content:animation:)`: the view as `content` makes it for the first phase,
  /// with the number of phases recorded. The phases in between are animation frames, which
  /// ViewTrace does not run.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> ModifiedContent<AnyView, _StyleModifier> {
    let all = Array(phases)
    let built = all.first.map { AnyView(content(PlaceholderContentView(content: self), $0)) } ?? AnyView(self)
    return built.styled("phaseAnimator", "phases: \(all.count)")
  }

  /// `.phaseAnimator(_:trigger:content:animation:)`: as the repeating form, with the trigger
  /// recorded (a new trigger value redraws the view; it would run the phases once).
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> ModifiedContent<AnyView, _StyleModifier> {
    let all = Array(phases)
    let built = all.first.map { AnyView(content(PlaceholderContentView(content: self), $0)) } ?? AnyView(self)
    return built.styled("phaseAnimator", "phases: \(all.count), trigger: \(ValueDescription.describe(trigger))")
  }

  /// `.keyframeAnimator(initialValue:repeating:content:keyframes:)`: the view as `content` makes
  /// it for the initial value (the keyframes are animation frames, not run).
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> ModifiedContent<V, _StyleModifier> {
    content(PlaceholderContentView(content: self), initialValue).styled("keyframeAnimator", "repeating: \(repeating)")
  }

  /// `.keyframeAnimator(initialValue:trigger:content:keyframes:)`: as the repeating form, with
  /// the trigger recorded.
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> ModifiedContent<V, _StyleModifier> {
    content(PlaceholderContentView(content: self), initialValue).styled(
      "keyframeAnimator", "trigger: \(ValueDescription.describe(trigger))")
  }
}

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
  public init(
    _ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]
  ) {
    count = content().count
  }
  /// A track of the whole value.
  public init(@KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]) where Root == Property {
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
public func LinearKeyframe<Value>(_ to: Value, duration: Double) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration)
}
/// `SpringKeyframe(to, duration:)`.
public func SpringKeyframe<Value>(_ to: Value, duration: Double? = nil, spring: Spring = Spring()) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration ?? 0.5)
}
/// `CubicKeyframe(to, duration:)`.
public func CubicKeyframe<Value>(_ to: Value, duration: Double) -> Keyframe<Value> {
  Keyframe(to: to, duration: duration)
}
/// `MoveKeyframe(to)`.
public func MoveKeyframe<Value>(_ to: Value) -> Keyframe<Value> { Keyframe(to: to, duration: 0) }

/// A spring's parameters, as in SwiftUI (recorded).
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to settle.
  public var duration: Double
  /// How much it bounces.
  public var bounce: Double
  /// A spring of `duration` and `bounce`.
  public init(duration: Double = 0.5, bounce: Double = 0) { (self.duration, self.bounce) = (duration, bounce) }
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
