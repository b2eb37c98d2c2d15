/// A scenario step that cannot run. Each says what was asked and what exists.
public enum EngineError: Error, Equatable, CustomStringConvertible {
  /// No live button has this title.
  case noSuchControl(kind: String, title: String, available: [String])
  /// Several live controls have this title.
  case ambiguousControl(kind: String, title: String, identities: [String])
  /// A step's `within:` names no live view (by identity, the end of one, or type).
  case unknownWithin(String, closest: [String])
  /// No live view of this type (or at this identity).
  case noSuchView(type: String, identity: String?, available: [String])
  /// Several live views of this type; name one by identity.
  case ambiguousView(type: String, identities: [String])
  /// The step has nothing to act on (no presentation showing, nothing to pop); says why.
  case nothingToDo(String)
  /// The run's settings cannot be used (``BodyTimings/problem``); says why.
  case invalidSettings(String)
  /// The run made a trace larger than a trace may be (``Trace/maxFrames``,
  /// ``Trace/maxNodes``), which no reader would take back; says how large.
  case tooLarge(String)
  /// One of the above, in the scenario's step `number`.
  indirect case inStep(Int, String, EngineError)
  /// A step found nothing to act on while network requests (their URLs) still wait for an
  /// answer: what it looks for may be what their data makes.
  indirect case whileRequestsWait(EngineError, [String])

  /// The value as ViewTrace prints it.
  public var description: String {
    switch self {
    case .noSuchControl(let kind, let title, let available):
      let list =
        available.isEmpty
        ? "none is live" : "live: " + available.map { ValueDescription.quote($0) }.joined(separator: ", ")
      let closest = ClosestNames.to(title, among: available)
      let near =
        closest.isEmpty ? "" : "; closest: " + closest.map { ValueDescription.quote($0) }.joined(separator: ", ")
      return "no \(kind) titled \(ValueDescription.quote(title)) (\(list)\(near))"
    case .unknownWithin(let within, let closest):
      let near = closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")
      return
        "no live view \(ValueDescription.quote(within)) to look within (an identity, its end or a view type\(near))"
    case .ambiguousControl(let kind, let title, let identities):
      return
        "\(identities.count) \(kind)s are titled \(ValueDescription.quote(title)): \(identities.joined(separator: ", "))"
    case .noSuchView(let type, let identity, let available):
      let place = identity.map { " at \($0)" } ?? ""
      let list = available.isEmpty ? "" : " (live views of that type: \(available.joined(separator: ", ")))"
      return "no live \(type)\(place)\(list)"
    case .ambiguousView(let type, let identities):
      return "\(identities.count) live \(type) views; pass one identity: \(identities.joined(separator: ", "))"
    case .nothingToDo(let reason), .invalidSettings(let reason), .tooLarge(let reason):
      return reason
    case .inStep(let number, let name, let error):
      return "step \(number) \(ValueDescription.quote(name)): \(error)"
    case .whileRequestsWait(let error, let urls):
      let requests = urls.count == 1 ? "a network request waits" : "\(urls.count) network requests wait"
      return "\(error); \(requests) for an answer (\(urls.joined(separator: ", "))): "
        + "Step.respond(url:with:) answers one, Step.failRequest(url:) fails it"
    }
  }
}
