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
  /// Every body run, in evaluation order, each as the index in ``records``
  /// of the view whose body ran: a record appears ``NodeRecord/bodyCount``
  /// times, its n-th appearance standing for its n-th run (whose reasons are
  /// ``NodeRecord/reasons(ofRun:)``). The `_printChanges` lines are made
  /// from these (``printChanges``, ``Trace/printChanges(_:dialect:)``).
  public var evaluations: [Int]
  /// Lifecycle actions (`onAppear`, `onDisappear`) run after the pass, in order.
  public var actions: [ActionRecord]
  /// Problems the engine noticed (state written during body, ...).
  public var warnings: [TraceWarning]
  /// Object sources (`ObservableObject` instances) released in this frame:
  /// no view holds them any more, so their `deinit` ran. Absent when none.
  public var released: [String]?

  /// The keys of the JSON.
  enum CodingKeys: String, CodingKey {
    case index, event, eventKind, sourceChanges, records, evaluations, actions, warnings, released
  }

  /// Makes a `Frame` from its parts.
  public init(
    index: Int, event: String, eventKind: EventKind, sourceChanges: [SourceChange] = [],
    records: [NodeRecord] = [], evaluations: [Int] = [], actions: [ActionRecord] = [],
    warnings: [TraceWarning] = []
  ) {
    self.index = index
    self.event = event
    self.eventKind = eventKind
    self.sourceChanges = sourceChanges
    self.records = records
    self.evaluations = evaluations
    self.actions = actions
    self.warnings = warnings
  }

  /// The record of node `id` in this frame; `nil` means untouched.
  public func record(_ id: String) -> NodeRecord? { records.first { $0.node == id } }

  /// The identities whose body ran in this frame, in the order of the records.
  public var evaluated: [String] { records.filter { $0.bodyCount > 0 }.map(\.node) }

  /// Every body run in evaluation order: the run's record and its reasons
  /// (``evaluations`` with each run's reasons looked up). An index that is
  /// not a record's (a trace that was not validated) is left out.
  public var runs: [BodyRun] {
    var seen = Array(repeating: 0, count: records.count)
    var out: [BodyRun] = []
    out.reserveCapacity(evaluations.count)
    for index in evaluations where records.indices.contains(index) {
      out.append(BodyRun(record: index, reasons: records[index].reasons(ofRun: seen[index])))
      seen[index] += 1
    }
    return out
  }

  /// The lines `Self._printChanges()` would print, in evaluation order, as
  /// iOS 17 words them: made from ``runs`` (``PrintChangesLine``), never
  /// stored. A trace words them for other systems
  /// (``Trace/printChanges(_:dialect:)``).
  public var printChanges: [String] {
    runs.map { PrintChangesLine(type: records[$0.record].printedType, reasons: $0.reasons).text }
  }

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

/// One body run of a frame: which record's view ran, and why.
public struct BodyRun: Equatable, Sendable {
  /// The index of the view's record in ``Frame/records``.
  public var record: Int
  /// The reasons of this run, in the order `_printChanges` lists them.
  public var reasons: [Reason]

  /// Makes a `BodyRun` from its parts.
  public init(record: Int, reasons: [Reason]) {
    self.record = record
    self.reasons = reasons
  }
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
  /// Why the body ran (or, for `redrawn`, what changed): each distinct
  /// reason once, in the order first given.
  public var reasons: [Reason]
  /// The reasons of each body run, as indices into ``reasons``, one list a
  /// run; nil when every run had all of ``reasons`` in order (one run, the
  /// usual case), which keeps the JSON small.
  public var runReasons: [[Int]]?
  /// The wall time of the body's runs in this frame, in microseconds: the
  /// median over the timing runs. Only in traces made with timings
  /// (`--timings`); never in a trace made without them.
  public var bodyMicroseconds: Double?
  /// The view's type as `_printChanges` prints it (``TraceNode/type``).
  /// Not written in the JSON (the trace's nodes say it): the engine, the
  /// log import and ``TraceCoding/decode(_:)`` set it; nil in a record made
  /// by hand without it, whose lines then name the node's identity.
  public var type: String?
  /// What a view whose body also ran redrew of itself in the frame (a
  /// modifier its parent changed: `.disabled(true)` -> `.disabled(false)`),
  /// also among ``reasons``; nil otherwise, and for a `redrawn` record,
  /// whose ``reasons`` say it.
  public var drawn: [ValueChange]?

  /// The keys of the JSON: ``type`` is left out.
  enum CodingKeys: String, CodingKey {
    case node, outcome, initCount, bodyCount, reasons, runReasons, bodyMicroseconds, drawn
  }

