@_spi(Reflection) import Swift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Types that know how to compare two of their values as view inputs.
@MainActor
package protocol EngineComparable {
  static func _engineEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool
}

package typealias Closures = EngineOptions.ClosureComparison

/// How the engine compares view values, following SwiftUI's rules:
///
/// - a dynamic property compares itself (`State` by initial value, `Binding`
///   by location and value);
/// - a class reference compares by identity;
/// - an `Equatable` value with its `==`;
/// - a struct or tuple field by field, recursively;
/// - an optional by case, then by its wrapped value;
/// - an existential (`any Service`, `Any`) only by `==` of an Equatable
///   dynamic type; otherwise it differs, even holding the same instance;
/// - a closure by its function and context: equal only when it is the very
///   same closure, which in practice means one that captures nothing;
/// - anything else by its bytes.
@MainActor
package enum Compare {
  package struct Field {
    let name: String
    let offset: Int
    let type: Any.Type
    /// For a wrapper inside one of the view's own `DynamicProperty` structs:
    /// the view's field that holds it (`_helper`), the name `_printChanges`
    /// gives its change. Nil for a field of the view itself.
    var outer: String? = nil
  }

  package final class Layout {
    let kind: _MetadataKind
    let fields: [Field]
    /// Fields whose type is an engine dynamic property (`@State`, `@Binding`),
    /// with those inside the type's own `DynamicProperty` structs, at any
    /// depth (``DynamicPropertyFields``): one box each on the node.
    let dynamicFields: [Field]
    /// The type's own `DynamicProperty` structs (at any depth), innermost
    /// first: their `update()` runs before each body (``DynamicPropertyFields/updated(_:)``).
    let ownProperties: [(offset: Int, type: any DynamicProperty.Type)]
    /// Each dynamic field's ``Field/outer``; empty when the type holds no
    /// `DynamicProperty` struct of its own.
    let nestedOwners: [String?]
    let isPOD: Bool
    let size: Int

    @MainActor init(_ type: Any.Type) {
      kind = metadataKind(type)
      var fields: [Field] = []
      if kind == .struct || kind == .tuple {
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
          fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
          return true
        }
      }
      self.fields = fields
      let dynamic = DynamicPropertyFields(fields)
      self.dynamicFields = dynamic.fields
      self.ownProperties = dynamic.ownProperties
      self.nestedOwners = dynamic.ownProperties.isEmpty ? [] : dynamic.fields.map(\.outer)
      self.isPOD = ViewTraceEngine.isPOD(type)
      self.size = sizeOf(type)
    }
  }

  /// The layout of `type`, from the running run's cache (``TypeLayouts``).
  static func layout(_ type: Any.Type) -> Layout { ValueContext.layouts.layout(type) }

  /// Whether two values of one type are equal as view inputs. `closures`
  /// is the engine option for closure-typed values (a disputed rule).
  package static func equalValues<T>(_ a: T, _ b: T, _ closures: Closures = .functionAndContext) -> Bool {
    withUnsafePointer(to: a) { pa in
      withUnsafePointer(to: b) { pb in
        equalRaw(T.self, UnsafeRawPointer(pa), UnsafeRawPointer(pb), closures, ValueContext.layouts)
      }
    }
  }

  /// Whether two values of any types are equal: same dynamic type and equal value.
  package static func equalAny(_ a: Any, _ b: Any, _ closures: Closures = .functionAndContext) -> Bool {
    let dynamicType = type(of: a)
    guard ObjectIdentifier(dynamicType) == ObjectIdentifier(type(of: b)) else { return false }
    // A class instance, also one held as a protocol type (`any Service`): by identity.
    if dynamicType is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    // Open the dynamic type itself: opening the `Any` would stop at a
    // protocol-typed box (`any Formatter`) and compare it again for ever.
    func open<T>(_: T.Type) -> Bool {
      guard let x = a as? T, let y = b as? T else { return false }
      return equalValues(x, y, closures)
    }
    return _openExistential(dynamicType, do: open)
  }

  static func equalRaw(
    _ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures, _ layouts: TypeLayouts
  ) -> Bool {
    if let comparable = type as? any EngineComparable.Type {
      return comparable._engineEqual(a, b, closures)
    }
    let layout = layouts.layout(type)
    switch layout.kind {
    case .class:
      return a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
    case _ where type is any Equatable.Type:
      let equatable = type as! any Equatable.Type
      return equatableEqual(equatable, a, b)
    case .struct, .tuple:
      for field in layout.fields where !equalRaw(field.type, a + field.offset, b + field.offset, closures, layouts) {
        return false
      }
      return true
    case .optional:
      return (type as! any OptionalComparable.Type)._optionalEqual(a, b, closures)
    case .existential:
      // A protocol-typed value (`any Service`, `Any`): SwiftUI cannot prove it
      // unchanged unless its dynamic type is Equatable; it prints the field as
      // changed even for the very same instance.
      let x = loadAny(type, a)
      let y = loadAny(type, b)
      guard Swift.type(of: x) is any Equatable.Type else { return false }
      return equalAny(x, y, closures)
    case .function where closures == .alwaysDifferent:
      return false
    default:
      return layout.size == 0 || memcmp(a, b, layout.size) == 0
    }
  }

  /// Whether every stored field of `V` is equal, ignoring `V`'s own `==`
  /// (a trivial view's `==` counts only under `.equatable()`).
  static func fieldsEqual<V>(_ a: V, _ b: V, _ closures: Closures) -> Bool {
    withUnsafePointer(to: a) { pa in
      withUnsafePointer(to: b) { pb in
        let ra = UnsafeRawPointer(pa)
        let rb = UnsafeRawPointer(pb)
        let layouts = ValueContext.layouts
        return layouts.layout(V.self).fields.allSatisfy {
          equalRaw($0.type, ra + $0.offset, rb + $0.offset, closures, layouts)
        }
      }
    }
  }

  /// The names of `V`'s stored fields whose values differ between `a` and `b`.
  static func differingFields<V>(_ a: V, _ b: V, _ closures: Closures) -> [Field] {
    withUnsafePointer(to: a) { pa in
      withUnsafePointer(to: b) { pb in
        let ra = UnsafeRawPointer(pa)
        let rb = UnsafeRawPointer(pb)
        let layouts = ValueContext.layouts
        return layouts.layout(V.self).fields.filter {
          !equalRaw($0.type, ra + $0.offset, rb + $0.offset, closures, layouts)
        }
      }
    }
  }

  /// Reads field `field` of `value` as `Any` (for descriptions only).
  static func fieldValue<V>(_ value: V, _ field: Field) -> Any {
    withUnsafePointer(to: value) { loadAny(field.type, UnsafeRawPointer($0) + field.offset) }
  }

  // MARK: - Views

  /// `@self` with the fields that differ, or nil when the new value is equal.
  package static func views(_ old: Any, _ new: Any, forceEquatable: Bool, _ closures: Closures) -> Reason? {
    func open<V>(_ old: V) -> Reason? {
      guard let new = new as? V else {
        return Reason(
          kind: .self,
          changes: [ValueChange(name: "type", before: typeDisplayName(V.self), after: typeDisplayName(type(of: new)))])
      }
      let layout = layout(V.self)
      let equal: Bool
      var byEquatable: Bool?
      if let equatable = V.self as? any Equatable.Type, forceEquatable || !layout.isPOD {
        equal = viewsEqual(equatable, old, new)
        byEquatable = true
      } else {
        equal = fieldsEqual(old, new, closures)
      }
      if equal { return nil }
      let changes = differingFields(old, new, closures).map { field in
        let (before, after) = (fieldValue(old, field), fieldValue(new, field))
        let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
        let trees = ValueCapture.pair(before, after)
        return ValueChange(
          name: field.name, before: ValueDescription.describe(before), after: ValueDescription.describe(after),
          diff: ValueDiff.paths(name, before, after), beforeValue: trees.before, afterValue: trees.after)
      }
      return Reason(kind: .self, changes: changes, byEquatable: byEquatable)
    }
    return _openExistential(old, do: open)
  }

  /// The styling modifiers that differ, position by position.
  static func modifiers(_ old: [_StyleModifier], _ new: [_StyleModifier]) -> [ValueChange] {
    (0..<max(old.count, new.count)).compactMap { index in
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { return nil }
      return ValueChange(name: after?.name ?? before?.name ?? "modifier", before: before?.text, after: after?.text)
    }
  }
}

