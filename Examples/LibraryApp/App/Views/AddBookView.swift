import SwiftUI

struct AddBookView: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                Picker("Sort by", selection: Bindable(library).sortOrder) {
                    ForEach(Library.SortOrder.allCases) { order in
                        Text(order.rawValue.capitalized).tag(order)
                    }
                }
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        library.add(title: title, author: author)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
