/// Async images' part of a run: the addresses the live images load, and
/// ending their loads (`Step.loadImage`, `Step.failImage`). Each image's phase lives on
/// its node (``AsyncImageState``).
@MainActor
final class AsyncImageFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// Ends the load of every live async image showing `url` with `phase`.
  func finishImageLoads(of url: URL, with phase: AsyncImagePhase) {
    for node in graph.liveNodes() {
      guard let image = node.value as? any AsyncImageHost, image._url == url,
        let slot = node.builtinState({ AsyncImageState() }).slot
      else { continue }
      slot.write(phase, equal: (slot.value as? AsyncImagePhase)?.description == phase.description)
    }
  }

  /// The addresses the live async images load.
  func imageURLs() -> [String] {
    graph.liveNodes().compactMap { ($0.value as? any AsyncImageHost)?._url?.absoluteString }
  }
}
