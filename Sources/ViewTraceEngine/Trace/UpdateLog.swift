/// What the update pass says happened, as plain values in the order it
/// happened. The pass only emits; ``TraceRecorder`` folds a frame's events
/// into its ``Frame`` once, when the frame ends.
package enum UpdateEvent: Equatable {
  /// A node identity was seen for the first time in the run.
  case nodeRegistered(TraceNode)
  /// A custom view type was built for the first time in the run.
  case viewDeclared(ViewDeclaration)
  /// A source was seen for the first time in the run.
  case sourceRegistered(TraceSource)
  /// The identity appeared in the tree.
  case appeared(node: String)
  /// The identity left the tree.
  case disappeared(node: String)
  /// The parent built a new value of the view (its `init` ran).
  case initRan(node: String)
  /// The body ran, for these reasons (its `_printChanges` line is made from
  /// them when the trace is read, never while the pass runs).
  case evaluated(node: String, reasons: [Reason])
  /// The body's wall time, measured only with ``BodyTimings`` (``BodyClock``).
  case bodyTimed(node: String, nanoseconds: UInt64)
  /// A framework view's drawn value changed.
  case redrawn(node: String, changes: [ValueChange])
  /// An action ran (or a task started or was cancelled).
  case action(node: String, kind: ActionKind)
  /// Something the engine handled instead of looping or crashing.
  case warning(TraceWarning)
  /// A source moved from `before` to `after`; `diff` says where, the trees
  /// keep the whole values (``ValueCapture``).
  case sourceChanged(
    source: String, before: String, after: String, diff: [String]? = nil, beforeValue: TraceValue? = nil,
    afterValue: TraceValue? = nil)
  /// A dependency edge opened.
  case edgeOpened(source: String, node: String, kind: EdgeKind)
  /// A dependency edge closed.
  case edgeClosed(source: String, node: String, kind: EdgeKind)
  /// No view holds the object any more: it was released.
  case released(source: String)
}

/// Collects the events of the running frame.
@MainActor
package final class UpdateLog {
  private(set) var events: [UpdateEvent] = []

  package func emit(_ event: UpdateEvent) { events.append(event) }

  /// Whether nothing was emitted since the last ``drain()``.
  var isEmpty: Bool { events.isEmpty }

  /// The events so far, leaving the log empty.
  func drain() -> [UpdateEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }
}
