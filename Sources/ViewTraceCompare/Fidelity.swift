import Foundation
import ViewTraceModel

/// A device log against the simulation: per frame, the views the device
/// evaluated that the simulation did not predict, and the reverse, and for
/// the views both ran, the `_printChanges` tokens that differ. Views are
/// compared by type name without enclosing types or modules (a log names
/// types, not identities), tokens without their addresses; the simulation's
/// lines are worded in the log's dialect.
public struct Fidelity: Codable, Equatable, Sendable {
  /// One frame of the log against the same frame of the simulation.
  public struct FrameComparison: Codable, Equatable, Sendable {
    /// The frame's index.
    public let index: Int
    /// The frame's event in the log.
    public let deviceEvent: String?
    /// The frame's event in the simulation.
    public let simulatedEvent: String?
    /// Evaluated on the device, not predicted (type: count).
    public let deviceOnly: [String: Int]
    /// Predicted, not evaluated on the device.
    public let simulationOnly: [String: Int]
    /// Evaluations both agree on.
    public let agreed: Int
    /// Views both ran whose lines list different tokens.
    public let tokenMismatches: [TokenMismatch]
  }

  /// One view's line on the device and in the simulation, when they differ.
  public struct TokenMismatch: Codable, Equatable, Sendable {
    /// The view's type.
    public let type: String
    /// The tokens of the device's line.
    public let device: [String]
    /// The tokens of the simulation's line.
    public let simulation: [String]
  }

  /// The device log's name.
  public let device: String
  /// The simulated scenario's name.
  public let simulation: String
  /// The wording the simulation's lines were compared in.
  public let dialect: PrintChangesDialect
  /// Per-frame expectations or results.
  public let frames: [FrameComparison]

  /// Whether ``dialect`` was read from the log rather than given.
  public private(set) var dialectDetected = false

  /// The comparison; `dialect` nil means the log's own, detected from its lines: the wording
  /// (iOS 17, 18 or 26) under which the simulation's lines differ from the log's least. On a tie
  /// a log that prints key paths (`\Book.<computed 0x… (String)>`) is iOS 18's, another iOS
  /// 17's before iOS 26's.
  public init(device: Trace, simulation: Trace, dialect: PrintChangesDialect? = nil) {
    if let dialect {
      self.init(device: device, simulation: simulation, worded: dialect)
      return
    }
    let printsKeyPaths = device.frames.contains { frame in
      frame.records.contains { $0.reasons.contains { $0.kind == .dependencies && $0.token.hasPrefix("\\") } }
    }
    let order: [PrintChangesDialect] = printsKeyPaths ? [.ios18, .ios17, .ios26] : [.ios17, .ios26, .ios18]
    let candidates = order.map { Fidelity(device: device, simulation: simulation, worded: $0) }
    self = candidates.min { $0.tokenMismatchCount < $1.tokenMismatchCount }!
    dialectDetected = true
  }

  /// The lines, over all frames, whose tokens differ.
  var tokenMismatchCount: Int { frames.map(\.tokenMismatches.count).reduce(0, +) }

