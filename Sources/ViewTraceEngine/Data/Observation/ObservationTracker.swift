@_spi(SwiftUI) import Observation
@_spi(Reflection) import Swift

// How ViewTrace follows `@Observable` models, the way SwiftUI does: each body
// runs inside the toolchain's `withObservationTracking(_:willSet:didSet:)`
// (the SPI SwiftUI itself uses), which fires once per change of a property
// the body read and names the key path that changed.
//
// The tracking handle is only handed to those callbacks, so right after the
// body a private sentinel is read and bumped: its callback delivers the
// handle, whose access list gives the exact properties read (for the
// dependency graph) and which is cancelled when the body runs again.

/// A one-property `Observable` used for that handshake. There are two kinds,
/// so the body's tracking can tell a nested tracking's sentinel
/// (``GroupSentinel``, ``ObservationTracker/accesses(of:during:)``) apart
/// and ignore it. They are two plain classes, not one generic class: a key
/// path into a generic class is built at run time on every use (resolving
/// its generic arguments by name), which cost a fifth of a frame.
package final class TrackingSentinel: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var storage = 0
  /// Read by the body's tracking, bumped to hand the tracking out.
  var tick: Int {
    get {
      registrar.access(self, keyPath: \.tick)
      return storage
    }
    set { registrar.withMutation(of: self, keyPath: \.tick) { storage = newValue } }
  }
  nonisolated(unsafe) static let keyPath: AnyKeyPath = \TrackingSentinel.tick
}

/// The sentinel of a nested tracking (see ``TrackingSentinel``).
package final class GroupSentinel: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var storage = 0
  /// Read by the nested tracking, bumped to hand the tracking out.
  var tick: Int {
    get {
      registrar.access(self, keyPath: \.tick)
      return storage
    }
    set { registrar.withMutation(of: self, keyPath: \.tick) { storage = newValue } }
  }
  nonisolated(unsafe) static let keyPath: AnyKeyPath = \GroupSentinel.tick
}

/// Hands a nested tracking out of its callback.
package final class CapturedTracking: @unchecked Sendable {
  var tracking: ObservationTracking?
}

/// Carries the callbacks of one body run back to the tracker. Callbacks of a
/// run that is no longer the node's latest cancel their tracking.
package final class ObservationCallbacks: @unchecked Sendable {
  weak var tracker: ObservationTracker?
  weak var node: ViewNode?
  let generation: Int

  @MainActor
  init(tracker: ObservationTracker, node: ViewNode, generation: Int) {
    self.tracker = tracker
    self.node = node
    self.generation = generation
  }

  /// Called where the write happened: on the main queue (the main actor, or
  /// an entry of the run loop, whose origin is noted), or on another thread,
  /// from where it is handed to the main queue in order, as SwiftUI applies
  /// such a write at the next main-actor update.
  func willSet(_ tracking: ObservationTracking) {
    if tracking.changed == GroupSentinel.keyPath { return }
    WriteOrigin.deliver { [self] origin in
      guard let tracker, let node, node.alive, node.observation.generation == generation else {
        tracking.cancel()
        return
      }
      if tracking.changed == TrackingSentinel.keyPath {
        node.observation.tracking = tracking
        tracker.recordObservedProperties(of: node, from: tracking)
      } else if let keyPath = tracking.changed {
        tracker.willSet(keyPath, observedBy: node, from: origin)
      }
    }
  }

  func didSet(_ tracking: ObservationTracking) {
    if tracking.changed == GroupSentinel.keyPath { return }
    WriteOrigin.deliver { [self] _ in
      guard let tracker, let node, node.alive, node.observation.generation == generation,
        let keyPath = tracking.changed, keyPath != TrackingSentinel.keyPath
      else { return }
      tracker.didSet(keyPath, observedBy: node)
    }
  }
}

