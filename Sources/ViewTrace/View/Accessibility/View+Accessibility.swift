import Foundation

// The accessibility forms that assistive technologies drive: rotors, quick
// actions, drag and drop points, custom content, accessibility focus. No
// scenario step uses VoiceOver or Switch Control, so they are recorded on
// the view as written; `@AccessibilityFocusState` is storage like `@State`.

// Accessibility modifiers: they describe the view to assistive technologies
// and never change which bodies run. Recorded on the view as written, so a
// changed label or value redraws that view only.
// Views made only for assistive technologies (children, representations,
// large-content viewers, labels from content) are not drawn: their type is
// recorded on the view and they are not built as nodes.

/// Traits that describe a view to assistive technologies, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Makes traits from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }

  /// The view is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The view is a header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The view is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The view is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The view is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The view is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The view plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The view is a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The view is static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The view is a summary element.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The view updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the view starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The view allows direct touch interaction.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The view turns the page when scrolled to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The view is modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The view is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The view is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  private static let names: [(AccessibilityTraits, String)] = [
    (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
    (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
    (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
    (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
  ]

  /// The traits as written: `.isButton` or `[.isButton, .isHeader]`.
  public var description: String {
    let names = Self.names.filter { contains($0.0) }.map { "." + $0.1 }
    return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
  }
}

/// How an accessibility element is made from its children, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The children are ignored: the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are kept as elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// The behaviour as written (`.combine`).
  public var description: String { "." + name }
}

/// A heading's level for assistive technologies, as in SwiftUI.
public enum AccessibilityHeadingLevel: String, Hashable, Sendable, CaseIterable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
  /// `.accessibilityElement(children:)`: recorded on the view as written.
  public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityElement", "children: \(children)")
  }

  /// `.accessibilityLabel(_:)` with a `Text`, as in SwiftUI: recorded on the view as written.
  public nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _StyleModifier> {
    named("accessibilityLabel", "Text(\(ValueDescription.quote(label.content)))", label.content)
  }

  /// `.accessibilityValue(_:)` with a `Text`: recorded on the view as written.
  public nonisolated func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityValue", "Text(\(ValueDescription.quote(value.content)))")
  }

  /// `.accessibilityAddTraits(_:)`: recorded on the view as written.
  public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityAddTraits", traits.description)
  }

  /// `.accessibilityRemoveTraits(_:)`: recorded on the view as written.
  public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityRemoveTraits", traits.description)
  }

  /// `.accessibilityHeading(_:)`: recorded on the view as written.
  public nonisolated func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHeading", "." + level.rawValue)
  }

  /// `.accessibilityIgnoresInvertColors(_:)`: recorded on the view as written.
  public nonisolated func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityIgnoresInvertColors", String(active))
  }

  /// `.accessibilityShowsLargeContentViewer()`: recorded on the view as written.
  public nonisolated func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityShowsLargeContentViewer")
  }

  /// `.accessibilityLabel(_:isEnabled:)`: recorded on the view as written (`isEnabled: false` shows in the record).
  public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    named(
      "accessibilityLabel", ValueDescription.quote(String(label)) + (isEnabled ? "" : ", isEnabled: false"),
      isEnabled ? String(label) : nil)
  }

  /// `.accessibilityHint(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHint", ValueDescription.quote(String(hint)) + (isEnabled ? "" : ", isEnabled: false"))
  }

  /// `.accessibilityValue(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityValue", ValueDescription.quote(String(value)) + (isEnabled ? "" : ", isEnabled: false"))
  }

  /// `.accessibilityInputLabels(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityInputLabels<S: StringProtocol>(_ labels: [S], isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled(
      "accessibilityInputLabels",
      "[" + labels.map { ValueDescription.quote(String($0)) }.joined(separator: ", ") + "]"
        + (isEnabled ? "" : ", isEnabled: false"))
  }

  /// `.accessibilityIdentifier(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    named(
      "accessibilityIdentifier", ValueDescription.quote(identifier) + (isEnabled ? "" : ", isEnabled: false"),
      isEnabled ? identifier : nil)
  }

  /// A modifier that names the view for scenario steps (`Step.tap` finds a button by its
  /// accessibility label or identifier), recorded as written.
  private nonisolated func named(_ name: String, _ arguments: String, _ argument: String?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    ModifiedContent(content: self, modifier: _StyleModifier(name: name, text: ".\(name)(\(arguments))", argument: argument))
  }

  /// `.accessibilityHidden(_:isEnabled:)`: recorded on the view as written.
  public nonisolated func accessibilityHidden(_ hidden: Bool, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHidden", String(hidden) + (isEnabled ? "" : ", isEnabled: false"))
  }
}

