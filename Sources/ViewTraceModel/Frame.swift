/// One transaction: every mutation made by one event, coalesced into one update.
public struct Frame: Codable, Equatable, Sendable {
  /// 0 for the initial render, then 1, 2, ... in scenario order.
  public var index: Int
  /// The event's name as the scenario gave it (`tap "Number Change Button"`).
  public var event: String
  /// What kind of event started the frame.
  public var eventKind: EventKind
  /// The sources the event changed, with their values before and after.
  public var sourceChanges: [SourceChange]
  /// Every touched node, in the order it was first touched during the pass.
  public var records: [NodeRecord]
  /// The lines `Self._printChanges()` would print, in evaluation order.
  public var printChanges: [String]
  /// Lifecycle actions (`onAppear`, `onDisappear`) run after the pass, in order.
  public var actions: [ActionRecord]
  /// Problems the engine noticed (state written during body, ...).
  public var warnings: [TraceWarning]
  /// Object sources (`ObservableObject` instances) released in this frame:
  /// no view holds them any more, so their `deinit` ran. Absent when none.
  public var released: [String]?

  /// Makes a `Frame` from its parts.
  public init(
    index: Int, event: String, eventKind: EventKind, sourceChanges: [SourceChange] = [],
    records: [NodeRecord] = [], printChanges: [String] = [], actions: [ActionRecord] = [],
    warnings: [TraceWarning] = []
  ) {
    self.index = index
    self.event = event
    self.eventKind = eventKind
    self.sourceChanges = sourceChanges
    self.records = records
    self.printChanges = printChanges
    self.actions = actions
    self.warnings = warnings
  }

  /// The record of node `id` in this frame; `nil` means untouched.
  public func record(_ id: String) -> NodeRecord? { records.first { $0.node == id } }

  /// The identities whose body ran in this frame, in evaluation order.
  public var evaluated: [String] { records.filter { $0.bodyCount > 0 }.map(\.node) }

  /// The value paths of this frame's source changes, by source id
  /// (``SourceChange/diff``), for showing a change where it differs.
  public var diffsBySource: [String: [String]] {
    var out: [String: [String]] = [:]
    for change in sourceChanges { if let diff = change.diff, !diff.isEmpty { out[change.source] = diff } }
    return out
  }

  /// The identities with outcome `outcome` in this frame.
  public func nodes(_ outcome: Outcome) -> [String] {
    records.filter { $0.outcome == outcome }.map(\.node)
  }
}

/// What started a frame.
public enum EventKind: String, Codable, Sendable {
  case initial, tap, toggle, setText, mutate
  /// A publisher emitted or the virtual clock advanced.
  case event
  /// Focus moved to a view or left it (`Step.focus`, `Step.blur`).
  case focus
  /// A gesture changed or ended (`Step.drag`, `Step.longPress`, ...).
  case gesture
  /// A Stepper or a Slider was moved (`Step.increment`, `Step.decrement`, `Step.slide`).
  case adjust
  /// A view was pushed or popped, or a tab selected (`Step.push`, `Step.pop`, `Step.selectTab`).
  case navigate
  /// A presentation was dismissed (`Step.dismiss`).
  case dismiss
}

/// What happened to one node in one frame (untouched nodes have no record).
public enum Outcome: String, Codable, Sendable, CaseIterable {
  /// The body ran.
  case evaluated
  /// The parent re-created the struct (init ran), it compared equal, body skipped.
  case initOnly
  /// A primitive view whose value changed and is drawn again.
  case redrawn
  /// A new identity: fresh state; a custom view's body ran (see `bodyCount`).
  case appeared
  /// The identity vanished: its state was freed and `onDisappear` ran.
  case disappeared
  /// Not touched. Never written in a frame (untouched is implicit); used by readers.
  case untouched
}

/// The outcome of one node in one frame, with the reasons for it.
public struct NodeRecord: Codable, Equatable, Sendable {
  /// The node's identity.
  public var node: String
  /// Exactly one outcome per node per frame.
  public var outcome: Outcome
  /// How many times the parent re-created the struct (`init` ran) in this frame.
  public var initCount: Int
  /// How many times the body ran in this frame.
  public var bodyCount: Int
  /// Why the body ran (or, for `redrawn`, what changed).
  public var reasons: [Reason]
  /// The line `Self._printChanges()` prints for the node's first evaluation.
  public var printChanges: String?
  /// The wall time of the body's runs in this frame, in microseconds: the
  /// median over the timing runs. Only in traces made with timings
  /// (`--timings`); never in a trace made without them.
  public var bodyMicroseconds: Double?

