import Foundation

/// A network request app code sends during a run: a run sends nothing, so the request waits,
/// its task suspended as on a device while the server answers, until a scenario step answers
/// it (``Step/respond(url:with:statusCode:headers:named:)``) or fails it
/// (``Step/failRequest(url:code:named:)``). If nothing does, the run names the task with the
/// request once (a `taskSuspended` warning). Cancelling the task throws
/// `URLError(.cancelled)`, as `URLSession` does.
///
/// Outside a run (the call is not on the main actor inside a run) nothing is done here and
/// the caller sends the request with Foundation.
enum NetworkCall {
  /// What a step answers a request with.
  enum Answer {
    case response(Data, HTTPURLResponse)
    case failure(URLError)
  }

  /// The answer a step gives `request` (made by the code `call` describes), or nil outside a run.
  ///
  /// `@concurrent`, as `URLSession`'s calls are: the caller's actor is left while the request waits.
  @concurrent
  static func answer(to request: URLRequest, call: String) async throws -> (Data, URLResponse)? {
    guard let url = request.url, ViewGraph.withRunning({ _ in true }) == true else { return nil }
    if Task.isCancelled { throw URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: url]) }
    let waiting = Waiting()
    let label = ScenarioRunLoop.label
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
        waiting.start(continuation)
        // The continuation's body runs now, on the caller's thread: in a run, the main queue.
        let id = ViewGraph.withRunning { graph in
          graph.feature(OutsideCalls.self).begin(address: url.absoluteString, description: call, label: label) {
            waiting.finish(with: $0 as! Answer)
          }
        }
        if let id { waiting.registered(id) } else { waiting.finish(with: .failure(URLError(.cancelled))) }
      }
    } onCancel: {
      waiting.cancel(url)
    }
  }

  /// Calls `completionHandler` with the answer a step gives `request`, as a task made by
  /// `dataTask(with:completionHandler:)` does when resumed; false outside a run.
  @MainActor
  static func answer(
    to request: URLRequest, call: String, label: String?,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> Int? {
    guard let url = request.url, let graph = ViewGraph.running else { return nil }
    return graph.feature(OutsideCalls.self).begin(address: url.absoluteString, description: call, label: label) {
      answer in
      // On a device the handler runs on the session's delegate queue, not the main one.
      ScenarioRunLoop.shared.appendWork(from: .dispatchQueue("URLSession's delegate queue"), label: label) {
        switch answer as! Answer {
        case .response(let data, let response): completionHandler(data, response, nil)
        case .failure(let error): completionHandler(nil, nil, error)
        }
      }
    }
  }

  /// One waiting request: resumed once, by a step's answer or by cancellation.
  private final class Waiting: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    private var id: Int?
    private var cancelledURL: URL?

    func start(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
      lock.lock()
      self.continuation = continuation
      lock.unlock()
    }

    func registered(_ id: Int) {
      lock.lock()
      self.id = id
      let cancelled = cancelledURL
      lock.unlock()
      if let cancelled { cancel(cancelled) }
    }

    func finish(with answer: Answer) {
      lock.lock()
      let continuation = self.continuation
      self.continuation = nil
      lock.unlock()
      switch answer {
      case .response(let data, let response): continuation?.resume(returning: (data, response))
      case .failure(let error): continuation?.resume(throwing: error)
      }
    }

    /// Throws `URLError(.cancelled)` from the call and forgets it in the run.
    func cancel(_ url: URL) {
      lock.lock()
      let id = self.id
      if id == nil { cancelledURL = url }
      lock.unlock()
      guard let id else { return }
      finish(with: .failure(URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: url])))
      _ = ViewGraph.withRunning { $0.feature(OutsideCalls.self).cancel(id) }
    }
  }

  /// How a call names its session: `URLSession.shared`, or `a URLSession` for one the app made.
  static func sessionName(_ session: URLSession) -> String {
    session === URLSession.shared ? "URLSession.shared" : "a URLSession"
  }

  /// How a call names a request: its method, when not GET, and its URL.
  static func describe(_ request: URLRequest) -> String {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "no URL"
    return method == "GET" ? url : "\(method) \(url)"
  }
}
