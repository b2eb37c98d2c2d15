import Foundation

// Modifiers of platform behaviour that no scenario step drives (windows,
// pencils, file dialogs, system gestures, glass, hover, focus scopes):
// each is recorded on the view as written, so a changed argument redraws
// that view only, and the actions they hold never run.

extension View {
  /// `.allowedDynamicRange(_:)`: recorded on the view.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowedDynamicRange", range?.description ?? "nil")
  }
  /// `.allowsWindowActivationEvents(_:)`: recorded on the view.
  public func allowsWindowActivationEvents(_ value: Bool? = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("allowsWindowActivationEvents", value.map(String.init) ?? "nil")
  }
  /// `.background(ignoresSafeAreaEdges:)`: the default background style, recorded on the view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
    styled("background", "ignoresSafeAreaEdges: \(edges.text)")
  }
  /// `.overlay(_:ignoresSafeAreaEdges:)` with a shape style: recorded on the view. (A `Color`,
  /// also a view, is placed as `overlay(_:alignment:)` places views.)
  @_disfavoredOverload
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("overlay", "\(ValueDescription.describe(style)), ignoresSafeAreaEdges: \(edges.text)")
  }
  /// `.containerCornerOffset(_:sizeToFit:)`: recorded on the view.
  public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("containerCornerOffset", "\(edges.text), sizeToFit: \(sizeToFit)")
  }
  /// `.defersSystemGestures(on:)`: recorded on the view.
  public func defersSystemGestures(on edges: Edge.Set) -> ModifiedContent<Self, _StyleModifier> {
    styled("defersSystemGestures", "on: \(edges.text)")
  }
  /// `.dialogPreventsAppTermination(_:)`: recorded on the view.
  public func dialogPreventsAppTermination(_ prevents: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogPreventsAppTermination", prevents.map(String.init) ?? "nil")
  }
  /// `.presentationPreventsAppTermination(_:)`: recorded on the view.
  public func presentationPreventsAppTermination(_ prevents: Bool?) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationPreventsAppTermination", prevents.map(String.init) ?? "nil")
  }
  /// `.dialogSuppressionToggle(isSuppressed:)`: recorded on the view (no step ticks it).
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _StyleModifier> {
    styled("dialogSuppressionToggle")
  }
  /// `.dialogSuppressionToggle(_:isSuppressed:)`: recorded on the view.
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("dialogSuppressionToggle", ValueDescription.quote(String(title)))
  }
  /// `.findNavigator(isPresented:)`: recorded on the view (no step opens the find bar).
  public func findNavigator(isPresented: Binding<Bool>) -> ModifiedContent<Self, _StyleModifier> {
    styled("findNavigator")
  }
  /// `.interactionActivityTrackingTag(_:)`: recorded on the view.
  public func interactionActivityTrackingTag(_ tag: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("interactionActivityTrackingTag", ValueDescription.quote(tag))
  }
  /// `.onPencilDoubleTap(perform:)`: recorded on the view (no step uses a pencil).
  public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onPencilDoubleTap")
  }
  /// `.onPencilSqueeze(perform:)`: recorded on the view (no step uses a pencil).
  public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("onPencilSqueeze")
  }
  /// `.onInteractiveResizeChange(_:)`: recorded on the view (no step resizes a window).
  public func onInteractiveResizeChange(_ action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("onInteractiveResizeChange")
  }
  /// `.symbolColorRenderingMode(_:)`: recorded on the view.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolColorRenderingMode", mode?.description ?? "nil")
  }
  /// `.symbolVariableValueMode(_:)`: recorded on the view.
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> ModifiedContent<Self, _StyleModifier> {
    styled("symbolVariableValueMode", mode?.description ?? "nil")
  }
  /// `.tabViewCustomization(_:)`: recorded on the view (no step customizes tabs).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("tabViewCustomization", customization == nil ? "nil" : "")
  }
  /// `.toolbar(removing:)`: recorded on the view.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<Self, _StyleModifier> {
    styled("toolbar", "removing: " + (defaultItemKind?.description ?? "nil"))
  }
  /// `.submitScope(_:)`: recorded on the view.
  public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("submitScope", String(isBlocking))
  }

  // MARK: Focus (no step moves focus between these; `Step.focus` drives `.focused`)

  /// `.focusable(_:)`: recorded on the view.
  public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusable", String(isFocusable))
  }
  /// `.focusable(_:interactions:)`: recorded on the view.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("focusable", "\(isFocusable), interactions: \(interactions)")
  }
  /// `.focusScope(_:)`: recorded on the view.
  public func focusScope(_ namespace: Namespace.ID) -> ModifiedContent<Self, _StyleModifier> { styled("focusScope") }
  /// `.focusSection()`: recorded on the view.
  public func focusSection() -> ModifiedContent<Self, _StyleModifier> { styled("focusSection") }
  /// `.prefersDefaultFocus(_:in:)`: recorded on the view.
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("prefersDefaultFocus", String(prefersDefaultFocus))
  }
  /// `.defaultFocus(_:_:priority:)`: recorded on the view (the first focus is not simulated;
  /// `Step.focus` moves it).
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultFocus", "\(ValueDescription.describe(value)), priority: \(priority)")
  }
  /// `.focusedValue(_:)` with an `@Observable` object: recorded on the view (`@FocusedValue`
  /// readers are not simulated).
  public func focusedValue<T: AnyObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedValue", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }
  /// `.focusedSceneValue(_:)` with an `@Observable` object: recorded on the view.
  public func focusedSceneValue<T: AnyObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedSceneValue", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }
  /// `.focusedObject(_:)`: recorded on the view.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedObject", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }
  /// `.focusedSceneObject(_:)`: recorded on the view.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedSceneObject", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }
  /// `.focusedValue(_:_:)`: recorded on the view with the value.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("focusedValue", ValueDescription.describe(value))
  }
  /// `.focusedSceneValue(_:_:)`: recorded on the view with the value.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("focusedSceneValue", ValueDescription.describe(value))
  }

  // MARK: Glass, hover and other drawing

  /// `.glassEffect(_:in:)`: recorded on the view.
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffect", "\(glass), in: \(describeShape(shape))")
  }
  /// `.glassEffectID(_:in:)`: recorded on the view.
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffectID", id.map { ValueDescription.describe($0) } ?? "nil")
  }
  /// `.glassEffectUnion(id:namespace:)`: recorded on the view.
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassEffectUnion", "id: " + (id.map { ValueDescription.describe($0) } ?? "nil"))
  }
  /// `.glassEffectTransition(_:)`: recorded on the view.
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<Self, _StyleModifier> {
    styled("glassEffectTransition", transition.description)
  }
  /// `.glassBackgroundEffect(displayMode:)`: recorded on the view.
  public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("glassBackgroundEffect", "displayMode: \(displayMode)")
  }
  /// `.glassBackgroundEffect(in:displayMode:)`: recorded on the view.
  public func glassBackgroundEffect<S: Shape>(in shape: S, displayMode: GlassBackgroundDisplayMode = .always)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("glassBackgroundEffect", "in: \(describeShape(shape)), displayMode: \(displayMode)")
  }
  /// `.hoverEffect(_:isEnabled:)`: recorded on the view.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("hoverEffect", "\(effect), isEnabled: \(isEnabled)")
  }
  /// `.defaultHoverEffect(_:)`: recorded on the view.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultHoverEffect", effect?.description ?? "nil")
  }
  /// `.onContinuousHover(coordinateSpace:perform:)`: recorded on the view (no step hovers).
  public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("onContinuousHover")
  }
  /// `.buttonRepeatBehavior(_:)`: recorded on the view.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonRepeatBehavior", behavior.description)
  }
  /// `.buttonSizing(_:)`: recorded on the view.
  public func buttonSizing(_ sizing: ButtonSizing) -> ModifiedContent<Self, _StyleModifier> {
    styled("buttonSizing", sizing.description)
  }
  /// `.menuActionDismissBehavior(_:)`: recorded on the view.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("menuActionDismissBehavior", behavior.description)
  }
  /// `.menuOrder(_:)`: recorded on the view.
  public func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, _StyleModifier> {
    styled("menuOrder", order.description)
  }
  /// `.paletteSelectionEffect(_:)`: recorded on the view.
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> ModifiedContent<Self, _StyleModifier> {
    styled("paletteSelectionEffect", effect.description)
  }
  /// `.layoutDirectionBehavior(_:)`: recorded on the view.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("layoutDirectionBehavior", behavior.description)
  }
  /// `.springLoadingBehavior(_:)`: recorded on the view.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("springLoadingBehavior", behavior.description)
  }
  /// `.textSelectionAffinity(_:)`: recorded on the view.
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedContent<Self, _StyleModifier> {
    styled("textSelectionAffinity", affinity.description)
  }
  /// `.writingToolsBehavior(_:)`: recorded on the view.
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<Self, _StyleModifier> {
    styled("writingToolsBehavior", behavior.description)
  }
  /// `.textInputFormattingControlVisibility(_:for:)`: recorded on the view.
  public func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("textInputFormattingControlVisibility", "\(visibility)")
  }
  /// `.typesettingLanguage(_:isEnabled:)`: recorded on the view.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("typesettingLanguage", "\(language.minimalIdentifier), isEnabled: \(isEnabled)")
  }
  /// `.typeSelectEquivalent(_:)`: recorded on the view.
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("typeSelectEquivalent", ValueDescription.quote(String(string)))
  }
  /// `.typeSelectEquivalent(_:)` with a `Text`.
  public func typeSelectEquivalent(_ text: Text?) -> ModifiedContent<Self, _StyleModifier> {
    styled("typeSelectEquivalent", text.map { ValueDescription.quote($0.content) } ?? "nil")
  }
  /// `.defaultAdaptableTabBarPlacement(_:)`: recorded on the view.
  public func defaultAdaptableTabBarPlacement(_ placement: AdaptableTabBarPlacement = .automatic) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("defaultAdaptableTabBarPlacement", placement.description)
  }
  /// `.presentationSizing(_:)`: recorded on the view.
  public func presentationSizing(_ sizing: PresentationSizing) -> ModifiedContent<Self, _StyleModifier> {
    styled("presentationSizing", sizing.description)
  }
  /// `.scrollInputBehavior(_:for:)`: recorded on the view.
  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("scrollInputBehavior", "\(behavior), for: \(input)")
  }
  /// `.handGestureShortcut(_:isEnabled:)`: recorded on the view.
  public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("handGestureShortcut", "\(shortcut), isEnabled: \(isEnabled)")
  }
  /// `.handlesExternalEvents(preferring:allowing:)`: recorded on the view.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("handlesExternalEvents", "preferring: \(preferring.sorted()), allowing: \(allowing.sorted())")
  }
  /// `.padding3D(_:)`: recorded on the view.
  public func padding3D(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
    styled("padding3D", formatNumber(length))
  }
  /// `.defaultAppStorage(_:)`: recorded on the view (`@AppStorage` reads ViewTrace's store).
  public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultAppStorage")
  }
  /// `.contentMargins(_:for:)`: recorded on the view.
  public func contentMargins(_ length: Double, for placement: ContentMarginPlacement) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("contentMargins", "\(formatNumber(length)), for: \(placement)")
  }
  /// `.contentMargins(_:_:for:)`: recorded on the view.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("contentMargins", "\(edges.text), \(length.map(formatNumber) ?? "nil"), for: \(placement)")
  }
  /// `.containerBackground(_:for:)`: recorded on the view.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("containerBackground", "\(ValueDescription.describe(style)), for: \(container)")
  }
  /// `.containerBackground(for:alignment:content:)`: recorded on the view (drawn; not built).
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("containerBackground", "\(TypeNames.shared.name(of: V.self)), for: \(container)")
  }
  /// `.fileDialogCustomizationID(_:)`: recorded on the view.
  public func fileDialogCustomizationID(_ id: String) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogCustomizationID", ValueDescription.quote(id))
  }
  /// `.fileDialogDefaultDirectory(_:)`: recorded on the view.
  public func fileDialogDefaultDirectory(_ directory: URL?) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogDefaultDirectory", directory.map { ValueDescription.quote($0.absoluteString) } ?? "nil")
  }
  /// `.fileDialogImportsUnresolvedAliases(_:)`: recorded on the view.
  public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogImportsUnresolvedAliases", String(imports))
  }
  /// `.fileDialogBrowserOptions(_:)`: recorded on the view.
  public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogBrowserOptions", String(options.rawValue))
  }
  /// `.fileDialogConfirmationLabel(_:)`: recorded on the view.
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogConfirmationLabel", ValueDescription.quote(String(label)))
  }
  /// `.fileDialogMessage(_:)`: recorded on the view.
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogMessage", ValueDescription.quote(String(message)))
  }
  /// `.fileExporterFilenameLabel(_:)`: recorded on the view.
  public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileExporterFilenameLabel", ValueDescription.quote(String(label)))
  }
  /// `.fileDialogURLEnabled(_:)`: recorded on the view.
  public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> ModifiedContent<Self, _StyleModifier> {
    styled("fileDialogURLEnabled")
  }
  /// `.navigationDocument(_:)`: recorded on the view.
  public func navigationDocument(_ url: URL) -> ModifiedContent<Self, _StyleModifier> {
    styled("navigationDocument", ValueDescription.quote(url.absoluteString))
  }
  /// `.renameAction(_:)`: recorded on the view (no step renames).
  public func renameAction(_ action: @escaping () -> Void) -> ModifiedContent<Self, _StyleModifier> {
    styled("renameAction")
  }
  /// `.renameAction(_:)` with a focus binding: recorded on the view.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<Self, _StyleModifier> {
    styled("renameAction")
  }
}

