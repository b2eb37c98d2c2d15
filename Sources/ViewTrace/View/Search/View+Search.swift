// The other forms of `.searchable`: with `isPresented`, with tokens, and the
// modifiers that configure search. They all make the one search field of
// `.searchable(text:)` (`Step.search` types into it); what they add is
// below.

extension View {
  /// `.searchable(text:isPresented:placement:prompt:)`: the search field, bound to `isPresented`
  /// too. Typing (`Step.search`) activates the field first, so `isPresented` turns true in the
  /// same frame; writing `false` to it is recorded like any state write.
  @MainActor public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> ModifiedContent<Self, _SearchableModifier> {
    searchField(_SearchField(text: text, prompt: prompt?.content, placement: placement, isPresented: isPresented))
  }

  /// `.searchable(text:isPresented:placement:prompt:)` with a string prompt.
  @MainActor public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, _SearchableModifier> {
    searchField(_SearchField(text: text, prompt: String(prompt), placement: placement, isPresented: isPresented))
  }

  /// `.searchable(text:tokens:placement:prompt:token:)`: the search field draws the bound tokens
  /// (a change of them redraws the field, not the view that owns them, unless its body reads
  /// them). The `token` views are drawn by the field and are not built.
  @MainActor public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchField(
      _SearchField(
        text: text, prompt: prompt?.content, placement: placement, tokens: tokenList(tokens)))
  }

  /// `.searchable(text:tokens:isPresented:placement:prompt:token:)`.
  @MainActor public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchField(
      _SearchField(
        text: text, prompt: prompt?.content, placement: placement, isPresented: isPresented,
        tokens: tokenList(tokens)))
  }

  /// `.searchable(text:tokens:suggestedTokens:placement:prompt:token:)`: as the tokens form; the
  /// suggested tokens are offered while typing and are not built.
  @MainActor public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
  }

  /// `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`.
  @MainActor public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchable(
      text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: prompt, token: token)
  }

  /// `.searchable(text:editableTokens:placement:prompt:token:)`: as the tokens form; each token
  /// view gets a binding to its token and is drawn by the field, not built.
  @MainActor public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchField(
      _SearchField(text: text, prompt: prompt?.content, placement: placement, tokens: tokenList(editableTokens)))
  }

  /// `.searchable(text:editableTokens:isPresented:placement:prompt:token:)`.
  @MainActor public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, _SearchableModifier> where C.Element: Identifiable {
    searchField(
      _SearchField(
        text: text, prompt: prompt?.content, placement: placement, isPresented: isPresented,
        tokens: tokenList(editableTokens)))
  }

  nonisolated func searchField(_ field: _SearchField) -> ModifiedContent<Self, _SearchableModifier> {
    ModifiedContent(content: self, modifier: _SearchableModifier(field: field))
  }

  /// `.searchSuggestions(_:)`: recorded on the view (suggestions show while the field is active
  /// and are not built).
  public nonisolated func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("searchSuggestions", TypeNames.shared.name(of: S.self))
  }

  /// `.searchSuggestions(_:for:)`: recorded on the view.
  public nonisolated func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("searchSuggestions", "\(visibility), for: \(placements)")
  }

  /// `.searchCompletion(_:)`: recorded on the view (a suggestion's completion).
  public nonisolated func searchCompletion(_ completion: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("searchCompletion", ValueDescription.quote(completion))
  }

  /// `.searchScopes(_:scopes:)`: recorded on the view (the scope bar is not built; no step picks
  /// a scope, so the binding changes only when your code writes it).
  public nonisolated func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("searchScopes", TypeNames.shared.name(of: S.self))
  }

  /// `.searchScopes(_:activation:_:)`: recorded on the view.
  public nonisolated func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("searchScopes", TypeNames.shared.name(of: S.self) + ", activation: \(activation)")
  }

  /// `.searchDictationBehavior(_:)`: recorded on the view.
  public nonisolated func searchDictationBehavior(_ behavior: TextInputDictationBehavior) -> ModifiedContent<Self, _StyleModifier>
  {
    styled("searchDictationBehavior", behavior.description)
  }

  /// `.searchPresentationToolbarBehavior(_:)`: recorded on the view.
  public nonisolated func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("searchPresentationToolbarBehavior", behavior.description)
  }

  /// `.searchToolbarBehavior(_:)`: recorded on the view.
  public nonisolated func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("searchToolbarBehavior", behavior.description)
  }

  /// `.searchSelection(_:)`: recorded on the view.
  public nonisolated func searchSelection(_ selection: Binding<TextSelection?>) -> ModifiedContent<Self, _StyleModifier> {
    styled("searchSelection")
  }
}

@MainActor
func tokenList<C: Collection>(_ tokens: Binding<C>) -> (location: AnyLocationBase, count: () -> Int) {
  let location = tokens.location
  return (location, { location.peek().count })
}

/// Where search suggestions show, as in SwiftUI.
public struct SearchSuggestionsPlacement: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  /// Below the search field.
  public static let menu = SearchSuggestionsPlacement(name: "menu")
  /// In the content.
  public static let content = SearchSuggestionsPlacement(name: "content")

  /// A set of placements.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    /// Makes a set from its bits.
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// Below the search field.
    public static let menu = Set(rawValue: 1 << 0)
    /// In the content.
    public static let content = Set(rawValue: 1 << 1)
    /// The set as written.
    public var description: String {
      let names = [(Set.menu, ".menu"), (.content, ".content")].filter { contains($0.0) }.map(\.1)
      return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
  }
}

/// When search scopes show, as in SwiftUI.
public struct SearchScopeActivation: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// When the user types.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  /// When the search is presented.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// How dictation works in a text input, as in SwiftUI.
public struct TextInputDictationBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Inline in the field.
  public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
    TextInputDictationBehavior(name: "inline(activation: \(activation))")
  }
}

/// When inline dictation starts, as in SwiftUI.
public struct TextInputDictationActivation: _RecordedSpelling {
  public let name: String
  /// When the field gets focus.
  public static let onLook = TextInputDictationActivation(name: "onLook")
  /// When the user selects the microphone.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

/// Whether the toolbar hides while searching, as in SwiftUI.
public struct SearchPresentationToolbarBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// The title bar stays.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How the search field sits in a toolbar, as in SwiftUI.
public struct SearchToolbarBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SearchToolbarBehavior(name: "automatic")
  /// Minimized to a button.
  public static let minimize = SearchToolbarBehavior(name: "minimize")
}

/// A selection in a text input, as in SwiftUI.
public struct TextSelection: Hashable, Sendable {
  /// An insertion point or range, by offsets in the text (no step selects text).
  public let range: Range<Int>
  /// A selection of `range`.
  public nonisolated init(range: Range<Int>) { self.range = range }
  /// An insertion point at `offset`.
  public nonisolated init(insertionPoint offset: Int) { range = offset..<offset }
}
