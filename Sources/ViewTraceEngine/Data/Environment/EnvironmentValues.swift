/// A key for a value in the environment, written the SwiftUI way:
///
/// ```swift
/// struct MyEnvKey: EnvironmentKey {
///   static let defaultValue = 10
/// }
/// extension EnvironmentValues {
///   var myValue: Int {
///     get { self[MyEnvKey.self] }
///     set { self[MyEnvKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  /// The value when no ancestor wrote one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: keys written with
/// `.environment(_:_:)` and objects given with `.environmentObject(_:)`.
public struct EnvironmentValues {
  package struct Entry {
    package var value: Any
    /// `MyEnvKey`, `colorScheme`, `environmentObject(Store)`.
    package var name: String
    /// The identity of the node whose modifier wrote it (set by the engine).
    var writer: String? = nil
  }

  package var entries: [ObjectIdentifier: Entry] = [:]

  /// Notes which keys the subscript reads: how the engine learns which key an
  /// `@Environment(\.name)` key path reads (key paths have no names on Linux).
  /// Set only on a probe copy, see ``read(_:)``.
  package final class KeyReads: @unchecked Sendable {
    var first: (key: ObjectIdentifier, name: String)?
  }
  var keyReads: KeyReads?

  /// An environment with every key at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      if let keyReads, keyReads.first == nil { keyReads.first = (ObjectIdentifier(key), keyName(K.self)) }
      // Not `entries[key]?.value as? K.Value ?? default`: for an optional
      // `K.Value`, a missing entry would cast to `.some(nil)` and hide a
      // non-nil default (`\.horizontalSizeClass` is `.compact`).
      if let entry = entries[ObjectIdentifier(key)], let value = entry.value as? K.Value { return value }
      return K.defaultValue
    }
    set { entries[ObjectIdentifier(key)] = Entry(value: newValue, name: keyName(K.self), writer: nil) }
  }

  func object<Object: AnyObject>(_: Object.Type) -> Object? {
    entries[ObjectIdentifier(Object.self)]?.value as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object) {
    entries[ObjectIdentifier(Object.self)] = Entry(
      value: object, name: "environmentObject(\(typeDisplayName(Object.self)))", writer: nil)
  }

  /// Whether any entry differs in value (objects by identity).
  @MainActor
  func differs(from other: EnvironmentValues, _ closures: Closures) -> Bool {
    guard entries.count == other.entries.count else { return true }
    for (key, entry) in entries {
      // Objects compare by identity, values by the engine's comparison.
      guard let theirs = other.entries[key], Compare.equalAny(entry.value, theirs.value, closures) else { return true }
    }
    return false
  }
}

/// The readable name of a key type: a built-in key by its property name.
func keyName(_ key: Any.Type) -> String {
  (key as? any NamedEnvironmentKey.Type)?._propertyName ?? typeDisplayName(key)
}

/// A framework's environment key, named in traces by its property (`font`, not `FontKey`).
package protocol NamedEnvironmentKey: EnvironmentKey {
  static var _propertyName: String { get }
}

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable, CustomStringConvertible {
  case light, dark
  /// The value as ViewTrace prints it.
  public var description: String { ".\(rawValue)" }
}

/// The text size the user chose.
public enum DynamicTypeSize: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// The value as ViewTrace prints it.
  public var description: String { ".\(rawValue)" }
  /// Smaller text sizes come first.
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

package struct ColorSchemeKey: NamedEnvironmentKey {
  package static let _propertyName = "colorScheme"
  package static let defaultValue = ColorScheme.light
}

package struct LocaleKey: NamedEnvironmentKey {
  package static let _propertyName = "locale"
  package static var defaultValue: Locale { Locale(identifier: "en_US") }
}

package struct DynamicTypeSizeKey: NamedEnvironmentKey {
  package static let _propertyName = "dynamicTypeSize"
  package static let defaultValue = DynamicTypeSize.large
}

package struct IsEnabledKey: NamedEnvironmentKey {
  package static let _propertyName = "isEnabled"
  package static let defaultValue = true
}

extension EnvironmentValues {
  /// `.light` unless an ancestor set `.dark`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// `en_US` unless an ancestor set another locale.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// `.large` unless an ancestor set another size.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// `true` unless an ancestor is `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
