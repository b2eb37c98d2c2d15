import Foundation

/// A group of accessibility actions, as in SwiftUI.
public struct AccessibilityActionCategory: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The default category.
  public static let `default` = AccessibilityActionCategory(name: "default")
  /// Editing actions.
  public static let edit = AccessibilityActionCategory(name: "edit")
  /// A category named `name`.
  public nonisolated init(_ name: String) { self.name = name }
  init(name: String) { self.name = name }
  /// As written.
  public var description: String { ValueDescription.quote(name) }
}

/// Options of a direct-touch area, as in SwiftUI.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes options from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// Touches are not spoken.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// A touch needs activation first.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A quick action's look, as in SwiftUI.
public protocol AccessibilityQuickActionStyle {}

/// A quick action shown as a prompt.
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {}

/// A quick action shown as an outline.
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
  /// A prompt.
  public static var prompt: AccessibilityQuickActionPromptStyle { AccessibilityQuickActionPromptStyle() }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
  /// An outline.
  public static var outline: AccessibilityQuickActionOutlineStyle { AccessibilityQuickActionOutlineStyle() }
}

extension View {
  /// `.accessibilityDirectTouch(_:options:)`: recorded on the view.
  public nonisolated func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDirectTouch", String(isDirectTouchArea))
  }

  /// `.accessibilityActions(category:_:)`: recorded on the view (the actions are not built).
  public nonisolated func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityActions", "category: \(category), \(TypeNames.shared.name(of: Content.self))")
  }

  /// `.accessibilityQuickAction(style:content:)`: recorded on the view (not built).
  public nonisolated func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityQuickAction", TypeNames.shared.name(of: Content.self))
  }

  /// `.accessibilityQuickAction(style:isActive:content:)`: recorded on the view (not built).
  public nonisolated func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityQuickAction", TypeNames.shared.name(of: Content.self))
  }

  /// `.accessibilityActivationPoint(_:isEnabled:)`: recorded on the view.
  public nonisolated func accessibilityActivationPoint(_ point: UnitPoint, isEnabled: Bool) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityActivationPoint", "\(ValueDescription.describe(point)), isEnabled: \(isEnabled)")
  }

  /// `.accessibilityDragPoint(_:description:)`: recorded on the view.
  public nonisolated func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDragPoint", ValueDescription.quote(String(description)))
  }

  /// `.accessibilityDropPoint(_:description:)`: recorded on the view.
  public nonisolated func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDropPoint", ValueDescription.quote(String(description)))
  }

  /// `.accessibilityScrollStatus(_:isEnabled:)`: recorded on the view.
  public nonisolated func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityScrollStatus", ValueDescription.quote(String(status)))
  }
}

extension View {
  /// `.accessibilityRespondsToUserInteraction(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityRespondsToUserInteraction(_ responds: Bool = true, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRespondsToUserInteraction", String(responds) + (isEnabled ? "" : ", isEnabled: false"))
  }

  /// `.accessibilityActivationPoint(_:)`: recorded on the view as written.
  public nonisolated func accessibilityActivationPoint(_ point: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityActivationPoint", "\(point)")
  }

  /// `.accessibilityAction(named:_:)`: a custom action for assistive technologies, recorded on the
  /// view by name (no scenario step performs it; run it from a button to trace it).
  public nonisolated func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityAction", "named: " + ValueDescription.quote(String(name)))
  }

  /// `.accessibilityAction(action:label:)`: recorded on the view (its label is not built).
  public nonisolated func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAction", "label: " + ValueDescription.quote(contentTitle(label())))
  }

  /// `.accessibilityAdjustableAction(_:)`: recorded on the view (no step performs it).
  public nonisolated func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAdjustableAction")
  }

  /// `.accessibilityScrollAction(_:)`: recorded on the view (no step performs it).
  public nonisolated func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityScrollAction")
  }
}

/// Which way an adjustable element is adjusted, as in SwiftUI.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A standard accessibility action, as in SwiftUI.
public struct AccessibilityActionKind: _RecordedSpelling {
  public let name: String
  /// The element's default action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Delete.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Show the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// A named custom action.
  public nonisolated init(named name: Text) { self.name = "init(named: \(ValueDescription.quote(name.content)))" }
  init(name: String) { self.name = name }
}

/// A zoom gesture's action, as in SwiftUI.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Whether to zoom in or out.
  public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
  /// The direction.
  public let direction: Direction
}

extension View {
  /// `.accessibilityAction(_:_:)`: a standard action, recorded by kind (no step performs it).
  public nonisolated func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAction", kind.description)
  }

  /// `.accessibilityActions(_:)`: recorded on the view (its actions' views are not built).
  public nonisolated func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityActions")
  }

  /// `.accessibilityRepresentation(representation:)`: recorded on the view (not built).
  public nonisolated func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRepresentation", TypeNames.shared.name(of: V.self))
  }

  /// `.accessibilityZoomAction(_:)`: recorded on the view (no step performs it).
  public nonisolated func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityZoomAction")
  }
}
