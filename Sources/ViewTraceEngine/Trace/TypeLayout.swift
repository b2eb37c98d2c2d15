import Foundation
@_spi(Reflection) import Swift

/// What the engine knows about a type, worked out once per run and type by
/// reflection: its stored fields (``Compare/Field``) and dynamic properties
/// (``Compare/Layout``), and how the value walkers read its values: whole
/// (a leaf), field by field (a plain struct), by `Identifiable.id`, or with
/// Swift's printer (small).
///
/// One cache serves comparison (``Compare``), capture (``ValueCapture``),
/// diffs (``ValueDiff``) and descriptions (``BoundedDescription``). The run
/// owns it (``ValueContext``): nothing about types is kept between runs or
/// in a global. The tables the engine reads on the main actor are
/// main-actor state; the one descriptions read from any thread
/// (``SmallTypes``) guards itself with a lock.
@MainActor
package final class TypeLayouts {
  private var layouts: [ObjectIdentifier: Compare.Layout] = [:]
  private var plainStructs: [ObjectIdentifier: [Compare.Field]?] = [:]
  private var leafTypes: [ObjectIdentifier: Bool?] = [:]
  private var identifiableTypes: [ObjectIdentifier: Bool] = [:]
  private var libraryTypes: [ObjectIdentifier: Bool] = [:]
  /// Which types Swift's printer may write whole (read by descriptions on any thread).
  nonisolated let small = SmallTypes()

  nonisolated init() {}

  /// The stored fields and dynamic properties of `type`.
  func layout(_ type: Any.Type) -> Compare.Layout {
    if let known = layouts[ObjectIdentifier(type)] { return known }
    let made = Compare.Layout(type)
    layouts[ObjectIdentifier(type)] = made
    return made
  }

  /// The stored fields of a struct type that is read field by field, as
  /// `Mirror` would list them (no custom mirror, not a leaf), or nil.
  func plainStructFields(_ type: Any.Type) -> [Compare.Field]? {
    if let known = plainStructs[ObjectIdentifier(type)] { return known }
    var fields: [Compare.Field]? = nil
    if metadataKind(type) == .struct, !(type is any CustomReflectable.Type), !Self.isWrapperOrSwiftUIValue(type),
      !isLibraryType(type)
    {
      let layout = layout(type)
      if !layout.fields.isEmpty { fields = layout.fields }
    }
    plainStructs[ObjectIdentifier(type)] = .some(fields)
    return fields
  }

  /// Whether every value of a type is a leaf (true), none is (false), or it
  /// depends on the value (nil: enums and optionals); `mirror` is a value's.
  func leafByType(_ type: Any.Type, _ mirror: Mirror) -> Bool? {
    if let known = leafTypes[ObjectIdentifier(type)] { return known }
    let answer: Bool?
    switch mirror.displayStyle {
    case _ where Self.isWrapperOrSwiftUIValue(type): answer = true
    case nil: answer = true
    case .enum?, .optional?: answer = nil
    case .struct?: answer = isLibraryType(type) || mirror.children.isEmpty
    case .class?: answer = isLibraryType(type)
    default: answer = false
    }
    leafTypes[ObjectIdentifier(type)] = .some(answer)
    return answer
  }

  /// Whether values of `type` are `Identifiable` (a cast per element costs more than the element).
  func mayBeIdentifiable(_ value: Any) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let known = identifiableTypes[type] { return known }
    let answer = value is any Identifiable
    identifiableTypes[type] = answer
    return answer
  }

  /// A struct or class of Swift or Foundation (`Date`, `URL`, `UUID`), read
  /// whole: its stored fields are internals, not what a person wrote.
  func isLibraryType(_ type: Any.Type) -> Bool {
    if let known = libraryTypes[ObjectIdentifier(type)] { return known }
    let name = String(reflecting: type)
    let answer = name.hasPrefix("Foundation.") || name.hasPrefix("Swift.") || name.hasPrefix("FoundationEssentials.")
    libraryTypes[ObjectIdentifier(type)] = answer
    return answer
  }

  /// A type read whole whatever its shape: a property wrapper (its storage
  /// is the engine's), and SwiftUI's own values (`Color`, `Font`, `Angle`,
  /// `EdgeInsets`, as a user wrote them).
  private static func isWrapperOrSwiftUIValue(_ type: Any.Type) -> Bool {
    if type is any EngineDynamicProperty.Type || type is any DynamicProperty.Type || type is any WrittenValue.Type {
      return true
    }
    let name = String(reflecting: type)
    return name.hasPrefix("ViewTrace.") || name.hasPrefix("ViewTraceEngine.")
  }
}

/// Per type, whether Swift's printer may write every value of it whole
/// (``BoundedDescription/isSmall(_:in:)``): true when every value is one
/// part or a fixed few (a leaf with its own text, a struct of such), false
/// when it depends on the value, nil while a struct's or tuple's fields are
/// not known yet. Descriptions run on any thread, so the table is guarded
/// by a lock.
package final class SmallTypes: @unchecked Sendable {
  private let lock = NSLock()
  private var types: [ObjectIdentifier: Bool?] = [:]

  /// What is known of `type`, worked out by `make` the first time.
  func answer(_ type: Any.Type, _ make: (Any.Type) -> Bool?) -> Bool? {
    lock.lock()
    defer { lock.unlock() }
    if let known = types[ObjectIdentifier(type)] { return known }
    let answer = make(type)
    types[ObjectIdentifier(type)] = .some(answer)
    return answer
  }

  /// Records what the first value of a struct or tuple type taught.
  func learn(_ type: Any.Type, alwaysSmall: Bool) {
    lock.lock()
    types[ObjectIdentifier(type)] = .some(alwaysSmall)
    lock.unlock()
  }
}
