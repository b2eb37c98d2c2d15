import Foundation

extension View {
  /// `.hoverEffect(_:isEnabled:)`: recorded on the view.
  public nonisolated func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("hoverEffect", "\(effect), isEnabled: \(isEnabled)")
  }

  /// `.defaultHoverEffect(_:)`: recorded on the view.
  public nonisolated func defaultHoverEffect(_ effect: HoverEffect?) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultHoverEffect", effect?.description ?? "nil")
  }

  /// `.onContinuousHover(coordinateSpace:perform:)`: recorded on the view (no step hovers).
  public nonisolated func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onContinuousHover")
  }

  /// `.handGestureShortcut(_:isEnabled:)`: recorded on the view.
  public nonisolated func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("handGestureShortcut", "\(shortcut), isEnabled: \(isEnabled)")
  }
}

/// A hover's phase, as in SwiftUI (no step hovers).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is at `location`.
  case active(CGPoint)
  /// The pointer left.
  case ended
}

/// A pointer or gaze hover effect, as in SwiftUI.
public struct HoverEffect: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight.
  public static let highlight = HoverEffect(name: "highlight")
  /// A lift.
  public static let lift = HoverEffect(name: "lift")
  /// None.
  public static let empty = HoverEffect(name: "empty")
}

/// A hand gesture that stands for a tap, as in SwiftUI.
public struct HandGestureShortcut: _RecordedSpelling {
  public let name: String
  /// The primary action.
  public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

extension View {
  /// `.hoverEffectDisabled(_:)`: recorded on the view as written.
  public nonisolated func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("hoverEffectDisabled", String(disabled))
  }

  /// `.hoverEffectGroup()`: recorded on the view as written.
  public nonisolated func hoverEffectGroup() -> ModifiedContent<Self, _StyleModifier> { styled("hoverEffectGroup") }
}

extension View {
  /// `.onHover(perform:)`: recorded on the view (no scenario step hovers).
  public nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("onHover")
  }
}

extension View {
  /// `.moveDisabled(_:)`: recorded on the row (`Step.moveRows` does not check it).
  public nonisolated func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("moveDisabled", String(isDisabled))
  }
}