/// A node's Observation state: the tracking of its last body run, the
/// properties that run read, and the `@dependencies` reasons waiting for the
/// next run.
@MainActor
package struct NodeObservation {
  var tracking: ObservationTracking?
  var generation = 0
  var observed: [ObservableSource] = []
  var pendingDependencies: [Reason] = []
  /// The view's stored property through which each model (by registrar
  /// context) was reached: what iOS 26 prints instead of `@dependencies`.
  var holders: [ObjectIdentifier: String] = [:]
}

/// Follows `@Observable` models for the graph: one source per property of
/// each object, the access list of each body run, and the `willSet`/`didSet`
/// callbacks that invalidate the nodes that read a property.
@MainActor
package final class ObservationTracker {
  private unowned let graph: ViewGraph
  private var sources: [ObservablePropertyKey: ObservableSource] = [:]
  private var instances: [ObjectIdentifier: (context: AnyObject, id: String)] = [:]
  private var counts: [String: Int] = [:]
  private var keyPathNames: [AnyKeyPath: String] = [:]
  private var pending: [ObservableSource] = []

  init(graph: ViewGraph) { self.graph = graph }

  /// Runs `body` with Observation tracking for `node`; the node's previous
  /// tracking is cancelled first.
  func track(_ node: ViewNode, _ body: () -> Void) {
    node.observation.tracking?.cancel()
    node.observation.tracking = nil
    node.observation.generation += 1
    let callbacks = ObservationCallbacks(tracker: self, node: node, generation: node.observation.generation)
    let sentinel = TrackingSentinel()
    withObservationTracking(
      {
        body()
        _ = sentinel.tick
      }, willSet: { callbacks.willSet($0) }, didSet: { callbacks.didSet($0) })
    sentinel.tick += 1
  }

  /// The node disappeared: its tracking ends (its edges close with the rest).
  func stopTracking(_ node: ViewNode) {
    node.observation.tracking?.cancel()
    node.observation.tracking = nil
    node.observation.observed = []
  }

  /// Properties recorded their own before/after as they changed: forget the befores.
  func flushChanges() {
    for source in pending {
      source.before = nil
      source.beforeValue = nil
    }
    pending.removeAll()
  }

  /// Reads the access list of a body run: which properties of which objects
  /// the body read. Re-armed on every run.
  func recordObservedProperties(of node: ViewNode, from tracking: ObservationTracking) {
    // Only the sentinel, and nothing read before: the common body reads no @Observable.
    if node.observation.observed.isEmpty, let count = AccessListReader.count(of: tracking), count <= 1 { return }
    guard let entries = AccessListReader.entries(of: tracking) else {
      graph.warnOnce(
        .observationInternals,
        "this toolchain's ObservationTracking has an unexpected layout; @Observable reads are not recorded")
      return
    }
    // Only the sentinel: the body read no @Observable property.
    if entries.count <= 1 && node.observation.observed.isEmpty { return }
    let sources = observableSources(in: entries, readBy: node)
    node.observation.observed = sources
    graph.dependencies.hold(node, .observation, sources.map { ($0, .observation) })
  }

  /// The properties an access list holds (sentinels left out), sorted by id.
  private func observableSources(in entries: [Any], readBy node: ViewNode) -> [ObservableSource] {
    var sources: [ObservableSource] = []
    var reachable: [ObjectIdentifier: ReachableObservable]?
    // The access list is a dictionary of sets: its order is the hash's. The
    // sources are made (numbered and registered in the trace) in an order
    // of their own: objects in the order the walk from the view's value
    // meets them (the field that holds them, then their place in it: an
    // array's order is the order its elements were made in), properties by name.
    var read: [(context: AnyObject, properties: Set<AnyKeyPath>, found: ReachableObservable?)] = []
    for entry in entries {
      guard let context = Mirror(reflecting: entry).descendant("context", "state", "buffer") as AnyObject?,
        let properties = Mirror(reflecting: entry).descendant("properties") as? Set<AnyKeyPath>
      else { continue }
      if properties.contains(TrackingSentinel.keyPath) || properties.contains(GroupSentinel.keyPath) { continue }
      if reachable == nil { reachable = observableObjects(reachableFrom: node) }
      read.append((context, properties, reachable?[ObjectIdentifier(context)]))
    }
    read.sort { ($0.found?.order ?? Int.max) < ($1.found?.order ?? Int.max) }
    for (context, properties, found) in read {
      if let field = found?.field { node.observation.holders[ObjectIdentifier(context)] = field }
      let named = properties.map { ($0, propertyName($0, of: found?.object)) }.sorted { $0.1 < $1.1 }
      for (keyPath, _) in named {
        sources.append(observableSource(context: context, keyPath: keyPath, object: found?.object))
      }
    }
    return sources.sorted { $0.id < $1.id }
  }

  /// The `@Observable` properties `body` reads, while the node's own
  /// tracking also sees them (nested tracking merges into the outer one).
  /// Nil when this toolchain's access list cannot be read.
  func accesses(of node: ViewNode, during body: () -> Void) -> [ObservableSource]? {
    let sentinel = GroupSentinel()
    let captured = CapturedTracking()
    withObservationTracking(
      {
        body()
        _ = sentinel.tick
      },
      willSet: { tracking in
        if tracking.changed == GroupSentinel.keyPath { captured.tracking = tracking }
      }, didSet: { _ in })
    sentinel.tick += 1
    guard let tracking = captured.tracking else { return nil }
    tracking.cancel()
    guard let entries = AccessListReader.entries(of: tracking) else { return nil }
    return entries.count <= 1 ? [] : observableSources(in: entries, readBy: node)
  }

  /// The source for `keyPath` of the object whose registrar context is `context`.
  func observableSource(context: AnyObject, keyPath: AnyKeyPath, object: AnyObject?) -> ObservableSource {
    let key = ObservablePropertyKey(context: ObjectIdentifier(context), keyPath: keyPath)
    if let known = sources[key] {
      if known.object == nil, let object { known.object = object }
      return known
    }
    let rootType = type(of: keyPath).rootType
    let typeName = typeDisplayName(rootType)
    let instance =
      instances[ObjectIdentifier(context)]
      ?? {
        let number = (counts[typeName] ?? 0) + 1
        counts[typeName] = number
        let made = (context: context, id: "\(typeName)#\(number)")
        instances[ObjectIdentifier(context)] = made
        return made
      }()
    let property = propertyName(keyPath, of: object)
    let source = ObservableSource(
      id: "\(instance.id).\(property)", keyPath: keyPath, object: object, displayName: "\(typeName).\(property)",
      context: ObjectIdentifier(context))
    sources[key] = source
    graph.log.emit(
      .sourceRegistered(
        TraceSource(
          id: source.id, kind: .observableProperty, owner: nil, name: source.displayName,
          valueType: typeDisplayName(type(of: keyPath).valueType),
          declaredAt: _SourceDeclaration.location(of: object.map { type(of: $0) } ?? rootType, member: property))))
    return source
  }

  /// The property a key path reads. Key paths carry no names on Linux, so the
  /// name is found by matching the value against the object's stored
  /// (`_name`) fields of the same type; without a reachable object it is the
  /// value type, e.g. `<Int>`.
  func propertyName(_ keyPath: AnyKeyPath, of object: AnyObject?) -> String {
    if let known = keyPathNames[keyPath] { return known }
    let valueType = type(of: keyPath).valueType
    guard let object, let value = readKeyPath(keyPath, on: object) else {
      return "<\(typeDisplayName(valueType))>"
    }
    var candidates: [String] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        // equalAny also requires the same dynamic type.
        guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
          Compare.equalAny(child.value, value)
        else { continue }
        candidates.append(String(label.dropFirst()))
      }
      mirror = current.superclassMirror
    }
    if candidates.count > 1, let found = Self.storedField(readBy: keyPath, on: object, among: candidates) {
      candidates = [found]
    }
    let name = candidates.isEmpty ? "<\(typeDisplayName(valueType))>" : candidates.joined(separator: "|")
    if candidates.count == 1 { keyPathNames[keyPath] = name }
    return name
  }

  /// Types whose every bit pattern is a value, so flipping a bit of one
  /// for a moment never makes an invalid value (an enum's case, a pointer).
  private static func flippable(_ type: Any.Type) -> Bool {
    let types: [Any.Type] = [
      Bool.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
      UInt32.self, UInt64.self, Double.self, Float.self,
    ]
    return types.contains { $0 == type }
  }

  /// Which of `candidates` (stored `_name` fields holding the value the key
  /// path reads: several Bools of a preferences object that are all `true`)
  /// the key path reads: each candidate of a number or `Bool` type has its first byte flipped
  /// in turn, the key path read again, and the byte put back. Nil when no
  /// single candidate answers.
  static func storedField(readBy keyPath: AnyKeyPath, on object: AnyObject, among candidates: [String]) -> String? {
    var offsets: [String: Int] = [:]
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      // rawValue 1: `.classType` (its static is not concurrency-safe to name).
      _ = _forEachField(of: current, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, _ in
        let field = String(String(cString: name).dropFirst())
        if String(cString: name).hasPrefix("_"), candidates.contains(field), Self.flippable(fieldType),
          offsets[field] == nil
        {
          offsets[field] = offset
        }
        return true
      }
      type = _getSuperclass(current)
    }
    guard let original = readKeyPath(keyPath, on: object) else { return nil }
    let base = Unmanaged.passUnretained(object).toOpaque()
    var answers: [String] = []
    for name in candidates {
      guard let offset = offsets[name] else { continue }
      let byte = (base + offset).assumingMemoryBound(to: UInt8.self)
      let saved = byte.pointee
      byte.pointee = saved ^ 1
      let read = readKeyPath(keyPath, on: object)
      byte.pointee = saved
      if let read, !Compare.equalAny(read, original) { answers.append(name) }
    }
    return answers.count == 1 ? answers[0] : nil
  }

  /// `@Observable` objects a node can reach through its view value: stored
  /// properties, `@State`, `@Bindable`, optionals, arrays and dictionaries,
  /// and objects inside those objects; keyed by registrar context.
  func observableObjects(reachableFrom node: ViewNode) -> [ObjectIdentifier: ReachableObservable] {
    var found: [ObjectIdentifier: ReachableObservable] = [:]
    var visited = Set<ObjectIdentifier>()
    /// `field`: the view's stored property the walk went through (`_model`).
    func visit(_ value: Any, depth: Int, field: String?) {
      guard depth < 6 else { return }
      let mirror = Mirror(reflecting: value)
      // Collections of plain values (an array of Int) hold no objects: skip
      // them instead of visiting every element.
      let style = mirror.displayStyle
      if style == .collection || style == .set || style == .dictionary,
        let elementType = mirror.children.first.map({ type(of: $0.value) }),
        isPOD(elementType) || elementType == String.self
      {
        return
      }
      if let box = value as? any StateValueReadable {
        visit(box._stateValue, depth: depth + 1, field: field)
        return
      }
      if type(of: value) is AnyClass {
        let object = value as AnyObject
        guard visited.insert(ObjectIdentifier(object)).inserted else { return }
        guard object is any Observable else { return }
        if let context = registrarContext(of: object) {
          found[ObjectIdentifier(context)] = ReachableObservable(object: object, field: field, order: found.count)
        }
      }
      for child in mirror.children.prefix(1000) {
        if child.label == "_$observationRegistrar" { continue }
        let childField = field ?? child.label.map { $0.hasPrefix("_") ? $0 : "_" + $0 }
        visit(child.value, depth: depth + 1, field: childField)
      }
    }
    visit(node.value, depth: 0, field: nil)
    return found
  }

  /// An `@Observable` object found from a view's value: the view's field
  /// the walk went through (`_model`) and the order the walk met it in.
  package struct ReachableObservable {
    let object: AnyObject
    let field: String?
    let order: Int
  }

  /// The storage of an `@Observable` object's registrar: the same reference
  /// the access list's entries hold, so it identifies the object in them.
  func registrarContext(of object: AnyObject) -> AnyObject? {
    Mirror(reflecting: object).descendant("_$observationRegistrar", "extent", "context", "state", "buffer")
      as AnyObject?
  }

  /// A property `node` read is about to change; `origin` says where from
  /// when that is off the main actor (said once per property).
  func willSet(_ keyPath: AnyKeyPath, observedBy node: ViewNode, from origin: WriteOrigin?) {
    if let origin {
      for source in node.observation.observed where source.keyPath == keyPath {
        graph.warnOffMainWrite(source.id, from: origin)
      }
    }
    if graph.droppedDuringBody(
      .observableWriteDuringBody,
      {
        "an @Observable property (\(typeDisplayName(type(of: keyPath).rootType))) changed while \($0.type)'s "
          + "body was running; the invalidation of \(node.type) was dropped"
      })
    {
      return
    }
    for source in node.observation.observed where source.keyPath == keyPath && source.before == nil {
      source.before = source.currentValue ?? "?"
      source.beforeValue = source.object.flatMap { readKeyPath(source.keyPath, on: $0) }
      pending.append(source)
    }
  }

  /// Whether a what-if narrows `node`'s dependency on the collection
  /// `property` to the elements it holds, and `diff` touched none of them
  /// (``WhatIf/narrowObservation(view:property:)``).
  private func narrowedAway(_ node: ViewNode, property: String, diff: [String]?) -> Bool {
    guard graph.options.whatIfs.contains(.narrowObservation(view: node.type, property: property)),
      let touched = diff.flatMap(WhatIf.elementIDs(inDiff:))
    else { return false }
    var held = Set<String>()
    for child in Mirror(reflecting: ViewGraph.inputs(node.value)).children {
      if let element = child.value as? any Identifiable {
        held.insert(ValueShape.idText(Self.identifier(of: element)))
      } else if let id = child.value as? AnyHashable {
        held.insert(ValueShape.idText(id))
      }
    }
    return held.isDisjoint(with: touched)
  }

  /// An `Identifiable` value's `id`.
  private static func identifier(of element: some Identifiable) -> AnyHashable { AnyHashable(element.id) }

  /// A property `node` read has changed: the node is invalidated with
  /// `@dependencies`, naming the property and its values.
  func didSet(_ keyPath: AnyKeyPath, observedBy node: ViewNode) {
    guard graph.evaluating == nil else { return }
    let candidates = node.observation.observed.filter { $0.keyPath == keyPath }
    // Several objects of one type may share the key path: the one whose value
    // moved is the one that changed (all of them if none can be read).
    let changed = candidates.filter { $0.object == nil || $0.currentValue != $0.before }
    for source in changed.isEmpty ? candidates : changed {
      let after = source.currentValue
      source.version &+= 1
      let property = source.displayName
      let name = String(property.split(separator: ".").last ?? "")
      let newValue = source.object.flatMap { readKeyPath(source.keyPath, on: $0) }
      let diff = source.beforeValue.flatMap { old in newValue.flatMap { ValueDiff.paths(name, old, $0) } }
      if narrowedAway(node, property: property, diff: diff) { continue }
      let trees = ValueCapture.pair(source.beforeValue, newValue)
      graph.log.emit(
        .sourceChanged(
          source: source.id, before: source.before ?? "?", after: after ?? "?", diff: diff, beforeValue: trees.before,
          afterValue: trees.after))
      let change = ValueChange(name: name, before: source.before, after: after)
      if let index = node.observation.pendingDependencies.firstIndex(where: { $0.source == source.id }) {
        node.observation.pendingDependencies[index].changes = [
          ValueChange(
            name: change.name, before: node.observation.pendingDependencies[index].changes.first?.before, after: after)
        ]
      } else {
        node.observation.pendingDependencies.append(
          Reason(
            kind: .dependencies, property: property, source: source.id, changes: [change],
            holder: node.observation.holders[source.context]))
      }
    }
    graph.markDirty(node)
  }
}