  /// Makes a `NodeRecord` from its parts.
  public init(
    node: String, outcome: Outcome, initCount: Int = 0, bodyCount: Int = 0,
    reasons: [Reason] = [], printChanges: String? = nil, bodyMicroseconds: Double? = nil
  ) {
    self.bodyMicroseconds = bodyMicroseconds
    self.node = node
    self.outcome = outcome
    self.initCount = initCount
    self.bodyCount = bodyCount
    self.reasons = reasons
    self.printChanges = printChanges
  }
}

/// Why a body ran, in `_printChanges()` vocabulary.
public struct Reason: Codable, Equatable, Sendable {
  /// `@self`, `@identity`, a dynamic property, or `@dependencies`.
  public var kind: ReasonKind
  /// The dynamic property's name as `_printChanges` writes it (`_firstNumber`),
  /// or for `@dependencies` the `Type.property` read.
  public var property: String?
  /// The id of the source that changed (see ``TraceSource``).
  public var source: String?
  /// The fields or values that differ, before and after.
  public var changes: [ValueChange]
  /// `@dependencies`: the view's stored property through which the body
  /// reached the `@Observable` model (`_model`), which iOS 26 prints.
  public var holder: String?
  /// `@self`: true when the view's own `==` decided (an `Equatable` view or
  /// `.equatable()`), which iOS 26 prints as `@self` rather than the fields.
  public var byEquatable: Bool?

  /// Makes a `Reason` from its parts.
  public init(
    kind: ReasonKind, property: String? = nil, source: String? = nil, changes: [ValueChange] = [],
    holder: String? = nil, byEquatable: Bool? = nil
  ) {
    self.kind = kind
    self.property = property
    self.source = source
    self.changes = changes
    self.holder = holder
    self.byEquatable = byEquatable
  }

  /// The token this reason contributes to a `_printChanges` line.
  public var token: String {
    switch kind {
    case .self: "@self"
    case .identity: "@identity"
    case .dependencies: "@dependencies"
    case .property: property ?? "_"
    }
  }
}

/// The kinds of ``Reason``.
public enum ReasonKind: String, Codable, Sendable {
  /// The view value differs from the previous one.
  case `self` = "@self"
  /// A new identity: first appearance or an `.id` change.
  case identity = "@identity"
  /// A dynamic property (`@State`, `@Binding`, ...) reported a change.
  case property
  /// An `@Observable` property read by the body changed.
  case dependencies = "@dependencies"
}

/// A named value before and after a change, as readable text.
public struct ValueChange: Codable, Equatable, Sendable {
  /// The name as written.
  public var name: String
  /// The value before, as text.
  public var before: String?
  /// The value after, as text.
  public var after: String?
  /// Where a struct, class or collection value differs (`student.age: 88 ->
  /// 42`), as for ``SourceChange/diff``; left out otherwise.
  public var diff: [String]?
  /// The whole value before, as a tree (``TraceValue``): kept for a struct,
  /// class, enum payload or collection, left out for a value its text says whole.
  public var beforeValue: TraceValue?
  /// The whole value after, as a tree; see ``beforeValue``.
  public var afterValue: TraceValue?

  /// Makes a `ValueChange` from its parts.
  public init(
    name: String, before: String?, after: String?, diff: [String]? = nil, beforeValue: TraceValue? = nil,
    afterValue: TraceValue? = nil
  ) {
    self.name = name
    self.before = before
    self.after = after
    self.diff = diff
    self.beforeValue = beforeValue
    self.afterValue = afterValue
  }
}

/// A source that the frame's event changed.
public struct SourceChange: Codable, Equatable, Sendable {
  /// The source's id (see ``TraceSource``).
  public var source: String
  /// The value before, as text.
  public var before: String
  /// The value after, as text.
  public var after: String
  /// Where the values differ, read first (`books[id: 26].isFavorite: false ->
  /// true`, `books: inserted [3] Book(…)`): set for structs, classes and
  /// collections, left out for a value that changed as a whole.
  public var diff: [String]?
  /// The whole value before, as a tree (``TraceValue``): kept for a struct,
  /// class, enum payload or collection, left out for a value its text says whole.
  public var beforeValue: TraceValue?
  /// The whole value after, as a tree; see ``beforeValue``.
  public var afterValue: TraceValue?

