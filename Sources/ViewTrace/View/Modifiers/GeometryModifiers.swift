import Foundation

// Modifiers that read geometry (sizes, frames, scroll offsets). ViewTrace
// lays nothing out, so there is no geometry to read: each is recorded on the
// view as written, its closures are not run, and the trace says so once a
// run (`geometryNotSimulated`), naming the modifier.

/// A recorded modifier whose effect depends on geometry ViewTrace does not measure.
public struct _GeometryModifier: PlacementModifier {
  let style: _StyleModifier

  func _place(into expander: inout Expander) {
    expander.graph?.warnOnce(
      .geometryNotSimulated,
      "\(style.text) reads geometry: it is recorded on the view and its closures are not run (ViewTrace measures no geometry)"
    )
    expander.modifiers.append(style)
  }
}

/// A coordinate space, as in SwiftUI.
public protocol CoordinateSpaceProtocol {
  /// The space as a value.
  var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space, as in SwiftUI: the view's own, the screen's, or a named one.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space a `coordinateSpace(_:)` names.
  case named(AnyHashable)
}

/// A named coordinate space, as in SwiftUI: `.named("scroll")`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: CoordinateSpace
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { name }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The space as a value.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: .named(AnyHashable(name)))
  }
  /// The scroll view's content space.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: .named("scrollView")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A view's size and frames, as a geometry closure receives them, as in SwiftUI. ViewTrace lays
/// nothing out, so no closure that takes one is run.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
  /// The safe area's insets.
  public let safeAreaInsets: EdgeInsets
  /// The view's frame in `space`.
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
  /// The view's bounds in `space`, if it has them.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? { nil }
}

/// A scroll view's geometry, as in SwiftUI (not measured).
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The content's insets.
  public var contentInsets: EdgeInsets
  /// The container's size.
  public var containerSize: CGSize
  /// The visible part of the content.
  public var visibleRect: CGRect
  /// The scrollable part.
  public var bounds: CGRect
}

/// A scroll view's phase, as in SwiftUI.
public enum ScrollPhase: Equatable, Sendable {
  /// Not scrolling.
  case idle
  /// Tracking a touch.
  case tracking
  /// Being dragged.
  case interacting
  /// Decelerating.
  case decelerating
  /// Scrolled by code.
  case animating
  /// Whether the phase is moving.
  public var isScrolling: Bool { self != .idle }
}

/// What an `onScrollPhaseChange` action receives, as in SwiftUI.
public struct ScrollPhaseChangeContext {
  /// The scroll view's geometry.
  public let geometry: ScrollGeometry
}

/// A visual effect (an offset, a scale, …) a `visualEffect` closure returns, as in SwiftUI.
public protocol VisualEffect {}

/// The effect that does nothing, which a `visualEffect` closure modifies.
public struct EmptyVisualEffect: VisualEffect {
  /// An offset.
  public func offset(x: Double = 0, y: Double = 0) -> EmptyVisualEffect { self }
  /// An offset.
  public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
  /// A scale.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// A scale.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// A rotation.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
  /// An opacity.
  public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
  /// A blur.
  public func blur(radius: Double, opaque: Bool = false) -> EmptyVisualEffect { self }
  /// A brightness.
  public func brightness(_ amount: Double) -> EmptyVisualEffect { self }
  /// A saturation.
  public func saturation(_ amount: Double) -> EmptyVisualEffect { self }
  /// A hue rotation.
  public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
}

/// A scroll transition's configuration, as in SwiftUI.
public struct ScrollTransitionConfiguration: _RecordedSpelling {
  public let name: String
  /// Animated.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Interactive.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// None.
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  /// Animated with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "animated(\(animation))")
  }
}

