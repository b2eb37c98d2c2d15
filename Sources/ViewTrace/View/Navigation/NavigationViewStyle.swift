/// A navigation view's look (deprecated in SwiftUI, still common), as in SwiftUI: `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`.
/// Recorded on the view as written, by the style's member name (`.stack`); the look
/// itself is not drawn.
public protocol NavigationViewStyle: _RecordedStyle {}

/// `.automatic`: the platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "automatic" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// `DefaultNavigationViewStyle()`, as in SwiftUI.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// `.stack`: one view at a time, pushed onto a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "stack" }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// `StackNavigationViewStyle()`, as in SwiftUI.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// `.columns`: a primary and a detail column.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The style, as in SwiftUI.
  public nonisolated init() {}
  public static var _styleName: String { "columns" }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// `DoubleColumnNavigationViewStyle()`, as in SwiftUI.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
  /// `.navigationViewStyle(_:)`, as in SwiftUI: recorded on the view as written.
  public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationViewStyle", "." + S._styleName)
  }
}
