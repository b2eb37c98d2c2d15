import SwiftUI
import UniformTypeIdentifiers

struct ImportBooksButton: View {
    @State private var isImporting = false
    @State private var imported: [URL] = []

    var body: some View {
        Button("Import Books") { isImporting = true }
            .fileImporter(
                isPresented: $isImporting,
                allowedContentTypes: [.json, .commaSeparatedText],
                allowsMultipleSelection: true
            ) { result in
                if case .success(let urls) = result { imported = urls }
            }
    }
}
