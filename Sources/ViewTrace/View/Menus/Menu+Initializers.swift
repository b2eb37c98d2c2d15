import Foundation

extension Menu where Label == ViewTrace.Label<Text, Image> {
  /// A menu titled `title` with an asset-catalogue image.
  public nonisolated init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { ViewTrace.Label(title, image: image) }
  }
  /// A menu titled `title` with an asset-catalogue image whose tap runs `primaryAction`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { ViewTrace.Label(title, image: image) }, primaryAction: primaryAction)
  }
  /// A menu titled `title` with an SF Symbol whose tap runs `primaryAction`.
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { ViewTrace.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
  }
}