extension Image {
  /// How much of a display's dynamic range an image uses, as in SwiftUI.
  public struct DynamicRange: _RecordedSpelling {
    public let name: String
    /// The standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range, constrained.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full extended range.
    public static let high = DynamicRange(name: "high")
  }
}

/// A double tap of a pencil, as in SwiftUI (no step sends one).
public struct PencilDoubleTapGestureValue: Hashable, Sendable {}

/// A phase of a pencil squeeze, as in SwiftUI (no step sends one).
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
  /// The squeeze began.
  case active
  /// The squeeze ended.
  case ended
  /// The squeeze failed.
  case failed
}

/// A hover's phase, as in SwiftUI (no step hovers).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is at `location`.
  case active(CGPoint)
  /// The pointer left.
  case ended
}

/// How symbol colours render, as in SwiftUI.
public struct SymbolColorRenderingMode: _RecordedSpelling {
  public let name: String
  /// Flat colours.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// Gradients.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol's variable value draws, as in SwiftUI.
public struct SymbolVariableValueMode: _RecordedSpelling {
  public let name: String
  /// Layers turn on with the value.
  public static let color = SymbolVariableValueMode(name: "color")
  /// The symbol draws partly.
  public static let draw = SymbolVariableValueMode(name: "draw")
}

/// The user's customization of a tab view, as in SwiftUI (no step customizes).
public struct TabViewCustomization: Hashable, Sendable {
  /// No customization.
  public init() {}
}

/// A toolbar item the system adds, as in SwiftUI.
public struct ToolbarDefaultItemKind: _RecordedSpelling {
  public let name: String
  /// The sidebar toggle.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

/// How a view takes focus, as in SwiftUI.
public struct FocusInteractions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Makes interactions from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Activation (a button's).
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Editing (a text field's).
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Both.
  public static let automatic: FocusInteractions = [.activate, .edit]
  /// As written.
  public var description: String {
    self == .automatic ? ".automatic" : self == .activate ? ".activate" : self == .edit ? ".edit" : "[]"
  }
}

/// When a default focus is applied, as in SwiftUI.
public struct DefaultFocusEvaluationPriority: _RecordedSpelling {
  public let name: String
  /// When the scene appears.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Whenever focus is reset.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// The values views publish for `@FocusedValue` readers, as in SwiftUI (recorded; the readers
/// are not simulated).
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// The value of `key`.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of ``FocusedValues``.
public protocol FocusedValueKey {
  /// Its value's type.
  associatedtype Value
}

/// A glass material, as in SwiftUI.
public struct Glass: Hashable, Sendable, CustomStringConvertible {
  let text: String
  /// The regular glass.
  public static let regular = Glass(text: ".regular")
  /// Clear glass.
  public static let clear = Glass(text: ".clear")
  /// No glass.
  public static let identity = Glass(text: ".identity")
  /// This glass, tinted.
  public func tint(_ color: Color?) -> Glass { Glass(text: text + ".tint(\(color.map { "\($0)" } ?? "nil"))") }
  /// This glass, reacting to touches.
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(text: text + ".interactive(\(isEnabled))") }
  /// As written.
  public var description: String { text }
}

/// How glass shapes come and go, as in SwiftUI.
public struct GlassEffectTransition: _RecordedSpelling {
  public let name: String
  /// Shapes morph into each other.
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  /// Shapes fade.
  public static let materialize = GlassEffectTransition(name: "materialize")
  /// No transition.
  public static let identity = GlassEffectTransition(name: "identity")
}

/// When a glass background shows, as in SwiftUI.
public struct GlassBackgroundDisplayMode: _RecordedSpelling {
  public let name: String
  /// Always.
  public static let always = GlassBackgroundDisplayMode(name: "always")
  /// As the platform decides.
  public static let implicit = GlassBackgroundDisplayMode(name: "implicit")
  /// Never.
  public static let never = GlassBackgroundDisplayMode(name: "never")
}

/// A pointer or gaze hover effect, as in SwiftUI.
public struct HoverEffect: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight.
  public static let highlight = HoverEffect(name: "highlight")
  /// A lift.
  public static let lift = HoverEffect(name: "lift")
  /// None.
  public static let empty = HoverEffect(name: "empty")
}

/// Whether a button repeats while held, as in SwiftUI.
public struct ButtonRepeatBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Does not repeat.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How a button sizes itself, as in SwiftUI.
public struct ButtonSizing: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ButtonSizing(name: "automatic")
  /// To fit its label.
  public static let fitted = ButtonSizing(name: "fitted")
  /// As wide as it may be.
  public static let flexible = ButtonSizing(name: "flexible")
}

/// Whether choosing a menu action closes the menu, as in SwiftUI.
public struct MenuActionDismissBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Closes.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Stays open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// The order of a menu's items, as in SwiftUI.
public struct MenuOrder: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = MenuOrder(name: "automatic")
  /// As written.
  public static let fixed = MenuOrder(name: "fixed")
  /// Nearest the touch first.
  public static let priority = MenuOrder(name: "priority")
}

