import Foundation

extension View {
  /// `.findNavigator(isPresented:)`: recorded on the view (no step opens the find bar).
  public nonisolated func findNavigator(isPresented: Binding<Bool>) -> ModifiedContent<Self, _StyleModifier> {
    styled("findNavigator")
  }

  /// `.textSelectionAffinity(_:)`: recorded on the view.
  public nonisolated func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedContent<Self, _StyleModifier> {
    styled("textSelectionAffinity", affinity.description)
  }

  /// `.writingToolsBehavior(_:)`: recorded on the view.
  public nonisolated func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingToolsBehavior", behavior.description)
  }

  /// `.textInputFormattingControlVisibility(_:for:)`: recorded on the view.
  public nonisolated func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("textInputFormattingControlVisibility", "\(visibility)")
  }
}

/// Which side of a line break a selection favours, as in SwiftUI.
public struct TextSelectionAffinity: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TextSelectionAffinity(name: "automatic")
  /// Upstream.
  public static let upstream = TextSelectionAffinity(name: "upstream")
  /// Downstream.
  public static let downstream = TextSelectionAffinity(name: "downstream")
}

/// Whether Writing Tools work on a text view, as in SwiftUI.
public struct WritingToolsBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// The full experience.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// A panel only.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// Off.
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// Where text formatting controls show, as in SwiftUI.
public enum TextInputFormattingControlPlacement {
  /// A set of placements.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Makes a set from its bits.
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// The input assistant.
    public static let inputAssistant = Set(rawValue: 1 << 0)
    /// The context menu.
    public static let contextMenu = Set(rawValue: 1 << 1)
    /// Every placement.
    public static let all: Set = [.inputAssistant, .contextMenu]
  }
}

// MARK: - Text input and text styling, recorded on the node

/// A keyboard, as in SwiftUI (`.keyboardType(.numberPad)`).
public enum UIKeyboardType: String, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalization, as in SwiftUI.
public struct TextInputAutocapitalization: Sendable, Equatable {
  let name: String
  /// No capitalization.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of words.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of sentences.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
  /// `.keyboardType(_:)`: recorded on the view as written; a change redraws it.
  public nonisolated func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _StyleModifier> {
    styled("keyboardType", ".\(type.rawValue)")
  }

  /// `.textInputAutocapitalization(_:)`: recorded on the view as written.
  public nonisolated func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("textInputAutocapitalization", style.map { ".\($0.name)" } ?? "nil")
  }
}

extension View {
  /// What kind of text a field expects (autofill); recorded on the view as written.
  public nonisolated func textContentType(_ type: UITextContentType?) -> ModifiedContent<Self, _StyleModifier> {
    styled("textContentType", type.map { ".\($0.rawValue)" } ?? "nil")
  }
}

/// The kinds of text a field can expect, for autofill (recorded only).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The name, as written (`name`).
  public let rawValue: String
  /// A content type named `rawValue`.
  public nonisolated init(rawValue: String) { self.rawValue = rawValue }
  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
}

extension View {
  /// `.textInputSuggestions(_:)`: a text field's suggestions, built and live (choosing one is a
  /// `Step.tap` on it).
  public nonisolated func textInputSuggestions<C: View>(@ViewBuilder _ suggestions: () -> C) -> ModifiedContent<
    Self, _ActionsModifier
  > {
    actions("TextInputSuggestions", "textInputSuggestions", slot: "textInputSuggestions", suggestions())
  }

  /// `.textInputSuggestions(_:content:)`: a suggestion per element, as a `ForEach` makes them.
  public nonisolated func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) -> ModifiedContent<Self, _ActionsModifier> where Data.Element: Identifiable {
    textInputSuggestions { ForEach(data, content: content) }
  }

  /// `.textInputSuggestions(_:id:content:)`.
  public nonisolated func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) -> ModifiedContent<Self, _ActionsModifier> {
    textInputSuggestions { ForEach(data, id: id, content: content) }
  }
}

extension View {
  /// `.autocorrectionDisabled(_:)`: recorded on the view as written.
  public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("autocorrectionDisabled", String(disable))
  }

  /// `.disableAutocorrection(_:)` (deprecated in SwiftUI for `autocorrectionDisabled`): recorded as written.
  public nonisolated func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("disableAutocorrection", disable.map(String.init) ?? "nil")
  }
}

extension View {
  /// `.replaceDisabled(_:)`: recorded on the view as written.
  public nonisolated func replaceDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("replaceDisabled", String(isDisabled))
  }

  /// `.findDisabled(_:)`: recorded on the view as written.
  public nonisolated func findDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("findDisabled", String(isDisabled))
  }
}

/// Whether people can select a text, as in SwiftUI.
public struct TextSelectability: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Selectable.
  public static let enabled = TextSelectability(name: "enabled")
  /// Not selectable.
  public static let disabled = TextSelectability(name: "disabled")
  /// The value as written (`.enabled`).
  public var description: String { "." + name }
}

extension View {
  /// `.textSelection(_:)`: recorded on the view as written.
  public nonisolated func textSelection(_ selectability: TextSelectability) -> ModifiedContent<Self, _StyleModifier> {
    styled("textSelection", selectability.description)
  }
}

extension View {
  /// `.scrollDismissesKeyboard(_:)`: recorded on the view as written.
  public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollDismissesKeyboard", mode.description)
  }
}

extension View {
  /// `.textInputCompletion(_:)`: recorded on the view as written.
  public nonisolated func textInputCompletion(_ completion: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("textInputCompletion", ValueDescription.quote(completion))
  }

  /// `.writingToolsAffordanceVisibility(_:)`: recorded on the view as written.
  public nonisolated func writingToolsAffordanceVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingToolsAffordanceVisibility", ".\(visibility.rawValue)")
  }
}
