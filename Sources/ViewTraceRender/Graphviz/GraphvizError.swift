/// A failure of the renderer, with Graphviz's own message where it gave one.
public enum GraphvizError: Error, Equatable, CustomStringConvertible {
  /// Graphviz could not read the DOT text.
  case invalidGraph(message: String)
  /// Graphviz failed to lay out the graph.
  case layoutFailed(engine: String, message: String)
  /// Graphviz has no renderer for this format on this machine.
  case formatUnavailable(format: String, message: String)
  /// Graphviz failed while rendering.
  case renderFailed(format: String, message: String)
  /// Graphviz's libraries could not start (no plugins found).
  case unavailable(message: String)

  /// One line with Graphviz's own message.
  public var description: String {
    switch self {
    case .invalidGraph(let message): "Graphviz could not read the graph: \(message)"
    case .layoutFailed(let engine, let message): "Graphviz layout '\(engine)' failed: \(message)"
    case .formatUnavailable(let format, let message):
      "Graphviz cannot render \(format) here (\(message)); install Graphviz's plugins "
        + "(Debian: apt-get install libgraphviz-dev)"
    case .renderFailed(let format, let message): "Graphviz failed to render \(format): \(message)"
    case .unavailable(let message): "Graphviz is not usable: \(message); install libgraphviz-dev"
    }
  }
}
