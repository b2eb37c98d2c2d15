import ViewTraceModel

/// One body evaluation of a view that already existed (outcome `evaluated`),
/// with what its output changed.
///
/// An evaluation is **avoidable** when its body ran and drew nothing new:
/// every custom child value it built compared equal to the previous one
/// (init-only, untouched, or run only by its own dynamic properties), no
/// framework view it built was redrawn, no identity appeared or disappeared
/// among them, it wrote no new environment value, started or cancelled no
/// task, fired no `onChange`, and renewed no event subscription.
public struct Evaluation: Sendable, Equatable {
  /// The frame it happened in.
  public let frame: Int
  /// The view's identity.
  public let node: String
  /// The view's type name.
  public let type: String
  /// How many times the body ran in the frame.
  public let bodyCount: Int
  /// Why the body ran, as recorded.
  public let reasons: [Reason]
  /// The `_printChanges` line of the first run.
  public let printChanges: String?
  /// What its output changed, one readable item each (`VStack/Text@0 redrawn
  /// (label)`); empty when the evaluation was avoidable.
  public let outputChanges: [String]
  /// The wall time of its body runs in the frame, in microseconds, in a
  /// trace made with timings (``NodeRecord/bodyMicroseconds``).
  public let bodyMicroseconds: Double?

  /// The body ran and its output did not change.
  public var isAvoidable: Bool { outputChanges.isEmpty }
}

extension Evaluation {
  /// Every `evaluated` record of `trace`, with what its output changed.
  static func all(_ trace: Trace, output: BodyOutput) -> [Evaluation] {
    var environmentOwner: [String: String] = [:]
    for source in trace.sources where source.kind == .environment {
      if let owner = source.owner { environmentOwner[source.id] = owner }
    }
    var subscriptionChanges: [Int: [String]] = [:]
    for edge in trace.edges where edge.kind == .event {
      subscriptionChanges[edge.since, default: []].append(edge.node)
      if let until = edge.until { subscriptionChanges[until, default: []].append(edge.node) }
    }
    let outputActions: Set<ActionKind> = [.onChange, .taskStarted, .taskCancelled, .onAppear, .onDisappear]

    var result: [Evaluation] = []
    for frame in trace.frames {
      let records = Dictionary(frame.records.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
      // Environment writers whose new value made some view run, and views
      // that got another object instance, in this frame.
      var writers: [String: String] = [:]
      var newInstances: [String] = []
      for record in frame.records {
        for reason in record.reasons {
          if let source = reason.source, let owner = environmentOwner[source] {
            writers[owner] = writers[owner] ?? record.node
          }
          if reason.kind == .property, reason.changes.contains(where: { $0.name == "instance" }) {
            newInstances.append(record.node)
          }
        }
      }
      let actions = frame.actions.filter { outputActions.contains($0.kind) }
      for record in frame.records where record.outcome == .evaluated && record.bodyCount > 0 {
        let region = output.region(of: record.node)
        let inRegion = Set(region)
        func name(_ id: String) -> String { BodyOutput.relative(id, to: record.node) }
        var changes: [String] = []
        for id in region {
          guard let child = records[id] else { continue }
          switch child.outcome {
          case .appeared, .disappeared:
            changes.append("\(name(id)) \(child.outcome.rawValue)")
          case .redrawn:
            let what = child.reasons.flatMap(\.changes).map(\.name)
            changes.append("\(name(id)) redrawn (\(what.joined(separator: ", ")))")
          case .evaluated where child.reasons.contains(where: { $0.kind == .self }):
            let what = child.reasons.filter { $0.kind == .self }.flatMap(\.changes).map(\.name)
            changes.append("\(name(id)) @self (\(what.joined(separator: ", ")))")
          default:
            break
          }
        }
        for (writer, reader) in writers.sorted(by: { $0.key < $1.key }) where inRegion.contains(writer) {
          changes.append("\(name(writer)) wrote a new environment value (read by \(name(reader)))")
        }
        let prefix = record.node + "/"
        for node in newInstances where node.hasPrefix(prefix) {
          changes.append("\(name(node)) got another object instance")
        }
        for action in actions where inRegion.contains(action.node) {
          changes.append("\(name(action.node)) \(action.kind.rawValue)")
        }
        for node in subscriptionChanges[frame.index] ?? [] where inRegion.contains(node) {
          changes.append("\(name(node)) event subscription changed")
        }
        result.append(
          Evaluation(
            frame: frame.index, node: record.node, type: output.type(record.node), bodyCount: record.bodyCount,
            reasons: record.reasons, printChanges: record.printChanges, outputChanges: changes,
            bodyMicroseconds: record.bodyMicroseconds))
      }
    }
    return result
  }
}
