import Dispatch
import Foundation
@_spi(ExperimentalScheduling) import _Concurrency

/// The run loop of a scenario: the async work a run starts, run to completion
/// in the order it was enqueued, on the main queue, without real waiting.
///
/// On a device the main actor's jobs wait on the main run loop and
/// nonisolated `async` code runs on the global concurrent executor's threads.
/// A scenario has neither: while a run's frame runs on the main actor, every
/// job Swift concurrency enqueues from it waits here instead — a `.task` body
/// resuming after an `await`, a `Task { … }` started by an action, a
/// nonisolated `async` function (in the Swift 5 language mode they run on the
/// global executor), `Task.detached`, `await MainActor.run` — and the graph
/// runs them one at a time once the frame ends (``ViewGraph/runAsyncWork()``).
/// Each entry keeps the executor it was meant for (``Origin``), so a write
/// made by nonisolated code is known to come from off the main actor.
///
/// Work that waits on something outside the scenario (a real network call,
/// a timer, a continuation nobody resumes) is never enqueued here, so it
/// stays pending; the graph names the task that waits.
///
/// There is one run loop, as there is one main queue; runs of several graphs
/// follow each other on the main actor, and each drains what it enqueued.
package final class ScenarioRunLoop: @unchecked Sendable {
  /// The executor a job was enqueued for.
  package enum Origin: Equatable, Sendable {
    /// The main actor: a main-actor task, a view's `.task`, `MainActor.run`.
    case mainActor
    /// The global concurrent executor: nonisolated `async` code, `Task.detached`.
    case globalExecutor
    /// A dispatch queue other than the main one, through Combine (`receive(on:)`), by its label.
    case dispatchQueue(String)

    /// How a warning names it.
    package var described: String {
      switch self {
      case .mainActor: "the main actor"
      case .globalExecutor: "the global concurrent executor (nonisolated async code or a detached task)"
      case .dispatchQueue(let label): "the dispatch queue \(label)"
      }
    }
  }

  /// One piece of enqueued work: a job of Swift concurrency, or work queued
  /// as a closure (the start of a task the graph queued, ``TaskRunner``; a
  /// Combine scheduler's action, `DispatchQueue.schedule`).
  struct Entry {
    enum Work {
      case job(UnownedJob)
      case closure(@MainActor () -> Void)
    }
    let work: Work
    let origin: Origin
    /// What started it (``label``), read from the enqueuing task.
    let label: String?
  }

  /// The run loop of the process.
  package static let shared = ScenarioRunLoop()

  /// What started the work of the current task, for the name of the frame its
  /// writes make ("task of ContentView/List", "async work of tap \"Save\"").
  @TaskLocal package static var label: String?

  private let lock = NSLock()
  private var entries: [Entry] = []
  private var head = 0
  /// The label of each task seen, by its address.
  private var jobLabels: [UnsafeRawPointer: String] = [:]
  /// How many runs are active; read and written on the main queue only.
  nonisolated(unsafe) private var activeDepth = 0
  /// The origin of the entry running now; main queue only.
  nonisolated(unsafe) private(set) var runningOrigin: Origin?
  /// The main actor's executor while no run captures work.
  nonisolated(unsafe) var originalMainExecutor: UnownedSerialExecutor?
  /// The executor that stands for the main actor while a run captures work.
  let mainExecutor = ScenarioMainExecutor()

  /// Whether the work enqueued now belongs to a run: a run is active and the
  /// caller is on the main queue (the run's own frame or one of its entries).
  var captures: Bool { ViewGraph.isOnMainActor && activeDepth > 0 }

  /// Whether the runtime's hooks are in place (``ConcurrencyHooks``); without
  /// them a task runs up to its first suspension only.
  package var isAvailable: Bool { ConcurrencyHooks.installed }

  /// Runs `body` with capture on; nests.
  package func capturing<T>(_ body: () throws -> T) rethrows -> T {
    activeDepth += 1
    defer { activeDepth -= 1 }
    return try body()
  }

  func append(_ job: UnownedJob, _ origin: Origin) {
    // A task's job is the task itself: a job enqueued where no task-local is
    // readable (a task hopping between executors) keeps the label its task had.
    let address = unsafeBitCast(job, to: UnsafeRawPointer.self)
    lock.lock()
    let label = Self.label ?? jobLabels[address]
    if let label { jobLabels[address] = label }
    entries.append(Entry(work: .job(job), origin: origin, label: label))
    lock.unlock()
  }

  /// Forgets the labels of the jobs that ran (their tasks may be gone).
  func forgetLabels() {
    lock.lock()
    jobLabels.removeAll()
    lock.unlock()
  }

  /// Queues the start of a task, after the work already waiting, as creating
  /// a `Task` queues its first job.
  func appendStart(label: String, _ start: @escaping @MainActor () -> Void) {
    append(Entry(work: .closure(start), origin: .mainActor, label: label))
  }

  /// Queues `work` that a scheduler of `origin` runs (a Combine action on a dispatch queue, a
  /// network call's completion handler), its frames named `label` (by default, the enqueuing task's).
  package func appendWork(
    from origin: Origin, label: String? = ScenarioRunLoop.label, _ work: @escaping @MainActor () -> Void
  ) {
    append(Entry(work: .closure(work), origin: origin, label: label))
  }

  private func append(_ entry: Entry) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  /// Whether an entry waits.
  var hasWork: Bool {
    lock.lock()
    defer { lock.unlock() }
    return head < entries.count
  }

  /// The oldest waiting entry, removed.
  func next() -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    guard head < entries.count else { return nil }
    let entry = entries[head]
    head += 1
    if head == entries.count {
      entries.removeAll(keepingCapacity: true)
      head = 0
    }
    return entry
  }

  /// Runs `entry` synchronously on the executor it was enqueued for.
  @MainActor func run(_ entry: Entry) {
    let outer = runningOrigin
    runningOrigin = entry.origin
    defer { runningOrigin = outer }
    switch (entry.work, entry.origin) {
    case (.closure(let work), _): work()
    case (.job(let job), .mainActor): job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
    case (.job(let job), .globalExecutor), (.job(let job), .dispatchQueue):
      if #available(macOS 15, *) {
        job.runSynchronously(on: ScenarioGlobalExecutor.shared.asUnownedTaskExecutor())
      } else {
        job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
      }
    }
  }

  /// Runs what waits, in order, within the running frame (a task woken by
  /// the scenario's clock, and what it starts), up to
  /// ``ViewGraph/asyncJobLimit`` entries.
  @MainActor func runWaitingWork() {
    var count = 0
    while count < ViewGraph.asyncJobLimit, let entry = next() {
      count += 1
      run(entry)
    }
  }

  /// Where a job that asked to wait `delay` on `clock` goes: on the running
  /// scenario's clock when it comes from a run (a `Task.sleep` in a task of
  /// the run), else to the platform's executor after the real delay.
  func sleep<D: DurationProtocol>(_ job: UnownedJob, for delay: D, origin: Origin) {
    var seconds = Self.seconds(delay)
    if captures, let clock = ViewGraph.withRunning({ $0.events.clock }) {
      // Called from within the sleeping task: it is the current one.
      let task = Self.currentTask
      if let requested = requestedSleep, requested.task == task { seconds = requested.seconds }
      requestedSleep = nil
      MainActor.assumeIsolated { clock.sleep(job, for: seconds, origin: origin, task: task) }
      return
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      switch origin {
      case .mainActor: ScenarioRunLoop.shared.forwardToMainQueue(job)
      case .globalExecutor, .dispatchQueue:
        if #available(macOS 15, *) {
          job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        } else {
          ScenarioRunLoop.shared.forwardToMainQueue(job)
        }
      }
    }
  }

  /// The delay a `Task.sleep` stand-in was asked for, by the task asking (Task+ScenarioSleep.swift):
  /// read by the ``sleep(_:for:origin:)`` that call leads to, on the same thread.
  nonisolated(unsafe) private var requestedSleep: (task: UnsafeRawPointer?, seconds: TimeInterval)?

  /// Notes the delay the current task asked `Task.sleep` for, when a run captures its work and
  /// the sleep will reach this loop's executors (a cancelled task's sleep throws at once).
  func noteRequestedSleep(_ seconds: TimeInterval) {
    guard captures, !Task.isCancelled else { return }
    requestedSleep = (Self.currentTask, seconds)
  }

  /// The address of the task running the caller, if any.
  private static var currentTask: UnsafeRawPointer? {
    withUnsafeCurrentTask { $0.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
  }

  /// `delay` in seconds, for the clocks of the standard library (0 for another clock's durations).
  static func seconds<D: DurationProtocol>(_ delay: D) -> TimeInterval {
    guard let duration = delay as? Duration else { return 0 }
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// Hands every waiting job to the executor it was meant for, and drops the
  /// task starts: used when a run gives up on work that does not settle.
  func releaseAll() {
    while let entry = next() {
      guard case .job(let job) = entry.work else { continue }
      switch entry.origin {
      case .mainActor: forwardToMainQueue(job)
      case .globalExecutor, .dispatchQueue:
        if #available(macOS 15, *) {
          // `group:` names Dispatch's own `async`, not the run's (DispatchQueue+RunLoop.swift).
          DispatchQueue.global().async(group: nil) {
            job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
          }
        } else {
          forwardToMainQueue(job)
        }
      }
    }
  }

  /// Runs `job` on the main queue as the main actor's, outside any run: a task
  /// of a finished run resumed by something outside it.
  func forwardToMainQueue(_ job: UnownedJob) {
    let executor = originalMainExecutor ?? mainExecutor.asUnownedSerialExecutor()
    DispatchQueue.main.async(group: nil) { job.runSynchronously(on: executor) }
  }
}