/// How a palette picker shows the chosen item, as in SwiftUI.
public struct PaletteSelectionEffect: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The symbol's variant.
  public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
  /// A custom look.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

/// Whether a view mirrors in a right-to-left layout, as in SwiftUI.
public struct LayoutDirectionBehavior: _RecordedSpelling {
  public let name: String
  /// Always as written.
  public static let fixed = LayoutDirectionBehavior(name: "fixed")
  /// Mirrored right to left.
  public static let mirrors = LayoutDirectionBehavior(name: "mirrors")
}

/// Whether a view opens when something is dragged over it, as in SwiftUI.
public struct SpringLoadingBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Opens.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
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
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The input assistant.
    public static let inputAssistant = Set(rawValue: 1 << 0)
    /// The context menu.
    public static let contextMenu = Set(rawValue: 1 << 1)
    /// Every placement.
    public static let all: Set = [.inputAssistant, .contextMenu]
  }
}

/// Where an adaptable tab bar sits, as in SwiftUI.
public struct AdaptableTabBarPlacement: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// A tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// A sidebar.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// How a sheet sizes itself, as in SwiftUI.
public struct PresentationSizing: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = PresentationSizing(name: "automatic")
  /// A page.
  public static let page = PresentationSizing(name: "page")
  /// A form.
  public static let form = PresentationSizing(name: "form")
  /// Its content's size.
  public static let fitted = PresentationSizing(name: "fitted")
}

/// Whether an input scrolls, as in SwiftUI.
public struct ScrollInputBehavior: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ScrollInputBehavior(name: "automatic")
  /// Scrolls.
  public static let enabled = ScrollInputBehavior(name: "enabled")
  /// Does not.
  public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// An input that scrolls, as in SwiftUI.
public struct ScrollInputKind: _RecordedSpelling {
  public let name: String
  /// A watch's crown.
  public static let rotation = ScrollInputKind(name: "rotation")
}

/// A hand gesture that stands for a tap, as in SwiftUI.
public struct HandGestureShortcut: _RecordedSpelling {
  public let name: String
  /// The primary action.
  public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

/// Where content margins apply, as in SwiftUI.
public struct ContentMarginPlacement: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// Scroll content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// Scroll indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Where a container's background goes, as in SwiftUI.
public struct ContainerBackgroundPlacement: _RecordedSpelling {
  public let name: String
  /// A navigation container.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A split view's navigation column.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A tab view.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

/// What a file dialog shows, as in SwiftUI.
public struct FileDialogBrowserOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Packages can be browsed.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Hidden files show.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// File extensions show.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}
