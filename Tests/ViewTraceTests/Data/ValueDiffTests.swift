import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Each kind of value a change can hold, and the paths that say where it
/// differs: read first in `--format text` and kept in the trace's `diff`.
private struct Book: Identifiable, Equatable {
  let id: Int
  var title: String
  var isFavorite = false
}

private struct Settings: Equatable {
  enum Theme { case light, dark }
  var theme: Theme = .light
  var fontSize = 14
}

private struct Tag: Equatable { var name: String }

@MainActor
@Suite struct ValueDiffTests {
  fileprivate let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]

  @Test func anElementChangeIsNamedByItsID() {
    var after = books
    after[2].isFavorite = true
    #expect(ValueDiff.paths("books", books, after) == ["books[id: 3].isFavorite: false -> true"])
  }

  @Test func insertionsRemovalsAndMovesAreOneLineEach() {
    let inserted = books + [Book(id: 4, title: "Beloved")]
    #expect(ValueDiff.paths("books", books, inserted) == [#"books: inserted [3] Book(id: 4, title: "Beloved", isFavorite: false)"#])
    let removed = [books[0], books[2]]
    #expect(ValueDiff.paths("books", books, removed) == [#"books: removed [1] Book(id: 2, title: "Emma", isFavorite: false)"#])
    let moved = [books[2], books[0], books[1]]
    #expect(ValueDiff.paths("books", books, moved) == ["books: moved (2, 0, 1)"])
  }

  @Test func elementsWithoutIDsAreComparedByIndex() {
    let tags = [Tag(name: "a"), Tag(name: "b")]
    #expect(ValueDiff.paths("tags", tags, [Tag(name: "a"), Tag(name: "c")]) == [#"tags[1].name: "b" -> "c""#])
    #expect(ValueDiff.paths("tags", tags, tags + [Tag(name: "d")]) == [#"tags: inserted [2] Tag(name: "d")"#])
  }

  @Test func structFieldsAndEnumCasesAreNamedByPath() {
    var dark = Settings()
    dark.theme = .dark
    #expect(ValueDiff.paths("settings", Settings(), dark) == ["settings.theme: light -> dark"])
  }

  @Test func aValueThatChangedAsAWholeHasNoPaths() {
    #expect(ValueDiff.paths("count", 1, 2) == nil)
    #expect(ValueDiff.paths("name", "a", "b") == nil)
    #expect(ValueDiff.paths("when", Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)) == nil)
    #expect(ValueDiff.paths("books", books, books) == nil, "equal values have no paths")
  }

  /// A property wrapper compares itself: its storage is not a path.
  @Test func propertyWrappersAreReadAsAWhole() {
    #expect(ValueDiff.paths("number", Binding.constant(1), Binding.constant(2)) == nil)
  }

  @Test func manyDifferencesAreCutAndCounted() {
    let before = (1...20).map { Book(id: $0, title: "t\($0)") }
    let after = before.map { var book = $0; book.isFavorite = true; return book }
    let paths = ValueDiff.paths("books", before, after) ?? []
    #expect(paths.count == ValueDiff.maxPaths + 1)
    #expect(paths.last == "… and 12 more")
  }

  /// The trace keeps the paths and the text output reads them first.
  @Test func theTextOutputShowsThePathFirst() throws {
    struct Shelf: View {
      @State var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
      var body: some View {
        VStack {
          Text("\(books.filter(\.isFavorite).count) favourites")
          Button("favorite Emma") { books[1].isFavorite = true }
        }
      }
    }
    let trace = try trace(Shelf()) { Step.tap("favorite Emma") }
    #expect(trace.frames[1].sourceChanges.first?.diff == ["books[id: 2].isFavorite: false -> true"])
    let text = TraceText.summary(trace.withoutSourceLocations)
    #expect(text.contains("  changed ValueDiffTests.Shelf._books: books[id: 2].isFavorite: false -> true\n"))
    // The view that read it says the same, not the two whole arrays.
    #expect(text.contains("  evaluated   ValueDiffTests.Shelf: _books (books[id: 2].isFavorite: false -> true)\n"))
  }
}
