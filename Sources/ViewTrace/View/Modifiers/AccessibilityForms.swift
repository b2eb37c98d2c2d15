import Foundation

// The accessibility forms that assistive technologies drive: rotors, quick
// actions, drag and drop points, custom content, accessibility focus. No
// scenario step uses VoiceOver or Switch Control, so they are recorded on
// the view as written; `@AccessibilityFocusState` is storage like `@State`.

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
  public init() where Value == Bool { box = StateBox(initial: false) }
  /// A state that names which bound view has accessibility focus, `nil` for none.
  public init<T: Hashable>() where Value == T? { box = StateBox(initial: nil) }
  /// A state for the given assistive technologies (all of them are the same here).
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = StateBox(initial: false) }
  /// A state for the given assistive technologies, naming a view.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
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

extension AccessibilityFocusState: EngineDynamicProperty {
  func _makeBox(_ context: PropertyContext) -> StatePropertyBox { box.makePropertyBox(context) }
  func _install(in property: StatePropertyBox, _ context: PropertyContext) { box.attach(to: property) }
}

extension AccessibilityFocusState: EngineComparable {
  /// Equal: the value lives with the identity.
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _: Closures) -> Bool { true }
}

/// Assistive technologies, as in SwiftUI.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
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

/// A group of accessibility actions, as in SwiftUI.
public struct AccessibilityActionCategory: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The default category.
  public static let `default` = AccessibilityActionCategory(name: "default")
  /// Editing actions.
  public static let edit = AccessibilityActionCategory(name: "edit")
  /// A category named `name`.
  public init(_ name: String) { self.name = name }
  init(name: String) { self.name = name }
  /// As written.
  public var description: String { ValueDescription.quote(name) }
}

/// Options of a direct-touch area, as in SwiftUI.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Makes options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Touches are not spoken.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// A touch needs activation first.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// How important a custom content line is, as in SwiftUI.
public enum AccessibilityCustomContentImportance: Hashable, Sendable {
  /// Read on request.
  case `default`
  /// Read with the label.
  case high
}

/// A quick action's look, as in SwiftUI.
public protocol AccessibilityQuickActionStyle {}

/// A quick action shown as a prompt.
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {}
/// A quick action shown as an outline.
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
  /// A prompt.
  public static var prompt: AccessibilityQuickActionPromptStyle { AccessibilityQuickActionPromptStyle() }
}
extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
  /// An outline.
  public static var outline: AccessibilityQuickActionOutlineStyle { AccessibilityQuickActionOutlineStyle() }
}

/// A rotor that the system provides, as in SwiftUI.
public struct AccessibilitySystemRotor: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Headings.
  public static let headings = AccessibilitySystemRotor(name: "headings")
  /// Links.
  public static let links = AccessibilitySystemRotor(name: "links")
  /// Landmarks.
  public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
  /// Text fields.
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  /// Images.
  public static let images = AccessibilitySystemRotor(name: "images")
  /// Lists.
  public static let lists = AccessibilitySystemRotor(name: "lists")
  /// Tables.
  public static let tables = AccessibilitySystemRotor(name: "tables")
  /// As written.
  public var description: String { "." + name }
}

/// How a scroll position is spoken, as in SwiftUI (a plain string here).
public typealias AccessibilityScrollStatus = String

