import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 26: a `ForEach` over elements whose ids repeat shows a row for every element and logs
// "the ID … occurs multiple times within the collection, this will give undefined results!".
// Sources: Sarun Wongpatcharapakorn, "Create list of views in SwiftUI using ForEach"
// (https://sarunw.com/posts/create-list-of-views-in-swiftui-using-foreach/, quoted in
// https://github.com/vinhnx/notes/issues/385, 2021-03-05, iOS 14 era): positions 1 "First",
// 2 "Second", 1 "Third" give three rows, "The above example will result in the duplicate
// rendering of "First" text."; the console line's wording from bbaars/SwiftUI-Sound-Visualizer
// issue #2 (https://github.com/bbaars/SwiftUI-Sound-Visualizer/issues/2, 2022-10-11, Xcode 14):
// `ForEach<Array<Float>, Float, BarView>: the ID -47.630486 occurs multiple times within the
// collection, this will give undefined results!`.
// The sources disagree on what the repeated row shows: the first element's view again here,
// blank rows in kiwix/kiwix-apple issue #940 (2024-08-19); Apple calls it undefined. The engine
// builds each row from its own element (R13), so the third row reads "Third": a known issue.

private struct Position: Identifiable {
  let id: Int
  let name: String
}

private struct PositionsView: View {
  let positions = [Position(id: 1, name: "First"), Position(id: 2, name: "Second"), Position(id: 1, name: "Third")]
  var body: some View {
    VStack {
      ForEach(positions) { position in
        Text(position.name)
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case26ForEachRepeatedIDsTests {
    @Test func everyElementGetsARowAndTheRepeatIsLogged() throws {
      let t = try trace(PositionsView())
      let rows = t.frames[0].nodes(.appeared).filter { $0.hasPrefix("PositionsView/VStack/Text") }
      #expect(rows.count == 3)
      #expect(
        t.frames[0].warnings.map(\.message) == [
          "ForEach<Array<Position>, Int, Text>: the ID 1 occurs multiple times within the collection, "
            + "this will give undefined results!"
        ])
      withKnownIssue("R13: the engine builds a repeated id's row from its own element; the device showed the first's") {
        #expect(t.node(rows[2])?.label == "Text(\"First\")")
      }
    }
  }
}
