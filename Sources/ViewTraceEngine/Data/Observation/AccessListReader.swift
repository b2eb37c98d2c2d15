@_spi(SwiftUI) import Observation
@_spi(Reflection) import Swift

package struct ObservablePropertyKey: Hashable {
  let context: ObjectIdentifier
  let keyPath: AnyKeyPath
}

/// Lets the reachability scan look through `@State` to the value it stores.
@MainActor
package protocol StateValueReadable {
  var _stateValue: Any { get }
}

extension State: StateValueReadable {
  package var _stateValue: Any { box.peek() }
}

/// Reads the entries of a tracking's access list. The layout is found once
/// with the runtime's field reflection, so a body that read no `@Observable`
/// costs a count, not a `Mirror` walk (which is about 10 µs).
@MainActor
package enum AccessListReader {
  private static let path: (offset: Int, type: Any.Type)? = {
    var list: (Int, Any.Type)?
    _ = _forEachField(of: ObservationTracking.self, options: []) { name, offset, type, _ in
      if String(cString: name) == "list" { list = (offset, type) }
      return list == nil
    }
    guard let (listOffset, listType) = list else { return nil }
    var entries: (Int, Any.Type)?
    _ = _forEachField(of: listType, options: []) { name, offset, type, _ in
      if String(cString: name) == "entries" { entries = (offset, type) }
      return entries == nil
    }
    guard let (entriesOffset, entriesType) = entries, entriesType is any Collection.Type else { return nil }
    return (listOffset + entriesOffset, entriesType)
  }()

  /// How many objects the access list holds (the sentinel's counts), read
  /// without reflecting any entry; nil when the layout is not the expected one.
  static func count(of tracking: ObservationTracking) -> Int? {
    guard let path else { return nil }
    return withUnsafePointer(to: tracking) { pointer in
      let raw = UnsafeRawPointer(pointer) + path.offset
      func open<C: Collection>(_: C.Type) -> Int { raw.assumingMemoryBound(to: C.self).pointee.count }
      return _openExistential(path.type as! any Collection.Type, do: open)
    }
  }

  /// The entry values (each with `context` and `properties`), or nil when the
  /// layout is not the expected one.
  static func entries(of tracking: ObservationTracking) -> [Any]? {
    if let path {
      return withUnsafePointer(to: tracking) { pointer in
        let raw = UnsafeRawPointer(pointer) + path.offset
        func open<C: Collection>(_: C.Type) -> [Any] {
          raw.assumingMemoryBound(to: C.self).pointee.map { element -> Any in
            Mirror(reflecting: element).descendant("value") ?? element
          }
        }
        return _openExistential(path.type as! any Collection.Type, do: open)
      }
    }
    guard let entries = Mirror(reflecting: tracking).descendant("list", "entries") as? [ObjectIdentifier: Any] else {
      return nil
    }
    return Array(entries.values)
  }
}
