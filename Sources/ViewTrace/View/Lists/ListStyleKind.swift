/// A list style (`.plain`, ...).
public struct ListStyleKind: Equatable, Sendable {
  let name: String
  /// `.automatic`, as in SwiftUI; recorded on the view as written.
  public static let automatic = ListStyleKind(name: "automatic")
  /// `.plain`, as in SwiftUI; recorded on the view as written.
  public static let plain = ListStyleKind(name: "plain")
  /// `.inset`, as in SwiftUI; recorded on the view as written.
  public static let inset = ListStyleKind(name: "inset")
  /// `.insetGrouped`, as in SwiftUI; recorded on the view as written.
  public static let insetGrouped = ListStyleKind(name: "insetGrouped")
  /// `.grouped`, as in SwiftUI; recorded on the view as written.
  public static let grouped = ListStyleKind(name: "grouped")
  /// `.sidebar`, as in SwiftUI; recorded on the view as written.
  public static let sidebar = ListStyleKind(name: "sidebar")
}
