/// Who on a node holds a dependency: the last body run's reads, a dynamic
/// property field, a leaf's bound locations, the Observation access list, or
/// an attached modifier.
package enum DependencyHolder: Hashable {
  case body
  case field(String)
  case leaf
  case observation
  case attachment(String)
}

/// The one place where dependency edges are opened and closed.
///
/// A node depends on a source while any holder on it holds the source; the
/// trace's edge `(source, node, kind)` is open while any holder holds it with
/// that kind. ``disconnectAll(_:)`` closes every edge of a vanished node,
/// whatever holds it.
@MainActor
package final class Dependencies {
  private let log: UpdateLog

  init(log: UpdateLog) { self.log = log }

  /// Makes `holder` on `node` hold exactly `sources`: drops what it no longer
  /// holds (in the old order), then adds what is new (in the new order).
  func hold(_ node: ViewNode, _ holder: DependencyHolder, _ sources: [(source: SourceBox, kind: EdgeKind)]) {
    let old = node.held[holder] ?? []
    if old.isEmpty && sources.isEmpty { return }
    var newKinds: [ObjectIdentifier: EdgeKind] = [:]
    for entry in sources where newKinds[ObjectIdentifier(entry.source)] == nil {
      newKinds[ObjectIdentifier(entry.source)] = entry.kind
    }
    var oldKinds: [ObjectIdentifier: EdgeKind] = [:]
    for entry in old {
      let key = ObjectIdentifier(entry.source)
      oldKinds[key] = entry.kind
      if newKinds[key] != entry.kind { release(node, holder, entry.source, entry.kind) }
    }
    for entry in sources where oldKinds[ObjectIdentifier(entry.source)] != entry.kind {
      acquire(node, holder, entry.source, entry.kind)
    }
    node.held[holder] = sources.isEmpty ? nil : sources
  }

  /// `hold` for one source (nil: nothing).
  func hold(_ node: ViewNode, _ holder: DependencyHolder, _ source: SourceBox?, kind: EdgeKind) {
    hold(node, holder, source.map { [($0, kind)] } ?? [])
  }

  /// Closes every edge `node` has, whatever holds it (the node disappeared).
  func disconnectAll(_ node: ViewNode) {
    let nodeKey = ObjectIdentifier(node)
    for (_, connection) in node.connections {
      connection.source.dependents[nodeKey] = nil
      for kind in Set(connection.holders.values) {
        log.emit(.edgeClosed(source: connection.source.id, node: node.identity, kind: kind))
      }
    }
    node.connections = [:]
    node.held = [:]
  }

  private func acquire(_ node: ViewNode, _ holder: DependencyHolder, _ source: SourceBox, _ kind: EdgeKind) {
    let key = ObjectIdentifier(source)
    var connection = node.connections[key] ?? ViewNode.Connection(source: source)
    let alreadyOpen = connection.holders.values.contains(kind)
    connection.holders[holder] = kind
    node.connections[key] = connection
    source.dependents[ObjectIdentifier(node)] = node
    if !alreadyOpen { log.emit(.edgeOpened(source: source.id, node: node.identity, kind: kind)) }
  }

  private func release(_ node: ViewNode, _ holder: DependencyHolder, _ source: SourceBox, _ kind: EdgeKind) {
    let key = ObjectIdentifier(source)
    guard var connection = node.connections[key], connection.holders[holder] == kind else { return }
    connection.holders[holder] = nil
    if !connection.holders.values.contains(kind) {
      log.emit(.edgeClosed(source: source.id, node: node.identity, kind: kind))
    }
    if connection.holders.isEmpty {
      node.connections[key] = nil
      source.dependents[ObjectIdentifier(node)] = nil
    } else {
      node.connections[key] = connection
    }
  }
}