/// Where a view is in a scroll transition, as in SwiftUI.
public enum ScrollTransitionPhase: Equatable, Sendable {
  /// Before the visible region.
  case topLeading
  /// Visible.
  case identity
  /// After the visible region.
  case bottomTrailing
  /// Whether the view is fully visible.
  public var isIdentity: Bool { self == .identity }
  /// -1, 0 or 1.
  public var value: Double { self == .topLeading ? -1 : self == .identity ? 0 : 1 }
}

extension View {
  func geometry(_ name: String, _ arguments: String = "") -> ModifiedContent<Self, _GeometryModifier> {
    ModifiedContent(
      content: self, modifier: _GeometryModifier(style: _StyleModifier(name: name, text: ".\(name)(\(arguments))")))
  }

  /// `.coordinateSpace(_:)`: recorded on the view.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _StyleModifier> {
    styled("coordinateSpace", ValueDescription.describe(name.name))
  }
  /// `.coordinateSpace(name:)`: recorded on the view.
  public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("coordinateSpace", "name: \(ValueDescription.describe(name))")
  }
  /// `.onGeometryChange(for:of:action:)`: recorded; the trace says once that geometry is not
  /// simulated, and the action never runs.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onGeometryChange", "for: \(typeDisplayName(T.self))")
  }
  /// `.onGeometryChange(for:of:action:)` with the old and new values.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onGeometryChange", "for: \(typeDisplayName(T.self))")
  }
  /// `.onScrollGeometryChange(for:of:action:)`: recorded; not run.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onScrollGeometryChange", "for: \(typeDisplayName(T.self))")
  }
  /// `.onScrollPhaseChange(_:)`: recorded; no step scrolls.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> ModifiedContent<
    Self, _GeometryModifier
  > {
    geometry("onScrollPhaseChange")
  }
  /// `.onScrollPhaseChange(_:)` with the context.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("onScrollPhaseChange")
  }
  /// `.onScrollTargetVisibilityChange(idType:threshold:_:)`: recorded; not run.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onScrollTargetVisibilityChange", "idType: \(typeDisplayName(ID.self))")
  }
  /// `.visualEffect(_:)`: recorded; the closure (it reads geometry) is not run.
  public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("visualEffect")
  }
  /// `.scrollTransition(_:axis:transition:)`: recorded; the closure is not run.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("scrollTransition", configuration.description)
  }
  /// `.scrollTransition(topLeading:bottomTrailing:axis:transition:)`: recorded; not run.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("scrollTransition", "topLeading: \(topLeading), bottomTrailing: \(bottomTrailing)")
  }
  /// `.alignmentGuide(_:computeValue:)`: recorded; the closure (it reads dimensions) is not run.
  public func alignmentGuide(
    _ alignment: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("alignmentGuide", ValueDescription.describe(alignment))
  }
  /// `.alignmentGuide(_:computeValue:)` for a vertical alignment.
  public func alignmentGuide(_ alignment: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("alignmentGuide", ValueDescription.describe(alignment))
  }
}


/// A geometry value (a view's bounds, a point of it) resolved later in another view's space, as
/// in SwiftUI. ViewTrace measures no geometry, so no anchor is ever resolved.
public struct Anchor<Value> {
  /// Where an anchor's value comes from (`.bounds`, `.topLeading`, `.rect(_:)`).
  public struct Source {
    let text: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(text: ".bounds") }
  /// A rectangle of the view.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(text: ".rect") }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".point") }
  /// A unit point of the view.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(text: ".unitPoint")
  }
  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".topLeading") }
  /// The center.
  public static var center: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".center") }
}

extension View {
  /// `.anchorPreference(key:value:transform:)`: recorded; the trace says once that geometry is not
  /// simulated, and no value is sent up (the transform needs a resolved anchor).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("anchorPreference", "key: \(typeDisplayName(K.self)), value: \(value.text)")
  }
  /// `.transformAnchorPreference(key:value:transform:)`: recorded, as `anchorPreference`.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("transformAnchorPreference", "key: \(typeDisplayName(K.self)), value: \(value.text)")
  }
}
