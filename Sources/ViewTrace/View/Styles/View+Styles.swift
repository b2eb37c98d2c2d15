import Foundation

// Scroll behaviour, control styles, list spacing, bars and feedback: none
// changes which bodies run (ViewTrace lays nothing out and draws nothing).
// Recorded on the view as written, so a changed argument redraws that view
// only. A control style set on a container is recorded on the container
// (in SwiftUI the controls inside redraw with it).


/// A tab view's look, as in SwiftUI.
public struct TabViewStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TabViewStyleKind(name: "automatic")
  /// Pages swiped side by side.
  public static let page = TabViewStyleKind(name: "page")
  /// A tab bar only.
  public static let tabBarOnly = TabViewStyleKind(name: "tabBarOnly")
  /// A tab bar that becomes a sidebar where there is room (iPadOS, macOS).
  public static let sidebarAdaptable = TabViewStyleKind(name: "sidebarAdaptable")
  /// Pages with their index dots shown or hidden.
  public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleKind {
    TabViewStyleKind(name: "page(indexDisplayMode: \(indexDisplayMode))")
  }
}

/// Whether a paged tab view shows its index, as in SwiftUI.
public struct PageIndexDisplayMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PageIndexDisplayMode(name: "automatic")
  /// Always.
  public static let always = PageIndexDisplayMode(name: "always")
  /// Never.
  public static let never = PageIndexDisplayMode(name: "never")
}

/// A menu's look, as in SwiftUI.
public struct MenuStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuStyleKind(name: "automatic")
  /// A button.
  public static let button = MenuStyleKind(name: "button")
}

/// A gauge's look, as in SwiftUI.
public struct GaugeStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = GaugeStyleKind(name: "automatic")
  /// A ring.
  public static let accessoryCircular = GaugeStyleKind(name: "accessoryCircular")
  /// A ring showing capacity.
  public static let accessoryCircularCapacity = GaugeStyleKind(name: "accessoryCircularCapacity")
  /// A bar.
  public static let accessoryLinear = GaugeStyleKind(name: "accessoryLinear")
  /// A bar showing capacity.
  public static let accessoryLinearCapacity = GaugeStyleKind(name: "accessoryLinearCapacity")
  /// A bar showing capacity.
  public static let linearCapacity = GaugeStyleKind(name: "linearCapacity")
}

extension View {
  /// `.tabViewStyle(_:)`: recorded on the view as written.
  public nonisolated func tabViewStyle(_ style: TabViewStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("tabViewStyle", style.description)
  }

  /// `.menuStyle(_:)`: recorded on the view as written.
  public nonisolated func menuStyle(_ style: MenuStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuStyle", style.description)
  }

  /// `.gaugeStyle(_:)`: recorded on the view as written.
  public nonisolated func gaugeStyle(_ style: GaugeStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("gaugeStyle", style.description)
  }
}

/// A style for container controls set on a container, as in SwiftUI
/// (`.groupBoxStyle(.automatic)`); recorded on the view as written.
public struct ContainerStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ContainerStyleKind(name: "automatic")
  /// A page index shown as dots (`indexViewStyle`).
  public static let page = ContainerStyleKind(name: "page")
  /// A page index on a background (`indexViewStyle`).
  public static func page(backgroundDisplayMode: PageIndexDisplayMode) -> ContainerStyleKind {
    ContainerStyleKind(name: "page(backgroundDisplayMode: \(backgroundDisplayMode))")
  }
  /// A table's inset look (`tableStyle`).
  public static let inset = ContainerStyleKind(name: "inset")
  /// A navigation-style control group (`controlGroupStyle`).
  public static let navigation = ContainerStyleKind(name: "navigation")
  /// A menu-style control group (`controlGroupStyle`).
  public static let menu = ContainerStyleKind(name: "menu")
}

extension View {
  /// `.groupBoxStyle(_:)`: recorded on the view as written.
  public nonisolated func groupBoxStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("groupBoxStyle", style.description)
  }

  /// `.indexViewStyle(_:)`: recorded on the view as written.
  public nonisolated func indexViewStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("indexViewStyle", style.description)
  }

  /// `.labeledContentStyle(_:)`: recorded on the view as written.
  public nonisolated func labeledContentStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("labeledContentStyle", style.description)
  }

  /// `.controlGroupStyle(_:)`: recorded on the view as written.
  public nonisolated func controlGroupStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("controlGroupStyle", style.description)
  }

  /// `.disclosureGroupStyle(_:)`: recorded on the view as written.
  public nonisolated func disclosureGroupStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("disclosureGroupStyle", style.description)
  }

  /// `.tableStyle(_:)`: recorded on the view as written.
  public nonisolated func tableStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("tableStyle", style.description)
  }
}

extension View {
  /// `.buttonSizing(_:)`: recorded on the view.
  public nonisolated func buttonSizing(_ sizing: ButtonSizing) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonSizing", sizing.description)
  }
}

/// How a button sizes itself, as in SwiftUI.
public struct ButtonSizing: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonSizing(name: "automatic")
  /// To fit its label.
  public static let fitted = ButtonSizing(name: "fitted")
  /// As wide as it may be.
  public static let flexible = ButtonSizing(name: "flexible")
}

extension View {
  /// `.textEditorStyle(_:)`: recorded on the view.
  public nonisolated func textEditorStyle(_ style: TextEditorStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("textEditorStyle", style.description)
  }
}

/// A text editor's look, as in SwiftUI.
public struct TextEditorStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TextEditorStyleKind(name: "automatic")
  /// No decoration.
  public static let plain = TextEditorStyleKind(name: "plain")
  /// A rounded border.
  public static let roundedBorder = TextEditorStyleKind(name: "roundedBorder")
}