extension View {
  /// `.accessibilityFocused(_:)`: recorded on the view (no step moves VoiceOver).
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityFocused")
  }
  /// `.accessibilityFocused(_:equals:)`: recorded on the view.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityFocused", "equals: \(ValueDescription.describe(value))")
  }
  /// `.accessibilityDefaultFocus(_:_:)`: recorded on the view.
  public func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDefaultFocus", ValueDescription.describe(value))
  }
  /// `.accessibilityLabeledPair(role:id:in:)`: recorded on the view.
  public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityLabeledPair", "role: \(role), id: \(ValueDescription.describe(id))")
  }
  /// `.accessibilityLinkedGroup(id:in:)`: recorded on the view.
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityLinkedGroup", "id: \(ValueDescription.describe(id))")
  }
  /// `.accessibilityRotorEntry(id:in:)`: recorded on the view.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityRotorEntry", "id: \(ValueDescription.describe(id))")
  }
  /// `.accessibilityDirectTouch(_:options:)`: recorded on the view.
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDirectTouch", String(isDirectTouchArea))
  }
  /// `.accessibilityActions(category:_:)`: recorded on the view (the actions are not built).
  public func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityActions", "category: \(category), \(TypeNames.shared.name(of: Content.self))")
  }
  /// `.accessibilityQuickAction(style:content:)`: recorded on the view (not built).
  public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityQuickAction", TypeNames.shared.name(of: Content.self))
  }
  /// `.accessibilityQuickAction(style:isActive:content:)`: recorded on the view (not built).
  public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
    style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityQuickAction", TypeNames.shared.name(of: Content.self))
  }
  /// `.accessibilityCustomContent(_:_:importance:)`: recorded on the view.
  public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
    _ label: L, _ value: V, importance: AccessibilityCustomContentImportance = .default
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "accessibilityCustomContent", "\(ValueDescription.quote(String(label))), \(ValueDescription.quote(String(value)))")
  }
  /// `.accessibilityCustomContent(_:_:importance:)` with `Text`s.
  public func accessibilityCustomContent(
    _ label: Text, _ value: Text?, importance: AccessibilityCustomContentImportance = .default
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled(
      "accessibilityCustomContent",
      "\(ValueDescription.quote(label.content)), \(value.map { ValueDescription.quote($0.content) } ?? "nil")")
  }
  /// `.accessibilityActivationPoint(_:isEnabled:)`: recorded on the view.
  public func accessibilityActivationPoint(_ point: UnitPoint, isEnabled: Bool) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityActivationPoint", "\(ValueDescription.describe(point)), isEnabled: \(isEnabled)")
  }
  /// `.accessibilityDragPoint(_:description:)`: recorded on the view.
  public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDragPoint", ValueDescription.quote(String(description)))
  }
  /// `.accessibilityDropPoint(_:description:)`: recorded on the view.
  public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool = true)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityDropPoint", ValueDescription.quote(String(description)))
  }
  /// `.accessibilityScrollStatus(_:isEnabled:)`: recorded on the view.
  public func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("accessibilityScrollStatus", ValueDescription.quote(String(status)))
  }
  /// `.accessibilityRotor(_:entries:)`: recorded on the view (the entries are not built).
  public func accessibilityRotor<S: StringProtocol, Content: View>(_ label: S, @ViewBuilder entries: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", ValueDescription.quote(String(label)))
  }
  /// `.accessibilityRotor(_:entries:)` for a system rotor.
  public func accessibilityRotor<Content: View>(_ rotor: AccessibilitySystemRotor, @ViewBuilder entries: () -> Content)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", rotor.description)
  }
  /// `.accessibilityRotor(_:entries:entryLabel:)`: recorded with the number of entries.
  public func accessibilityRotor<S: StringProtocol, C: RandomAccessCollection>(
    _ label: S, entries: C, entryLabel: KeyPath<C.Element, String>
  ) -> ModifiedContent<Self, _StyleModifier> where C.Element: Identifiable {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), entries: \(entries.count)")
  }
  /// `.accessibilityRotor(_:entries:entryID:entryLabel:)`: recorded with the number of entries.
  public func accessibilityRotor<S: StringProtocol, C: RandomAccessCollection, ID: Hashable>(
    _ label: S, entries: C, entryID: KeyPath<C.Element, ID>, entryLabel: KeyPath<C.Element, String>
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), entries: \(entries.count)")
  }
  /// `.accessibilityRotor(_:textRanges:)`: recorded with the number of ranges.
  public func accessibilityRotor<S: StringProtocol>(_ label: S, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("accessibilityRotor", "\(ValueDescription.quote(String(label))), textRanges: \(textRanges.count)")
  }
  /// `.textEditorStyle(_:)`: recorded on the view.
  public func textEditorStyle(_ style: TextEditorStyleKind) -> ModifiedContent<Self, _StyleModifier> {
    styled("textEditorStyle", style.description)
  }
}

/// A text editor's look, as in SwiftUI.
public struct TextEditorStyleKind: _RecordedSpelling {
  public let name: String
  /// The platform's default.
  public static let automatic = TextEditorStyleKind(name: "automatic")
  /// No decoration.
  public static let plain = TextEditorStyleKind(name: "plain")
  /// A rounded border.
  public static let roundedBorder = TextEditorStyleKind(name: "roundedBorder")
}
