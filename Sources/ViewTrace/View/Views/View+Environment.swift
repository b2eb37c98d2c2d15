import Foundation

/// A geometry value (a view's bounds, a point of it) resolved later in another view's space, as
/// in SwiftUI. ViewTrace measures no geometry, so no anchor is ever resolved.
public struct Anchor<Value> {
  /// Where an anchor's value comes from (`.bounds`, `.topLeading`, `.rect(_:)`).
  public struct Source {
    let text: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(text: ".bounds") }
  /// A rectangle of the view.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(text: ".rect") }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".point") }
  /// A unit point of the view.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(text: ".unitPoint")
  }
  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".topLeading") }
  /// The center.
  public static var center: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(text: ".center") }
}

extension View {
  /// `.anchorPreference(key:value:transform:)`: recorded; the trace says once that geometry is not
  /// simulated, and no value is sent up (the transform needs a resolved anchor).
  public nonisolated func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("anchorPreference", "key: \(typeDisplayName(K.self)), value: \(value.text)")
  }

  /// `.transformAnchorPreference(key:value:transform:)`: recorded, as `anchorPreference`.
  public nonisolated func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> ModifiedContent<Self, _GeometryModifier> {
    geometry("transformAnchorPreference", "key: \(typeDisplayName(K.self)), value: \(value.text)")
  }
}

/// The values a view gives its container (`.containerValue(\.key, value)`), read by a custom
/// container through its subviews, as in SwiftUI. Declare one with a `ContainerValueKey`.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// The value of `key`.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of ``ContainerValues``.
public protocol ContainerValueKey {
  /// Its value's type.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
}

extension View {
  /// `.transformEnvironment(_:transform:)`: changes an environment value for this view and its
  /// descendants, as `environment(_:_:)` sets one: the descendants that read it depend on it.
  public nonisolated func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, _EnvironmentWriteModifier> {
    var probe = EnvironmentValues()
    probe[keyPath: keyPath] = probe[keyPath: keyPath]
    let key = probe.entries.keys.first ?? ObjectIdentifier(V.self)
    let name = probe.entries.values.first?.name ?? typeDisplayName(V.self)
    return ModifiedContent(
      content: self,
      modifier: _EnvironmentWriteModifier(
        write: { transform(&$0[keyPath: keyPath]) }, key: key, text: ".transformEnvironment(\\.\(name))"))
  }
}

extension View {
  /// `.defaultAppStorage(_:)`: recorded on the view (`@AppStorage` reads ViewTrace's store).
  public nonisolated func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _StyleModifier> {
    styled("defaultAppStorage")
  }
}

extension View {
  /// `.tag(_:includeOptional:)`: the same as `tag(_:)` (the optional form is matched by value here).
  public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ModifiedContent<Self, _TagModifier<V>> {
    self.tag(tag)
  }
}
