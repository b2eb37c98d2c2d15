import Foundation

extension Step {
  /// Ends the load of every live `AsyncImage` of `url` successfully: its
  /// phase becomes `.success(Image(url))` and only its content is rebuilt.
  public static func loadImage(url: URL, named name: String? = nil) -> Step {
    finishLoad(url, .success(Image(url.absoluteString)), name: name ?? "load image \(url.absoluteString)")
  }

  /// Fails the load of every live `AsyncImage` of `url`: its phase becomes
  /// `.failure(AsyncImageLoadError(url))`.
  public static func failImage(url: URL, named name: String? = nil) -> Step {
    finishLoad(url, .failure(AsyncImageLoadError(url: url)), name: name ?? "fail image \(url.absoluteString)")
  }

  private static func finishLoad(_ url: URL, _ phase: AsyncImagePhase, name: String) -> Step {
    Step(name: name, kind: .event) { graph throws(EngineError) in
      let live = graph.feature(AsyncImageFeature.self).imageURLs()
      guard live.contains(url.absoluteString) else {
        throw .noSuchControl(kind: "async image", title: url.absoluteString, available: live)
      }
      return { graph.feature(AsyncImageFeature.self).finishImageLoads(of: url, with: phase) }
    }
  }
}
