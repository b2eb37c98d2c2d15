import Foundation

// Apple's Foundation declares `NotificationCenter.Publisher` itself, on Combine's `Publisher`
// (which ViewTrace's `onReceive` does not take); `Step.post` is for both.
#if !canImport(Darwin)
extension NotificationCenter {
  /// Combine's publisher of the notifications named `name` (from `object`, or from any sender
  /// when `nil`): `.onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification))`.
  ///
  /// A subscription observes the centre for real, so a notification posted while it lives is
  /// emitted, in the frame of the post. One made during a run hears only what is posted during
  /// that run (by a `Step.post` step, an action or a task; other runs in the same process do not
  /// reach it) and only on the main actor. Nothing posts the system's notifications (the app's
  /// lifecycle, the keyboard) by itself: a scenario posts them with ``Step/post(_:object:userInfo:named:)``.
  /// Two publishers of the same centre, name and object are equal, so one made again in a body
  /// does not subscribe again.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher ``publisher(for:object:)`` makes.
  public struct Publisher: OpenCombine.Publisher, Equatable, @unchecked Sendable {
    /// A notification.
    public typealias Output = Notification
    /// Observing does not fail.
    public typealias Failure = Never

    /// The centre observed.
    public let center: NotificationCenter
    /// The name observed.
    public let name: Notification.Name
    /// The sender observed (`nil`: any).
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name` from `object`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Observes the centre while `subscriber` is subscribed.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      nonisolated(unsafe) let subject = PassthroughSubject<Notification, Never>()
      // The run that subscribed, if any: only its posts are emitted.
      let run = ViewGraph.withRunning { RunToken(graph: $0) }
      let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
        nonisolated(unsafe) let notification = notification
        if let run {
          guard ViewGraph.isOnMainActor, MainActor.assumeIsolated({ run.isRunning }) else { return }
        }
        subject.send(notification)
      }
      let center = UncheckedBox(center)
      let token = UncheckedBox(observer)
      subject
        .handleEvents(receiveCancel: { center.value.removeObserver(token.value) })
        .receive(subscriber: subscriber)
    }

    /// Equal when they observe the same centre, name and sender.
    public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
      lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
  }
}

/// A run, weakly: whether it is the one running now.
private final class RunToken: @unchecked Sendable {
  weak var graph: ViewGraph?
  init(graph: ViewGraph) { self.graph = graph }
  @MainActor var isRunning: Bool { graph != nil && ViewGraph.running === graph }
}

/// A value carried into a `@Sendable` closure that uses it only as the centre allows.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

#endif

extension Step {
  /// Posts a notification on `NotificationCenter.default` as one frame: the views that receive
  /// it (`.onReceive(NotificationCenter.default.publisher(for: name))`) run their actions, then
  /// the frame updates. For the system's notifications a trace never posts by itself:
  /// `Step.post(UIApplication.willEnterForegroundNotification)`.
  public static func post(
    _ name: Notification.Name, object: (AnyObject & Sendable)? = nil, userInfo: [String: any Sendable]? = nil,
    named stepName: String? = nil
  ) -> Step {
    Step(name: stepName ?? "post \(name.rawValue)", kind: .event) { _ throws(EngineError) in
      {
        let info = userInfo.map { info in Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value as Any) }) }
        NotificationCenter.default.post(name: name, object: object, userInfo: info)
      }
    }
  }
}
