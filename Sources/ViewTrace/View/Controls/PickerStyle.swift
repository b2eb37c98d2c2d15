/// A picker's look, as in SwiftUI: `.pickerStyle(.menu)` or `.pickerStyle(MenuPickerStyle())`.
/// Recorded on the view as written, by the style's member name (`.menu`); the look
/// itself is not drawn.
public protocol PickerStyle: _RecordedStyle {}

/// `.automatic`: the platform's default picker look.
public struct DefaultPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// `DefaultPickerStyle()`, as in SwiftUI.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// `.menu`: options in a menu.
public struct MenuPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// `MenuPickerStyle()`, as in SwiftUI.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// `.segmented`: options as segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// `SegmentedPickerStyle()`, as in SwiftUI.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// `.wheel`: a wheel of options.
public struct WheelPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// `WheelPickerStyle()`, as in SwiftUI.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// `.inline`: options inline with the content.
public struct InlinePickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// `InlinePickerStyle()`, as in SwiftUI.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// `.navigationLink`: options on a pushed list.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// `NavigationLinkPickerStyle()`, as in SwiftUI.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// `.palette`: options as a palette.
public struct PalettePickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// `PalettePickerStyle()`, as in SwiftUI.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// `.radioGroup`: options as radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// `RadioGroupPickerStyle()`, as in SwiftUI.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
  /// `.pickerStyle(_:)`, as in SwiftUI: recorded on the view as written.
  public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("pickerStyle", "." + S._styleName)
  }
}
