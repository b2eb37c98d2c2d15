import Foundation

/// Clock-drawn texts' part of a run: a text drawn against the clock
/// (`Text(date, style: .timer)`) is looked at again every second of the
/// scenario clock, and redrawn when what it shows changed.
@MainActor
final class ClockDrawnTexts: GraphFeature {
  static var hooks: GraphFeatureHooks { [.nodeRemoved] }
  unowned let graph: ViewGraph
  /// The texts with a timer, by node.
  private var registered: Set<ObjectIdentifier> = []

  init(graph: ViewGraph) { self.graph = graph }

  /// Looks at the text at `node` every second from now on (once per node).
  func redrawEverySecond(_ node: ViewNode) {
    guard registered.insert(ObjectIdentifier(node)).inserted else { return }
    var registration: VirtualClock.Registration?
    registration = graph.events.clock.schedule(every: 1) { [weak graph, weak node] _ in
      guard let graph, let node, node.alive else {
        registration?.cancel()
        return
      }
      graph.markDirty(node)
    }
  }

  /// A removed text's timer ends at its next tick; its node is forgotten now.
  func nodeRemoved(_ node: ViewNode) { registered.remove(ObjectIdentifier(node)) }
}
