extension Step {
  /// Pulls to refresh the live view with `.refreshable` (the one at or
  /// under `within`, when there are several): its action starts as a task
  /// after this frame, and runs with the run's async work.
  public static func refresh(within: String? = nil, named name: String? = nil) -> Step {
    Step(name: name ?? "refresh" + (within.map { " \($0)" } ?? ""), kind: .gesture) { graph throws(EngineError) in
      let nodes = try graph.feature(RefreshFeature.self).refreshableNodes(within: within)
      guard nodes.count == 1, let node = nodes.first else {
        if nodes.isEmpty {
          throw .noSuchControl(
            kind: "refreshable view", title: within ?? "",
            available: try graph.feature(RefreshFeature.self).refreshableNodes(within: nil).map(\.identity))
        }
        throw .ambiguousControl(kind: "refreshable view", title: within ?? "", identities: nodes.map(\.identity))
      }
      return { graph.feature(RefreshFeature.self).refresh(node) }
    }
  }
}
