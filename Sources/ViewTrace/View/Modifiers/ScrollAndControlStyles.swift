// Scroll behaviour, control styles, list spacing, bars and feedback: none
// changes which bodies run (ViewTrace lays nothing out and draws nothing).
// Recorded on the view as written, so a changed argument redraws that view
// only. A control style set on a container is recorded on the container
// (in SwiftUI the controls inside redraw with it).

/// A named value written as `.name` in traces: the style and behaviour
/// spellings below are all of this shape.
public protocol _RecordedSpelling: Hashable, Sendable, CustomStringConvertible {
  /// The spelling's name (`paging`).
  var name: String { get }
}

extension _RecordedSpelling {
  /// `.name`, as written.
  public var description: String { "." + name }
}

/// How a scroll view settles, as in SwiftUI.
public struct ScrollTargetBehavior: _RecordedSpelling {
  public let name: String
  /// Page by page.
  public static let paging = ScrollTargetBehavior(name: "paging")
  /// On the views of a `scrollTargetLayout()`.
  public static let viewAligned = ScrollTargetBehavior(name: "viewAligned")
}

/// Whether scroll indicators show, as in SwiftUI.
public struct ScrollIndicatorVisibility: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden, unless the platform shows them anyway.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, as in SwiftUI.
public struct ScrollDismissesKeyboardMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the drag.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A text field's look, as in SwiftUI.
public struct TextFieldStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TextFieldStyleKind(name: "automatic")
  /// No decoration.
  public static let plain = TextFieldStyleKind(name: "plain")
  /// A rounded border.
  public static let roundedBorder = TextFieldStyleKind(name: "roundedBorder")
}

/// A tab view's look, as in SwiftUI.
public struct TabViewStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TabViewStyleKind(name: "automatic")
  /// Pages swiped side by side.
  public static let page = TabViewStyleKind(name: "page")
  /// A tab bar only.
  public static let tabBarOnly = TabViewStyleKind(name: "tabBarOnly")
  /// Pages with their index dots shown or hidden.
  public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleKind {
    TabViewStyleKind(name: "page(indexDisplayMode: \(indexDisplayMode))")
  }
}

/// Whether a paged tab view shows its index, as in SwiftUI.
public struct PageIndexDisplayMode: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PageIndexDisplayMode(name: "automatic")
  /// Always.
  public static let always = PageIndexDisplayMode(name: "always")
  /// Never.
  public static let never = PageIndexDisplayMode(name: "never")
}

/// A menu's look, as in SwiftUI.
public struct MenuStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuStyleKind(name: "automatic")
  /// A button.
  public static let button = MenuStyleKind(name: "button")
}

/// A gauge's look, as in SwiftUI.
public struct GaugeStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = GaugeStyleKind(name: "automatic")
  /// A ring.
  public static let accessoryCircular = GaugeStyleKind(name: "accessoryCircular")
  /// A ring showing capacity.
  public static let accessoryCircularCapacity = GaugeStyleKind(name: "accessoryCircularCapacity")
  /// A bar.
  public static let accessoryLinear = GaugeStyleKind(name: "accessoryLinear")
  /// A bar showing capacity.
  public static let accessoryLinearCapacity = GaugeStyleKind(name: "accessoryLinearCapacity")
  /// A bar showing capacity.
  public static let linearCapacity = GaugeStyleKind(name: "linearCapacity")
}

/// A bordered button's shape, as in SwiftUI.
public struct ButtonBorderShape: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
}

/// How prominent a section header is, as in SwiftUI.
public struct Prominence: _RecordedSpelling {
  public let name: String
  /// The default.
  public static let standard = Prominence(name: "standard")
  /// Larger.
  public static let increased = Prominence(name: "increased")
}

/// Haptic and audio feedback, as in SwiftUI.
public struct SensoryFeedback: _RecordedSpelling {
  public let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An action started.
  public static let start = SensoryFeedback(name: "start")
  /// An action stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// An impact.
  public static let impact = SensoryFeedback(name: "impact")
}

