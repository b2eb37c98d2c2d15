// Bars, split-view columns, sheets' look and hover: none changes which bodies
// run. Recorded on the view as written, so a changed argument redraws that
// view only.

/// What a toolbar is for, as in SwiftUI.
public struct ToolbarRole: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's bar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser-like bar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's bar.
  public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar title shows, as in SwiftUI.
public struct ToolbarTitleDisplayMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Inline, large first.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// Inline.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

/// Whether the content behind a sheet can be used, as in SwiftUI.
public struct PresentationBackgroundInteraction: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// Usable.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// Not usable.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// Usable while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent))")
  }
}

/// How a presentation adapts to a compact size, as in SwiftUI.
public struct PresentationAdaptation: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether swipes on a resizable sheet resize it or scroll its content, as in SwiftUI.
public struct PresentationContentInteraction: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resize first.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scroll first.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How prominent a badge is, as in SwiftUI.
public struct BadgeProminence: _RecordedSpelling {
  public let name: String
  /// Standard.
  public static let standard = BadgeProminence(name: "standard")
  /// Increased.
  public static let increased = BadgeProminence(name: "increased")
  /// Decreased.
  public static let decreased = BadgeProminence(name: "decreased")
}

extension View {
  /// `.toolbarRole(_:)`: recorded on the view as written.
  public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbarRole", role.description)
  }
  /// `.toolbarTitleDisplayMode(_:)`: recorded on the view as written.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbarTitleDisplayMode", mode.description)
  }
  /// `.toolbarVisibility(_:for:)`: recorded on the view as written.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarVisibility", ".\(visibility.rawValue)")
  }
  /// `.toolbarBackgroundVisibility(_:for:)`: recorded on the view as written.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackgroundVisibility", ".\(visibility.rawValue)")
  }
  /// `.toolbarForegroundStyle(_:for:)`: recorded on the view as written.
  public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarForegroundStyle", describeStyle(style))
  }
  /// `.navigationSplitViewColumnWidth(_:)`: recorded on the view as written (not laid out).
  public func navigationSplitViewColumnWidth(_ width: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationSplitViewColumnWidth", formatNumber(width))
  }
  /// `.navigationSplitViewColumnWidth(min:ideal:max:)`: recorded on the view as written.
  public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("navigationSplitViewColumnWidth", "ideal: \(formatNumber(ideal))")
  }
  /// `.presentationDetents(_:selection:)`: recorded on the view as written (the selection is not
  /// written: no step resizes a sheet).
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> ModifiedContent<Self, _StyleModifier>
  {
    presentationDetents(detents)
  }
  /// `.presentationBackgroundInteraction(_:)`: recorded on the view as written.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationBackgroundInteraction", interaction.description)
  }
  /// `.presentationCompactAdaptation(_:)`: recorded on the view as written.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationCompactAdaptation", adaptation.description)
  }
  /// `.presentationCompactAdaptation(horizontal:vertical:)`: recorded on the view as written.
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("presentationCompactAdaptation", "horizontal: \(horizontal), vertical: \(vertical)")
  }
  /// `.presentationContentInteraction(_:)`: recorded on the view as written.
  public func presentationContentInteraction(_ interaction: PresentationContentInteraction) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("presentationContentInteraction", interaction.description)
  }
  /// `.badgeProminence(_:)`: recorded on the view as written.
  public func badgeProminence(_ prominence: BadgeProminence) -> ModifiedContent<Self, _StyleModifier> {
    styled("badgeProminence", prominence.description)
  }
  /// `.dialogIcon(_:)`: recorded on the view as written.
  public func dialogIcon(_ icon: Image?) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogIcon", icon.map { _ in "Image" } ?? "nil")
  }
  /// `.hoverEffectDisabled(_:)`: recorded on the view as written.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("hoverEffectDisabled", String(disabled))
  }
  /// `.hoverEffectGroup()`: recorded on the view as written.
  public func hoverEffectGroup() -> ModifiedContent<Self, _StyleModifier> { styled("hoverEffectGroup") }
  /// `.focusEffectDisabled(_:)`: recorded on the view as written.
  public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusEffectDisabled", String(disabled))
  }
  /// `.swipeActionsContainer()`: recorded on the view as written.
  public func swipeActionsContainer() -> ModifiedContent<Self, _StyleModifier> { styled("swipeActionsContainer") }
  /// `.widgetURL(_:)`: recorded on the view as written.
  public func widgetURL(_ url: URL?) -> ModifiedContent<Self, _StyleModifier> {
    styled("widgetURL", url.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }
  /// `.onOpenURL(prefersInApp:)`: recorded on the view as written.
  public func onOpenURL(prefersInApp: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("onOpenURL", "prefersInApp: \(prefersInApp)")
  }
  /// `.onScrollVisibilityChange(threshold:_:)`: recorded on the view (no layout tells visibility
  /// here; lazy rows appear and disappear with `Step.scroll`).
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onScrollVisibilityChange", "threshold: \(formatNumber(threshold))")
  }
  /// `.defaultScrollAnchor(_:for:)`: recorded on the view as written.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("defaultScrollAnchor", (anchor.map { "\($0)" } ?? "nil") + ", for: \(role)")
  }
}

/// What a default scroll anchor is for, as in SwiftUI.
public struct ScrollAnchorRole: _RecordedSpelling {
  public let name: String
  /// The first position.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// When the content size changes.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content aligns when smaller than the view.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}
