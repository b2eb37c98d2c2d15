import SwiftUI

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            BookListView()
                .environment(library)
        }
    }
}
