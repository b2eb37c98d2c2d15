import Foundation
import ViewTraceModel

/// A device log against the simulation: per frame, the views the device
/// evaluated that the simulation did not predict, and the reverse. Views are
/// compared by type name (a log names types, not identities).
public struct Fidelity: Codable, Equatable, Sendable {
  public struct FrameComparison: Codable, Equatable, Sendable {
    public let index: Int
    public let deviceEvent: String?
    public let simulatedEvent: String?
    /// Evaluated on the device, not predicted (type: count).
    public let deviceOnly: [String: Int]
    /// Predicted, not evaluated on the device.
    public let simulationOnly: [String: Int]
    public let agreed: Int
  }

  public let device: String
  public let simulation: String
  public let frames: [FrameComparison]

  public init(device: Trace, simulation: Trace) {
    self.device = device.scenario
    self.simulation = simulation.scenario
    let deviceTypes = device.nodesByID.mapValues(\.type)
    let simulatedTypes = simulation.nodesByID.mapValues(\.type)
    func counts(_ frame: Frame?, _ types: [String: String]) -> [String: Int] {
      var result: [String: Int] = [:]
      for record in frame?.records ?? [] where record.bodyCount > 0 {
        result[types[record.node] ?? record.node, default: 0] += record.bodyCount
      }
      return result
    }
    frames = (0..<max(device.frames.count, simulation.frames.count)).map { index in
      let left = device.frames.indices.contains(index) ? device.frames[index] : nil
      let right = simulation.frames.indices.contains(index) ? simulation.frames[index] : nil
      let seen = counts(left, deviceTypes)
      let predicted = counts(right, simulatedTypes)
      var deviceOnly: [String: Int] = [:]
      var simulationOnly: [String: Int] = [:]
      var agreed = 0
      for type in Set(seen.keys).union(predicted.keys) {
        let a = seen[type] ?? 0
        let b = predicted[type] ?? 0
        agreed += min(a, b)
        if a > b { deviceOnly[type] = a - b }
        if b > a { simulationOnly[type] = b - a }
      }
      return FrameComparison(
        index: index, deviceEvent: left?.event, simulatedEvent: right?.event, deviceOnly: deviceOnly,
        simulationOnly: simulationOnly, agreed: agreed)
    }
  }

  /// Every frame agrees.
  public var agrees: Bool { frames.allSatisfy { $0.deviceOnly.isEmpty && $0.simulationOnly.isEmpty } }

  public var text: String {
    let agreed = frames.map(\.agreed).reduce(0, +)
    let missed = frames.map { $0.deviceOnly.values.reduce(0, +) }.reduce(0, +)
    let extra = frames.map { $0.simulationOnly.values.reduce(0, +) }.reduce(0, +)
    var out = "device log \(device) against simulation \(simulation): \(agreed) evaluations agree, "
    out += "\(missed) on the device only (not predicted), \(extra) predicted only\n"
    for frame in frames where !(frame.deviceOnly.isEmpty && frame.simulationOnly.isEmpty) {
      out +=
        "\n# frame \(frame.index): device \"\(frame.deviceEvent ?? "-")\", simulation \"\(frame.simulatedEvent ?? "-")\"\n"
      for (type, count) in frame.deviceOnly.sorted(by: { $0.key < $1.key }) {
        out += "  device only: \(type)\(count > 1 ? " x\(count)" : "")\n"
      }
      for (type, count) in frame.simulationOnly.sorted(by: { $0.key < $1.key }) {
        out += "  simulation only: \(type)\(count > 1 ? " x\(count)" : "")\n"
      }
    }
    if agrees { out += "\nevery frame agrees\n" }
    return out
  }

  public var json: String {
    String(decoding: (try? TextEscaping.prettyJSONEncoder().encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }
}
