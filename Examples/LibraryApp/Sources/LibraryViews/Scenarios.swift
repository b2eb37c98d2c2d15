import ViewTrace

// The scenarios live in the views' module: they reach the app's internal views (`BookListView`,
// `GoalBanner`) with no `@testable import`, which a release build refuses, and are public for
// the tests.
extension Scenario {
  /// The app's own screens (App/Views, unchanged), driven as a user would:
  /// open a book, mark it read, go back, add a book in the sheet.
  public static let library = Scenario(
    "library", summary: "The library app's own view files, unchanged",
    root: {
      BookListView().environment(Library())
    }
  ) {
    Step.push("Dune Frank Herbert")
    Step.toggle("Read")
    Step.pop()
    Step.tap("Add Book")
    Step.setText("Title", to: "Middlemarch")
    Step.tap("Save")
  }

  /// A file that says `import Combine`: an `ObservableObject` with a subject.
  public static let goal = Scenario("goal", root: { GoalBanner() }) { Step.increment("Goal") }

  /// A file that says `import UniformTypeIdentifiers`: a file importer.
  public static let importBooks = Scenario("import", root: { ImportBooksButton() }) { Step.tap("Import Books") }
}
