import Foundation

// The attaching forms that switch a gesture off: `isEnabled:`, a mask, a
// name. A switched-off gesture stays attached (its `@GestureState` is
// kept), but no step reaches it: `Step.tapGesture` and the others fail as
// they do for a view without the gesture.

/// Which gestures of a view and of its subviews take part, as in SwiftUI.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes a mask from its bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// None: the gesture and the subviews' gestures are off.
  public static let none: GestureMask = []
  /// The attached gesture.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// The kinds of input a gesture responds to, as in SwiftUI (the steps are input of every kind).
public struct GestureInputKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes kinds from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// A direct touch or a pointer.
  public static let direct = GestureInputKinds(rawValue: 1 << 0)
  /// An indirect pointer.
  public static let indirectPointer = GestureInputKinds(rawValue: 1 << 1)
  /// Every kind.
  public static let all: GestureInputKinds = [.direct, .indirectPointer]
}

extension View {
  /// `.gesture(_:including:)`: the gesture takes part while `mask` contains `.gesture`.
  public nonisolated func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    ModifiedContent(content: self, modifier: _GestureModifier(gesture: gesture, isEnabled: mask.contains(.gesture)))
  }

  /// `.gesture(_:isEnabled:)`: no step reaches the gesture while `isEnabled` is false.
  public nonisolated func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<Self, _GestureModifier<G>> {
    ModifiedContent(content: self, modifier: _GestureModifier(gesture: gesture, isEnabled: isEnabled))
  }

  /// `.gesture(_:name:isEnabled:)`: as `gesture(_:isEnabled:)`; the name is for assistive technologies.
  public nonisolated func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    self.gesture(gesture, isEnabled: isEnabled)
  }

  /// `.highPriorityGesture(_:including:)`.
  public nonisolated func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    self.gesture(gesture, including: mask)
  }

  /// `.highPriorityGesture(_:isEnabled:)`.
  public nonisolated func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    self.gesture(gesture, isEnabled: isEnabled)
  }

  /// `.highPriorityGesture(_:name:isEnabled:)`.
  public nonisolated func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    self.gesture(gesture, isEnabled: isEnabled)
  }

  /// `.simultaneousGesture(_:including:)`.
  public nonisolated func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    self.gesture(gesture, including: mask)
  }

  /// `.simultaneousGesture(_:isEnabled:)`.
  public nonisolated func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<
    Self, _GestureModifier<G>
  > {
    self.gesture(gesture, isEnabled: isEnabled)
  }

  /// `.simultaneousGesture(_:name:isEnabled:)`.
  public nonisolated func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true)
    -> ModifiedContent<Self, _GestureModifier<G>>
  {
    self.gesture(gesture, isEnabled: isEnabled)
  }

  /// `.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
  /// `Step.pressAndHold` calls `onPressingChanged(true)`, `Step.endLongPress` runs `action`
  /// and then `onPressingChanged(false)`.
  public nonisolated func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
    gesture(_PressingGesture(minimumDuration: minimumDuration, action: action, pressing: onPressingChanged))
  }

  /// `.onLongPressGesture(minimumDuration:perform:onPressingChanged:)`.
  public nonisolated func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)?
  ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: 10, perform: action, onPressingChanged: onPressingChanged)
  }

  /// `.onLongPressGesture(minimumDuration:maximumDistance:inputKinds:perform:onPressingChanged:)`.
  public nonisolated func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, inputKinds: GestureInputKinds,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: onPressingChanged)
  }
}

/// The long press of `onLongPressGesture(…onPressingChanged:)`: it reports the
/// press starting and stopping as well as completing.
public nonisolated struct _PressingGesture: Gesture {
  /// The gesture's `Value`: `Bool`.
  public typealias Value = Bool
  let minimumDuration: Double
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  /// Delivers a phase (not for direct use).
  @MainActor public func _deliver(_ phase: GesturePhase, _ context: GestureContext) {
    context.graph.log.emit(.action(node: context.node.identity, kind: .gesture))
    switch phase {
    case .changed: pressing?(true)
    case .ended:
      action()
      pressing?(false)
    }
  }
  /// The base gesture the steps look for (not for direct use).
  public var _base: GestureBase { .longPress }
}

extension View {
  /// `.allowsWindowActivationEvents(_:)`: recorded on the view.
  public nonisolated func allowsWindowActivationEvents(_ value: Bool? = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsWindowActivationEvents", value.map(String.init) ?? "nil")
  }

  /// `.defersSystemGestures(on:)`: recorded on the view.
  public nonisolated func defersSystemGestures(on edges: Edge.Set) -> ModifiedContent<Self, _StyleModifier> {
    styled("defersSystemGestures", "on: \(edges.text)")
  }

  /// `.onPencilDoubleTap(perform:)`: recorded on the view (no step uses a pencil).
  public nonisolated func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onPencilDoubleTap")
  }

  /// `.onPencilSqueeze(perform:)`: recorded on the view (no step uses a pencil).
  public nonisolated func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onPencilSqueeze")
  }
}

/// A double tap of a pencil, as in SwiftUI (no step sends one).
public struct PencilDoubleTapGestureValue: Hashable, Sendable {}

/// A phase of a pencil squeeze, as in SwiftUI (no step sends one).
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
  /// The squeeze began.
  case active
  /// The squeeze ended.
  case ended
  /// The squeeze failed.
  case failed
}

extension View {
  /// `.onTapGesture(count:coordinateSpace:perform:)`: a tap (`Step.tapGesture`) runs `action`
  /// with the location `(0, 0)` (no layout places the tap).
  public nonisolated func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
    gesture(TapGesture(count: count).onEnded { _ in action(.zero) })
  }

  /// `.onTapGesture(count:coordinateSpace:inputKinds:perform:)`: as `onTapGesture(count:coordinateSpace:perform:)`.
  public nonisolated func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, inputKinds: GestureInputKinds,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
    gesture(TapGesture(count: count).onEnded { _ in action(.zero) })
  }
}