/// How a symbol effect plays, as in SwiftUI: `.repeating`, `.speed(2)`, `.nonRepeating`.
public struct SymbolEffectOptions: Hashable, Sendable {
  let text: String
  /// Once, at the normal speed.
  public static let `default` = SymbolEffectOptions(text: "")
  /// Repeating.
  public static let repeating = SymbolEffectOptions(text: ".repeating")
  /// Once.
  public static let nonRepeating = SymbolEffectOptions(text: ".nonRepeating")
  /// At `speed`.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(text: ".speed(\(formatNumber(speed)))") }
  /// `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(text: ".repeat(\(count))") }
  /// These options at `speed`.
  public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(text: text + ".speed(\(formatNumber(speed)))") }
  /// These options, `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(text: text + ".repeat(\(count))") }
  var suffix: String { text.isEmpty ? "" : ", options: \(text)" }
}

/// A symbol's animation, as in SwiftUI.
public struct SymbolEffectKind: _RecordedSpelling {
  public let name: String
  /// Bounces.
  public static let bounce = SymbolEffectKind(name: "bounce")
  /// Pulses.
  public static let pulse = SymbolEffectKind(name: "pulse")
  /// Varies its layers' colours.
  public static let variableColor = SymbolEffectKind(name: "variableColor")
  /// Scales.
  public static let scale = SymbolEffectKind(name: "scale")
  /// Appears.
  public static let appear = SymbolEffectKind(name: "appear")
  /// Disappears.
  public static let disappear = SymbolEffectKind(name: "disappear")
  /// Wiggles.
  public static let wiggle = SymbolEffectKind(name: "wiggle")
  /// Rotates.
  public static let rotate = SymbolEffectKind(name: "rotate")
  /// Breathes.
  public static let breathe = SymbolEffectKind(name: "breathe")
}

