import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Each body run keeps its own reasons, so a line in any dialect is its own
// run's: two views of one type in one frame are never mixed up, even when the
// first of them runs again after the second (its `onChange` writes its state).

private struct Badge: View {
  let title: String
  let count: Int
  @State private var seen = 0
  var body: some View {
    Text("\(title) \(count) \(seen)")
      .onChange(of: title) { seen += 1 }
  }
}

private struct TwoBadges: View {
  @State private var title = "a"
  @State private var count = 0
  var body: some View {
    VStack {
      Badge(title: title, count: 0)
      Badge(title: "b", count: count)
      Button("both") {
        title += "a"
        count += 1
      }
    }
  }
}

@Observable private final class Tally {
  var name = "a"
  var count = 0
}

private struct TallyRow: View {
  let tally: Tally
  let showsName: Bool
  @State private var seen = 0
  var body: some View {
    Text(showsName ? "\(tally.name) \(seen)" : "\(tally.count)")
      .onChange(of: showsName ? tally.name : "") { seen += 1 }
  }
}

private struct Tallies: View {
  @State private var tally = Tally()
  var body: some View {
    VStack {
      TallyRow(tally: tally, showsName: true)
      TallyRow(tally: tally, showsName: false)
      Button("both") {
        tally.name += "a"
        tally.count += 1
      }
    }
  }
}

@Suite @MainActor struct BodyRunTests {
  @Test func aViewThatRunsAgainAfterAnotherOfItsTypeKeepsItsOwnSelfFieldsOnIOS26() throws {
    let t = try trace(TwoBadges()) { Step.tap("both") }
    let frame = t.frames[1]
    #expect(
      frame.printChanges == [
        "TwoBadges: _title, _count changed.", "Badge: @self changed.", "Badge: @self changed.",
        "Badge: _seen changed.",
      ])
    // The first Badge's title changed, the second's count; the first runs
    // again for its own state. Matching lines to views by type and order
    // gave the second line the first Badge's `_title`.
    #expect(
      t.printChanges(frame, dialect: .ios26) == [
        "TwoBadges: _title, _count changed.", "Badge: _title changed.", "Badge: _count changed.",
        "Badge: _seen changed.",
      ])
    let first = try #require(frame.record("TwoBadges/VStack/Badge@0"))
    #expect(first.bodyCount == 2)
    #expect(first.reasons(ofRun: 1).map(\.token) == ["_seen"])
  }

  @Test func aViewThatRunsAgainAfterAnotherOfItsTypeKeepsItsOwnKeyPathsOnIOS18() throws {
    let t = try trace(Tallies()) { Step.tap("both") }
    let frame = t.frames[1]
    #expect(
      frame.printChanges == [
        "TallyRow: @dependencies changed.", "TallyRow: @dependencies changed.", "TallyRow: _seen changed.",
      ])
    #expect(
      t.printChanges(frame, dialect: .ios18) == [
        "TallyRow: \\Tally.<computed 0x0000000000000000 (String)> changed.",
        "TallyRow: \\Tally.<computed 0x0000000000000000 (Int)> changed.",
        "TallyRow: _seen changed.",
      ])
  }
}
