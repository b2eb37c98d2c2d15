/// The async work of a run: what tasks do after their first suspension.
extension ViewGraph {
  /// The most jobs one frame's async work may run before the run gives up on
  /// it settling (a task that keeps enqueuing work, such as a polling loop).
  static let asyncJobLimit = 10_000

  /// Runs the async work the frame started, in the order it was enqueued
  /// (``ScenarioRunLoop``): each main-actor job is followed by an update, and
  /// what it changed makes a frame named after what started it ("task of
  /// ContentView", "async work of tap \"Save\""). A write made by nonisolated
  /// code waits for the next main-actor job's update, as SwiftUI applies it at
  /// the next main-actor update. Tasks still waiting at the end wait on
  /// something outside the scenario: each is named once.
  func runAsyncWork() {
    let loop = ScenarioRunLoop.shared
    if loop.isAvailable {
      var jobs = 0
      var label: String?
      repeat {
        while let entry = loop.next() {
          jobs += 1
          if jobs > Self.asyncJobLimit {
            warnInLastFrame([
              TraceWarning(
                kind: .asyncWorkUnsettled, node: nil,
                message:
                  "the async work started by frame \(frameIndex - 1) did not settle after \(Self.asyncJobLimit) jobs "
                  + "(a task that keeps enqueuing work); what is left runs outside the scenario")
            ])
            loop.releaseAll()
            break
          }
          loop.run(entry)
          label = label ?? taskLabel(of: entry) ?? entry.label
          // The name stays until a frame takes it: a job that changed
          // nothing passes it on to the next.
          if entry.origin == .mainActor, endFrame(label ?? "async work", kind: .event, always: false) { label = nil }
        }
        if hasPendingUpdate || !log.isEmpty, endFrame(label ?? "async work", kind: .event, always: false) {
          label = nil
        }
      } while loop.hasWork && jobs <= Self.asyncJobLimit
      loop.forgetLabels()
    }
    warnTasksStillWaiting()
  }

  /// The name of the task an entry is a job of, when the graph started it.
  private func taskLabel(of entry: ScenarioRunLoop.Entry) -> String? {
    guard case .job(let job) = entry.work, let runner = features.existing(TaskRunner.self) else { return nil }
    return runner.label(of: job)
  }

  /// Names, on the last frame, each task still waiting once the async work ran: one asleep on the
  /// scenario's clock with the time left, one waiting on a call a run does not make (a network
  /// request, ``OutsideCalls``) with that call, another as waiting on something outside the
  /// scenario. A waiting call made by work the graph did not start (a `Task { }` in a button) is
  /// named too.
  private func warnTasksStillWaiting() {
    let calls = features.existing(OutsideCalls.self)
    var warnings: [TraceWarning] = []
    if let runner = features.existing(TaskRunner.self) {
      let outside =
        ScenarioRunLoop.shared.isAvailable
        ? "waits on something outside the scenario (a continuation nothing resumes, or a call ViewTrace does not "
          + "stand in for); what follows that await is not in the trace"
        : "suspended at an await; without the Swift runtime's executor hooks ViewTrace runs a task up to its "
          + "first suspension, and what follows is not simulated"
      for task in runner.stillWaiting() {
        let why =
          events.clock.sleepLeft(of: task.task).map {
            "sleeps on the scenario's clock for \(formatNumber($0)) s more: Step.advanceClock(by:) wakes it"
          } ?? calls?.unreported(madeBy: task.label).map(Self.waitingText) ?? outside
        warnings.append(
          TraceWarning(kind: .taskSuspended, node: task.node.identity, message: "the \(task.label) \(why)"))
      }
    }
    for call in calls?.unreported() ?? [] {
      warnings.append(
        TraceWarning(
          kind: .taskSuspended, node: nil, message: "the \(call.label ?? "async work") \(Self.waitingText(call))"))
    }
    if !warnings.isEmpty { warnInLastFrame(warnings) }
  }

  private static func waitingText(_ call: OutsideCalls.Call) -> String {
    "waits on \(call.description), which a run does not send: Step.respond(url:with:) answers it, "
      + "Step.failRequest(url:) fails it"
  }
}
