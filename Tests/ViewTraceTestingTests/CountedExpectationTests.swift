import Testing
import ViewTraceTesting

/// A small library app: toggling one book's favourite should run the list
/// and that one row. The regression passes every row all the books, so every
/// row runs: a type selector in a list still matches, a count does not.
private struct Book: Identifiable, Equatable {
  let id: Int
  var title: String
  var isFavorite = false
}

private struct LibraryList: View {
  @State var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]
  let regression: Bool

  var body: some View {
    VStack {
      ForEach(books) { book in
        if regression {
          BookRowReadingAll(books: books, id: book.id)
        } else {
          BookRow(book: book)
        }
      }
      Button("Favorite Emma") { books[1].isFavorite.toggle() }
    }
  }
}

private struct BookRow: View {
  let book: Book
  var body: some View { Text(book.title + (book.isFavorite ? " ★" : "")) }
}

private struct BookRowReadingAll: View {
  let books: [Book]
  let id: Int
  var body: some View {
    let book = books.first { $0.id == id }!
    Text(book.title + (book.isFavorite ? " ★" : ""))
  }
}

@Suite struct CountedExpectationTests {
  func trace(regression: Bool) async throws -> Trace {
    try await Scenario("library", root: { LibraryList(regression: regression) }) {
      Step.tap("Favorite Emma")
    }.runUnderTest()
  }

  @Test func aCountPassesWhenOneRowRuns() async throws {
    let trace = try await trace(regression: false)
    #expect(await trace.expect(1, evaluated: ["LibraryList": 1, "BookRow": 1], initOnly: ["BookRow": 2]))
    #expect(await trace.expect(1, evaluated: ["LibraryList": 1, "BookRow": .atMost(1)]))
  }

  /// The regression the issue describes: `evaluated: ["BookRow"]` still
  /// passes when every row runs; `["BookRow": 1]` fails and lists the rows.
  @Test func aCountCatchesTwoMoreRowsWhereOneWasExpected() async throws {
    let trace = try await trace(regression: true)
    #expect(await trace.expect(1, evaluated: ["LibraryList", "BookRowReadingAll"]), "a list only asks for at least one")
    let failure = TraceExpectation(1, evaluated: ["LibraryList": 1, "BookRowReadingAll": 1]).failure(in: trace)
    let lines = try #require(failure).split(separator: "\n").map(String.init)
    #expect(lines[0] == "library frame 1 (tap \"Favorite Emma\"): evaluated")
    #expect(lines[1] == "  expected: LibraryList (exactly 1), BookRowReadingAll (exactly 1)")
    #expect(lines[2] == "  actual:   BookRowReadingAll, LibraryList")
    #expect(lines[3] == "  BookRowReadingAll: 3 evaluated, expected exactly 1")
    #expect(lines.dropFirst(4).count == 3, "the three rows that ran, each with why")
    #expect(lines.dropFirst(4).allSatisfy { $0.hasPrefix("    LibraryList/") && $0.contains("BookRowReadingAll") }, "\(lines)")
    #expect(lines[4].contains("@self changed."), "\(lines[4])")
    // Where the rows' value differs, not the two whole arrays; no address.
    #expect(lines[4].hasSuffix("@self changed.  (books[id: 2].isFavorite: false -> true)"), "\(lines[4])")
    #expect(!failure!.contains("unknown context"))
    #expect(TraceExpectation(1, evaluated: ["BookRowReadingAll": .atMost(2)]).failure(in: trace) != nil)
    #expect(TraceExpectation(1, evaluated: ["LibraryList": 1, "BookRowReadingAll": .atLeast(3)]).failure(in: trace) == nil)
  }

  /// `evaluated` is bodies that ran on views already there; a view that
  /// appears is `appeared`, and `bodyRan` names both.
  @Test func evaluatedLeavesOutAppearingViewsAndBodyRanNamesBoth() async throws {
    let trace = try await sampleTrace("redraw-lab")
    let appearing = "Lab1View_State/VStack/SetFlagInBodyText@1.5#UUID-2"
    #expect(try trace.views(.appeared, in: 1).contains(appearing))
    #expect(try !trace.views(.evaluated, in: 1).contains(appearing))
    #expect(try trace.views(.bodyRan, in: 1).contains(appearing))
    #expect(try trace.views(.bodyRan, in: 1).contains("Lab1View_State"))
    #expect(
      try Set(trace.views(.bodyRan, in: 1))
        == Set(trace.views(.evaluated, in: 1) + [appearing]))
    #expect(TraceExpectation(1, evaluated: ["SetFlagInBodyText"]).failure(in: trace)?.contains("missing    SetFlagInBodyText") == true)
    #expect(TraceExpectation(1, notEvaluated: ["SetFlagInBodyText"]).failure(in: trace) != nil, "notEvaluated: no body at all")
  }
}
