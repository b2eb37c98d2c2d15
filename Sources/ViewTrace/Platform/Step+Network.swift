import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Step {
  /// Answers every request to `url` that waits in the run (`URLSession`'s `data(from:)`,
  /// `data(for:)`, `upload`, `download`, `dataTask`; see ``NetworkCall``) with `body` and an HTTP
  /// response of `statusCode` and `headers`. The tasks waiting on them go on after this frame,
  /// in the order they were enqueued, each change a frame named after its task.
  ///
  /// ```swift
  /// [.respond(url: URL(string: "https://api.example.com/books")!,
  ///           with: #"[{"title": "Dune"}]"#)]
  /// ```
  public static func respond(
    url: URL, with body: Data, statusCode: Int = 200, headers: [String: String] = [:], named name: String? = nil
  ) -> Step {
    answer(url, name: name ?? "respond \(statusCode) to \(url.absoluteString)") {
      guard
        let response = HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return .failure(URLError(.badServerResponse)) }
      return .response(body, response)
    }
  }

  /// Answers every request to `url` that waits in the run with the text `body` (UTF-8), as
  /// ``respond(url:with:statusCode:headers:named:)`` does with data.
  public static func respond(
    url: URL, with body: String, statusCode: Int = 200, headers: [String: String] = [:], named name: String? = nil
  ) -> Step {
    respond(url: url, with: Data(body.utf8), statusCode: statusCode, headers: headers, named: name)
  }

  /// Fails every request to `url` that waits in the run with `URLError(code)`: by default
  /// `.notConnectedToInternet`, as on a device without a network.
  public static func failRequest(
    url: URL, code: URLError.Code = .notConnectedToInternet, named name: String? = nil
  ) -> Step {
    answer(url, name: name ?? "fail request to \(url.absoluteString)") {
      .failure(URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    }
  }

  private static func answer(
    _ url: URL, name: String, _ make: @escaping @Sendable () -> NetworkCall.Answer
  ) -> Step {
    Step(name: name, kind: .event) { graph throws(EngineError) in
      let calls = graph.feature(OutsideCalls.self)
      let address = url.absoluteString
      guard calls.addresses.contains(address) else {
        let waiting =
          calls.addresses.isEmpty
          ? "none waits" : "waiting: " + calls.addresses.map { ValueDescription.quote($0) }.joined(separator: ", ")
        throw .nothingToDo("no network request to \(ValueDescription.quote(address)) waits for an answer (\(waiting))")
      }
      return { _ = calls.answer(address, with: make()) }
    }
  }
}
