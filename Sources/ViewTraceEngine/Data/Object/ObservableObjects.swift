/// An `ObservableObject` instance as a source: views that hold it through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` depend on every
/// `objectWillChange`, whichever property changed and even for an equal value.
@MainActor
package final class ObjectSource: SourceBox {
  /// Held weakly, as SwiftUI holds an `@ObservedObject`'s model only through
  /// the views: once no view holds it, it is released (R7).
  weak var object: AnyObject?
  let typeName: String
  var subscription: AnyCancellable?
  /// `@Published` values when the first `objectWillChange` of the frame fired.
  var before: [PublishedValue]?
  /// How many `objectWillChange`s fired in this frame.
  var emits = 0
  /// The `@Published` values that changed in this frame (set after the event).
  var changes: [ValueChange] = []

  init(object: AnyObject, id: String) {
    self.object = object
    self.typeName = typeDisplayName(type(of: object))
    super.init(id: id)
  }

  /// A `@Published` property's value: itself, to compare, and its text.
  package struct PublishedValue {
    let name: String
    let value: Any?
    let text: String
  }

  /// The object's `@Published` values, by property name.
  func publishedValues() -> [PublishedValue] {
    guard let object else { return [] }
    var values: [PublishedValue] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, let published = child.value as? any PublishedValueReadable else { continue }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        let value = published._currentValue
        values.append(PublishedValue(name: name, value: value, text: value.map(ValueDescription.describe) ?? "?"))
      }
      mirror = current.superclassMirror
    }
    return values
  }
}

/// Reads a `@Published` property's current value without subscribing.
package protocol PublishedValueReadable {
  var _currentValue: Any? { get }
}

