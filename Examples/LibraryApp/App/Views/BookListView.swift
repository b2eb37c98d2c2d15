import SwiftUI

struct BookListView: View {
    @Environment(Library.self) private var library
    @State private var isAddingBook = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.sortedBooks) { book in
                    NavigationLink {
                        BookDetailView(book: book)
                    } label: {
                        BookRow(book: book)
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Book") { isAddingBook = true }
                }
            }
            .sheet(isPresented: $isAddingBook) {
                AddBookView()
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            BookRowText().titleAndAuthor(of: book)
            Spacer()
            if book.isRead {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
            }
        }
    }
}

/// The row's texts, built by a helper that is not a view (as many apps write them).
struct BookRowText {
    @ViewBuilder
    func titleAndAuthor(of book: Book) -> some View {
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    BookListView()
        .environment(Library())
}
