import LibraryViews
import Testing
import ViewTraceTesting

@MainActor
@Suite struct LibraryViewsTests {
  /// `@Observable` books: marking one read runs its row and the detail
  /// that shows it, not the list or the other rows.
  @Test func markingABookReadRunsOnlyItsRowAndTheDetail() async throws {
    let trace = try await Scenario.library.runUnderTest()
    await trace.expect("toggle \"Read\"", evaluated: ["BookRow": 1, "BookDetailView": 1], notEvaluated: ["BookListView"])
  }

  /// Saving appends to `books`: the list runs once, one row appears, the
  /// sheet goes away.
  @Test func savingABookRunsTheListAndAddsOneRow() async throws {
    let trace = try await Scenario.library.runUnderTest()
    await trace.expect("tap \"Save\"", evaluated: ["BookListView": 1], bodyRan: ["BookListView": 1, "BookRow": 1])
    #expect(try trace.viewTypes(.disappeared, in: "tap \"Save\"").contains("AddBookView"))
  }

  @Test func nothingIsAvoidable() async throws {
    let trace = try await Scenario.library.runUnderTest()
    trace.expectAvoidableEvaluations(atMost: 0)
  }

  /// The custom `Layout` compiles and its subviews are traced as children;
  /// the trace says once that its geometry is not simulated.
  @Test func theCustomLayoutsTagsAreChildren() async throws {
    let trace = try await Scenario.library.runUnderTest()
    let appeared = try trace.views(.appeared, in: 1)
    let tags = appeared.filter { $0.contains("/TagCloud/Text#") }
    #expect(tags.map { $0.split(separator: "#").last ?? "" } == ["classic", "desert", "politics"], "\(appeared)")
    #expect(try trace.frame(1).warnings.map(\.kind) == [.geometryNotSimulated])
  }

  @Test func theUpdatesMatchTheirSnapshot() async throws {
    let trace = try await Scenario.library.runUnderTest()
    assertSnapshot(of: trace, as: .printChanges)
  }
}

/// A file that says `import Combine` (an `ObservableObject` with a subject)
/// compiles and runs unchanged too.
@MainActor
@Suite struct CombineFileTests {
  @Test func theGoalBannerFollowsItsPublishedTarget() async throws {
    let trace = try await Scenario.goal.runUnderTest()
    await trace.expect(1, evaluated: ["GoalBanner": 1])
    #expect(
      try trace.frame(1).sourceChanges.map { "\($0.source): \($0.before) -> \($0.after)" } == [
        "ReadingGoal#1.target: 12 -> 13"
      ])
    #expect(try trace.printChanges(in: 1) == ["GoalBanner: _goal changed."])
  }
}

/// The app's files are compiled as an iOS build compiles them (the CompileForIOS plugin): the
/// detail's `.navigationBarTitleDisplayMode(.inline)` under `#if os(iOS)` is applied.
@MainActor
@Suite struct IOSBranchTests {
  @Test func theDetailsIOSOnlyModifierIsApplied() async throws {
    let trace = try await Scenario.library.runUnderTest()
    let form = try #require(trace.nodes.first { $0.type == "Form" && $0.id.contains("BookDetailView") })
    #expect(form.modifiers.contains(".navigationBarTitleDisplayMode(.inline)"), "\(form.modifiers)")
  }
}

/// A file that says `import UniformTypeIdentifiers` (a file importer) compiles
/// unchanged: the importer is recorded on the button with its content types,
/// and showing it runs no body (the button only hands `$isImporting` over).
@MainActor
@Suite struct FileImporterTests {
  @Test func theImporterIsRecordedAndPresentingItRunsNoBody() async throws {
    let trace = try await Scenario.importBooks.runUnderTest()
    let button = try #require(trace.nodes.first { $0.id == "ImportBooksButton/Button" })
    #expect(button.modifiers == [".fileImporter(allowedContentTypes: [\"public.json\", \"public.comma-separated-values-text\"])"])
    #expect(try trace.printChanges(in: 1).isEmpty)
  }
}
