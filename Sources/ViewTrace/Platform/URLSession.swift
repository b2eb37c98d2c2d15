import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession`'s calls as a run makes them: a request sent during a run waits for a scenario
/// step to answer it (``Step/respond(url:with:statusCode:headers:named:)``, or
/// ``Step/failRequest(url:code:named:)``), so a loader's views show what its data does, the same
/// in every run, with no network. A request nothing answers is named once, with the call, in
/// the trace's warnings. Outside a run each call is Foundation's own.
///
/// These methods stand in for Foundation's in the app's files: the `async` ones are
/// Foundation's without the `delegate:` argument (a call without it, the usual one, prefers
/// them), and `dataTask(with:completionHandler:)` shadows Foundation's (a module's declarations
/// win over those of the modules it imports). Not stood in for, so sent for real outside the
/// scenario's order: a call that passes `delegate:`, `bytes(from:)`, and the delegate-based
/// and download/upload tasks. On Linux a file that imports both SwiftUI and
/// `FoundationNetworking` by name finds two `dataTask(with:completionHandler:)`; iOS has no
/// `FoundationNetworking`, so an app's view files do not import it.
extension URLSession {
  /// Foundation's `data(for:)`; in a run, waits for a step's answer.
  @concurrent
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let call = "\(NetworkCall.sessionName(self)).data(for: \(NetworkCall.describe(request)))"
    if let answer = try await NetworkCall.answer(to: request, call: call) { return answer }
    return try await deviceData(for: request)
  }

  /// Foundation's `data(from:)`; in a run, waits for a step's answer.
  @concurrent
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    let request = URLRequest(url: url)
    let call = "\(NetworkCall.sessionName(self)).data(from: \(url.absoluteString))"
    if let answer = try await NetworkCall.answer(to: request, call: call) { return answer }
    return try await deviceData(for: request)
  }

  /// Foundation's `upload(for:from:)`; in a run, waits for a step's answer.
  @concurrent
  public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
    let call = "\(NetworkCall.sessionName(self)).upload(for: \(NetworkCall.describe(request)), from:)"
    if let answer = try await NetworkCall.answer(to: request, call: call) { return answer }
    return try await deviceUpload(for: request, from: bodyData)
  }

  /// Foundation's `upload(for:fromFile:)`; in a run, waits for a step's answer.
  @concurrent
  public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
    let call = "\(NetworkCall.sessionName(self)).upload(for: \(NetworkCall.describe(request)), fromFile:)"
    if let answer = try await NetworkCall.answer(to: request, call: call) { return answer }
    return try await deviceUpload(for: request, fromFile: fileURL)
  }

  /// Foundation's `download(for:)`; in a run, waits for a step's answer, whose body
  /// is written to a file in the temporary directory named after the request's last path part.
  @concurrent
  public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
    let call = "\(NetworkCall.sessionName(self)).download(for: \(NetworkCall.describe(request)))"
    if let (data, response) = try await NetworkCall.answer(to: request, call: call) {
      return (try NetworkCall.downloaded(data, for: request), response)
    }
    return try await deviceDownload(for: request)
  }

  /// Foundation's `download(from:)`; in a run, as ``download(for:)``.
  @concurrent
  public func download(from url: URL) async throws -> (URL, URLResponse) {
    let request = URLRequest(url: url)
    let call = "\(NetworkCall.sessionName(self)).download(from: \(url.absoluteString))"
    if let (data, response) = try await NetworkCall.answer(to: request, call: call) {
      return (try NetworkCall.downloaded(data, for: request), response)
    }
    return try await deviceDownload(for: request)
  }

  /// Foundation's `dataTask(with:completionHandler:)`; in a run, the task's `resume()` waits
  /// for a step's answer, and the handler gets it on the session's delegate queue.
  public func dataTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    guard ViewGraph.withRunning({ _ in true }) == true else {
      return deviceDataTask(with: request, completionHandler: completionHandler)
    }
    let call = "\(NetworkCall.sessionName(self)).dataTask(with: \(NetworkCall.describe(request)))"
    return WaitingDataTask(request: request, call: call, completionHandler: completionHandler)
  }

  /// Foundation's `dataTask(with:completionHandler:)` for a URL; in a run, as the request's.
  public func dataTask(
    with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }
}

/// A data task made in a run: `resume()` makes the request wait for a step's answer
/// (``NetworkCall``), `cancel()` gives its handler `URLError(.cancelled)`.
final class WaitingDataTask: URLSessionDataTask, @unchecked Sendable {
  private let request: URLRequest
  private let call: String
  private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  private let label = ScenarioRunLoop.label
  private var waiting: Int?
  private var finished = false

  init(
    request: URLRequest, call: String,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) {
    self.request = request
    self.call = call
    self.completionHandler = completionHandler
    super.init()
  }

  override var originalRequest: URLRequest? { request }
  override var currentRequest: URLRequest? { request }

  override func resume() {
    guard waiting == nil, !finished else { return }
    waiting =
      ViewGraph.withRunning { [request, call, label] _ in
        // The run keeps the task while its request waits, as a session keeps its running tasks.
        NetworkCall.answer(to: request, call: call, label: label) { data, response, error in
          guard !self.finished else { return }
          self.finished = true
          self.completionHandler(data, response, error)
        }
      } ?? nil
    if waiting == nil {
      // Resumed outside a run: the request cannot wait for a step.
      finished = true
      completionHandler(nil, nil, URLError(.cancelled))
    }
  }

  override func cancel() {
    guard !finished else { return }
    finished = true
    if let waiting { _ = ViewGraph.withRunning { $0.feature(OutsideCalls.self).cancel(waiting) } }
    completionHandler(nil, nil, URLError(.cancelled))
  }
}

extension NetworkCall {
  /// Writes a download's answer to a file in the temporary directory and returns its address.
  static func downloaded(_ data: Data, for request: URLRequest) throws -> URL {
    let name = request.url?.lastPathComponent.isEmpty == false ? request.url!.lastPathComponent : "download"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTrace downloads")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try data.write(to: file, options: .atomic)
    return file
  }
}
