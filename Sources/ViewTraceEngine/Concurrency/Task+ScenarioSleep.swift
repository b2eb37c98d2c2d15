// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` as app code calls them, passing on the delay
// it asked for.
//
// In a run a sleeping task waits on the scenario's clock (``ScenarioRunLoop/sleep(_:for:origin:)``),
// and the runtime hands the run loop's executor the time left until the deadline, measured on the
// real clock a moment after `Task.sleep` read it: a little under what the app asked, by as much as
// the machine was slow in between. These stand-ins (a call without `tolerance:` or `clock:`
// prefers them) note the exact delay first, so "sleep for 1 s" wakes at 1 s on every run.
extension Task where Success == Never, Failure == Never {
  /// The standard library's `Task.sleep(for:)`; in a run, on the scenario's clock for exactly `duration`.
  public static func sleep(for duration: Duration) async throws {
    ScenarioRunLoop.shared.noteRequestedSleep(ScenarioRunLoop.seconds(duration))
    try await sleep(for: duration, tolerance: nil, clock: ContinuousClock())
  }

  /// The standard library's `Task.sleep(nanoseconds:)`; in a run, on the scenario's clock for
  /// exactly `duration` nanoseconds.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    ScenarioRunLoop.shared.noteRequestedSleep(TimeInterval(duration) / 1e9)
    try await sleep(for: .nanoseconds(duration), tolerance: nil, clock: ContinuousClock())
  }
}
