/// `.onSubmit(_:)`: an action run when a text field below is submitted.
public struct _OnSubmitModifier {
  let action: () -> Void
}

extension View {
  /// An action run when the person submits a text field in this view
  /// (`Step.submit(title)`). With several `.onSubmit` around the field, the
  /// innermost runs (an assumption: Apple's documentation does not say).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _OnSubmitModifier>
  {
    ModifiedContent(content: self, modifier: _OnSubmitModifier(action: action))
  }
}

/// What submits, as in SwiftUI: `.text` (a text field) or `.search`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The triggers as bits.
  public let rawValue: Int
  /// The triggers whose bits are set.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's return key.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension _OnSubmitModifier: AttachedModifier {
  final class State: AttachmentState {
    var action: () -> Void = {}
  }
  static var slotKind: String { "onSubmit" }
  func _makeState(_ context: AttachmentContext) -> State { State() }
  /// The latest action is the one a submission runs.
  func _update(_ state: State, _ context: AttachmentContext, appearing: Bool) { state.action = action }
}

extension Step {
  /// Submits the live text field, secure field or text editor titled `title`
  /// (its return key): the innermost `.onSubmit` on it or a view around it runs.
  public static func submit(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "submit \(ValueDescription.quote(title))", kind: .setText) { graph throws(EngineError) in
      let field = try graph.feature(ControlFeature.self).controlNode((any TextEntryControl).self, kind: "text field", title: title, within: within)
      var node: ViewNode? = field
      while let current = node {
        let states = current.attachments.keys.sorted().compactMap {
          current.attachments[$0] as? _OnSubmitModifier.State
        }
        if let state = states.last { return { state.action() } }
        node = current.parent
      }
      return {}
    }
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

/// The return key's label, as in SwiftUI.
public enum SubmitLabel: String, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

extension Text {
  /// Letter case, as in SwiftUI (`.textCase(.uppercase)`).
  public enum Case: String, Sendable {
    case uppercase, lowercase
  }
}

/// Why content is drawn as a placeholder, as in SwiftUI (`.redacted(reason: .placeholder)`).
public struct RedactionReasons: OptionSet, Sendable {
  /// The reasons as bits.
  public let rawValue: Int
  /// The reasons whose bits are set.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Drawn as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Hidden as private data.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Shown as invalidated.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How changing content animates, as in SwiftUI (`.contentTransition(.numericText())`).
public struct ContentTransition: Sendable, Equatable {
  let name: String
  /// The identity transition.
  public static let identity = ContentTransition(name: ".identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: ".opacity")
  /// Interpolated where possible.
  public static let interpolate = ContentTransition(name: ".interpolate")
  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? ".numericText(countsDown: true)" : ".numericText()")
  }
}

extension View {
  /// `.keyboardType(_:)`: recorded on the view as written; a change redraws it.
  public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _StyleModifier> {
    styled("keyboardType", ".\(type.rawValue)")
  }
  /// `.textInputAutocapitalization(_:)`: recorded on the view as written.
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("textInputAutocapitalization", style.map { ".\($0.name)" } ?? "nil")
  }
  /// `.submitLabel(_:)`: recorded on the view as written.
  public func submitLabel(_ label: SubmitLabel) -> ModifiedContent<Self, _StyleModifier> {
    styled("submitLabel", ".\(label.rawValue)")
  }
  /// `.textCase(_:)`: recorded on the view as written (the text is not re-cased).
  public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _StyleModifier> {
    styled("textCase", textCase.map { ".\($0.rawValue)" } ?? "nil")
  }
  /// `.monospacedDigit()`: recorded on the view as written.
  public func monospacedDigit() -> ModifiedContent<Self, _StyleModifier> { styled("monospacedDigit") }
  /// `.redacted(reason:)`: recorded on the view as written (nothing is hidden).
  public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "redacted",
      "reason: "
        + (reason.isEmpty
          ? "[]"
          : reason.contains(.placeholder) ? ".placeholder" : reason.contains(.privacy) ? ".privacy" : ".invalidated"))
  }
  /// `.contentTransition(_:)`: recorded on the view as written (not animated).
  public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentTransition", transition.name)
  }
  /// `.animation(_:value:)`: recorded on the view as written, with the value
  /// it watches, so a new value redraws the view; nothing is animated.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _StyleModifier> {
    styled("animation", "\(animation?.description ?? "nil"), value: \(ValueDescription.describe(value))")
  }
  /// `.contentShape(_:)`: recorded on the view as written (hit testing is not simulated).
  public func contentShape(_ shape: some Shape) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentShape", describeShape(shape))
  }
}
