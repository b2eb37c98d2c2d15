import SwiftUI

struct BookDetailView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            Section("Book") {
                LabeledContent("Title", value: book.title)
                LabeledContent("Author", value: book.author)
                Toggle("Read", isOn: $book.isRead)
            }
            Section("Tags") {
                TagCloud(spacing: 6) {
                    ForEach(book.tags, id: \.self) { tag in
                        Text(tag)
                            .padding(4)
                            .background(Color.blue.opacity(0.2))
                    }
                }
            }
        }
        .navigationTitle(book.title)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

#Preview {
    @Previewable @State var book = Book(title: "Dune", author: "Frank Herbert", tags: ["classic"])
    BookDetailView(book: book)
}
