import ViewTrace

/// A newcomer's library app with an `@Observable` store. Each row asks the
/// store whether its book is a favourite (`store.isFavorite(id)`), and so
/// reads the store's whole `books` array: toggling one book runs every row
/// (S15, the read is the array). The fixed version makes `Book` itself
/// `@Observable` and passes each row its book, so only that row runs.
public enum LibraryFavoritesSample {
  nonisolated static let steps: [Step] = [Step.tap("favorite Dune")]

  public static let sample = Sample(
    "library-favorites",
    summary: "An @Observable store: rows that call store.isFavorite(id) read the whole books array, so one toggle runs every row",
    rules: ["S15"],
    variants: [StoreReads.LibraryScreen.scenario, ElementReads.LibraryScreen.scenario])

  /// Before: rows read the store's array through a method.
  public enum StoreReads {
    public struct Book: Identifiable, Equatable {
      public let id: Int
      var title: String
      var isFavorite = false
    }

    @Observable public final class LibraryStore {
      var books = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"].enumerated().map {
        Book(id: $0.offset + 1, title: $0.element)
      }
      let bookIDs = [1, 2, 3, 4, 5]

      public init() {}

      func title(_ id: Int) -> String { books.first { $0.id == id }?.title ?? "" }
      func isFavorite(_ id: Int) -> Bool { books.first { $0.id == id }?.isFavorite ?? false }
      func toggleFavorite(_ id: Int) {
        if let index = books.firstIndex(where: { $0.id == id }) { books[index].isFavorite.toggle() }
      }
    }

    public struct LibraryScreen: View {
      @State private var store = LibraryStore()

      public init() {}

      public var body: some View {
        VStack {
          ForEach(store.bookIDs, id: \.self) { id in
            BookRow(store: store, id: id)
          }
          Button("favorite Dune") { store.toggleFavorite(1) }
        }
      }

      nonisolated static let scenario = Scenario(
        "library-favorites", variant: "store-reads",
        summary: "Each row calls store.isFavorite(id): it reads all of books, so toggling one book runs every row",
        typeNamesRelativeTo: LibraryFavoritesSample.StoreReads.self, root: { LibraryScreen() },
        steps: { LibraryFavoritesSample.steps })
    }

    public struct BookRow: View {
      var store: LibraryStore
      let id: Int

      public var body: some View {
        HStack {
          Text(store.title(id))
          Text(store.isFavorite(id) ? "★" : "☆")
        }
      }
    }
  }

  /// After: each book is `@Observable` and each row reads its own book.
  public enum ElementReads {
    @Observable public final class Book: Identifiable {
      public let id: Int
      var title: String
      var isFavorite = false

      init(id: Int, title: String) {
        self.id = id
        self.title = title
      }
    }

    @Observable public final class LibraryStore {
      let books = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"].enumerated().map {
        Book(id: $0.offset + 1, title: $0.element)
      }

      public init() {}
    }

    public struct LibraryScreen: View {
      @State private var store = LibraryStore()

      public init() {}

      public var body: some View {
        VStack {
          ForEach(store.books) { book in
            BookRow(book: book)
          }
          Button("favorite Dune") { store.books[0].isFavorite.toggle() }
        }
      }

      nonisolated static let scenario = Scenario(
        "library-favorites", variant: "element-reads",
        summary: "Each row reads its own @Observable book: toggling one book runs only its row",
        typeNamesRelativeTo: LibraryFavoritesSample.ElementReads.self, root: { LibraryScreen() },
        steps: { LibraryFavoritesSample.steps })
    }

    public struct BookRow: View {
      var book: Book

      public var body: some View {
        HStack {
          Text(book.title)
          Text(book.isFavorite ? "★" : "☆")
        }
      }
    }
  }
}
