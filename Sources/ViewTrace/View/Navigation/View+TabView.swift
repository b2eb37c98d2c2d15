import Foundation

extension View {
  /// `.tabViewCustomization(_:)`: recorded on the view (no step customizes tabs).
  public nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("tabViewCustomization", customization == nil ? "nil" : "")
  }

  /// `.defaultAdaptableTabBarPlacement(_:)`: recorded on the view.
  public nonisolated func defaultAdaptableTabBarPlacement(_ placement: AdaptableTabBarPlacement = .automatic) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("defaultAdaptableTabBarPlacement", placement.description)
  }
}

/// The user's customization of a tab view, as in SwiftUI (no step customizes).
public struct TabViewCustomization: Hashable, Sendable {
  /// No customization.
  public nonisolated init() {}
}

/// Where an adaptable tab bar sits, as in SwiftUI.
public struct AdaptableTabBarPlacement: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// A tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// A sidebar.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

extension View {
  /// `.sectionActions(content:)`: a section's header actions, built and live.
  public nonisolated func sectionActions<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier> {
    actions("SectionActions", "sectionActions", slot: "sectionActions", content())
  }

  /// `.tabViewSidebarHeader(content:)`: the tab sidebar's header, built and live.
  public nonisolated func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier>
  {
    actions("TabViewSidebarHeader", "tabViewSidebarHeader", slot: "tabViewSidebarHeader", content())
  }

  /// `.tabViewSidebarFooter(content:)`: the tab sidebar's footer, built and live.
  public nonisolated func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _ActionsModifier>
  {
    actions("TabViewSidebarFooter", "tabViewSidebarFooter", slot: "tabViewSidebarFooter", content())
  }

  /// `.tabViewSidebarBottomBar(content:)`: the tab sidebar's bottom bar, built and live.
  public nonisolated func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("TabViewSidebarBottomBar", "tabViewSidebarBottomBar", slot: "tabViewSidebarBottomBar", content())
  }
}
