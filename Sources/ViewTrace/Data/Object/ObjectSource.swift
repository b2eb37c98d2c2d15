/// An `ObservableObject` instance as a source: views that hold it through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` depend on every
/// `objectWillChange`, whichever property changed and even for an equal value.
@MainActor
final class ObjectSource: SourceBox {
  let object: AnyObject
  let typeName: String
  var subscription: AnyCancellable?
  /// `@Published` values when the first `objectWillChange` of the frame fired.
  var before: [(name: String, value: String)]?
  /// How many `objectWillChange`s fired in this frame.
  var emits = 0
  /// The `@Published` values that changed in this frame (set after the event).
  var changes: [ValueChange] = []

  init(object: AnyObject, id: String) {
    self.object = object
    self.typeName = typeDisplayName(type(of: object))
    super.init(id: id)
  }

  /// The object's `@Published` values, by property name, as text.
  func publishedValues() -> [(name: String, value: String)] {
    var values: [(String, String)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, let published = child.value as? any PublishedValueReadable else { continue }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        values.append((name, published._currentValue.map(ValueDescription.describe) ?? "?"))
      }
      mirror = current.superclassMirror
    }
    return values
  }
}

/// Reads a `@Published` property's current value without subscribing.
protocol PublishedValueReadable {
  var _currentValue: Any? { get }
}

extension Published: PublishedValueReadable {
  /// OpenCombine keeps the value either inline (`value`) or, once `$name` was
  /// used, in its subject (`currentValue`).
  var _currentValue: Any? {
    func find(_ value: Any, depth: Int) -> Any? {
      guard depth < 6 else { return nil }
      for child in Mirror(reflecting: value).children {
        if child.label == "value" || child.label == "currentValue", child.value is Value { return child.value }
        if let found = find(child.value, depth: depth + 1) { return found }
      }
      return nil
    }
    return find(self, depth: 0)
  }
}

extension ViewGraph {
  /// The source for `object`, made (and subscribed) on first use.
  func objectSource<Object: ObservableObject>(for object: Object) -> ObjectSource {
    if let known = objectSources[ObjectIdentifier(object)] { return known }
    let typeName = typeDisplayName(Object.self)
    let number = (objectCounts[typeName] ?? 0) + 1
    objectCounts[typeName] = number
    let source = ObjectSource(object: object, id: "\(typeName)#\(number)")
    source.subscription = object.objectWillChange.sink { [weak self, weak source] _ in
      MainActor.assumeIsolated {
        guard let self, let source else { return }
        self.objectWillChange(source)
      }
    }
    objectSources[ObjectIdentifier(object)] = source
    recorder.registerSource(TraceSource(id: source.id, kind: .object, owner: nil, name: typeName, valueType: typeName))
    return source
  }
}