/// The kind of text content an element holds, as in SwiftUI.
public struct AccessibilityTextContentType: _RecordedSpelling {
  public let name: String
  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// Console output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// A file system listing.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Narrative text.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word-processing document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension View {
  /// `.accessibilityChildren(children:)`: recorded on the view (the children exist only for
  /// assistive technologies and are not built).
  public nonisolated func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityChildren", TypeNames.shared.name(of: V.self))
  }

  /// `.accessibilityShowsLargeContentViewer(_:)`: recorded on the view (not built).
  public nonisolated func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContent: () -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityShowsLargeContentViewer", TypeNames.shared.name(of: V.self))
  }

  /// `.accessibilityTextContentType(_:)`: recorded on the view as written.
  public nonisolated func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityTextContentType", type.description)
  }

  /// `.assistiveAccessNavigationIcon(_:)`: recorded on the view as written.
  public nonisolated func assistiveAccessNavigationIcon(_ icon: Image) -> ModifiedContent<Self, _StyleModifier> {
    styled("assistiveAccessNavigationIcon", "Image")
  }

  /// `.assistiveAccessNavigationIcon(systemImage:)`: recorded on the view as written.
  public nonisolated func assistiveAccessNavigationIcon(systemImage: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("assistiveAccessNavigationIcon", "systemImage: " + ValueDescription.quote(systemImage))
  }

  /// `.speechAdjustedPitch(_:)`: recorded on the view as written.
  public nonisolated func speechAdjustedPitch(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAdjustedPitch", formatNumber(value))
  }

  /// `.speechAlwaysIncludesPunctuation(_:)`: recorded on the view as written.
  public nonisolated func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAlwaysIncludesPunctuation", String(value))
  }

  /// `.speechAnnouncementsQueued(_:)`: recorded on the view as written.
  public nonisolated func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAnnouncementsQueued", String(value))
  }

  /// `.speechSpellsOutCharacters(_:)`: recorded on the view as written.
  public nonisolated func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechSpellsOutCharacters", String(value))
  }
}

/// Where VoiceOver's focus is, owned by the view's identity, as in SwiftUI.
///
/// It is storage like `@State`: a body that reads it depends on it, and assigning it (in an
/// action) updates those bodies (`_printChanges` lists `_isFocused`). No step moves VoiceOver, so
/// it changes only when your code assigns it.
@MainActor @preconcurrency @propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to an accessibility focus state, for `.accessibilityFocused(_:)`.
  @MainActor @preconcurrency @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>
    /// The focus value; assigning it moves accessibility focus.
    public var wrappedValue: Value {
      get { box.read(as: .binding) }
      nonmutating set { box.write(newValue) }
    }
    /// What `$name` gives.
    public var projectedValue: Binding { self }
  }

  let box: StateBox<Value>
  /// A state that is `true` while the bound view has accessibility focus.
  @MainActor public init() where Value == Bool { box = StateBox(initial: false) }
  /// A state that names which bound view has accessibility focus, `nil` for none.
  @MainActor public init<T: Hashable>() where Value == T? { box = StateBox(initial: nil) }
  /// A state for the given assistive technologies (all of them are the same here).
  @MainActor public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = StateBox(initial: false) }
  /// A state for the given assistive technologies, naming a view.
  @MainActor public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    box = StateBox(initial: nil)
  }
  /// The value; reading it in `body` makes the view depend on it.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }
  /// A binding for `.accessibilityFocused(_:)`.
  public var projectedValue: Binding { Binding(box: box) }
}

@MainActor extension AccessibilityFocusState: EngineDynamicProperty {
  package func _makeBox(_ context: PropertyContext) -> StatePropertyBox { box.makePropertyBox(context) }
  package func _install(in property: StatePropertyBox, _ context: PropertyContext) { box.attach(to: property) }
}

@MainActor extension AccessibilityFocusState: EngineComparable {
  /// Equal: the value lives with the identity.
  package static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool { true }
}

/// Assistive technologies, as in SwiftUI.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes a set from its bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
  /// VoiceOver.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// Switch Control.
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// How an element is paired with its label, as in SwiftUI.
public struct AccessibilityLabeledPairRole: _RecordedSpelling {
  public let name: String
  /// The label.
  public static let label = AccessibilityLabeledPairRole(name: "label")
  /// The content.
  public static let content = AccessibilityLabeledPairRole(name: "content")
}

/// How important a custom content line is, as in SwiftUI.
public enum AccessibilityCustomContentImportance: Hashable, Sendable {
  /// Read on request.
  case `default`
  /// Read with the label.
  case high
}

/// How a scroll position is spoken, as in SwiftUI (a plain string here).
public typealias AccessibilityScrollStatus = String

extension View {
  /// `.accessibilityFocused(_:)`: recorded on the view (no step moves VoiceOver).
  public nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityFocused")
  }

  /// `.accessibilityFocused(_:equals:)`: recorded on the view.
  public nonisolated func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityFocused", "equals: \(ValueDescription.describe(value))")
  }

  /// `.accessibilityDefaultFocus(_:_:)`: recorded on the view.
  public nonisolated func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDefaultFocus", ValueDescription.describe(value))
  }

  /// `.accessibilityLabeledPair(role:id:in:)`: recorded on the view.
  public nonisolated func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityLabeledPair", "role: \(role), id: \(ValueDescription.describe(id))")
  }

  /// `.accessibilityCustomContent(_:_:importance:)`: recorded on the view.
  public nonisolated func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
    _ label: L, _ value: V, importance: AccessibilityCustomContentImportance = .default
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "accessibilityCustomContent", "\(ValueDescription.quote(String(label))), \(ValueDescription.quote(String(value)))")
  }

  /// `.accessibilityCustomContent(_:_:importance:)` with `Text`s.
  public nonisolated func accessibilityCustomContent(
    _ label: Text, _ value: Text?, importance: AccessibilityCustomContentImportance = .default
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "accessibilityCustomContent",
      "\(ValueDescription.quote(label.content)), \(value.map { ValueDescription.quote($0.content) } ?? "nil")")
  }
}

extension View {
  /// `.accessibilityLabel(content:)`: the label `content` builds from the view's own label,
  /// recorded on the view (it exists for assistive technologies only; not built).
  public nonisolated func accessibilityLabel<V: View>(content: (PlaceholderContentView<Self>) -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityLabel", TypeNames.shared.name(of: V.self))
  }
}
