import Foundation

/// A button that opens the system's share sheet for `item` (the sheet is the
/// system's and is not modelled); a leaf drawn with its item.
public struct ShareLink: View {
  let title: String
  let item: String
  /// A share link for text.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.title = "Share"
    self.item = item
  }
  /// A share link for a URL.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.title = "Share"
    self.item = item.absoluteString
  }
  /// A titled share link for text.
  public init<S: StringProtocol>(_ title: S, item: String) {
    self.title = String(title)
    self.item = item
  }
  /// A titled share link for a URL.
  public init<S: StringProtocol>(_ title: S, item: URL) {
    self.title = String(title)
    self.item = item.absoluteString
  }
  /// Framework views have no body: the engine takes them apart into nodes.
  public var body: Never { primitiveBody("ShareLink") }
}

extension ShareLink: LeafView {
  static var _typeName: String { "ShareLink" }
  var _label: String { "ShareLink(\(ValueDescription.quote(title)), item: \(ValueDescription.quote(item)))" }
}
