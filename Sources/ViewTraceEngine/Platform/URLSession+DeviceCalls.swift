import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Foundation's own `URLSession` calls, for ViewTrace's stand-ins to use outside a run. The
// stand-ins (in the `ViewTrace` module) shadow these methods in every file that imports
// ViewTrace, their own module included; this module does not see them, so here the names
// reach Foundation's.
extension URLSession {
  package func deviceData(
    for request: URLRequest
  ) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }

  package func deviceUpload(
    for request: URLRequest, from body: Data
  ) async throws -> (Data, URLResponse) {
    try await upload(for: request, from: body, delegate: nil)
  }

  package func deviceUpload(
    for request: URLRequest, fromFile file: URL
  ) async throws -> (Data, URLResponse) {
    try await upload(for: request, fromFile: file, delegate: nil)
  }

  package func deviceDownload(
    for request: URLRequest
  ) async throws -> (URL, URLResponse) {
    try await download(for: request, delegate: nil)
  }

  package func deviceDataTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(with: request, completionHandler: completionHandler)
  }
}
