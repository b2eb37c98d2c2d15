/// Pull-to-refresh's part of a run: the live `.refreshable` views and
/// running their actions (`Step.refresh`).
@MainActor
final class RefreshFeature: GraphFeature {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  /// The live nodes with a `.refreshable` action, by identity.
  func refreshableNodes(within: String?) throws(EngineError) -> [ViewNode] {
    let controls = graph.feature(ControlFeature.self)
    let scopes = try controls.scopes(within)
    return graph.liveNodes().filter { node in
      node.attachments["refreshable"] is _RefreshableModifier.State && controls.isWithin(node, scopes, orAt: true)
    }
  }

  /// Runs the refresh action of `node` as a task, with the run's async work.
  func refresh(_ node: ViewNode) {
    guard let state = node.attachments["refreshable"] as? _RefreshableModifier.State else { return }
    let action = state.action
    state.task = graph.feature(TaskRunner.self).start("refresh of \(node.identity)", node: node) { await action() }
  }
}
