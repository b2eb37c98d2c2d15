import Foundation

// Modifiers that hand the modified view to a closure as a placeholder
// (`animation(_:body:)`, `transaction(_:body:)`, `phaseAnimator`, …): the
// closure's modifiers apply to the view itself, so the result is built in
// the body that declares it and traced as if written inline.

/// The view a `body:` or `content:` closure modifies, standing for the modified view, as in
/// SwiftUI. It adds no node: its content is placed where it is.
public nonisolated struct PlaceholderContentView<Content: View>: View {
  let content: Content
  /// Never called: the content is placed where the placeholder is.
  public var body: Never { primitiveBody("PlaceholderContentView") }
}

@MainActor extension PlaceholderContentView: BuiltinView {
  package func _expand(into expander: inout Expander) { expander.add(content) }
}

extension View {
  /// `.animation(_:)`: recorded on the view (nothing is animated; the changes it would animate
  /// update as they do without it).
  public nonisolated func animation(_ animation: Animation?) -> ModifiedContent<Self, _StyleModifier> {
    styled("animation", animation?.description ?? "nil")
  }

  /// `.animation(_:body:)`: the modifiers `body` applies to the view, with the animation
  /// recorded on the result.
  public nonisolated func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
    -> ModifiedContent<V, _StyleModifier>
  {
    body(PlaceholderContentView(content: self)).styled("animation", animation?.description ?? "nil")
  }

  /// `.transaction(_:)`: recorded on the view. Transactions carry animations, which change no
  /// body evaluation here, so the closure is not run.
  public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("transaction")
  }

  /// `.transaction(value:_:)`: recorded with the value it watches (a new value redraws the view).
  public nonisolated func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("transaction", "value: \(ValueDescription.describe(value))")
  }

  /// `.transaction(_:body:)`: the modifiers `body` applies to the view, the transaction recorded.
  public nonisolated func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> ModifiedContent<V, _StyleModifier> {
    body(PlaceholderContentView(content: self)).styled("transaction")
  }

  /// `.phaseAnimator(_:content:animation:)`: the view as `content` makes it for the first phase,
  /// with the number of phases recorded. The phases in between are animation frames, which
  /// ViewTrace does not run.
  public nonisolated func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> ModifiedContent<AnyView, _StyleModifier> {
    let all = Array(phases)
    let built = all.first.map { AnyView(content(PlaceholderContentView(content: self), $0)) } ?? AnyView(self)
    return built.styled("phaseAnimator", "phases: \(all.count)")
  }

  /// `.phaseAnimator(_:trigger:content:animation:)`: as the repeating form, with the trigger
  /// recorded (a new trigger value redraws the view; it would run the phases once).
  public nonisolated func phaseAnimator<Phase: Equatable, V: View>(
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
  public nonisolated func keyframeAnimator<Value, V: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> ModifiedContent<V, _StyleModifier> {
    content(PlaceholderContentView(content: self), initialValue).styled("keyframeAnimator", "repeating: \(repeating)")
  }

  /// `.keyframeAnimator(initialValue:trigger:content:keyframes:)`: as the repeating form, with
  /// the trigger recorded.
  public nonisolated func keyframeAnimator<Value, V: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> ModifiedContent<V, _StyleModifier> {
    content(PlaceholderContentView(content: self), initialValue).styled(
      "keyframeAnimator", "trigger: \(ValueDescription.describe(trigger))")
  }
}

/// How changing content animates, as in SwiftUI (`.contentTransition(.numericText())`).
public struct ContentTransition: Sendable, Equatable {
  let name: String
  /// The identity transition.
  public static let identity = ContentTransition(name: ".identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: ".opacity")
  /// Interpolated where possible.
  public static let interpolate = ContentTransition(name: ".interpolate")
  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? ".numericText(countsDown: true)" : ".numericText()")
  }
}

extension View {
  /// `.contentTransition(_:)`: recorded on the view as written (not animated).
  public nonisolated func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentTransition", transition.name)
  }

  /// `.animation(_:value:)`: recorded on the view as written, with the value
  /// it watches, so a new value redraws the view; nothing is animated.
  public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _StyleModifier> {
    styled("animation", "\(animation?.description ?? "nil"), value: \(ValueDescription.describe(value))")
  }
}

/// Which of a matched geometry's properties are matched, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes properties from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: as `matchedGeometryEffect(id:in:isSource:)`.
  public nonisolated func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    matchedGeometryEffect(id: id, in: namespace, isSource: isSource)
  }
}

extension View {
  /// `.geometryGroup()`: recorded on the view as written.
  public nonisolated func geometryGroup() -> ModifiedContent<Self, _StyleModifier> { styled("geometryGroup") }
}
