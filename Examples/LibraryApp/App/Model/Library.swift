import Foundation
import Observation

@Observable
final class Book: Identifiable {
    let id: UUID
    var title: String
    var author: String
    var isRead: Bool
    var tags: [String]

    init(id: UUID = UUID(), title: String, author: String, isRead: Bool = false, tags: [String] = []) {
        self.id = id
        self.title = title
        self.author = author
        self.isRead = isRead
        self.tags = tags
    }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "Dune", author: "Frank Herbert", tags: ["classic", "desert", "politics"]),
        Book(title: "Emma", author: "Jane Austen", isRead: true, tags: ["classic", "romance"]),
        Book(title: "Ulysses", author: "James Joyce", tags: ["modernist", "dublin"]),
    ]
    var sortOrder: SortOrder = .title

    enum SortOrder: String, CaseIterable, Identifiable {
        case title, author
        var id: Self { self }
    }

    var sortedBooks: [Book] {
        switch sortOrder {
        case .title: books.sorted { $0.title < $1.title }
        case .author: books.sorted { $0.author < $1.author }
        }
    }

    func add(title: String, author: String) {
        books.append(Book(title: title, author: author))
    }
}
