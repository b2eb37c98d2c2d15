/// The event sources of a run: one per event modifier slot of a node
/// (`Root/Text.onReceive`), and the scenario's virtual clock.
@MainActor
package final class EventSources {
  private var sources: [String: SourceBox] = [:]
  private let log: UpdateLog
  /// The scenario's virtual time (`ScenarioClock`).
  package let clock = VirtualClock()

  init(log: UpdateLog) { self.log = log }

  /// The source of modifier slot `slot` on `node`, registered on first use.
  package func source(for node: ViewNode, slot: String) -> SourceBox {
    let id = "\(node.identity).\(slot)"
    if let known = sources[id] { return known }
    let source = SourceBox(id: id)
    sources[id] = source
    log.emit(.sourceRegistered(TraceSource(id: id, kind: .event, owner: node.identity, name: slot, valueType: "")))
    return source
  }
}
