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

  init(
    name: String, kind: EventKind,
    prepare: @escaping @MainActor @Sendable (ViewGraph) throws(EngineError) -> () -> Void
  ) {
    self.name = name
    self.kind = kind
    self.prepare = prepare
  }

  /// Taps the live button whose label reads `title` and runs its action.
  /// With several such buttons, `within` names the identity of the view that
  /// contains the one to tap. A navigation link with that title, when no
  /// button has it, is tapped as `Step.push` taps it.
  public static func tap(_ title: String, within: String? = nil, named name: String? = nil) -> Step {
    let place = within.map { " in \($0)" } ?? ""
    return Step(name: name ?? "tap \(ValueDescription.quote(title))\(place)", kind: .tap) { graph throws(EngineError) in
      let match: (identity: String, control: any TappableView)
      do throws(EngineError) {
        match = try graph.feature(ControlFeature.self).controlMatch(TappableView.self, kind: "button", title: title, within: within)
      } catch {
        guard case .noSuchControl = error,
          let (identity, link) = try? graph.feature(ControlFeature.self).controlMatch(
            (any NavigationLinkView).self, kind: "navigation link", title: title, within: within)
        else { throw error }
        return { graph.feature(NavigationFeature.self).activate(link, at: identity) }
      }
      let (identity, button) = match
      // A tap on a menu runs its primary action, or opens it.
      if let menu = button as? any MenuControl, menu._primaryAction == nil {
        return { if let node = graph.nodes[identity] { graph.feature(MenuFeature.self).setMenu(node, open: true) } }
      }
      return {
        button._action()
        // An alert's or a dialog's button also dismisses it; a menu's closes the menus it is in.
        graph.feature(PresentationFeature.self).dismissAlert(containing: identity)
        graph.feature(MenuFeature.self).closeMenus(containing: identity)
      }
    }
  }

  /// Flips the live toggle titled `title`.
  public static func toggle(_ title: String, named name: String? = nil) -> Step {
    Step(name: name ?? "toggle \(ValueDescription.quote(title))", kind: .toggle) { graph throws(EngineError) in
      let toggle = try graph.feature(ControlFeature.self).control(Toggle.self, kind: "toggle", title: title)
      return { toggle.isOn.wrappedValue.toggle() }
    }
  }

  /// Replaces the text of the live text field, secure field or text editor
  /// titled `title` (a `TextEditor` has the title `""`).
  public static func setText(_ title: String, to text: String, named name: String? = nil) -> Step {
    Step(name: name ?? "type \(ValueDescription.quote(text)) into \(ValueDescription.quote(title))", kind: .setText) {
      graph throws(EngineError) in
      let field = try graph.feature(ControlFeature.self).control((any TextEntryControl).self, kind: "text field", title: title)
      return { field._text.wrappedValue = text }
    }
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
  /// comes due fires, in time order, within this one frame.
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
      let view: V = try graph.feature(ControlFeature.self).liveView(V.self, at: identity)
      return { body(view) }
    }
  }
}

/// A control the scenario can find by its title.
@MainActor
protocol TitledControl {
  var _title: String { get }
}

@MainActor
protocol TappableView: TitledControl {
  var _action: () -> Void { get }
}

extension Button: TappableView {
  var _title: String {
    var expander = Expander(graph: nil)
    expander.add(label)
    return Button.title(of: expander.placements)
  }
  var _action: () -> Void { action }
}

extension Toggle: TitledControl {
  var _title: String { title }
}

extension TextField {
  var _title: String { title }
}

/// Carries a value that is only ever used on the main actor into a `Sendable`
/// step (OpenCombine's subjects are not `Sendable`).
struct MainActorOnly<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A control a style's body made from its configuration (`Button(configuration)`).
@MainActor
protocol FrameworkDrawnControl {
  var _drawnByFramework: Bool { get }
}

extension Button: FrameworkDrawnControl {
  var _drawnByFramework: Bool { drawnByFramework }
}

extension Toggle: FrameworkDrawnControl {
  var _drawnByFramework: Bool { drawnByFramework }
}
