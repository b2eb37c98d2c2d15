import Dispatch

extension DispatchQueue {
  /// Dispatch's `async(execute:)`, with work sent during a run's frame kept in the run's order.
  ///
  /// Older app code hands results back with `DispatchQueue.main.async { self.items = items }`
  /// (from a data task's handler, or after `DispatchQueue.global().async { … }`). On a device
  /// that block runs on the main queue soon after; in a run, sent while the run's frame or its
  /// async work runs on the main queue, it waits in the scenario's run loop
  /// (``ScenarioRunLoop``) and runs as the main actor's work after the frame, in the order sent,
  /// each followed by an update. A block for a global queue runs at once, as that queue's (a
  /// write from it is off the main actor), as if the queue ran it before the sender went on: so
  /// a sender that then waits for it (a semaphore, a group) is not blocked forever. Any other
  /// queue, and any block sent outside a run, is Dispatch's own; so is a call that passes
  /// `group:`, `qos:` or `flags:`.
  ///
  /// Not simulated: `asyncAfter` runs in real time, after the run's frames.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    let loop = ScenarioRunLoop.shared
    // By label: on Linux `DispatchQueue.main` is a new object each time it is asked for.
    if label == DispatchQueue.main.label, loop.captures {
      loop.appendWork(from: .mainActor) { work() }
    } else if label.hasPrefix("com.apple.root."), loop.captures {
      let entry = ScenarioRunLoop.Entry(work: .closure { work() }, origin: .dispatchQueue(label), label: nil)
      MainActor.assumeIsolated { loop.run(entry) }
    } else {
      async(group: nil, execute: work)
    }
  }
}
