import Foundation
import Testing
import ViewTrace
import ViewTraceSamples

/// The built-in samples' models are located by the `DeclarationSites` build plugin: the
/// toolchain's `@Observable` passes no place at run time, so the build records it.
@MainActor
struct SourceLocationTests {
  /// The 1-based line of the first line of `Samples/<file>` containing `text` after the first
  /// line containing `after`.
  func line(in file: String, of text: String, after: String = "") throws -> Int {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Samples/\(file)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { after.isEmpty || $0.contains(after) })
    return try #require(lines[start...].firstIndex { $0.contains(text) }) + 1
  }

  @Test func anObservablePropertyIsDeclaredAtItsLineInTheModel() throws {
    let t = try SampleCatalog.named("library-favorites")!.variant("store-reads")!.run()
    let books = try #require(t.sources.first { $0.id == "LibraryStore#1.books" })
    let expected = try line(in: "LibraryFavorites.swift", of: "var books", after: "enum StoreReads")
    #expect(books.declaredAt == CodeLocation(file: "Samples/LibraryFavorites.swift", line: expected))
  }

  @Test func anObservableObjectIsDeclaredAtItsClass() throws {
    let t = try SampleCatalog.named("published-let")!.scenario.run()
    let object = try #require(t.sources.first { $0.kind == .object })
    let expected = try line(in: "Published.swift", of: "class ContentViewModel")
    #expect(object.declaredAt == CodeLocation(file: "Samples/Published.swift", line: expected))
  }

  /// A view is recorded too, with each stored property, so a view with no dynamic property (a
  /// row given a store and an id) has a file and lines.
  @Test func aViewAndItsPropertiesAreDeclaredAtTheirLines() throws {
    let t = try SampleCatalog.named("library-favorites")!.variant("store-reads")!.run()
    let row = try #require(t.declaration(of: "BookRow"))
    let file = "Samples/LibraryFavorites.swift"
    let rowLine = try line(in: "LibraryFavorites.swift", of: "struct BookRow", after: "enum StoreReads")
    #expect(row.declaredAt == CodeLocation(file: file, line: rowLine))
    #expect(
      row.properties.map { "\($0.name):\($0.declaredAt?.line ?? 0)" } == [
        "store:\(try line(in: "LibraryFavorites.swift", of: "var store: LibraryStore", after: "struct BookRow"))",
        "id:\(try line(in: "LibraryFavorites.swift", of: "let id: Int", after: "struct BookRow"))",
      ])
    // A wrapper's storage (`_store`) by the name the view declares (`store`).
    let screen = try #require(t.declaration(of: "LibraryScreen"))
    let stateLine = try line(in: "LibraryFavorites.swift", of: "@State", after: "struct LibraryScreen")
    #expect(screen.properties.first { $0.name == "_store" }?.declaredAt == CodeLocation(file: file, line: stateLine))
  }
}
