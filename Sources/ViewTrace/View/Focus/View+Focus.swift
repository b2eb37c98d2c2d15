import Foundation

// Modifiers of platform behaviour that no scenario step drives (windows,
// pencils, file dialogs, system gestures, glass, hover, focus scopes):
// each is recorded on the view as written, so a changed argument redraws
// that view only, and the actions they hold never run.

extension View {
  // MARK: Focus (no step moves focus between these; `Step.focus` drives `.focused`)

  /// `.focusable(_:)`: recorded on the view.
  public nonisolated func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusable", String(isFocusable))
  }

  /// `.focusable(_:interactions:)`: recorded on the view.
  public nonisolated func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("focusable", "\(isFocusable), interactions: \(interactions)")
  }

  /// `.focusScope(_:)`: recorded on the view.
  public nonisolated func focusScope(_ namespace: Namespace.ID) -> ModifiedContent<Self, _StyleModifier> { styled("focusScope") }

  /// `.focusSection()`: recorded on the view.
  public nonisolated func focusSection() -> ModifiedContent<Self, _StyleModifier> { styled("focusSection") }

  /// `.prefersDefaultFocus(_:in:)`: recorded on the view.
  public nonisolated func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("prefersDefaultFocus", String(prefersDefaultFocus))
  }

  /// `.defaultFocus(_:_:priority:)`: recorded on the view (the first focus is not simulated;
  /// `Step.focus` moves it).
  public nonisolated func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultFocus", "\(ValueDescription.describe(value)), priority: \(priority)")
  }

  /// `.focusedValue(_:)` with an `@Observable` object: recorded on the view (`@FocusedValue`
  /// readers are not simulated).
  public nonisolated func focusedValue<T: AnyObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedValue", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }

  /// `.focusedSceneValue(_:)` with an `@Observable` object: recorded on the view.
  public nonisolated func focusedSceneValue<T: AnyObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedSceneValue", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }

  /// `.focusedObject(_:)`: recorded on the view.
  public nonisolated func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedObject", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }

  /// `.focusedSceneObject(_:)`: recorded on the view.
  public nonisolated func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusedSceneObject", object.map { typeDisplayName(type(of: $0)) } ?? "nil")
  }

  /// `.focusedValue(_:_:)`: recorded on the view with the value.
  public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("focusedValue", ValueDescription.describe(value))
  }

  /// `.focusedSceneValue(_:_:)`: recorded on the view with the value.
  public nonisolated func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> ModifiedContent<Self, _StyleModifier>
  {
    styled("focusedSceneValue", ValueDescription.describe(value))
  }
}

/// How a view takes focus, as in SwiftUI.
public struct FocusInteractions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Makes interactions from their bits.
  public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
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

extension View {
  /// `.searchFocused(_:)`: recorded on the view (the search field's focus; `Step.search` types
  /// without moving it).
  public nonisolated func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<Self, _StyleModifier> {
    styled("searchFocused")
  }

  /// `.searchFocused(_:equals:)`: recorded on the view.
  public nonisolated func searchFocused<V: Hashable>(_ focus: FocusState<V>.Binding, equals value: V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    styled("searchFocused", "equals: \(ValueDescription.describe(value))")
  }
}

extension View {
  /// `.focusEffectDisabled(_:)`: recorded on the view as written.
  public nonisolated func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    styled("focusEffectDisabled", String(disabled))
  }
}
