import Foundation

extension View {
  /// `.contextMenu(forSelectionType:menu:primaryAction:)`: the menu for no selection, built and
  /// live as `contextMenu(menuItems:)` makes it (the menus for selected rows are shown only for a
  /// long press on them, which no step does).
  public nonisolated func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> ModifiedContent<Self, _ActionsModifier> {
    contextMenu(menuItems: { menu([]) })
  }
}

extension View {
  /// `.contextMenu(menuItems:preview:)`: the menu's buttons as `contextMenu(menuItems:)` makes
  /// them; the preview is shown only while the menu is open and is not built here.
  public nonisolated func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> ModifiedContent<Self, _ActionsModifier> {
    contextMenu(menuItems: menuItems)
  }
}

extension View {
  /// Buttons a long press on the view reveals; live and tappable (`Step.tap`).
  public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("ContextMenu", "contextMenu", slot: "contextMenu", menuItems())
  }
}

/// A context menu as a value (iOS 13, deprecated for `contextMenu(menuItems:)`): its items.
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems
  /// A menu of `menuItems`.
  public nonisolated init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension View {
  /// `.contextMenu(_:)` with a `ContextMenu` (iOS 13): the same menu as
  /// `contextMenu(menuItems:)`; `nil` has no items.
  public nonisolated func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("ContextMenu", "contextMenu", slot: "contextMenu", contextMenu?.items)
  }
}
