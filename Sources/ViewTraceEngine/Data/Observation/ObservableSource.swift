/// One property of one `@Observable` object.
@MainActor
package final class ObservableSource: SourceBox {
  let keyPath: AnyKeyPath
  /// The object, when the engine could reach it from a view (values shown).
  weak var object: AnyObject?
  /// `Book.title`.
  let displayName: String
  /// The value when the first willSet of the frame fired.
  var before: String?
  /// The value itself before the frame's first change, to say where it differs.
  var beforeValue: Any?
  /// The object's registrar context: the object's identity in access lists.
  let context: ObjectIdentifier

  init(id: String, keyPath: AnyKeyPath, object: AnyObject?, displayName: String, context: ObjectIdentifier) {
    self.keyPath = keyPath
    self.object = object
    self.displayName = displayName
    self.context = context
    super.init(id: id)
  }

  /// The property's current value as text, if the object is reachable.
  var currentValue: String? {
    guard let object else { return nil }
    return readKeyPath(keyPath, on: object).map(ValueDescription.describe)
  }
}

/// `object[keyPath: keyPath]` for a type-erased object and key path.
func readKeyPath(_ keyPath: AnyKeyPath, on object: AnyObject) -> Any? {
  func open<Root>(_ root: Root) -> Any? { root[keyPath: keyPath] }
  return _openExistential(object as Any, do: open)
}
