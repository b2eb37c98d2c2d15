import Foundation

/// What a toolbar is for, as in SwiftUI.
public struct ToolbarRole: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's bar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser-like bar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's bar.
  public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar title shows, as in SwiftUI.
public struct ToolbarTitleDisplayMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Inline, large first.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// Inline.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

extension View {
  /// `.toolbarRole(_:)`: recorded on the view as written.
  public nonisolated func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbarRole", role.description)
  }

  /// `.toolbarTitleDisplayMode(_:)`: recorded on the view as written.
  public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbarTitleDisplayMode", mode.description)
  }

  /// `.toolbarVisibility(_:for:)`: recorded on the view as written.
  public nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarVisibility", ".\(visibility.rawValue)")
  }

  /// `.toolbarBackgroundVisibility(_:for:)`: recorded on the view as written.
  public nonisolated func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackgroundVisibility", ".\(visibility.rawValue)")
  }

  /// `.toolbarForegroundStyle(_:for:)`: recorded on the view as written.
  public nonisolated func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarForegroundStyle", describeStyle(style))
  }
}

extension View {
  /// `.toolbarBackground(_:for:)`: recorded on the view as written.
  public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackground", ".\(visibility.rawValue)")
  }

  /// `.toolbarBackground(_:for:)` with a style: recorded on the view as written.
  public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackground", "\(style)")
  }

  /// `.toolbarColorScheme(_:for:)`: recorded on the view as written.
  public nonisolated func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarColorScheme", scheme.map { ".\($0.rawValue)" } ?? "nil")
  }
}

extension View {
  /// `.toolbar(removing:)`: recorded on the view.
  public nonisolated func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbar", "removing: " + (defaultItemKind?.description ?? "nil"))
  }
}

/// A toolbar item the system adds, as in SwiftUI.
public struct ToolbarDefaultItemKind: _RecordedSpelling {
  public let name: String
  /// The sidebar toggle.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
  /// `.toolbar(id:content:)`: a customizable toolbar; its items are built and live as in
  /// `toolbar(content:)` (customizing them is not simulated).
  public nonisolated func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("Toolbar", "toolbar(id: \(ValueDescription.quote(id)))", slot: "toolbar", content())
  }

  /// `.toolbarTitleMenu(content:)`: the menu under the navigation title; its buttons are built
  /// and live.
  public nonisolated func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier> {
    actions("ToolbarTitleMenu", "toolbarTitleMenu", slot: "toolbarTitleMenu", content())
  }
}
