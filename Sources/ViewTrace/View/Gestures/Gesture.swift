import Foundation

/// A gesture, as in SwiftUI: a base gesture (`DragGesture`, `LongPressGesture`,
/// `TapGesture`) with `updating`, `onChanged` and `onEnded` added, attached
/// to a view with `.gesture(_:)`. Scenario steps drive it
/// (``Step/drag(_:within:named:)``, ``Step/endDrag(_:within:named:)``, ...): a change
/// runs the `updating` bodies (writing their `@GestureState`) and the
/// `onChanged` actions; the end runs the `onEnded` actions and resets every
/// `@GestureState` of the gesture.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
  /// The engine's side: passes a phase down the chain of modifiers.
  func _deliver(_ phase: GesturePhase, _ context: GestureContext)
  /// The base gesture, which the steps look for.
  var _base: GestureBase { get }
}

/// The base gestures the steps drive.
public enum GestureBase: String, Sendable {
  case drag, longPress, tap
}

/// A gesture event: the gesture's value as it changes, or as it ends.
public enum GesturePhase {
  case changed(Any)
  case ended(Any)
}

/// Where a gesture event is delivered: the view's node and the graph.
@MainActor
public struct GestureContext {
  let node: ViewNode
  let graph: ViewGraph
}

/// A drag. Its value tells where the finger is.
public nonisolated struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// How far the drag moved from where it started.
    public var translation: CGSize
    /// Where the finger is (the translation from `(0, 0)` in a simulation).
    public var location: CGPoint
    /// Where the drag started (`(0, 0)` in a simulation).
    public var startLocation: CGPoint
    /// Where the drag would end: the current translation in a simulation.
    public var predictedEndTranslation: CGSize { translation }
    /// Where the finger would end: the current location in a simulation.
    public var predictedEndLocation: CGPoint { location }

    init(translation: CGSize) {
      self.translation = translation
      self.startLocation = .zero
      self.location = CGPoint(x: translation.width, y: translation.height)
    }
  }

  /// How far a drag moves before it starts (not checked by the steps).
  public var minimumDistance: CGFloat

  /// A drag that starts after `minimumDistance` points.
  public nonisolated init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  public nonisolated func _deliver(_ phase: GesturePhase, _ context: GestureContext) {}
  /// The base gesture the steps look for (not for direct use).
  public var _base: GestureBase { .drag }
}

/// A press held for `minimumDuration`. Its value is `true` while pressing.
public nonisolated struct LongPressGesture: Gesture {
  /// The gesture's or publisher's `Value`: `Bool`.
  public typealias Value = Bool
  /// How long the press lasts before it succeeds (not checked by the steps).
  public var minimumDuration: Double
  /// A long press of `minimumDuration` seconds.
  public nonisolated init(minimumDuration: Double = 0.5) { self.minimumDuration = minimumDuration }
  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  public nonisolated func _deliver(_ phase: GesturePhase, _ context: GestureContext) {}
  /// The base gesture the steps look for (not for direct use).
  public var _base: GestureBase { .longPress }
}

/// A tap. It reports only its end.
public nonisolated struct TapGesture: Gesture {
  /// The gesture's or publisher's `Value`: `Void`.
  public typealias Value = Void
  /// How many taps it takes.
  public var count: Int
  /// A gesture of `count` taps.
  public nonisolated init(count: Int = 1) { self.count = count }
  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  public nonisolated func _deliver(_ phase: GesturePhase, _ context: GestureContext) {}
  /// The base gesture the steps look for (not for direct use).
  public var _base: GestureBase { .tap }
}

/// `gesture.updating($state) { value, state, transaction in ... }`.
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture's or publisher's `Value`: `Base.Value`.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void

  /// The base gesture the steps look for (not for direct use).
  @MainActor public var _base: GestureBase { base._base }

  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  @MainActor public func _deliver(_ phase: GesturePhase, _ context: GestureContext) {
    base._deliver(phase, context)
    switch phase {
    case .changed(let value):
      guard let value = value as? Base.Value else { return }
      state.update { state, transaction in body(value, &state, &transaction) }
    case .ended:
      state.resetToInitial()
    }
  }
}

/// `gesture.onChanged { value in ... }`.
public nonisolated struct _ChangedGesture<Base: Gesture>: Gesture {
  /// The gesture's or publisher's `Value`: `Base.Value`.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  /// The base gesture the steps look for (not for direct use).
  @MainActor public var _base: GestureBase { base._base }

  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  @MainActor public func _deliver(_ phase: GesturePhase, _ context: GestureContext) {
    base._deliver(phase, context)
    guard case .changed(let value) = phase, let value = value as? Base.Value else { return }
    context.graph.log.emit(.action(node: context.node.identity, kind: .gesture))
    action(value)
  }
}

/// `gesture.onEnded { value in ... }`.
public nonisolated struct _EndedGesture<Base: Gesture>: Gesture {
  /// The gesture's or publisher's `Value`: `Base.Value`.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  /// The base gesture the steps look for (not for direct use).
  @MainActor public var _base: GestureBase { base._base }

  /// The engine's side: passes a gesture phase down the chain (not for direct use).
  @MainActor public func _deliver(_ phase: GesturePhase, _ context: GestureContext) {
    base._deliver(phase, context)
    guard case .ended(let value) = phase, let value = value as? Base.Value else { return }
    context.graph.log.emit(.action(node: context.node.identity, kind: .gesture))
    action(value)
  }
}