extension View {
  /// `.contentMargins(_:for:)`: recorded on the view as written.
  public func contentMargins(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentMargins", formatNumber(length))
  }
  /// `.contentMargins(_:_:)`: recorded on the view as written.
  public func contentMargins(_ edges: Edge.Set, _ length: Double?) -> ModifiedContent<Self, _StyleModifier> {
    styled("contentMargins", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }
  /// `.safeAreaPadding(_:)`: recorded on the view as written.
  public func safeAreaPadding(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("safeAreaPadding", formatNumber(length))
  }
  /// `.safeAreaPadding(_:_:)`: recorded on the view as written.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("safeAreaPadding", edges.text + (length.map { ", \(formatNumber($0))" } ?? ""))
  }
  /// `.containerRelativeFrame(_:alignment:)`: recorded on the view as written (not laid out).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerRelativeFrame", axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[.horizontal, .vertical]")
  }
  /// `.scrollTargetBehavior(_:)`: recorded on the view as written.
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollTargetBehavior", behavior.description)
  }
  /// `.scrollTargetLayout(isEnabled:)`: recorded on the view as written.
  public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollTargetLayout", isEnabled ? "" : "isEnabled: false")
  }
  /// `.scrollIndicators(_:axes:)`: recorded on the view as written.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("scrollIndicators", visibility.description)
  }
  /// `.scrollDisabled(_:)`: recorded on the view as written (scroll steps still move it).
  public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollDisabled", String(disabled))
  }
  /// `.scrollDismissesKeyboard(_:)`: recorded on the view as written.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollDismissesKeyboard", mode.description)
  }
  /// `.defaultScrollAnchor(_:)`: recorded on the view as written.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultScrollAnchor", anchor.map { "\($0)" } ?? "nil")
  }
  /// `.textFieldStyle(_:)`: recorded on the view as written.
  public func textFieldStyle(_ style: TextFieldStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("textFieldStyle", style.description)
  }
  /// `.tabViewStyle(_:)`: recorded on the view as written.
  public func tabViewStyle(_ style: TabViewStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("tabViewStyle", style.description)
  }
  /// `.menuStyle(_:)`: recorded on the view as written.
  public func menuStyle(_ style: MenuStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuStyle", style.description)
  }
  /// `.gaugeStyle(_:)`: recorded on the view as written.
  public func gaugeStyle(_ style: GaugeStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("gaugeStyle", style.description)
  }
  /// `.buttonBorderShape(_:)`: recorded on the view as written.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonBorderShape", shape.description)
  }
  /// `.labelsHidden()`: recorded on the view as written (controls keep their titles for steps).
  public func labelsHidden() -> ModifiedContent<Self, _StyleModifier> { styled("labelsHidden") }
  /// `.headerProminence(_:)`: recorded on the view as written.
  public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _StyleModifier> {
    styled("headerProminence", prominence.description)
  }
  /// `.listRowSpacing(_:)`: recorded on the view as written.
  public func listRowSpacing(_ spacing: Double?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowSpacing", spacing.map(formatNumber) ?? "nil")
  }
  /// `.listSectionSpacing(_:)`: recorded on the view as written.
  public func listSectionSpacing(_ spacing: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("listSectionSpacing", formatNumber(spacing))
  }
  /// `.listRowSeparatorTint(_:edges:)`: recorded on the view as written.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listRowSeparatorTint", color?.description ?? "nil")
  }
  /// `.listSectionSeparator(_:edges:)`: recorded on the view as written.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listSectionSeparator", ".\(visibility.rawValue)")
  }
  /// `.listSectionSeparatorTint(_:edges:)`: recorded on the view as written.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("listSectionSeparatorTint", color?.description ?? "nil")
  }
  /// `.listItemTint(_:)`: recorded on the view as written.
  public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listItemTint", tint?.description ?? "nil")
  }
  /// `.menuIndicator(_:)`: recorded on the view as written.
  public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuIndicator", ".\(visibility.rawValue)")
  }
  /// `.scrollClipDisabled(_:)`: recorded on the view as written.
  public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollClipDisabled", String(disabled))
  }
  /// `.scrollIndicatorsFlash(onAppear:)`: recorded on the view as written.
  public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollIndicatorsFlash", "onAppear: \(onAppear)")
  }
  /// `.scrollIndicatorsFlash(trigger:)`: recorded with the trigger's value.
  public func scrollIndicatorsFlash<T: Equatable>(trigger: T) -> ModifiedContent<Self, _StyleModifier> {
    styled("scrollIndicatorsFlash", "trigger: \(ValueDescription.describe(trigger))")
  }
  /// `.presentationBackground(_:)`: recorded on the view as written.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationBackground", "\(style)")
  }
  /// `.presentationCornerRadius(_:)`: recorded on the view as written.
  public func presentationCornerRadius(_ radius: Double?) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationCornerRadius", radius.map(formatNumber) ?? "nil")
  }
  /// `.toolbarBackground(_:for:)`: recorded on the view as written.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackground", ".\(visibility.rawValue)")
  }
  /// `.toolbarBackground(_:for:)` with a style: recorded on the view as written.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarBackground", "\(style)")
  }
  /// `.toolbarColorScheme(_:for:)`: recorded on the view as written.
  public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("toolbarColorScheme", scheme.map { ".\($0.rawValue)" } ?? "nil")
  }
  /// `.statusBarHidden(_:)`: recorded on the view as written.
  public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("statusBarHidden", String(hidden))
  }
  /// `.persistentSystemOverlays(_:)`: recorded on the view as written.
  public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("persistentSystemOverlays", ".\(visibility.rawValue)")
  }
  /// `.onHover(perform:)`: recorded on the view (no scenario step hovers).
  public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("onHover")
  }
  /// `.sensoryFeedback(_:trigger:)`: feedback when `trigger` changes; recorded
  /// with the trigger's value, so a new value redraws the view (nothing runs).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("sensoryFeedback", "\(feedback), trigger: \(ValueDescription.describe(trigger))")
  }
  /// `.symbolEffect(_:value:)`: an animation when `value` changes; recorded with the value.
  public func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: T)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("symbolEffect", "\(effect)\(options.suffix), value: \(ValueDescription.describe(value))")
  }
  /// `.symbolEffect(_:isActive:)`: a running animation; recorded on the view as written.
  public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("symbolEffect", "\(effect)\(options.suffix)" + (isActive ? "" : ", isActive: false"))
  }
  /// `.dynamicTypeSize(_:)`: sets the environment's `dynamicTypeSize` below,
  /// as SwiftUI does; views that read it run when it changes.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentWriteModifier> {
    environment(\.dynamicTypeSize, size)
  }
}

