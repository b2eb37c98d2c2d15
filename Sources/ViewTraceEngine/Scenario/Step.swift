/// One event of a scenario; each step is one frame.
///
/// ```swift
/// Step.tap("Number Change Button")                       // runs the button's action
/// Step.toggle("Dark mode")                               // flips a Toggle's binding
/// Step.setText("Name", to: "Kim")                        // types into a TextField
/// Step.mutate("forthNumber = 42", on: ContentView.self) { view in view.forthNumber = 42 }
/// ```
public struct Step: Sendable {
  /// The event's name in the trace.
  public let name: String
  let kind: EventKind
  /// Finds what the step acts on (throwing if it is missing) and returns the
  /// mutation to run inside the frame.
  let prepare: @MainActor @Sendable (ViewGraph) throws(EngineError) -> () -> Void

  package init(
    name: String, kind: EventKind,
    prepare: @escaping @MainActor @Sendable (ViewGraph) throws(EngineError) -> () -> Void
  ) {
    self.name = name
    self.kind = kind
    self.prepare = prepare
  }

  /// Sends `value` on `subject` (an `onReceive` publisher): subscribed views
  /// run their actions, then the frame updates.
  /// The subject and value are used on the main actor only, where the scenario runs.
  public static func send<S: Subject>(_ name: String, to subject: S, _ value: S.Output) -> Step
  where S.Failure == Never {
    let payload = MainActorOnly((subject, value))
    return Step(name: name, kind: .event) { _ throws(EngineError) in
      { payload.value.0.send(payload.value.1) }
    }
  }

  /// Advances the scenario's virtual clock: every `ScenarioClock` timer that
  /// comes due fires, and every task asleep in `Task.sleep` whose time comes
  /// wakes and runs, in time order, within this one frame.
  public static func advanceClock(by seconds: TimeInterval, named name: String? = nil) -> Step {
    Step(name: name ?? "advance clock by \(formatNumber(seconds)) s", kind: .event) { graph throws(EngineError) in
      { graph.events.clock.advance(by: seconds) }
    }
  }

  /// Runs `body` on the live view of type `V` (its `@State` is attached, so
  /// assigning to it is a real state change). With several live views of
  /// that type, name one by `identity`.
  public static func mutate<V: View>(
    _ name: String, on type: V.Type = V.self, at identity: String? = nil,
    _ body: @escaping @MainActor @Sendable (V) -> Void
  ) -> Step {
    Step(name: name, kind: .mutate) { graph throws(EngineError) in
      let view: V = try Step.liveView(V.self, at: identity, in: graph)
      return { body(view) }
    }
  }

  /// The live view of type `V` at `identity`, or the only live one of that type.
  @MainActor
  static func liveView<V: View>(_: V.Type, at identity: String?, in graph: ViewGraph) throws(EngineError) -> V {
    if let identity {
      guard let node = graph.nodes[identity], let view = node.value as? V else {
        let candidates = graph.liveNodes().filter { $0.value is V }
        throw .noSuchView(type: typeDisplayName(V.self), identity: identity, available: candidates.map(\.identity))
      }
      return view
    }
    // One scan; the sorted list is only built for an error message.
    var found: ViewNode?
    var several = false
    for node in graph.nodes.values where node.value is V {
      if found == nil { found = node } else { several = true }
    }
    guard let node = found else {
      throw .noSuchView(type: typeDisplayName(V.self), identity: nil, available: [])
    }
    guard !several else {
      throw .ambiguousView(
        type: typeDisplayName(V.self), identities: graph.liveNodes().filter { $0.value is V }.map(\.identity))
    }
    return node.value as! V
  }
}

/// Carries a value that is only ever used on the main actor into a `Sendable`
/// step (OpenCombine's subjects are not `Sendable`).
package struct MainActorOnly<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