extension Gesture {
  /// Writes `state` on each change of the gesture; the state resets when it ends.
  public nonisolated func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Runs `action` with each new value while the gesture changes.
  public nonisolated func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }

  /// Runs `action` with the final value when the gesture ends.
  public nonisolated func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }
}

// MARK: - Attaching

/// `.gesture(_:)`, `.simultaneousGesture(_:)`, `.highPriorityGesture(_:)`.
public nonisolated struct _GestureModifier<G: Gesture> {
  let gesture: G
  /// False for `isEnabled: false` or a mask without `.gesture`: the gesture is
  /// attached (its state is kept) but no step reaches it.
  var isEnabled = true
}

extension View {
  /// Attaches `gesture` to this view.
  public nonisolated func gesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
    ModifiedContent(content: self, modifier: _GestureModifier(gesture: gesture))
  }

  /// Attaches `gesture` alongside the view's other gestures.
  public nonisolated func simultaneousGesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
    ModifiedContent(content: self, modifier: _GestureModifier(gesture: gesture))
  }

  /// Runs `action` when the view is tapped `count` times: a `TapGesture`
  /// whose end runs it (`Step.tapGesture(within:)` drives it).
  public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>>
  {
    gesture(TapGesture(count: count).onEnded { _ in action() })
  }

  /// Runs `action` when a long press on the view completes: a
  /// `LongPressGesture` whose end runs it (`Step.endLongPress(within:)`).
  public nonisolated func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void)
    -> ModifiedContent<Self, _GestureModifier<_EndedGesture<LongPressGesture>>>
  {
    gesture(LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in action() })
  }

  /// Attaches `gesture` ahead of the view's other gestures.
  public nonisolated func highPriorityGesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
    ModifiedContent(content: self, modifier: _GestureModifier(gesture: gesture))
  }
}

/// A live gesture on a node, for the steps.
@MainActor
protocol GestureHandling: AnyObject {
  var base: GestureBase { get }
  var isEnabled: Bool { get }
  func deliver(_ phase: GesturePhase, node: ViewNode, graph: ViewGraph)
}

@MainActor extension _GestureModifier: AttachedModifier {
  package final class State: AttachmentState, GestureHandling {
    var gesture: G
    var isEnabled: Bool
    init(gesture: G, isEnabled: Bool) { (self.gesture, self.isEnabled) = (gesture, isEnabled) }
    var base: GestureBase { gesture._base }
    func deliver(_ phase: GesturePhase, node: ViewNode, graph: ViewGraph) {
      gesture._deliver(phase, GestureContext(node: node, graph: graph))
    }
  }

  package static var slotKind: String { "gesture" }
  package func _makeState(_ context: AttachmentContext) -> State { State(gesture: gesture, isEnabled: isEnabled) }
  package func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) {
    (state.gesture, state.isEnabled) = (gesture, isEnabled)
  }
}

// MARK: - Steps

extension Step {
  /// A drag in progress on the live view with a `DragGesture`, moved by
  /// `translation` from where it started: its `updating` bodies and
  /// `onChanged` actions run. With several such views, `within` names the
  /// identity of the view that contains the one to drag.
  public static func drag(_ translation: CGSize, within: String? = nil, named name: String? = nil) -> Step {
    gestureStep(
      .drag, .changed(DragGesture.Value(translation: translation)), within: within,
      name: name ?? "drag by (\(formatNumber(translation.width)), \(formatNumber(translation.height)))")
  }

  /// The drag ends at `translation`: `onEnded` actions run and every
  /// `@GestureState` of the gesture resets.
  public static func endDrag(_ translation: CGSize, within: String? = nil, named name: String? = nil) -> Step {
    gestureStep(
      .drag, .ended(DragGesture.Value(translation: translation)), within: within,
      name: name ?? "end drag at (\(formatNumber(translation.width)), \(formatNumber(translation.height)))")
  }

  /// A press is held on the live view with a `LongPressGesture` (its value `true`).
  public static func pressAndHold(within: String? = nil, named name: String? = nil) -> Step {
    gestureStep(.longPress, .changed(true), within: within, name: name ?? "press and hold")
  }

  /// The long press completes: `onEnded` actions run and its `@GestureState`s reset.
  public static func endLongPress(within: String? = nil, named name: String? = nil) -> Step {
    gestureStep(.longPress, .ended(true), within: within, name: name ?? "end long press")
  }

  /// A tap on the live view with a `TapGesture`: its `onEnded` actions run.
  public static func tapGesture(within: String? = nil, named name: String? = nil) -> Step {
    gestureStep(.tap, .ended(()), within: within, name: name ?? "tap gesture")
  }

  private static func gestureStep(_ base: GestureBase, _ phase: GesturePhase, within: String?, name: String) -> Step {
    let payload = MainActorOnly(phase)
    return Step(name: name, kind: .gesture) { graph throws(EngineError) in
      var matches: [(ViewNode, any GestureHandling)] = []
      let controls = graph.feature(ControlFeature.self)
      let scopes = try controls.scopes(within)
      for node in graph.liveNodes() where controls.isWithin(node, scopes) {
        for case let handler as any GestureHandling in node.attachments.values
        where handler.base == base && handler.isEnabled
        {
          matches.append((node, handler))
        }
      }
      guard let first = matches.first else {
        throw .noSuchControl(kind: "view with a \(base.rawValue) gesture", title: within ?? "", available: [])
      }
      guard matches.count == 1 else {
        throw .ambiguousControl(
          kind: "view with a \(base.rawValue) gesture", title: within ?? "", identities: matches.map(\.0.identity))
      }
      return { first.1.deliver(payload.value, node: first.0, graph: graph) }
    }
  }
}
