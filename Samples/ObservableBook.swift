import ViewTrace

/// Seed 003's `@Observable Book`: a view that reads only `title` is not
/// evaluated when `isAvailable` changes (S15). Books inside an optional and an
/// array are tracked the same way.
public enum ObservableBookSample {
  @Observable public final class Book: Identifiable {
    var title: String
    var isAvailable = true

    public init(title: String = "Sample Book Title") { self.title = title }
  }

  public struct LibraryView: View {
    @State var book = Book()
    @State var featured: Book? = Book(title: "Featured")
    @State var shelf = [Book(title: "First"), Book(title: "Second")]

    public init() {}

    public var body: some View {
      VStack {
        BookView(book: book)
        FeaturedView(featured: featured)
        ShelfView(shelf: shelf)
      }
    }

    nonisolated static let scenario = Scenario(
      "observable-book",
      summary:
        "Seed 003: BookView reads only title, so changing isAvailable evaluates nothing; title evaluates BookView",
      typeNamesRelativeTo: ObservableBookSample.self, root: { LibraryView() }
    ) {
      Step.mutate("book.isAvailable = false", on: LibraryView.self) { $0.book.isAvailable = false }
      Step.mutate("book.title = \"Swift\"", on: LibraryView.self) { $0.book.title = "Swift" }
      Step.mutate("featured?.title = \"Editor's pick\"", on: LibraryView.self) { $0.featured?.title = "Editor's pick" }
      Step.mutate("shelf[1].title = \"Second edition\"", on: LibraryView.self) { $0.shelf[1].title = "Second edition" }
      Step.mutate("shelf[0].isAvailable = false", on: LibraryView.self) { $0.shelf[0].isAvailable = false }
    }
  }

  /// Holds the model as a plain `var` and reads only `title`.
  public struct BookView: View {
    var book: Book

    public var body: some View {
      Text(book.title)
    }
  }

  /// Reads through an optional.
  public struct FeaturedView: View {
    var featured: Book?

    public var body: some View {
      Text(featured?.title ?? "none")
    }
  }

  /// Reads the second book of an array.
  public struct ShelfView: View {
    var shelf: [Book]

    public var body: some View {
      Text("Second on the shelf: \(shelf[1].title)")
    }
  }

  public static let sample = Sample(LibraryView.scenario, rules: ["S15"])
}
