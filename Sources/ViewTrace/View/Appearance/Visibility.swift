/// Whether a piece of system chrome shows, as in SwiftUI.
public enum Visibility: String, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
