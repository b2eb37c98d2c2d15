import Dispatch
import Foundation

/// How stand-ins for the platform's frameworks (UIKit's `UIApplication`, AVFoundation's player,
/// UserNotifications' centre) reach the run they are called in. App code calls them from
/// actions, tasks and initializers, on any thread and with no graph passed; these find the
/// running graph through ``ViewGraph/running`` when they are called on the main actor inside a
/// run, and do nothing otherwise.
extension ViewGraph {
  /// Whether the caller runs on the main actor. The main actor's jobs run on the main dispatch
  /// queue, which is not always the process's first thread (under `swift test` on Linux
  /// `Thread.isMainThread` is false there), so the queue is asked.
  package nonisolated static var isOnMainActor: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// `body` applied to the graph whose frame or step runs, when called on the main actor inside
  /// a run; nil (and `body` not run) outside a run or off the main actor.
  package nonisolated static func withRunning<T: Sendable>(_ body: @MainActor (ViewGraph) -> T) -> T? {
    guard isOnMainActor else { return nil }
    return MainActor.assumeIsolated { running.map(body) }
  }

  /// A `notSimulated` note for `api` in the running run, written the first time the run meets
  /// it (``notSimulated(_:_:)``); nothing outside a run. For a call with an effect outside the
  /// app (opening a URL, playing a video, a notification request) that the simulation does not
  /// perform.
  package nonisolated static func noteNotSimulated(_ api: String, _ message: @autoclosure () -> String) {
    guard isOnMainActor else { return }
    // Called on the main actor, so the closure is only ever used there.
    nonisolated(unsafe) let message = message
    MainActor.assumeIsolated { running?.notSimulated(api, message()) }
  }
}

/// Marks the main dispatch queue, once, so ``ViewGraph/isOnMainActor`` can recognise it.
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
