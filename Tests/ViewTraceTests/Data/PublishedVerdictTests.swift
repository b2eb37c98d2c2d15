import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// A long `@Published` array: its text is cut at 200 characters, so a change
/// to an element past that point prints the same before and after. The
/// verdict compares the values themselves.
private struct Book: Identifiable {
  let id: Int
  var title: String
  var isFavorite = false
}

private final class LibraryStore: ObservableObject {
  @Published var books = (1...30).map { Book(id: $0, title: "Book number \($0)") }
}

private struct LibraryScreen: View {
  @StateObject var store = LibraryStore()

  var body: some View {
    VStack {
      BookCount(store: store)
      Button("favorite 26") { store.books[25].isFavorite.toggle() }
      Button("reassign") { store.books = store.books }
    }
  }
}

private struct BookCount: View {
  @ObservedObject var store: LibraryStore
  var body: some View { Text("\(store.books.count) books") }
}

@MainActor
@Suite struct PublishedVerdictTests {
  /// `no @Published value differs` only when no value differs: a change past
  /// the 200 characters of the text is named as a change of `books`.
  @Test func aChangePastTheCutOfTheTextIsAChange() throws {
    let trace = try trace(LibraryScreen()) {
      Step.tap("favorite 26")
      Step.tap("reassign")
    }
    let toggled = trace.frames[1].sourceChanges
    #expect(toggled.map(\.source) == ["LibraryStore#1.books"], "\(toggled)")
    #expect(!toggled.contains { $0.after.contains("no @Published value differs") })
    #expect(toggled.first?.before == toggled.first?.after, "the texts are cut before the element that changed")
    // Setting the same array again changes no value: now the note is right.
    let reassigned = trace.frames[2].sourceChanges
    #expect(reassigned.map(\.after) == ["objectWillChange sent once, no @Published value differs"])
  }
}
