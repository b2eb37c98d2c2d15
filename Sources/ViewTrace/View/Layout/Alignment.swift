/// How children line up across a stack's axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = HorizontalAlignment(name: "leading")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = HorizontalAlignment(name: "center")
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How an `HStack` aligns its children vertically.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = VerticalAlignment(name: "top")
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = VerticalAlignment(name: "center")
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// How a `ZStack` or `.frame` aligns its content.
public struct Alignment: Equatable, Sendable {
  let name: String
  /// `.center`, as in SwiftUI; recorded on the view as written.
  public static let center = Alignment(name: "center")
  /// `.leading`, as in SwiftUI; recorded on the view as written.
  public static let leading = Alignment(name: "leading")
  /// `.trailing`, as in SwiftUI; recorded on the view as written.
  public static let trailing = Alignment(name: "trailing")
  /// `.top`, as in SwiftUI; recorded on the view as written.
  public static let top = Alignment(name: "top")
  /// `.bottom`, as in SwiftUI; recorded on the view as written.
  public static let bottom = Alignment(name: "bottom")
  /// `.topLeading`, as in SwiftUI; recorded on the view as written.
  public static let topLeading = Alignment(name: "topLeading")
  /// `.bottomTrailing`, as in SwiftUI; recorded on the view as written.
  public static let bottomTrailing = Alignment(name: "bottomTrailing")
  /// `.topTrailing`, as in SwiftUI; recorded on the view as written.
  public static let topTrailing = Alignment(name: "topTrailing")
  /// `.bottomLeading`, as in SwiftUI; recorded on the view as written.
  public static let bottomLeading = Alignment(name: "bottomLeading")
}
