/// A framework look ViewTrace records but does not draw (a list's, a picker's,
/// a text field's style): written either as a member (`.plain`) or as the
/// style's type (`PlainListStyle()`), as SwiftUI declares them, and recorded
/// on the view by the member's name.
public protocol _RecordedStyle: Sendable {
  /// The member's name (`plain`).
  static var _styleName: String { get }
}
