import Foundation

/// A button that opens the system's share sheet for `item` (the sheet is the
/// system's and is not modelled); a leaf drawn with its item.
public nonisolated struct ShareLink: View {
  let title: String
  let item: String
  /// A share link for text.
  public nonisolated init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.title = "Share"
    self.item = item
  }
  /// A share link for a URL.
  public nonisolated init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.title = "Share"
    self.item = item.absoluteString
  }
  /// A titled share link for text.
  public nonisolated init<S: StringProtocol>(_ title: S, item: String) {
    self.title = String(title)
    self.item = item
  }
  /// A titled share link for a URL.
  public nonisolated init<S: StringProtocol>(_ title: S, item: URL) {
    self.title = String(title)
    self.item = item.absoluteString
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ShareLink") }
}

@MainActor extension ShareLink: LeafView {
  package static var _typeName: String { "ShareLink" }
  package var _label: String { "ShareLink(\(ValueDescription.quote(title)), item: \(ValueDescription.quote(item)))" }
}

/// How a shared item is previewed in the share sheet, as in SwiftUI (the sheet is the
/// system's; the preview is kept for the link's label).
public struct SharePreview<Image, Icon> {
  let title: String
  /// A preview titled `title`.
  public nonisolated init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = String(title) }
  /// A preview titled `title` with an image.
  public nonisolated init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = String(title) }
  /// A preview titled `title` with an icon.
  public nonisolated init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never { self.title = String(title) }
  /// A preview titled `title` with an image and an icon.
  public nonisolated init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

extension ShareLink {
  /// A share link titled by a `Text`.
  public nonisolated init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) { self.init(title.content, item: item) }
  /// A share link titled by a `Text`, with a preview.
  public nonisolated init<I: Transferable, P, C>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>
  ) {
    self.init(title.content, item: shareDescription(item))
  }
  /// A share link titled by the texts of `label`.
  public nonisolated init<L: View>(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), item: item)
  }
  /// A share link titled by the texts of `label`, for a URL.
  public nonisolated init<L: View>(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) {
    self.init(contentTitle(label()), item: item)
  }
  /// A share link for any transferable item, with a preview.
  public nonisolated init<I: Transferable, P, C>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>) {
    self.init("Share", item: shareDescription(item))
  }
  /// A share link for any transferable item, with a preview, titled by `label`.
  public nonisolated init<I: Transferable, P, C, L: View>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>, @ViewBuilder label: () -> L
  ) {
    self.init(contentTitle(label()), item: shareDescription(item))
  }
  /// A share link for several items.
  public nonisolated init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element: Transferable {
    self.init("Share", item: shareDescription(Array(items)))
  }
  /// A share link for several items, titled by `label`.
  public nonisolated init<Data: RandomAccessCollection, L: View>(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L
  ) where Data.Element: Transferable {
    self.init(contentTitle(label()), item: shareDescription(Array(items)))
  }
  /// A share link for several items titled by a `Text`.
  public nonisolated init<Data: RandomAccessCollection>(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element: Transferable {
    self.init(title.content, item: shareDescription(Array(items)))
  }
  /// A share link for several items with a preview per item.
  public nonisolated init<Data: RandomAccessCollection, P, C>(
    items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<P, C>
  ) where Data.Element: Transferable {
    self.init("Share", item: shareDescription(Array(items)))
  }
  /// A share link for several items with a preview per item, titled by `label`.
  public nonisolated init<Data: RandomAccessCollection, P, C, L: View>(
    items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<P, C>,
    @ViewBuilder label: () -> L
  ) where Data.Element: Transferable {
    self.init(contentTitle(label()), item: shareDescription(Array(items)))
  }
  /// A share link for several items titled by a `Text`, with a preview per item.
  public nonisolated init<Data: RandomAccessCollection, P, C>(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<P, C>
  ) where Data.Element: Transferable {
    self.init(title.content, item: shareDescription(Array(items)))
  }
}

/// A shared item as the link draws it: a string or a URL as written, anything else described.
nonisolated func shareDescription(_ item: Any) -> String {
  switch item {
  case let text as String: text
  case let url as URL: url.absoluteString
  default: describingFromAnyIsolation([item]) { items in ValueDescription.describe(items[0]) }
  }
}
