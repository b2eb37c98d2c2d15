import Foundation
import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// The ordinary library app, in the three ways iOS code writes it: a store
/// that is an `ObservableObject`, a store that is `@Observable`, and
/// `@Observable` books. Books have `UUID()` ids. In every variant, appending
/// a book and toggling one book's favourite are shown by the path that
/// changed, and two runs print the same text.
private struct Book: Identifiable, Equatable {
  let id = UUID()
  var title: String
  var isFavorite = false
}

extension Book {
  static let titles = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"]
}

// MARK: ObservableObject store

private final class PublishedLibrary: ObservableObject {
  @Published var books = Book.titles.map { Book(title: $0) }
}

private struct PublishedScreen: View {
  @StateObject var store = PublishedLibrary()
  var body: some View {
    VStack {
      ForEach(store.books) { book in PublishedRow(store: store, id: book.id) }
      Button("add") { store.books.append(Book(title: "Dune Messiah")) }
      Button("favorite") { store.books[4].isFavorite.toggle() }
    }
  }
}

private struct PublishedRow: View {
  @ObservedObject var store: PublishedLibrary
  let id: UUID
  var body: some View {
    Text(store.books.first { $0.id == id }.map { $0.title + ($0.isFavorite ? " ★" : "") } ?? "")
  }
}

// MARK: @Observable store

@Observable private final class ObservableLibrary {
  var books = Book.titles.map { Book(title: $0) }
  func isFavorite(_ id: UUID) -> Bool { books.first { $0.id == id }?.isFavorite ?? false }
}

private struct ObservableScreen: View {
  @State var store = ObservableLibrary()
  var body: some View {
    VStack {
      ForEach(store.books) { book in ObservableRow(store: store, book: book) }
      Button("add") { store.books.append(Book(title: "Dune Messiah")) }
      Button("favorite") { store.books[4].isFavorite.toggle() }
    }
  }
}

private struct ObservableRow: View {
  let store: ObservableLibrary
  let book: Book
  var body: some View { Text(book.title + (store.isFavorite(book.id) ? " ★" : "")) }
}

// MARK: @Observable books

@Observable private final class BookModel: Identifiable {
  let id = UUID()
  var title: String
  var isFavorite = false
  init(title: String) { self.title = title }
}

@Observable private final class ModelLibrary {
  var books = Book.titles.map { BookModel(title: $0) }
}

private struct ModelScreen: View {
  @State var store = ModelLibrary()
  var body: some View {
    VStack {
      ForEach(store.books) { book in ModelRow(book: book) }
      Button("add") { store.books.append(BookModel(title: "Dune Messiah")) }
      Button("favorite") { store.books[4].isFavorite.toggle() }
    }
  }
}

private struct ModelRow: View {
  let book: BookModel
  var body: some View { Text(book.title + (book.isFavorite ? " ★" : "")) }
}

@MainActor
@Suite struct LibraryAppTests {
  func runLibrary<Root: View>(_ root: @escaping @autoclosure () -> Root) throws -> (Trace, String) {
    let trace = try trace(root()) {
      Step.tap("add")
      Step.tap("favorite")
    }
    return (trace, TraceText.summary(trace))
  }

  @Test func anObservableObjectStoreShowsThePathOfAnAppendAndAToggle() throws {
    let (trace, text) = try runLibrary(PublishedScreen())
    #expect(
      trace.frames[1].sourceChanges.first?.diff == [
        #"books: inserted [5] Book(id: UUID-6, title: "Dune Messiah", isFavorite: false)"#
      ])
    #expect(trace.frames[2].sourceChanges.first?.diff == ["books[id: UUID-5].isFavorite: false -> true"])
    #expect(text.contains("  changed PublishedLibrary#1.books: books[id: UUID-5].isFavorite: false -> true\n"))
    #expect(!text.contains("no @Published value differs"))
    #expect(try self.runLibrary(PublishedScreen()).1 == text)
  }

  @Test func anObservableStoreShowsThePathOfAnAppendAndAToggle() throws {
    let (trace, text) = try runLibrary(ObservableScreen())
    #expect(
      trace.frames[1].sourceChanges.first?.diff == [
        #"books: inserted [5] Book(id: UUID-6, title: "Dune Messiah", isFavorite: false)"#
      ])
    #expect(trace.frames[2].sourceChanges.first?.diff == ["books[id: UUID-5].isFavorite: false -> true"])
    #expect(text.contains("  changed ObservableLibrary#1.books: books[id: UUID-5].isFavorite: false -> true\n"))
    #expect(try self.runLibrary(ObservableScreen()).1 == text)
  }

  /// With `@Observable` books, a toggle changes the book itself, not the
  /// store's array: the change is the book's `isFavorite`, and only its row runs.
  @Test func observableBooksShowTheAppendAndTheBookThatChanged() throws {
    let (trace, text) = try runLibrary(ModelScreen())
    let appended = try #require(trace.frames[1].sourceChanges.first)
    #expect(appended.source == "ModelLibrary#1.books")
    #expect(appended.diff == ["books: inserted [5] BookModel"], "\(appended)")
    #expect(trace.frames[2].sourceChanges.map(\.source) == ["BookModel#5.isFavorite"])
    #expect(text.contains("  changed BookModel#5.isFavorite: false -> true\n"), "\(text)")
    #expect(trace.frames[2].records.filter { $0.outcome == .evaluated }.map(\.node).count == 1)
    #expect(try self.runLibrary(ModelScreen()).1 == text)
  }
}
