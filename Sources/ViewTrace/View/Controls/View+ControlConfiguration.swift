import Foundation

extension View {
  /// `.buttonRepeatBehavior(_:)`: recorded on the view.
  public nonisolated func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonRepeatBehavior", behavior.description)
  }

  /// `.menuActionDismissBehavior(_:)`: recorded on the view.
  public nonisolated func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("menuActionDismissBehavior", behavior.description)
  }

  /// `.menuOrder(_:)`: recorded on the view.
  public nonisolated func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuOrder", order.description)
  }

  /// `.paletteSelectionEffect(_:)`: recorded on the view.
  public nonisolated func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> ModifiedContent<Self, _StyleModifier> {
    styled("paletteSelectionEffect", effect.description)
  }

  /// `.typeSelectEquivalent(_:)`: recorded on the view.
  public nonisolated func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("typeSelectEquivalent", ValueDescription.quote(String(string)))
  }

  /// `.typeSelectEquivalent(_:)` with a `Text`.
  public nonisolated func typeSelectEquivalent(_ text: Text?) -> ModifiedContent<Self, _StyleModifier> {
    styled("typeSelectEquivalent", text.map { ValueDescription.quote($0.content) } ?? "nil")
  }
}

/// Whether a button repeats while held, as in SwiftUI.
public struct ButtonRepeatBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Does not repeat.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Whether choosing a menu action closes the menu, as in SwiftUI.
public struct MenuActionDismissBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Closes.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Stays open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// The order of a menu's items, as in SwiftUI.
public struct MenuOrder: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuOrder(name: "automatic")
  /// As written.
  public static let fixed = MenuOrder(name: "fixed")
  /// Nearest the touch first.
  public static let priority = MenuOrder(name: "priority")
}

/// How a palette picker shows the chosen item, as in SwiftUI.
public struct PaletteSelectionEffect: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The symbol's variant.
  public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
  /// A custom look.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

/// A bordered button's shape, as in SwiftUI.
public struct ButtonBorderShape: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
}

/// How prominent a section header is, as in SwiftUI.
public struct Prominence: _RecordedSpelling {
  public let name: String
  /// The default.
  public static let standard = Prominence(name: "standard")
  /// Larger.
  public static let increased = Prominence(name: "increased")
}

extension View {
  /// `.scrollDisabled(_:)`: recorded on the view as written (scroll steps still move it).
  public nonisolated func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollDisabled", String(disabled))
  }

  /// `.buttonBorderShape(_:)`: recorded on the view as written.
  public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonBorderShape", shape.description)
  }

  /// `.headerProminence(_:)`: recorded on the view as written.
  public nonisolated func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _StyleModifier> {
    styled("headerProminence", prominence.description)
  }

  /// `.scrollIndicatorsFlash(onAppear:)`: recorded on the view as written.
  public nonisolated func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollIndicatorsFlash", "onAppear: \(onAppear)")
  }

  /// `.scrollIndicatorsFlash(trigger:)`: recorded with the trigger's value.
  public nonisolated func scrollIndicatorsFlash<T: Equatable>(trigger: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollIndicatorsFlash", "trigger: \(ValueDescription.describe(trigger))")
  }
}

extension View {
  /// `.help(_:)`: a tooltip or help text; recorded on the view as written.
  public nonisolated func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("help", ValueDescription.quote(String(text)))
  }

  /// `.help(_:)` with a `Text`: recorded on the view as written.
  public nonisolated func help(_ text: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("help", "Text(\(ValueDescription.quote(text.content)))")
  }

  /// `.scrollBounceBehavior(_:axes:)`: recorded on the view as written.
  public nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollBounceBehavior", behavior.description)
  }
}

extension View {
  /// `.labelIconToTitleSpacing(_:)`: recorded on the view as written.
  public nonisolated func labelIconToTitleSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("labelIconToTitleSpacing", formatNumber(spacing))
  }

  /// `.labelReservedIconWidth(_:)`: recorded on the view as written.
  public nonisolated func labelReservedIconWidth(_ width: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("labelReservedIconWidth", formatNumber(width))
  }
}

extension View {
  /// The size class of controls below (`.large`); recorded on the view as written.
  public nonisolated func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _StyleModifier> {
    styled("controlSize", ".\(size.rawValue)")
  }
}

/// The size of controls, as in SwiftUI.
public enum ControlSize: String, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}
