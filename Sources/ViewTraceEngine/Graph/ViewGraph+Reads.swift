import Foundation

/// What a running body reads, the warnings the engine records, and the
/// run's deterministic randomness and ids.
extension ViewGraph {
  /// Records that the running body read `source`.
  package func recordRead(_ source: SourceBox, kind: EdgeKind) {
    guard let node = evaluating, untrackedDepth == 0 else { return }
    guard node.readKeys.insert(ObjectIdentifier(source)).inserted else { return }
    node.reads.append((source, kind))
  }

  /// Records that the running body read through the binding `location`
  /// (a `@Binding` box asks whether its location was read).
  func noteRead(of location: AnyLocationBase) {
    guard let node = evaluating, untrackedDepth == 0 else { return }
    node.readKeys.insert(ObjectIdentifier(location))
  }

  /// Runs `body` without recording reads (peeking at a binding's value).
  package func untracked<T>(_ body: () -> T) -> T {
    untrackedDepth += 1
    defer { untrackedDepth -= 1 }
    return body()
  }

  /// ``untracked(_:)`` on the running graph, if one is running (a user getter peeked at).
  package static func untracked<T>(_ body: () -> T) -> T { running?.untracked(body) ?? body() }

  package func warn(_ kind: WarningKind, node: ViewNode?, _ message: String) {
    log.emit(.warning(TraceWarning(kind: kind, node: node?.identity, message: message)))
  }

  /// SwiftUI drops an invalidation that arrives while a body is running
  /// ("Publishing changes from within view updates"). If a body is running,
  /// records `kind` with the message built for the running view and returns
  /// true: the caller drops its invalidation.
  func droppedDuringBody(_ kind: WarningKind, _ message: (ViewNode) -> String) -> Bool {
    guard let running = evaluating else { return false }
    warn(kind, node: running, message(running))
    return true
  }

  /// A warning about the run as a whole, recorded the first time only.
  package func warnOnce(_ kind: WarningKind, _ message: String) {
    if run.firstTime(kind) { warn(kind, node: nil, message) }
  }

  /// A warning of `kind` at `node`, written the first time the run meets `key`.
  package func warnOnce(_ kind: WarningKind, key: String, node: ViewNode?, _ message: @autoclosure () -> String) {
    if run.firstTime("\(kind) " + key) { warn(kind, node: node, message()) }
  }

  /// A `notSimulated` note for `api`, written the first time a run meets it.
  package func notSimulated(_ api: String, _ message: @autoclosure () -> String) {
    warnOnce(.notSimulated, key: api, node: nil, message())
  }

  func nextRandom() -> UInt64 { run.random.next() }

  /// A deterministic text for an explicit id (see ``IdentityAliases``).
  package func describeID(_ id: AnyHashable) -> String { run.aliases.describe(id) }
}