extension Published: PublishedValueReadable {
  /// OpenCombine keeps the value either inline (`value`) or, once `$name` was
  /// used, in its subject (`currentValue`).
  package var _currentValue: Any? {
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

/// The `ObservableObject`s of a run: one source per instance, subscribed to
/// its `objectWillChange` on first use. Views that hold an object depend on
/// every `objectWillChange`, whichever property changed and even for an
/// equal value; the `@Published` values are compared after the event, to
/// name what changed.
@MainActor
package final class ObservableObjects {
  private unowned let graph: ViewGraph
  private var sources: [ObjectIdentifier: ObjectSource] = [:]
  private var counts: [String: Int] = [:]
  private var pending: [ObjectSource] = []

  init(graph: ViewGraph) { self.graph = graph }

  /// Whether an `objectWillChange` is waiting for its values to be compared.
  var hasPendingChanges: Bool { !pending.isEmpty }

  /// The source for `object`, made (and subscribed) on first use.
  func source<Object: ObservableObject>(for object: Object) -> ObjectSource {
    if let known = sources[ObjectIdentifier(object)], known.object === object { return known }
    let typeName = typeDisplayName(Object.self)
    let number = (counts[typeName] ?? 0) + 1
    counts[typeName] = number
    let source = ObjectSource(object: object, id: "\(typeName)#\(number)")
    source.subscription = object.objectWillChange.sink { [weak self, weak source] _ in
      WriteOrigin.deliver { origin in
        guard let self, let source else { return }
        if let origin { self.warnBackgroundPublish(source, from: origin) }
        self.objectWillChange(source)
      }
    }
    sources[ObjectIdentifier(object)] = source
    graph.log.emit(
      .sourceRegistered(
        TraceSource(
          id: source.id, kind: .object, owner: nil, name: typeName, valueType: typeName,
          declaredAt: _SourceDeclaration.location(of: type(of: object)))))
    return source
  }

  /// The sources whose object was released since the last call (no view
  /// holds it any more), in id order; they are forgotten.
  func takeReleased() -> [String] {
    let gone = sources.filter { $0.value.object == nil }
    guard !gone.isEmpty else { return [] }
    for key in gone.keys { sources[key]?.subscription?.cancel() }
    for key in gone.keys { sources[key] = nil }
    return gone.values.map(\.id).sorted()
  }

  /// The trace id of `object` if it has a source (`Model#1`).
  func knownID(of object: AnyObject) -> String? {
    guard let known = sources[ObjectIdentifier(object)], known.object === object else { return nil }
    return known.id
  }

  /// SwiftUI's runtime warning for an object that publishes off the main
  /// thread, once per object.
  private func warnBackgroundPublish(_ source: ObjectSource, from origin: WriteOrigin) {
    guard graph.run.firstTime("offMainWrite " + source.id) else { return }
    graph.warn(
      .offMainWrite, node: nil,
      "\(source.id) sent objectWillChange \(origin.described); SwiftUI says \"Publishing changes from background "
        + "threads is not allowed; make sure to publish values from the main thread (via operators like "
        + "receive(on:)) on model updates\" and applies the change at the next main-actor update")
  }

  /// Called for every `objectWillChange`: invalidates every view holding the object.
  private func objectWillChange(_ source: ObjectSource) {
    if graph.droppedDuringBody(
      .publishDuringBody,
      {
        "\(source.id) sent objectWillChange while \($0.type)'s body was running; the invalidation was dropped "
          + "(SwiftUI: \"Publishing changes from within view updates is not allowed\")"
      })
    {
      return
    }
    if source.before == nil {
      source.before = source.publishedValues()
      pending.append(source)
    }
    source.emits += 1
    source.version &+= 1
    graph.invalidate(source)
  }

  /// Records which `@Published` values the events changed, before and after.
  func flushChanges() {
    guard !pending.isEmpty else { return }
    let changed = pending
    pending.removeAll()
    for source in changed {
      let before = source.before ?? []
      var changes: [ValueChange] = []
      var diffs: [String: [String]?] = [:]
      var trees: [String: (before: TraceValue?, after: TraceValue?)] = [:]
      for now in source.publishedValues() {
        let old = before.first { $0.name == now.name }
        // The values themselves, by the engine's rules (Equatable, fields,
        // identity), never their text: a text is cut at 200 characters, and
        // a change past that point is still a change.
        let differs: Bool
        if let oldValue = old?.value, let newValue = now.value {
          differs = !Compare.equalAny(oldValue, newValue)
        } else {
          differs = old?.text != now.text
        }
        if differs {
          if let oldValue = old?.value, let newValue = now.value {
            diffs[now.name] = ValueDiff.paths(now.name, oldValue, newValue)
            trees[now.name] = ValueCapture.pair(oldValue, newValue)
          }
          // The views' reasons carry where the value differs, as the source
          // change does (the trees stay with the source change, once).
          changes.append(ValueChange(name: now.name, before: old?.text, after: now.text, diff: diffs[now.name] ?? nil))
        }
      }
      if changes.isEmpty {
        let times = source.emits == 1 ? "once" : "\(source.emits) times"
        let note = "objectWillChange sent \(times), no @Published value differs"
        changes = [ValueChange(name: "objectWillChange", before: nil, after: note)]
        graph.log.emit(.sourceChanged(source: source.id, before: "-", after: note))
      } else {
        for change in changes {
          graph.log.emit(
            .sourceChanged(
              source: "\(source.id).\(change.name)", before: change.before ?? "-", after: change.after ?? "-",
              diff: diffs[change.name] ?? nil, beforeValue: trees[change.name]?.before,
              afterValue: trees[change.name]?.after))
        }
      }
      source.changes = changes
      source.before = nil
      source.emits = 0
    }
  }
}

/// The node's side of an object field (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): the object it holds now and the one (and version)
/// the body saw. The view depends on the object by declaration.
@MainActor
package final class ObjectPropertyBox: PropertyBox {
  package let name: String
  private(set) var source: ObjectSource?
  private var seenSource: ObjectSource?
  private var seenVersion = 0
  /// `@StateObject`: the object made for this identity.
  var owned: AnyObject?

  init(name: String) { self.name = name }

  /// Holds `object` (nil: none could be found) for `context`'s node.
  func hold<Object: ObservableObject>(_ object: Object?, _ context: PropertyContext) {
    let new = object.map { context.graph.objects.source(for: $0) }
    if source == nil, let new { seenVersion = new.version }
    source = new ?? source
    context.graph.dependencies.hold(context.node, .field(name), new, kind: .objectWillChange)
  }

  package func change(appearing: Bool) -> Reason? {
    guard let source else { return nil }
    if appearing { return Reason(kind: .property, property: name, source: source.id) }
    let replaced = seenSource.map { $0 !== source } ?? false
    guard replaced || seenVersion != source.version else { return nil }
    let changes =
      replaced ? [ValueChange(name: "instance", before: seenSource?.id, after: source.id)] : source.changes
    return Reason(kind: .property, property: name, source: source.id, changes: changes)
  }

  package func bodyDidRun() {
    seenSource = source
    seenVersion = source?.version ?? 0
  }
}
