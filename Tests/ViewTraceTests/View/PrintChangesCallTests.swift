import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Counter: View {
  @State var count = 0
  var body: some View {
    let _ = Self._printChanges()
    let _ = Self._logChanges()
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct Counter_Previews: PreviewProvider {
  static var previews: some View {
    Counter()
  }
}

@MainActor
@Suite struct PrintChangesCallTests {
  /// Calling `_printChanges`/`_logChanges` in `body` compiles and changes
  /// nothing: the recorded lines are the ones every view gets.
  @Test func printChangesInBodyRecordsTheUsualLines() throws {
    let t = try trace(Counter()) { Step.tap("Add") }
    #expect(t.frames[0].printChanges == ["Counter: @self, @identity, _count changed."])
    #expect(t.frames[1].printChanges == ["Counter: _count changed."])
    #expect(outcomes(t.frames[1]) == ["Counter": .evaluated, "Counter/VStack/Text@0": .redrawn])
  }

  /// A `PreviewProvider`'s `previews` is an ordinary root for a scenario.
  @Test func previewProviderPreviewsRunAsARoot() throws {
    let t = try trace(Counter_Previews.previews) { Step.tap("Add") }
    #expect(t.frames[1].printChanges == ["Counter: _count changed."])
  }
}
