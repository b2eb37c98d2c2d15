/// The environment's flow down the tree and its sources: one per entry and
/// writer (`Root.environment(MyEnvKey)`), or the key's default
/// (`environment(colorScheme)`).
@MainActor
package final class EnvironmentSystem {
  private var sources: [String: SourceBox] = [:]
  private let log: UpdateLog

  init(log: UpdateLog) { self.log = log }

  /// The source for environment entry `name` as written by node `writer`
  /// (`nil`: the key's default).
  func source(_ name: String, writer: String?) -> SourceBox {
    let id = writer.map { "\($0).environment(\(name))" } ?? "environment(\(name))"
    if let known = sources[id] { return known }
    let source = SourceBox(id: id)
    sources[id] = source
    log.emit(.sourceRegistered(TraceSource(id: id, kind: .environment, owner: writer, name: name, valueType: "")))
    return source
  }

  /// The environment of `node`: its parent's, then its own writes (outermost
  /// first, so the modifier closest to the view wins).
  func environment(for node: ViewNode, under parent: ViewNode) -> EnvironmentValues {
    var environment = parent.environment
    for case let write as _EnvironmentWriteModifier in node.attachedModifiers {
      write.write(&environment)
      environment.entries[write.key]?.writer = node.identity
    }
    return environment
  }
}
