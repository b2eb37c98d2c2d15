@_spi(SwiftUI) import Observation

/// One live identity in the view tree.
///
/// Its state is grouped by who owns it: the pass (tree, value, dirtiness),
/// the dynamic property boxes, the attached modifiers, the body run's reads,
/// ``Dependencies`` (connections) and ``ObservationTracker`` (observation).
@MainActor
package final class ViewNode {
  package let identity: String
  package let type: String
  let kind: Placement.Kind
  package let depth: Int
  /// Creation order; with `depth` it orders evaluation top-down.
  package let sequence: Int
  package weak var parent: ViewNode?
  package var children: [ViewNode] = []

  package var value: any View
  package var label: String
  package var modifiers: [_StyleModifier]
  var explicitID: String?
  var forceEquatable = false

  /// One box per dynamic property field, in declaration order.
  var properties: [any PropertyBox] = []
  /// Set by a property that cannot be installed (a missing environment
  /// object): the body is not run, and this warning says why.
  var unavailable: TraceWarning?

  /// Modifiers with engine behaviour (`.onAppear`, `.task`, `.environment`, ...), outermost first.
  package var attachedModifiers: [any AttachedModifier] = []
  /// Their per-node state, by slot (`onChange`, `onChange#2`).
  package var attachments: [String: any AttachmentState] = [:]

  /// Sources the last body run read, in order (re-armed every run).
  var reads: [(source: SourceBox, kind: EdgeKind)] = []
  var readKeys: Set<ObjectIdentifier> = []

  /// Deferred content (`ForEach`) the last body run built or kept, by place.
  package var deferredGroups: [String: DeferredGroup] = [:]

  /// State a framework view keeps on its node (``builtinState(_:)``).
  var frameworkState: [ObjectIdentifier: AnyObject] = [:]
  /// What a modifier node's `content` shows (``ViewModifier``).
  package var contentHost: ModifierContentHost?
  /// A styled view's children as its parent placed them (``EnvironmentStyled``).
  var placedChildren: [Placement]?

  /// The environment at this node (after its own `.environment` modifiers).
  package var environment = EnvironmentValues()

  /// The node's Observation tracking (``ObservationTracker``).
  var observation = NodeObservation()

  /// Open dependencies by source, and what each holder holds (``Dependencies``).
  package struct Connection {
    let source: SourceBox
    var holders: [DependencyHolder: EdgeKind] = [:]
  }
  var connections: [ObjectIdentifier: Connection] = [:]
  var held: [DependencyHolder: [(source: SourceBox, kind: EdgeKind)]] = [:]

  var isDirty = false
  package var alive = true
  /// Removed without a transition: its `onDisappear` runs before appearances (R5).
  var disappearsFirst = false
  /// The identity without the ids of `.id(_:)` modifiers, and how many of the
  /// attached modifiers sit outside them (R6).
  let stableIdentity: String
  let attachmentsOutsideID: Int
  /// Whether ``explicitID`` is an `.id(_:)` modifier's (not a `ForEach` element's).
  let explicitIDFromModifier: Bool

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
    self.forceEquatable = placement.forceEquatable
    self.attachedModifiers = placement.attachments
    self.attachmentsOutsideID = placement.attachmentsOutsideID
    self.explicitIDFromModifier =
      placement.idModifierCount == placement.explicitIDs.count && placement.idModifierCount > 0
    let prefix = parent.map { $0.identity + "/" } ?? ""
    self.stableIdentity = placement.idModifierCount == 0 ? identity : prefix + placement.stableSegment
  }

  /// The node as the trace lists it.
  var traceNode: TraceNode {
    TraceNode(
      id: identity, parent: parent?.identity, type: type, kind: kind.traceKind, label: label,
      modifiers: modifiers.map(\.text)
        + attachedModifiers.compactMap { ($0 as? any DescribedModifier)?.text }.filter { !$0.isEmpty },
      explicitID: explicitID, idModifier: explicitIDFromModifier ? true : nil)
  }
}

extension Placement.Kind {
  var traceKind: NodeKind {
    switch self {
    case .custom: .custom
    case .leaf: .primitive
    case .container, .host: .container
    }
  }
}

extension ViewNode {
  /// What the node's dynamic properties say changed since its body last ran,
  /// in declaration order. `updating`: the body rule is being updated anyway
  /// (the node was invalidated, or its value differs), so properties that
  /// report only then (a `@Binding` the body read) are asked too; otherwise
  /// they are asked only if another property reported a change.
  func propertyChanges(updating: Bool) -> [Reason] {
    let reasons = propertyReasons { $0.change(appearing: false, updating: updating) }
    guard !updating, !reasons.isEmpty else { return reasons }
    return propertyReasons { $0.change(appearing: false, updating: true) }
  }

  /// A first appearance: `@self`, `@identity` for a view with dynamic
  /// properties (as SwiftUI's dynamic body rule), and every property.
  func appearanceReasons() -> [Reason] {
    guard !properties.isEmpty else { return [Reason(kind: .self)] }
    return [Reason(kind: .self), Reason(kind: .identity)]
      + propertyReasons { $0.change(appearing: true, updating: true) }
  }

  /// What `ask` gets from each box, in declaration order. The wrappers
  /// inside one of the view's own `DynamicProperty` structs report as the
  /// view's field that holds the struct (`_helper`), once, with every change
  /// they report (``DynamicPropertyFields``).
  private func propertyReasons(_ ask: (any PropertyBox) -> Reason?) -> [Reason] {
    // The boxes are in the order of the value's dynamic fields (`ViewGraph.install`).
    let outer = Compare.layout(Swift.type(of: ViewGraph.inputs(value))).nestedOwners
    guard !outer.isEmpty else { return properties.compactMap(ask) }
    var reasons: [Reason] = []
    var merged: [String: Int] = [:]
    for (index, box) in properties.enumerated() {
      guard var reason = ask(box) else { continue }
      guard index < outer.count, let owner = outer[index] else {
        reasons.append(reason)
        continue
      }
      if let first = merged[owner] {
        reasons[first].changes += reason.changes
        continue
      }
      reason.property = owner
      merged[owner] = reasons.count
      reasons.append(reason)
    }
    return reasons
  }
}
