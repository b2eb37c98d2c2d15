import Foundation

extension View {
  /// `.swipeActions(edge:allowsFullSwipe:content:onPresentationChanged:)`: the swipe actions of
  /// `swipeActions(edge:allowsFullSwipe:content:)`; no step reveals them, so
  /// `onPresentationChanged` never runs.
  public nonisolated func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T,
    onPresentationChanged: @escaping (Bool) -> Void
  ) -> ModifiedContent<Self, _ActionsModifier> {
    swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content)
  }
}

extension View {
  /// `.deleteDisabled(_:)`: recorded on the row (`Step.deleteRows` does not check it: a scenario
  /// deletes only what its author chooses).
  public nonisolated func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("deleteDisabled", String(isDisabled))
  }

  /// `.selectionDisabled(_:)`: recorded on the row (`Step.select` does not check it).
  public nonisolated func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("selectionDisabled", String(isDisabled))
  }
}

extension View {
  /// Buttons a swipe on the row reveals; live and tappable (`Step.tap`).
  public nonisolated func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, _ActionsModifier> {
    actions(
      "SwipeActions", "swipeActions(edge: .\(edge), allowsFullSwipe: \(allowsFullSwipe))", slot: "swipeActions",
      content())
  }
}

extension View {
  /// `.swipeActionsContainer()`: recorded on the view as written.
  public nonisolated func swipeActionsContainer() -> ModifiedContent<Self, _StyleModifier> { styled("swipeActionsContainer") }
}