  /// Makes a `SourceChange` from its parts.
  public init(
    source: String, before: String, after: String, diff: [String]? = nil, beforeValue: TraceValue? = nil,
    afterValue: TraceValue? = nil
  ) {
    self.source = source
    self.before = before
    self.after = after
    self.diff = diff
    self.beforeValue = beforeValue
    self.afterValue = afterValue
  }
}

/// A lifecycle or event action the engine ran (or started) for a view.
public struct ActionRecord: Codable, Equatable, Sendable {
  /// The identity of the view whose modifier it is.
  public var node: String
  /// What ran.
  public var kind: ActionKind

  /// Makes an `ActionRecord` from its parts.
  public init(node: String, kind: ActionKind) {
    self.node = node
    self.kind = kind
  }
}

/// The kinds of ``ActionRecord``; the raw values are the JSON strings.
public enum ActionKind: String, Codable, Sendable, CaseIterable {
  /// An `.onAppear` action ran after the pass in which the view appeared.
  case onAppear
  /// An `.onDisappear` action ran after the pass in which the view disappeared.
  case onDisappear
  /// An `.onChange(of:)` action ran after the pass in which the value changed.
  case onChange
  /// An `.onReceive` action ran when its publisher emitted.
  case onReceive
  /// A `.task` started (the view appeared, or its `id` changed).
  case taskStarted = "task started"
  /// A `.task` was cancelled (the view disappeared, or its `id` changed).
  case taskCancelled = "task cancelled"
  /// A gesture's `.onChanged` or `.onEnded` action ran.
  case gesture
  /// A sheet's, cover's or popover's `onDismiss` ran after it was dismissed.
  case onDismiss
  /// An `.onPreferenceChange` action ran after the pass in which the preference it reads first
  /// had a value or changed.
  case onPreferenceChange
}

/// Something the engine noticed and handled instead of looping or crashing.
public struct TraceWarning: Codable, Equatable, Sendable {
  /// A stable machine-readable kind.
  public var kind: WarningKind
  /// The node concerned, if any.
  public var node: String?
  /// One readable line.
  public var message: String

  /// Makes a `TraceWarning` from its parts.
  public init(kind: WarningKind, node: String?, message: String) {
    self.kind = kind
    self.node = node
    self.message = message
  }
}

/// The kinds of ``TraceWarning``; the raw values are the JSON strings.
public enum WarningKind: String, Codable, Sendable, CaseIterable {
  /// A body wrote `@State` while it ran; the write was dropped.
  case stateWriteDuringBody
  /// A write reached `@State` whose view had disappeared; it was dropped.
  case writeToFreedState
  /// `init` assigned to `@State`; the assignment has no effect.
  case stateAssignedBeforeInstall
  /// Actions kept changing state; the frame stopped after the pass limit.
  case updateLoop
  /// An `onChange` action was dispatched more than twice in one frame; SwiftUI
  /// refuses the third and says "action tried to update multiple times per frame".
  case updateCycle
  /// Two children of one view have the same identity; the second was ignored.
  case duplicateIdentity
  /// `ForEach` met the same id twice; the second element was ignored.
  case duplicateID
  /// `@EnvironmentObject` found no object; the body was not run.
  case missingEnvironmentObject
  /// `@Environment(Model.self)` found no `@Observable` model; the body was not run.
  case missingEnvironmentModel
  /// An `ObservableObject` or event source emitted while a body ran.
  case publishDuringBody
  /// An `@Observable` property changed while a body ran.
  case observableWriteDuringBody
  /// This toolchain's Observation internals could not be read.
  case observationInternals
  /// A presentation was asked for while another one from the same place was
  /// showing; SwiftUI ignores it ("Attempt to present ... which is already presenting").
  case presentationConflict
  /// A value was pushed that no `navigationDestination(for:)` in the stack handles.
  case navigationDestinationMissing
  /// A navigation step or link did not fit the stack (a value of the wrong
  /// type for a typed path, a link outside any stack, nothing to pop).
  case navigationMisuse
  /// `ForEach(_:content:)` over a range was given another count; SwiftUI
  /// logs it and keeps the range it was first made with.
  case nonConstantForEach
  /// A `.task` body suspended at an `await`; what follows it is not simulated.
  case taskSuspended
  /// A changed value was too large or too deep to record whole: the trace
  /// keeps its first parts and its counts (the value budget).
  case valueCut
  /// A view whose SwiftUI behaviour depends on geometry (a custom `Layout`)
  /// was traced without it; said once a run.
  case geometryNotSimulated
}
