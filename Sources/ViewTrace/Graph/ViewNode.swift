@_spi(SwiftUI) import Observation

/// One live identity in the view tree.
@MainActor
final class ViewNode {
  struct BindingField {
    let name: String
    var location: AnyLocationBase
    /// The value the body saw when it last ran.
    var lastValue: Any
  }

  struct ObjectField {
    let name: String
    var source: ObjectSource
    /// The source and its version when the body last ran.
    var seenSource: ObjectSource?
    var seenVersion: Int
  }

  struct EnvironmentField {
    let name: String
    var source: SourceBox
    var current: Any
    /// The value the body saw when it last ran.
    var lastValue: Any
  }

  let identity: String
  let type: String
  let kind: Placement.Kind
  let depth: Int
  /// Creation order; with `depth` it orders evaluation top-down.
  let sequence: Int
  weak var parent: ViewNode?
  var children: [ViewNode] = []

  var value: any View
  var label: String
  var modifiers: [_StyleModifier]
  var explicitID: String?
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  var forceEquatable = false

  /// `@State` slots owned by this identity, in declaration order.
  var stateSlots: [StateSlot] = []
  /// Slot versions seen when the body last ran.
  var seenVersions: [ObjectIdentifier: Int] = [:]
  /// `@Binding` fields of the current value.
  var bindings: [BindingField] = []
  /// Sources the last body run read (re-armed every run).
  var reads: [(source: SourceBox, kind: EdgeKind)] = []
  var readKeys: Set<ObjectIdentifier> = []
  /// Sources a framework leaf draws from (a Toggle's binding).
  var bound: [SourceBox] = []
  /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` fields.
  var objectFields: [ObjectField] = []
  /// `@Environment` fields.
  var environmentFields: [EnvironmentField] = []
  /// Objects made by `@StateObject` autoclosures, kept for the identity.
  var ownedObjects: [String: AnyObject] = [:]
  /// Dependencies by declaration, by field name.
  var declared: [String: (source: SourceBox, kind: EdgeKind)] = [:]
  /// The environment at this node (after its own `.environment` modifiers).
  var environment = EnvironmentValues()
  var environmentWrites: [_EnvironmentWriteModifier] = []
  /// Set when an `@EnvironmentObject` could not be found: the body is not run.
  var missingEnvironmentObject: String?
  /// The Observation tracking of the last body run, and its run number.
  var observation: ObservationTracking?
  var observationGeneration = 0
  /// `@Observable` properties the last body run read.
  var observed: [ObservableSource] = []
  /// `@dependencies` reasons waiting for the next body run.
  var pendingDependencies: [Reason] = []
  /// Live event modifiers (`onReceive`, `onChange`, `task`) by slot.
  var events: [String: EventHandler] = [:]

  var isDirty = false
  var alive = true

  init(placement: Placement, identity: String, parent: ViewNode?, sequence: Int) {
    self.identity = identity
    self.type = placement.type
    self.kind = placement.kind
    self.depth = (parent?.depth ?? -1) + 1
    self.sequence = sequence
    self.parent = parent
    self.value = placement.value
    self.label = placement.label
    self.modifiers = placement.modifiers
    self.explicitID = placement.explicitIDs.last
    self.onAppear = placement.onAppear
    self.onDisappear = placement.onDisappear
    self.forceEquatable = placement.forceEquatable
    self.environmentWrites = placement.environmentWrites
  }

  /// The drawn value of a framework view: its label and styling.
  var drawnValue: [ValueChange] {
    [ValueChange(name: "label", before: nil, after: label)]
      + modifiers.map { ValueChange(name: $0.name, before: nil, after: $0.text) }
  }
}

/// Keeps nodes waiting for evaluation, shallowest first (top-down), then in
/// creation order. Costs O(log n) per invalidated node, nothing per clean one.
@MainActor
struct DirtyQueue {
  private var heap: [ViewNode] = []

  var isEmpty: Bool { heap.isEmpty }

  private static func before(_ a: ViewNode, _ b: ViewNode) -> Bool {
    a.depth != b.depth ? a.depth < b.depth : a.sequence < b.sequence
  }

  mutating func insert(_ node: ViewNode) {
    heap.append(node)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.before(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popFirst() -> ViewNode? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < heap.count, Self.before(heap[left], heap[best]) { best = left }
      if right < heap.count, Self.before(heap[right], heap[best]) { best = right }
      if best == parent { break }
      heap.swapAt(parent, best)
      parent = best
    }
    return first
  }

  mutating func removeAll() { heap.removeAll() }
}
