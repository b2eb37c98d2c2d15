import Foundation

/// A serial executor that runs every job on one dedicated thread.
///
/// Graphviz keeps global state and is not thread-safe, and a layout can run
/// for seconds: its calls must neither interleave nor block the shared
/// concurrency pool. The ``Graphviz`` actor runs on this executor.
final class GraphvizExecutor: SerialExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  /// Graphviz's errors and warnings for the running call; only this executor's thread touches them.
  let messages = GraphvizMessages()

  init() {
    let thread = Thread { [unowned self] in self.run() }
    thread.name = "ViewTrace.Graphviz"
    // Set before the thread starts: every later read happens on it.
    messages.thread = thread
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedSerialExecutor())
    }
  }
}