/// A style for container controls set on a container, as in SwiftUI
/// (`.groupBoxStyle(.automatic)`); recorded on the view as written.
public struct ContainerStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ContainerStyleKind(name: "automatic")
  /// A page index shown as dots (`indexViewStyle`).
  public static let page = ContainerStyleKind(name: "page")
  /// A page index on a background (`indexViewStyle`).
  public static func page(backgroundDisplayMode: PageIndexDisplayMode) -> ContainerStyleKind {
    ContainerStyleKind(name: "page(backgroundDisplayMode: \(backgroundDisplayMode))")
  }
  /// A table's inset look (`tableStyle`).
  public static let inset = ContainerStyleKind(name: "inset")
  /// A navigation-style control group (`controlGroupStyle`).
  public static let navigation = ContainerStyleKind(name: "navigation")
  /// A menu-style control group (`controlGroupStyle`).
  public static let menu = ContainerStyleKind(name: "menu")
}

/// How a padding fits a scene, as in SwiftUI.
public struct ScenePadding: _RecordedSpelling {
  public let name: String
  /// The minimum padding.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding for navigation bar content.
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
  /// `.groupBoxStyle(_:)`: recorded on the view as written.
  public func groupBoxStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("groupBoxStyle", style.description)
  }
  /// `.indexViewStyle(_:)`: recorded on the view as written.
  public func indexViewStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("indexViewStyle", style.description)
  }
  /// `.labeledContentStyle(_:)`: recorded on the view as written.
  public func labeledContentStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("labeledContentStyle", style.description)
  }
  /// `.controlGroupStyle(_:)`: recorded on the view as written.
  public func controlGroupStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("controlGroupStyle", style.description)
  }
  /// `.disclosureGroupStyle(_:)`: recorded on the view as written.
  public func disclosureGroupStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("disclosureGroupStyle", style.description)
  }
  /// `.tableStyle(_:)`: recorded on the view as written.
  public func tableStyle(_ style: ContainerStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("tableStyle", style.description)
  }
  /// `.backgroundStyle(_:)`: recorded on the view as written.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("backgroundStyle", describeStyle(style))
  }
  /// `.foregroundStyle(_:_:)`: primary and secondary styles, recorded on the view as written.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("foregroundStyle", describeStyle(primary) + ", " + describeStyle(secondary))
  }
  /// `.foregroundStyle(_:_:_:)`: three levels of style, recorded on the view as written.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("foregroundStyle", [describeStyle(primary), describeStyle(secondary), describeStyle(tertiary)].joined(separator: ", "))
  }
  /// `.listRowInsets(_:_:)`: recorded on the row as written (not laid out).
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: Double?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listRowInsets", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }
  /// `.listSectionMargins(_:_:)`: recorded on the view as written.
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: Double?) -> ModifiedContent<Self, _StyleModifier> {
    styled("listSectionMargins", edges.text + ", " + (length.map(formatNumber) ?? "nil"))
  }
  /// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: recorded on the view as written (not laid out).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerRelativeFrame", "count: \(count), span: \(span), spacing: \(formatNumber(spacing))")
  }
  /// `.containerRelativeFrame(_:alignment:_:)`: recorded on the view (the length closure is not run: nothing is laid out).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerRelativeFrame", "length: (closure)")
  }
  /// `.scenePadding(_:edges:)`: recorded on the view as written.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("scenePadding", padding.description + (edges == .all ? "" : ", edges: \(edges.text)"))
  }
  /// `.unredacted()`: recorded on the view as written.
  public func unredacted() -> ModifiedContent<Self, _StyleModifier> { styled("unredacted") }
  /// `.symbolEffectsRemoved(_:)`: recorded on the view as written.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolEffectsRemoved", String(isEnabled))
  }
  /// `.tableColumnHeaders(_:)`: recorded on the view as written.
  public func tableColumnHeaders(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("tableColumnHeaders", ".\(visibility.rawValue)")
  }
  /// `.textInputCompletion(_:)`: recorded on the view as written.
  public func textInputCompletion(_ completion: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("textInputCompletion", ValueDescription.quote(completion))
  }
  /// `.writingToolsAffordanceVisibility(_:)`: recorded on the view as written.
  public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingToolsAffordanceVisibility", ".\(visibility.rawValue)")
  }
  /// `.sensoryFeedback(_:trigger:condition:)`: recorded with the trigger's value (nothing runs).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("sensoryFeedback", "\(feedback), trigger: \(ValueDescription.describe(trigger))")
  }
  /// `.sensoryFeedback(trigger:_:)`: feedback chosen by a closure; recorded with the trigger's value.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("sensoryFeedback", "trigger: \(ValueDescription.describe(trigger))")
  }
}
