import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Search: View {
  @State var query = ""
  @State var submitted = 0
  @State var outer = 0
  var body: some View {
    VStack {
      TextField("Query", text: $query)
        .keyboardType(.webSearch)
        .submitLabel(.search)
        .onSubmit { submitted += 1 }
      Text("\(submitted)")
        .monospacedDigit()
        .animation(.default, value: submitted)
    }
    .onSubmit { outer += 1 }
  }
}

@MainActor
@Suite struct SubmitAndTextInputTests {
  /// Submitting a field runs the innermost `.onSubmit` around it; a recorded
  /// `.animation(_:value:)` whose value changed redraws its view.
  @Test func submitRunsTheInnermostOnSubmit() throws {
    let t = try trace(Search()) { Step.submit("Query") }
    #expect(t.node("Search/VStack/TextField@0")?.modifiers == [".keyboardType(.webSearch)", ".submitLabel(.search)"])
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Search._submitted", before: "0", after: "1")])
    #expect(t.frames[1].printChanges == ["Search: _submitted changed."])
    let changes = t.frames[1].record("Search/VStack/Text@1")?.reasons.first?.changes.map(\.name)
    #expect(changes == ["label", "animation"])
    #expect(throws: EngineError.self) { try trace(Search()) { Step.submit("Nope") } }
  }
}