  private init(device: Trace, simulation: Trace, worded dialect: PrintChangesDialect) {
    self.device = device.scenario
    self.simulation = simulation.scenario
    self.dialect = dialect
    let deviceTypes = device.nodesByID.mapValues { LogImport.stripModule($0.type) }
    let simulatedTypes = simulation.nodesByID.mapValues { LogImport.stripModule($0.type) }
    func counts(_ frame: Frame?, _ types: [String: String]) -> [String: Int] {
      var result: [String: Int] = [:]
      for record in frame?.records ?? [] where record.bodyCount > 0 {
        result[types[record.node] ?? record.node, default: 0] += record.bodyCount
      }
      return result
    }
    let valueTypes = simulation.valueTypes
    /// Per type, the normalized token lists of its lines in `dialect`, in
    /// order: the body runs' lines (``PrintChangesLine``), not their text.
    func lines(_ frame: Frame?, _ types: [String: String], _ dialect: PrintChangesDialect) -> [String: [[String]]] {
      var result: [String: [[String]]] = [:]
      guard let frame else { return result }
      for run in frame.runs {
        let record = frame.records[run.record]
        let line = PrintChangesLine(
          type: record.type ?? record.node, reasons: run.reasons, dialect: dialect, valueTypes: valueTypes)
        result[types[record.node] ?? LogImport.stripModule(line.type), default: []].append(
          line.tokens.map(PrintChangesLine.normalized))
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
      // The device's lines as the log printed them (its reasons are its tokens).
      let deviceLines = lines(left, deviceTypes, .ios17)
      let simulatedLines = lines(right, simulatedTypes, dialect)
      var mismatches: [TokenMismatch] = []
      for type in Set(deviceLines.keys).intersection(simulatedLines.keys).sorted() {
        for (a, b) in zip(deviceLines[type]!, simulatedLines[type]!) where Set(a) != Set(b) {
          mismatches.append(TokenMismatch(type: type, device: a, simulation: b))
        }
      }
      return FrameComparison(
        index: index, deviceEvent: left?.event, simulatedEvent: right?.event, deviceOnly: deviceOnly,
        simulationOnly: simulationOnly, agreed: agreed, tokenMismatches: mismatches)
    }
  }

  /// Every frame agrees on which views ran and on their tokens.
  public var agrees: Bool {
    frames.allSatisfy { $0.deviceOnly.isEmpty && $0.simulationOnly.isEmpty && $0.tokenMismatches.isEmpty }
  }

  /// As plain text, for a terminal.
  public var text: String {
    let agreed = frames.map(\.agreed).reduce(0, +)
    let missed = frames.map { $0.deviceOnly.values.reduce(0, +) }.reduce(0, +)
    let extra = frames.map { $0.simulationOnly.values.reduce(0, +) }.reduce(0, +)
    let tokens = frames.map(\.tokenMismatches.count).reduce(0, +)
    var out = "device log \(device) against simulation \(simulation): \(agreed) evaluations agree, "
    out += "\(missed) on the device only (not predicted), \(extra) predicted only; "
    out += "\(tokens) line\(tokens == 1 ? "" : "s") with other tokens (\(dialect.rawValue) wording"
    out += dialectDetected ? ", read from the log)\n" : ")\n"
    for frame in frames
    where !(frame.deviceOnly.isEmpty && frame.simulationOnly.isEmpty && frame.tokenMismatches.isEmpty) {
      out +=
        "\n# frame \(frame.index): device \"\(frame.deviceEvent ?? "-")\", simulation \"\(frame.simulatedEvent ?? "-")\"\n"
      for (type, count) in frame.deviceOnly.sorted(by: { $0.key < $1.key }) {
        out += "  device only: \(type)\(count > 1 ? " x\(count)" : "")\n"
      }
      for (type, count) in frame.simulationOnly.sorted(by: { $0.key < $1.key }) {
        out += "  simulation only: \(type)\(count > 1 ? " x\(count)" : "")\n"
      }
      for mismatch in frame.tokenMismatches {
        out += "  tokens of \(mismatch.type): device \(mismatch.device.joined(separator: ", ")); "
        out += "simulation \(mismatch.simulation.joined(separator: ", "))\n"
      }
    }
    if agrees { out += "\nevery frame agrees\n" }
    return out
  }

  /// As pretty JSON with sorted keys.
  public var json: String {
    // Cannot fail: a comparison holds only strings, integers, the dialect
    // (a string enum) and arrays and string-keyed dictionaries of them
    // (synthesized Codable), which JSONEncoder always encodes; only a
    // non-finite number would throw. A field that could fail must make this
    // throw instead of writing an empty comparison.
    do {
      return String(decoding: try TextEscaping.json(self), as: UTF8.self) + "\n"
    } catch {
      preconditionFailure("cannot encode a comparison as JSON: \(error)")
    }
  }
}
