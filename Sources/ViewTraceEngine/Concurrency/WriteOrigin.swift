import Dispatch

/// Where a write to a model came from when it was not the main actor.
///
/// SwiftUI reads models on the main actor; a write from elsewhere is applied
/// at the next main-actor update, and racing a body's read is a data race the
/// compiler only sees in the Swift 6 language mode.
package enum WriteOrigin: Sendable {
  /// Nonisolated `async` code or a detached task, run by the scenario's run loop.
  case globalExecutor
  /// A dispatch queue's work run by the scenario's run loop (a Combine `receive(on:)`), by its label.
  case dispatchQueue(String)
  /// A thread of its own or a dispatch queue other than the main one.
  case otherThread

  var described: String {
    switch self {
    case .globalExecutor: "from the global concurrent executor (nonisolated async code or a detached task)"
    case .dispatchQueue(let label): "from the dispatch queue \(label)"
    case .otherThread: "from a thread other than the main thread (a dispatch queue or a thread of its own)"
    }
  }
}

extension WriteOrigin {
  /// Runs `body` on the main actor: now when called on the main queue (with
  /// ``globalExecutor`` when the run loop's entry running there is
  /// nonisolated code, else nil), otherwise later on the main queue, in the
  /// order written, with ``otherThread``. For the callbacks a write fires
  /// where it happens (Observation's, `objectWillChange`, a publisher's).
  package static func deliver(_ body: @escaping @MainActor (WriteOrigin?) -> Void) {
    if ViewGraph.isOnMainActor {
      let origin: WriteOrigin? =
        switch ScenarioRunLoop.shared.runningOrigin {
        case .globalExecutor: .globalExecutor
        case .dispatchQueue(let label): .dispatchQueue(label)
        case .mainActor, nil: nil
        }
      MainActor.assumeIsolated { body(origin) }
    } else {
      DispatchQueue.main.async(group: nil) { MainActor.assumeIsolated { body(.otherThread) } }
    }
  }
}

extension ViewGraph {
  /// Says once per source that it was written off the main actor.
  package func warnOffMainWrite(_ source: String, from origin: WriteOrigin) {
    guard run.firstTime("offMainWrite " + source) else { return }
    warn(
      .offMainWrite, node: nil,
      "\(source) was written \(origin.described), off the main actor; "
        + "SwiftUI applies the change at the next main-actor update")
  }
}
