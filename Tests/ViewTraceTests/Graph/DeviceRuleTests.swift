import Observation
import Testing

@testable import ViewTrace

// Rules from published real-device `_printChanges` output (R1-R10), one test each.

private struct TwoBindings: View {
  @Binding var a: Int
  @Binding var b: Int
  var body: some View { Text("\(a) \(b)") }
}

private struct TwoBindingsParent: View {
  @State private var a = 0
  @State private var b = 0
  var body: some View {
    VStack {
      TwoBindings(a: $a, b: $b)
      Button("a") { a += 1 }
    }
  }
}

private struct Field: View {
  @Binding var text: String
  var body: some View { Text(text) }
}

private struct RebuiltBinding: View {
  @State private var text = "x"
  @State private var other = 0
  var body: some View {
    VStack {
      Field(text: Binding(get: { text }, set: { text = $0 }))
      Button("other \(other)") { other += 1 }
    }
  }
}

private struct Plain: View {
  let title: String
  var body: some View { Text(title) }
}

private struct WithState: View {
  @State private var n = 0
  var body: some View { Plain(title: "n") }
}

@Observable private final class Score {
  var points = 0
}

private struct ScoreView: View {
  let score: Score
  let label: String
  var body: some View { Text("\(label) \(score.points)") }
}

private struct ScoreBoard: View {
  @State private var score = Score()
  @State private var label = "a"
  var body: some View {
    VStack {
      ScoreView(score: score, label: label)
      Button("both") {
        score.points += 1
        label += "a"
      }
    }
  }
}

@MainActor @Suite struct DeviceRuleTests {
  @Test func r1_aReadBindingIsListedWheneverTheBodyReRuns() throws {
    let t = try trace(TwoBindingsParent()) { Step.tap("a") }
    // Only `a` changed; `b` was read and cannot be proven unchanged.
    #expect(t.frames[1].printChanges == ["TwoBindings: _a, _b changed."])
    let record = try #require(t.frames[1].record("TwoBindingsParent/VStack/TwoBindings@0"))
    #expect(record.reasons.last?.changes == [ValueChange(name: "b", before: "0", after: "0")])
  }

  @Test func r1_aRebuiltBindingIsListedWithSelfEvenWithAnEqualValue() throws {
    let t = try trace(RebuiltBinding()) { Step.tap("other 0") }
    #expect(t.frames[1].printChanges == ["RebuiltBinding: _other changed.", "Field: @self, _text changed."])
  }

  @Test func r3_identityIsListedOnlyForViewsWithDynamicProperties() throws {
    let t = try trace(WithState())
    #expect(t.frames[0].printChanges == ["WithState: @self, @identity, _n changed.", "Plain: @self changed."])
  }

  @Test func r4_dependenciesComeBeforeSelf() throws {
    let t = try trace(ScoreBoard()) { Step.tap("both") }
    #expect(t.frames[1].printChanges == ["ScoreBoard: _label changed.", "ScoreView: @dependencies, @self changed."])
  }
}
