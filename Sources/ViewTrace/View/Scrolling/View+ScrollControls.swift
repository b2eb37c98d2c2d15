import Foundation

// Modifiers that read geometry (sizes, frames, scroll offsets). ViewTrace
// lays nothing out, so there is no geometry to read: each is recorded on the
// view as written, its closures are not run, and the trace says so once a
// run (`geometryNotSimulated`), naming the modifier.

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
  /// `.onScrollGeometryChange(for:of:action:)`: recorded; not run.
  public nonisolated func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onScrollGeometryChange", "for: \(typeDisplayName(T.self))")
  }

  /// `.onScrollPhaseChange(_:)`: recorded; no step scrolls.
  public nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> ModifiedContent<
    Self, _GeometryModifier
  > {
    geometry("onScrollPhaseChange")
  }

  /// `.onScrollPhaseChange(_:)` with the context.
  public nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)
    -> ModifiedContent<Self, _GeometryModifier>
  {
    geometry("onScrollPhaseChange")
  }

  /// `.onScrollTargetVisibilityChange(idType:threshold:_:)`: recorded; not run.
  public nonisolated func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("onScrollTargetVisibilityChange", "idType: \(typeDisplayName(ID.self))")
  }

  /// `.scrollTransition(_:axis:transition:)`: recorded; the closure is not run.
  public nonisolated func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("scrollTransition", configuration.description)
  }

  /// `.scrollTransition(topLeading:bottomTrailing:axis:transition:)`: recorded; not run.
  public nonisolated func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("scrollTransition", "topLeading: \(topLeading), bottomTrailing: \(bottomTrailing)")
  }
}

/// How a scroll view settles, as in SwiftUI.
public struct ScrollTargetBehavior: _RecordedSpelling {
  public let name: String
  /// Page by page.
  public static let paging = ScrollTargetBehavior(name: "paging")
  /// On the views of a `scrollTargetLayout()`.
  public static let viewAligned = ScrollTargetBehavior(name: "viewAligned")
}

/// Whether scroll indicators show, as in SwiftUI.
public struct ScrollIndicatorVisibility: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden, unless the platform shows them anyway.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, as in SwiftUI.
public struct ScrollDismissesKeyboardMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the drag.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// `.scrollTargetBehavior(_:)`: recorded on the view as written.
  public nonisolated func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollTargetBehavior", behavior.description)
  }

  /// `.scrollTargetLayout(isEnabled:)`: recorded on the view as written.
  public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollTargetLayout", isEnabled ? "" : "isEnabled: false")
  }

  /// `.defaultScrollAnchor(_:)`: recorded on the view as written.
  public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultScrollAnchor", anchor.map { "\($0)" } ?? "nil")
  }
}

/// Where a scroll view is scrolled to, as in SwiftUI. No layout measures offsets, so it holds
/// what your code sets and the scrolls that steps make are not written into it.
public struct ScrollPosition: Hashable {
  /// The view scrolled to, if any.
  public private(set) var viewID: AnyHashable?
  /// The edge scrolled to, if any.
  public private(set) var edge: Edge?
  /// A position at the top.
  public nonisolated init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) { self.edge = edge }
  /// Scrolls to the view `id`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    (viewID, edge) = (AnyHashable(id), nil)
  }
  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { (viewID, self.edge) = (nil, edge) }
  /// Whether the position was set by scrolling (never here).
  public var isPositionedByUser: Bool { false }
}

extension View {
  /// `.scrollPosition(_:anchor:)`: recorded on the view (no layout scrolls to a position; the
  /// binding changes only when your code writes it).
  public nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollPosition")
  }

  /// `.scrollPosition(id:anchor:)`: recorded on the view (as `scrollPosition(_:anchor:)`).
  public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollPosition", "id:")
  }
}

extension View {
  /// `.onScrollVisibilityChange(threshold:_:)`: recorded on the view (no layout tells visibility
  /// here; lazy rows appear and disappear with `Step.scroll`).
  public nonisolated func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onScrollVisibilityChange", "threshold: \(formatNumber(threshold))")
  }

  /// `.defaultScrollAnchor(_:for:)`: recorded on the view as written.
  public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("defaultScrollAnchor", (anchor.map { "\($0)" } ?? "nil") + ", for: \(role)")
  }
}

/// What a default scroll anchor is for, as in SwiftUI.
public struct ScrollAnchorRole: _RecordedSpelling {
  public let name: String
  /// The first position.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// When the content size changes.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content aligns when smaller than the view.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
  /// `.scrollInputBehavior(_:for:)`: recorded on the view.
  public nonisolated func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollInputBehavior", "\(behavior), for: \(input)")
  }
}

/// Whether an input scrolls, as in SwiftUI.
public struct ScrollInputBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollInputBehavior(name: "automatic")
  /// Scrolls.
  public static let enabled = ScrollInputBehavior(name: "enabled")
  /// Does not.
  public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// An input that scrolls, as in SwiftUI.
public struct ScrollInputKind: _RecordedSpelling {
  public let name: String
  /// A watch's crown.
  public static let rotation = ScrollInputKind(name: "rotation")
}

/// How a scroll view bounces when its content fits, as in SwiftUI.
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The platform's default.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
  /// The behaviour as written (`.basedOnSize`).
  public var description: String { "." + name }
}