  /// Makes a `NodeRecord` from its parts.
  public init(
    node: String, outcome: Outcome, initCount: Int = 0, bodyCount: Int = 0,
    reasons: [Reason] = [], runReasons: [[Int]]? = nil, bodyMicroseconds: Double? = nil, type: String? = nil
  ) {
    self.bodyMicroseconds = bodyMicroseconds
    self.node = node
    self.outcome = outcome
    self.initCount = initCount
    self.bodyCount = bodyCount
    self.reasons = reasons
    self.runReasons = runReasons
    self.type = type
  }

  /// The reasons of body run `run` (0 is the first): ``runReasons``'s list
  /// of it, or all of ``reasons``. Indices out of range are left out.
  public func reasons(ofRun run: Int) -> [Reason] {
    guard let runReasons else { return reasons }
    guard runReasons.indices.contains(run) else { return [] }
    return runReasons[run].compactMap { reasons.indices.contains($0) ? reasons[$0] : nil }
  }

  /// Equal when the JSON is: ``type`` (derived from the trace's nodes) is not compared.
  public static func == (a: NodeRecord, b: NodeRecord) -> Bool {
    a.node == b.node && a.outcome == b.outcome && a.initCount == b.initCount && a.bodyCount == b.bodyCount
      && a.reasons == b.reasons && a.runReasons == b.runReasons && a.bodyMicroseconds == b.bodyMicroseconds
      && a.drawn == b.drawn
  }

  /// The type a line of this view starts with: ``type``, else the identity.
  var printedType: String { type ?? node }

  /// The line `Self._printChanges()` prints for the node's first body run
  /// (iOS 17 wording); nil when the body did not run. Made from the
  /// reasons, never stored.
  public var printChanges: String? {
    bodyCount > 0 ? PrintChangesLine(type: printedType, reasons: reasons(ofRun: 0)).text : nil
  }

  /// Adds a body run for `run`'s reasons: those not yet in ``reasons`` join
  /// it, and ``runReasons`` is written out only once a run has other reasons
  /// than all of ``reasons`` in order. An equal reason is kept once.
  public mutating func addRun(_ run: [Reason]) {
    let before = reasons.count
    var indices: [Int] = []
    indices.reserveCapacity(run.count)
    for reason in run {
      var index = reasons.count
      if let known = reasons.firstIndex(of: reason) { index = known } else { reasons.append(reason) }
      if !indices.contains(index) { indices.append(index) }
    }
    if runReasons == nil, indices != Array(reasons.indices) || (bodyCount > 0 && reasons.count != before) {
      // Every run so far had all of the reasons it knew.
      runReasons = Array(repeating: Array(0..<before), count: bodyCount)
    }
    runReasons?.append(indices)
    bodyCount += 1
  }

  /// Adds a reason that is not a body run's (a redraw's): the runs so far
  /// keep their own reasons.
  public mutating func addReason(_ reason: Reason) {
    if runReasons == nil, bodyCount > 0 { runReasons = Array(repeating: Array(reasons.indices), count: bodyCount) }
    reasons.append(reason)
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

  /// The reason a `_printChanges` token stands for when only the token is
  /// known (a device log, a trace of format version 2 or older): `@self`,
  /// `@identity`, `@dependencies`, an iOS 18 key path (an `@Observable`
  /// dependency whose property is the key path), else a property (`_count`, `@12`).
  public init(token: String) {
    switch token {
    case "@self": self.init(kind: .self)
    case "@identity": self.init(kind: .identity)
    case "@dependencies": self.init(kind: .dependencies)
    case _ where token.hasPrefix("\\"): self.init(kind: .dependencies, property: token)
    default: self.init(kind: .property, property: token)
    }
  }

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

  /// The token this reason contributes to a `_printChanges` line (iOS 17
  /// wording; an iOS 18 key path read from a device log is its own token).
  public var token: String {
    switch kind {
    case .self: "@self"
    case .identity: "@identity"
    case .dependencies: property.flatMap { $0.hasPrefix("\\") ? $0 : nil } ?? "@dependencies"
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
  /// A task still waits once the run's async work is done: on something
  /// outside the scenario (a network call, a timer, a continuation nothing
  /// resumes); what follows that `await` is not in the trace.
  case taskSuspended
  /// A model was written off the main actor (nonisolated async code, a
  /// detached task, another thread); said once per property.
  case offMainWrite
  /// The run's async work did not settle (a task that keeps enqueuing work);
  /// the rest was left to run outside the scenario.
  case asyncWorkUnsettled
  /// A changed value was too large or too deep to record whole: the trace
  /// keeps its first parts and its counts (the value budget).
  case valueCut
  /// A view whose SwiftUI behaviour depends on geometry (a custom `Layout`)
  /// was traced without it; said once a run.
  case geometryNotSimulated
  /// An API that compiles but whose SwiftUI behaviour is not simulated (a
  /// text field's `onEditingChanged`); said once a run for each API.
  case notSimulated
}
