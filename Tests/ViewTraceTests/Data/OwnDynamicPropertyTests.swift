import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// A `DynamicProperty` of the app's own that holds a state.
private struct Clicks: DynamicProperty {
  @State var count = 0
}

private struct ClickCounter: View {
  var clicks = Clicks()
  var body: some View {
    Button("clicked \(clicks.count)") { clicks.count += 1 }
  }
}

/// A parent whose own state re-creates `ClickCounter` with a fresh `Clicks()`.
private struct ClickHost: View {
  @State var title = "a"
  var body: some View {
    VStack {
      Text(title)
      ClickCounter()
    }
  }
}

/// Used as a property wrapper, as such helpers often are: its field is `_selection`.
@propertyWrapper
private struct Selection: DynamicProperty {
  @State var chosen = "none"
  @State var history: [String] = []
  var wrappedValue: String {
    get { chosen }
    nonmutating set {
      history.append(newValue)
      chosen = newValue
    }
  }
}

private struct Picker2: View {
  @Selection var selection
  @State var other = 0
  var body: some View {
    VStack {
      Text("\(selection) after \(_selection.history.count) \(other)")
      Button("pick a") { selection = "a" }
    }
  }
}

/// Wrappers two levels down: a state and an environment value.
private struct Inner: DynamicProperty {
  @State var n = 0
  @Environment(\.colorScheme) var scheme
}

private struct Outer: DynamicProperty {
  var inner = Inner()
}

private struct Deep: View {
  var outer = Outer()
  var body: some View {
    Button("n \(outer.inner.n) \(outer.inner.scheme == .dark ? "dark" : "light")") { outer.inner.n += 1 }
  }
}

private struct Themed: View {
  @State var scheme = ColorScheme.light
  var body: some View {
    VStack {
      Deep()
      Button("dark") { scheme = .dark }
    }
    .environment(\.colorScheme, scheme)
  }
}

@MainActor enum UpdateLog { static var calls = 0 }

/// Computes `doubled` in `update()`, which SwiftUI calls before each body.
private struct Doubled: DynamicProperty {
  @State var count = 0
  var doubled = -1
  mutating func update() {
    UpdateLog.calls += 1
    doubled = count * 2
  }
}

private struct ShowsDoubled: View {
  var value = Doubled()
  var body: some View {
    Button("doubled \(value.doubled)") { value.count += 1 }
  }
}

/// A modifier holding the same helper: its body is a body too.
private struct DoubledBadge: ViewModifier {
  var value = Doubled()
  func body(content: Content) -> some View {
    VStack {
      content
      Button("badge \(value.doubled)") { value.count += 1 }
    }
  }
}

private struct Badged: View {
  var body: some View { Text("item").modifier(DoubledBadge()) }
}

/// A helper with no wrapper inside: SwiftUI still gives it a box of its own.
private struct Plain: DynamicProperty {
  var label = "x"
}

private struct HoldsPlain: View {
  var plain = Plain()
  var body: some View { Text(plain.label) }
}

/// A `DynamicProperty` struct of the app's own (a helper holding `@State`,
/// `@Environment`, … and such structs of its own) works as in SwiftUI: its
/// wrappers get boxes on the view's node like the view's own fields, and its
/// `update()` runs before each body.
@MainActor
@Suite struct OwnDynamicPropertyTests {
  /// The label a leaf was redrawn with in `frame`.
  func redrawnLabel(_ frame: Frame, _ node: String) -> String? {
    frame.record(node)?.reasons.lazy.flatMap(\.changes).first { $0.name == "label" }?.after
  }

  @Test func aStateInsideAnOwnDynamicPropertyKeepsItsValueAcrossBodyRuns() throws {
    // Each tap finds the button by the label the last body gave it.
    let t = try trace(ClickHost()) {
      Step.tap("clicked 0")
      Step.tap("clicked 1")
      Step.mutate("title = b", on: ClickHost.self) { $0.title = "b" }
      Step.tap("clicked 2")
    }
    #expect(redrawnLabel(t.frames[2], "ClickHost/VStack/ClickCounter@1/Button") == "Button(\"clicked 2\")")
    // The parent builds `Clicks()` anew: the count lives with the identity.
    #expect(t.frames[3].record("ClickHost/VStack/ClickCounter@1")?.outcome == .initOnly)
    #expect(t.frames[4].printChanges == ["ClickCounter: clicks changed."])
    #expect(t.sources.contains { $0.id == "ClickHost/VStack/ClickCounter@1._clicks.count" })
  }

  /// SwiftUI prints the view's field that holds the helper: it names a changed
  /// box by looking its offset up among the view's own dynamic-property
  /// fields (OpenSwiftUI's `changedBodyProperties`), which gives the helper's
  /// field (`_selection`) for the helper's first wrapper and `@<offset>` for a
  /// later one. The engine's wrappers do not have SwiftUI's sizes, so such
  /// offsets would be numbers no device prints; the engine names every wrapper
  /// of the helper by the helper's field, once a line, and keeps each
  /// wrapper's change (`selection.chosen`, `selection.history`) in the reason.
  @Test func aChangeInsideAnOwnDynamicPropertyRunsTheBodyNamedByTheViewsField() throws {
    let t = try trace(Picker2()) { Step.tap("pick a") }
    #expect(t.frames[0].printChanges == ["Picker2: @self, @identity, _selection, _other changed."])
    #expect(t.frames[1].printChanges == ["Picker2: _selection changed."])
    let reason = try #require(t.frames[1].record("Picker2")?.reasons.first)
    #expect(reason.property == "_selection")
    #expect(reason.changes.map(\.name) == ["selection.chosen", "selection.history"])
    #expect(redrawnLabel(t.frames[1], "Picker2/VStack/Text@0") == "Text(\"a after 1 0\")")
  }

  @Test func wrappersNestedAtAnyDepthAreUpdatedLikeTheViewsOwn() throws {
    let t = try trace(Themed()) {
      Step.tap("n 0 light")
      Step.tap("dark")
      Step.tap("n 1 dark")
    }
    #expect(t.frames[1].printChanges == ["Deep: outer changed."])
    #expect(t.frames[2].printChanges == ["Themed: _scheme changed.", "Deep: outer changed."])
  }

  @Test func updateRunsBeforeEachBodyOnTheValueTheBodySees() throws {
    UpdateLog.calls = 0
    // `doubled` starts at -1: the first body already sees it computed.
    let t = try trace(ShowsDoubled()) {
      Step.tap("doubled 0")
      Step.tap("doubled 2")
    }
    #expect(redrawnLabel(t.frames[2], "ShowsDoubled/Button") == "Button(\"doubled 4\")")
    #expect(UpdateLog.calls == 3, "one update() per body run")
  }

  @Test func aViewModifiersOwnDynamicPropertyIsUpdatedLikeAViews() throws {
    let t = try trace(Badged()) {
      Step.tap("badge 0")
      Step.tap("badge 2")
    }
    #expect(t.frames[1].printChanges == ["DoubledBadge: value changed."])
  }

  @Test func aViewHoldingOnlyAnOwnDynamicPropertyAppearsWithIdentity() throws {
    let t = try trace(HoldsPlain())
    #expect(t.frames[0].printChanges == ["HoldsPlain: @self, @identity changed."])
  }
}
