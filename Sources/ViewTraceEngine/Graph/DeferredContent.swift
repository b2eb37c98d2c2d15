@_spi(SwiftUI) import Observation

/// A view that holds a content closure (`ForEach`): a view with inputs of its
/// own. When the parent's body builds it again with equal inputs (equal data
/// and an equal closure), SwiftUI does not rebuild its content: no row's
/// `init` runs and no row is compared (R2). The engine evaluates content as
/// part of the parent's body, so content whose own reads changed (a row's
/// `book.title`) is rebuilt.
@MainActor
package protocol DeferredContent {
  /// Whether `other` (the previous value) has the same inputs as this one.
  func _sameInputs(as other: Any, _ closures: Closures) -> Bool
}

/// What one deferred view produced the last time its content was built:
/// its value, the placements of its content, and the dependencies that
/// building the content took (replayed when the content is not rebuilt, so
/// the parent keeps depending on them).
@MainActor
package struct DeferredGroup {
  package let value: Any
  package let placements: [Placement]
  let reads: [(source: SourceBox, kind: EdgeKind)]
  let readKeys: [ObjectIdentifier]
  let observed: [ObservableSource]
  /// The version of every source the content read, when it was built.
  let versions: [(source: SourceBox, version: Int)]

  package init(
    value: Any, placements: [Placement], reads: [(source: SourceBox, kind: EdgeKind)], readKeys: [ObjectIdentifier],
    observed: [ObservableSource], versions: [(source: SourceBox, version: Int)]
  ) {
    self.value = value
    self.placements = placements
    self.reads = reads
    self.readKeys = readKeys
    self.observed = observed
    self.versions = versions
  }

  /// Whether a source the content read has changed since it was built.
  var isStale: Bool { versions.contains { $0.source.version != $0.version } }
}

extension Expander {
  /// Places `value`'s content: the previous content, untouched, when the
  /// inputs are the same and its dependencies can be carried over; otherwise
  /// built by `build`, remembering what it read.
  package mutating func deferred(_ value: any DeferredContent, _ build: (inout Expander) -> Void) {
    guard let graph, let node = graph.evaluating else { return build(&self) }
    let key = deferredKey
    if let previous = node.deferredGroups[key], !previous.isStale,
      value._sameInputs(as: previous.value, graph.options.closureComparison),
      previous.replay(into: node, graph)
    {
      placements.append(contentsOf: previous.placements.map { $0.reusedAsIs() })
      groups[key] = DeferredGroup(
        value: value, placements: previous.placements, reads: previous.reads, readKeys: previous.readKeys,
        observed: previous.observed, versions: previous.versions)
      return
    }
    let firstPlacement = placements.count
    let firstRead = node.reads.count
    let keysBefore = node.readKeys
    var observed: [ObservableSource] = []
    if let accessed = graph.observation.accesses(of: node, during: { build(&self) }) {
      observed = accessed
    } else {
      // The accesses could not be read: never carried over, so always rebuilt.
      node.deferredGroups[key] = nil
      return
    }
    let reads = Array(node.reads[firstRead...])
    let readSources = Set(reads.map { ObjectIdentifier($0.source) })
    let keys = node.readKeys.subtracting(keysBefore).filter { !readSources.contains($0) }
    let sources = reads.map(\.source) + observed.map { $0 as SourceBox }
    groups[key] = DeferredGroup(
      value: value, placements: Array(placements[firstPlacement...]), reads: reads, readKeys: Array(keys),
      observed: observed, versions: sources.map { ($0, $0.version) })
  }
}

extension Expander {
  /// The name of deferred content placed here, among the evaluating node's groups.
  package var deferredKey: String {
    (path + [position.joined(separator: "."), explicitIDs.joined(separator: "#")]).joined(separator: "/")
  }
}

extension Placement {
  /// This placement again, to keep its node as it is.
  package func reusedAsIs() -> Placement {
    var copy = self
    copy.reused = true
    return copy
  }
}

@MainActor
extension DeferredGroup {
  /// Carries this deferred view's dependencies into the body running in
  /// `graph` as if its content had been built: its reads, and its
  /// `@Observable` accesses (read again so that the body's tracking sees
  /// them). False when an object it read can no longer be reached: the
  /// content must be rebuilt.
  package func replay(into node: ViewNode, _ graph: ViewGraph) -> Bool {
    guard observed.allSatisfy({ $0.object != nil }) else { return false }
    for read in reads { graph.recordRead(read.source, kind: read.kind) }
    for key in readKeys { node.readKeys.insert(key) }
    for source in observed {
      if let object = source.object { _ = readKeyPath(source.keyPath, on: object) }
    }
    return true
  }
}