/// The executor nonisolated code of a run runs on: a job it enqueues for
/// the global executor without going through the runtime's hook (a
/// continuation resumed there, as `Task.yield()` does) waits in the run loop too.
@available(macOS 15, *)
final class ScenarioGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  static let shared = ScenarioGlobalExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let loop = ScenarioRunLoop.shared
    if loop.captures {
      loop.append(job, .globalExecutor)
    } else {
      globalConcurrentExecutor.enqueue(job)
    }
  }

  /// A `Task.sleep` of nonisolated code in a run: on the scenario's clock (``VirtualClock``).
  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    ScenarioRunLoop.shared.sleep(UnownedJob(job), for: delay, origin: .globalExecutor)
  }
}

/// The main actor's executor while a run captures work: its jobs wait in the
/// ``ScenarioRunLoop``. It isolates the main queue, so code the scenario runs
/// there (the engine, a step, a test) is on the main actor for it.
final class ScenarioMainExecutor: SerialExecutor, SchedulingExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let loop = ScenarioRunLoop.shared
    if loop.captures { loop.append(job, .mainActor) } else { loop.forwardToMainQueue(job) }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  /// A `Task.sleep` of main-actor code in a run: on the scenario's clock (``VirtualClock``).
  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    ScenarioRunLoop.shared.sleep(UnownedJob(job), for: delay, origin: .mainActor)
  }

  func isIsolatingCurrentContext() -> Bool? { ViewGraph.isOnMainActor }

  func checkIsolated() {
    precondition(ViewGraph.isOnMainActor, "ViewTrace: main-actor code ran off the main queue")
  }
}
