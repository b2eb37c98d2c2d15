// Accessibility modifiers: they describe the view to assistive technologies
// and never change which bodies run. Recorded on the view as written, so a
// changed label or value redraws that view only.

/// Traits that describe a view to assistive technologies, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Makes traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

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
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityElement", "children: \(children)")
  }

  /// `.accessibilityLabel(_:)` with a `Text`, as in SwiftUI: recorded on the view as written.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityLabel", "Text(\(ValueDescription.quote(label.content)))")
  }
  /// `.accessibilityValue(_:)` with a `Text`: recorded on the view as written.
  public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityValue", "Text(\(ValueDescription.quote(value.content)))")
  }

  /// `.accessibilityAddTraits(_:)`: recorded on the view as written.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityAddTraits", traits.description)
  }

  /// `.accessibilityRemoveTraits(_:)`: recorded on the view as written.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityRemoveTraits", traits.description)
  }

  /// `.accessibilityHeading(_:)`: recorded on the view as written.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHeading", "." + level.rawValue)
  }

  /// `.accessibilitySortPriority(_:)`: recorded on the view as written.
  public func accessibilitySortPriority(_ priority: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilitySortPriority", formatNumber(priority))
  }

  /// `.accessibilityIgnoresInvertColors(_:)`: recorded on the view as written.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityIgnoresInvertColors", String(active))
  }

  /// `.accessibilityShowsLargeContentViewer()`: recorded on the view as written.
  public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityShowsLargeContentViewer")
  }

  /// `.accessibilityLabel(_:isEnabled:)`: recorded on the view as written (`isEnabled: false` shows in the record).
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityLabel", ValueDescription.quote(String(label)) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityHint(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHint", ValueDescription.quote(String(hint)) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityValue(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityValue", ValueDescription.quote(String(value)) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityInputLabels(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S], isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled(
      "accessibilityInputLabels",
      "[" + labels.map { ValueDescription.quote(String($0)) }.joined(separator: ", ") + "]"
        + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityIdentifier(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityIdentifier", ValueDescription.quote(identifier) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityHidden(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityHidden", String(hidden) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityRespondsToUserInteraction(_:isEnabled:)`: recorded on the view as written.
  public func accessibilityRespondsToUserInteraction(_ responds: Bool = true, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRespondsToUserInteraction", String(responds) + (isEnabled ? "" : ", isEnabled: false"))
  }
  /// `.accessibilityActivationPoint(_:)`: recorded on the view as written.
  public func accessibilityActivationPoint(_ point: UnitPoint) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityActivationPoint", "\(point)")
  }
  /// `.accessibilityAction(named:_:)`: a custom action for assistive technologies, recorded on the
  /// view by name (no scenario step performs it; run it from a button to trace it).
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityAction", "named: " + ValueDescription.quote(String(name)))
  }
  /// `.accessibilityAction(action:label:)`: recorded on the view (its label is not built).
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAction", "label: " + ValueDescription.quote(contentTitle(label())))
  }
  /// `.accessibilityAdjustableAction(_:)`: recorded on the view (no step performs it).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAdjustableAction")
  }
  /// `.accessibilityScrollAction(_:)`: recorded on the view (no step performs it).
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityScrollAction")
  }
}

/// Which way an adjustable element is adjusted, as in SwiftUI.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A standard accessibility action, as in SwiftUI.
public struct AccessibilityActionKind: _RecordedSpelling {
  public let name: String
  /// The element's default action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Delete.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Show the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// A named custom action.
  public init(named name: Text) { self.name = "init(named: \(ValueDescription.quote(name.content)))" }
  init(name: String) { self.name = name }
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

/// A zoom gesture's action, as in SwiftUI.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Whether to zoom in or out.
  public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
  /// The direction.
  public let direction: Direction
}

// Views made only for assistive technologies (children, representations,
// large-content viewers, labels from content) are not drawn: their type is
// recorded on the view and they are not built as nodes.
extension View {
  /// `.accessibilityAction(_:_:)`: a standard action, recorded by kind (no step performs it).
  public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityAction", kind.description)
  }
  /// `.accessibilityActions(_:)`: recorded on the view (its actions' views are not built).
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityActions")
  }
  /// `.accessibilityChildren(children:)`: recorded on the view (the children exist only for
  /// assistive technologies and are not built).
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityChildren", TypeNames.shared.name(of: V.self))
  }
  /// `.accessibilityRepresentation(representation:)`: recorded on the view (not built).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRepresentation", TypeNames.shared.name(of: V.self))
  }
  /// `.accessibilityShowsLargeContentViewer(_:)`: recorded on the view (not built).
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContent: () -> V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityShowsLargeContentViewer", TypeNames.shared.name(of: V.self))
  }
  /// `.accessibilityTextContentType(_:)`: recorded on the view as written.
  public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityTextContentType", type.description)
  }
  /// `.accessibilityZoomAction(_:)`: recorded on the view (no step performs it).
  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityZoomAction")
  }
  /// `.assistiveAccessNavigationIcon(_:)`: recorded on the view as written.
  public func assistiveAccessNavigationIcon(_ icon: Image) -> ModifiedContent<Self, _StyleModifier> {
    styled("assistiveAccessNavigationIcon", "Image")
  }
  /// `.assistiveAccessNavigationIcon(systemImage:)`: recorded on the view as written.
  public func assistiveAccessNavigationIcon(systemImage: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("assistiveAccessNavigationIcon", "systemImage: " + ValueDescription.quote(systemImage))
  }
  /// `.speechAdjustedPitch(_:)`: recorded on the view as written.
  public func speechAdjustedPitch(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAdjustedPitch", formatNumber(value))
  }
  /// `.speechAlwaysIncludesPunctuation(_:)`: recorded on the view as written.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAlwaysIncludesPunctuation", String(value))
  }
  /// `.speechAnnouncementsQueued(_:)`: recorded on the view as written.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechAnnouncementsQueued", String(value))
  }
  /// `.speechSpellsOutCharacters(_:)`: recorded on the view as written.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("speechSpellsOutCharacters", String(value))
  }
}

