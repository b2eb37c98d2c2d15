import Foundation

extension View {
  /// `.navigationSplitViewColumnWidth(_:)`: recorded on the view as written (not laid out).
  public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationSplitViewColumnWidth", formatNumber(width))
  }

  /// `.navigationSplitViewColumnWidth(min:ideal:max:)`: recorded on the view as written.
  public nonisolated func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("navigationSplitViewColumnWidth", "ideal: \(formatNumber(ideal))")
  }
}

extension View {
  /// `.navigationDocument(_:)`: recorded on the view.
  public nonisolated func navigationDocument(_ url: URL) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationDocument", ValueDescription.quote(url.absoluteString))
  }
}

extension View {
  /// `.navigationSubtitle(_:)`: recorded on the view as written.
  public nonisolated func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationSubtitle", ValueDescription.quote(String(subtitle)))
  }
}