private func viewsEqual(_ type: any Equatable.Type, _ a: Any, _ b: Any) -> Bool {
  func open<E: Equatable>(_: E.Type) -> Bool { (a as! E) == (b as! E) }
  return _openExistential(type, do: open)
}

/// `==` on two values of the Equatable type `type`.
private func equatableEqual(_ type: any Equatable.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
  func open<T: Equatable>(_: T.Type) -> Bool {
    a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
  }
  return _openExistential(type, do: open)
}

// Metatypes are opened explicitly: passing `Any.Type` to a `T.Type` parameter
// does not reliably bind `T` to the dynamic type.

/// Copies the value of type `type` at `p` into an `Any`.
func loadAny(_ type: Any.Type, _ p: UnsafeRawPointer) -> Any {
  func open<T>(_: T.Type) -> Any { p.assumingMemoryBound(to: T.self).pointee }
  return _openExistential(type, do: open)
}

/// `MemoryLayout<type>.size`.
func sizeOf(_ type: Any.Type) -> Int {
  func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return _openExistential(type, do: open)
}

/// Whether `type` is trivial (plain bytes, no references).
func isPOD(_ type: Any.Type) -> Bool {
  func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
  return _openExistential(type, do: open)
}

/// The metadata kind of a type (struct, class, function, ...).
func metadataKind(_ type: Any.Type) -> _MetadataKind {
  let raw = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  // A class's metadata starts with an isa pointer rather than a small kind value.
  return raw > 0x7FF ? .class : (_MetadataKind(rawValue: raw) ?? .unknown)
}

@MainActor
package protocol OptionalComparable {
  static func _optionalEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool
  /// The type it wraps.
  static var _wrappedType: Any.Type { get }
}

extension Optional: OptionalComparable {
  package static var _wrappedType: Any.Type { Wrapped.self }
  package static func _optionalEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ closures: Closures) -> Bool {
    switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
    case (nil, nil): return true
    case (let x?, let y?): return Compare.equalValues(x, y, closures)
    default: return false
    }
  }
}
