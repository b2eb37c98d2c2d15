// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile.
import Combine
import Foundation
import SwiftUI

struct Book: Identifiable, Hashable {
  var id: String
  var title: String
}

struct Category: Identifiable, Hashable {
  var id: String
  var title: String
  var iconName: String
}

final class CurrentlyReading: ObservableObject {
  @Published var book: Book
  @Published var progress = 0.0
  init(book: Book) { self.book = book }
  static let mock = CurrentlyReading(book: Book(id: "emma", title: "Emma"))
}

struct ProgressEditorModel: Hashable {
  enum Action: Hashable {
    case cancel
    case save(in: CurrentlyReading)
    static func == (lhs: Action, rhs: Action) -> Bool {
      switch (lhs, rhs) {
      case (.cancel, .cancel): return true
      case (.save(let a), .save(let b)): return a === b
      default: return false
      }
    }
    func hash(into hasher: inout Hasher) {
      if case .save(let book) = self { hasher.combine(ObjectIdentifier(book)) }
    }
  }
  var isPresented = false
  var progress = 0.25
  var note = ""
  mutating func dismiss(_ action: Action) {
    if case .save(let book) = action { book.progress = progress }
    isPresented = false
  }
  static let mocks = [ProgressEditorModel(), ProgressEditorModel(isPresented: true, progress: 0.5, note: "Halfway")]
}

final class ReadingListModel: ObservableObject {
  @Published var categories = [
    Category(id: "current", title: "Currently Reading", iconName: "book"),
    Category(id: "wishlist", title: "Wish List", iconName: "star"),
  ]
  @Published var books = [Book(id: "emma", title: "Emma"), Book(id: "dune", title: "Dune")]
}

final class NavigationModel: ObservableObject {
  @Published var columnVisibility = NavigationSplitViewVisibility.automatic
  @Published var selectedCategory: Category?
  @Published var selectedBookId: Book.ID?
  @Published var jsonData: Data?
}

struct BookContentList: View {
  var searchText: String
  var dataModel: ReadingListModel
  @ObservedObject var navigationModel: NavigationModel
  var body: some View {
    List(dataModel.books) { book in Text(book.title) }
  }
}

struct BookDetail: View {
  var dataModel: ReadingListModel
  var bookId: Book.ID?
  var body: some View { Text(bookId ?? "No book selected") }
}

extension Locale {
  static let italian = Locale(identifier: "it")
}
