import Foundation

/// UIKit's autocapitalization of typed text, for SwiftUI's deprecated
/// `.autocapitalization(_:)` (iOS 13-14 code; iOS 15 has `.textInputAutocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Nothing is capitalized.
  case none
  /// The first letter of words.
  case words
  /// The first letter of sentences.
  case sentences
  /// Every letter.
  case allCharacters
}

extension View {
  /// `.autocapitalization(_:)` (deprecated in iOS 16): recorded on the view as written; a change
  /// redraws it. Typing in a trace is `Step.setText`, which is not capitalized.
  public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _StyleModifier> {
    styled("autocapitalization", ".\(style)")
  }
}
