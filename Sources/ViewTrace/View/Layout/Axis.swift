/// The scroll directions of a `ScrollView`.
public struct Axis: Equatable, Sendable {
  let name: String
  /// `.vertical`, as in SwiftUI; recorded on the view as written.
  public static let vertical = Axis(name: "vertical")
  /// `.horizontal`, as in SwiftUI; recorded on the view as written.
  public static let horizontal = Axis(name: "horizontal")
}
