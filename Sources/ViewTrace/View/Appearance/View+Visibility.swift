extension View {
  /// `.scrollIndicators(_:axes:)`: recorded on the view as written.
  public nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("scrollIndicators", visibility.description)
  }

  /// `.labelsHidden()`: recorded on the view as written (controls keep their titles for steps).
  public nonisolated func labelsHidden() -> ModifiedContent<Self, _StyleModifier> { styled("labelsHidden") }

  /// `.listSectionSeparator(_:edges:)`: recorded on the view as written.
  public nonisolated func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listSectionSeparator", ".\(visibility.rawValue)")
  }

  /// `.menuIndicator(_:)`: recorded on the view as written.
  public nonisolated func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuIndicator", ".\(visibility.rawValue)")
  }

  /// `.scrollClipDisabled(_:)`: recorded on the view as written.
  public nonisolated func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollClipDisabled", String(disabled))
  }

  /// `.statusBarHidden(_:)`: recorded on the view as written.
  public nonisolated func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("statusBarHidden", String(hidden))
  }

  /// `.persistentSystemOverlays(_:)`: recorded on the view as written.
  public nonisolated func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("persistentSystemOverlays", ".\(visibility.rawValue)")
  }
}

extension View {
  /// `.tableColumnHeaders(_:)`: recorded on the view as written.
  public nonisolated func tableColumnHeaders(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("tableColumnHeaders", ".\(visibility.rawValue)")
  }
}

extension View {
  /// `.hidden()`: the view keeps its identity and state and is not drawn; recorded as written.
  public nonisolated func hidden() -> ModifiedContent<Self, _StyleModifier> { styled("hidden") }
}
