import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct TitleKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    let next = nextValue()
    value = value.isEmpty ? next : next.isEmpty ? value : value + "+" + next
  }
}

private struct Titled: View {
  @State var name = "a"
  var body: some View {
    Text(name).preference(key: TitleKey.self, value: name)
  }
}

private struct Shell: View {
  @State var title = ""
  @State var showSecond = false
  var body: some View {
    VStack {
      Text("title \(title)")
      VStack {
        Titled()
        if showSecond { Text("b").preference(key: TitleKey.self, value: "b") }
      }
      .onPreferenceChange(TitleKey.self) { title = $0 }
    }
  }
}

private struct Overlaid: View {
  @State var unrelated = 0
  var body: some View {
    VStack {
      Text("body \(unrelated)")
      Titled()
    }
    .transformPreference(TitleKey.self) { $0 = "[" + $0 + "]" }
    .overlayPreferenceValue(TitleKey.self) { value in Text("overlay \(value)") }
  }
}

@MainActor
@Suite struct PreferenceTests {
  @Test func onPreferenceChangeRunsAfterThePassThatGivesTheValueAndWhenItChanges() throws {
    let t = try trace(Shell()) {
      Step.mutate("name = c", on: Titled.self) { $0.name = "c" }
      Step.mutate("name = c again", on: Titled.self) { $0.name = "c" }
      Step.mutate("showSecond", on: Shell.self) { $0.showSecond = true }
    }
    // The first frame: the value exists after the first pass, the action writes `title`, and
    // Shell runs again in the same frame.
    #expect(t.frames[0].actions.contains(ActionRecord(node: "Shell/VStack/VStack@1", kind: .onPreferenceChange)))
    #expect(t.frames[0].printChanges.contains("Shell: _title changed."))
    // A child's new value: Titled runs, the action runs, Shell runs for `title`.
    #expect(t.frames[1].printChanges == ["Titled: _name changed.", "Shell: _title changed."])
    #expect(t.frames[1].actions == [ActionRecord(node: "Shell/VStack/VStack@1", kind: .onPreferenceChange)])
    // An equal value: no action.
    #expect(t.frames[2].actions.isEmpty)
    // A sibling writer: the values combine in order (reduce).
    #expect(t.frames[3].actions == [ActionRecord(node: "Shell/VStack/VStack@1", kind: .onPreferenceChange)])
    #expect(
      t.frames[3].record("Shell/VStack/Text@0")?.reasons.first?.changes
        == [ValueChange(name: "label", before: "Text(\"title c\")", after: "Text(\"title c+b\")")])
  }

  @Test func overlayPreferenceValueRebuildsTheOverlayAloneWithTheTransformedValue() throws {
    let first = try trace(Overlaid())
    let overlay = try #require(first.nodes.first { $0.id.hasSuffix("overlayPreferenceValue/Text") })
    #expect(overlay.label == "Text(\"overlay [a]\")")
    let t = try trace(Overlaid()) {
      Step.mutate("name = z", on: Titled.self) { $0.name = "z" }
      Step.mutate("unrelated = 1", on: Overlaid.self) { $0.unrelated = 1 }
    }
    #expect(
      t.frames[1].record(overlay.id)?.reasons.first?.changes
        == [ValueChange(name: "label", before: "Text(\"overlay [a]\")", after: "Text(\"overlay [z]\")")])
    #expect(outcomes(t.frames[1])[overlay.id] == .redrawn)
    #expect(t.frames[1].printChanges == ["Titled: _name changed."], "Overlaid's body does not run")
    #expect(t.frames[2].printChanges == ["Overlaid: _unrelated changed."])
  }
}
