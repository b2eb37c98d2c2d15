import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// A book's row with an icon-only favorite button, named for VoiceOver as apps name them.
private struct FavoriteRow: View {
  let title: String
  @Binding var favorites: [String]
  var body: some View {
    HStack {
      Text(title)
      Button {
        favorites.append(title)
      } label: {
        Image(systemName: "heart")
      }
      .accessibilityLabel("Favorite \(title)")
      .accessibilityIdentifier("favorite-\(title.lowercased())")
    }
  }
}

private struct Shelf: View {
  @State var favorites: [String] = []
  var body: some View {
    VStack {
      FavoriteRow(title: "Dune", favorites: $favorites)
      FavoriteRow(title: "Emma", favorites: $favorites)
      Text("Favorites: \(favorites.joined(separator: ", "))")
    }
  }
}

/// Two panes with a button titled alike, told apart by the pane's type.
private struct Editor: View {
  @State var saved: [String] = []
  var body: some View {
    HStack {
      SidebarPane(saved: $saved)
      DetailPane(saved: $saved)
    }
  }
}

private struct SidebarPane: View {
  @Binding var saved: [String]
  var body: some View { Button("Save") { saved.append("sidebar") } }
}

private struct DetailPane: View {
  @Binding var saved: [String]
  var body: some View { Button("Save") { saved.append("detail") } }
}

/// A list of links whose label is a row of two texts, as apps write them.
private struct Catalogue: View {
  let books = [("Dune", "Frank Herbert"), ("Emma", "Jane Austen")]
  var body: some View {
    NavigationStack {
      List(books, id: \.0) { book in
        NavigationLink(value: book.0) { CatalogueRow(title: book.0, author: book.1) }
      }
      .navigationDestination(for: String.self) { Text("Details of \($0)") }
    }
  }
}

private struct CatalogueRow: View {
  let title: String
  let author: String
  var body: some View {
    VStack {
      Text(title)
      Text(author)
    }
  }
}

@MainActor
@Suite struct StepLookupTests {
  /// XCUITest taps a cell by one of its texts (`app.staticTexts["Dune"].tap()`); a step finds a
  /// link whose label reads "Dune Frank Herbert" by "Dune" when nothing is titled "Dune" whole.
  @Test func aControlIsFoundByOneOfItsLabelsTexts() throws {
    let t = try trace(Catalogue()) {
      Step.tap("Dune")
      Step.pop()
      Step.push("Jane Austen")
    }
    let pushed = t.frames.map { $0.records.filter { $0.outcome == .appeared }.map(\.node) }
    #expect(pushed[1].first == "Catalogue/NavigationStack/NavigationPath@path/Destination#0:Dune")
    #expect(pushed[3].first == "Catalogue/NavigationStack/NavigationPath@path/Destination#0:Emma")
    #expect(t.frames.map(\.event) == ["initial render", "tap \"Dune\"", "pop", "push \"Jane Austen\""])
    // A text is matched whole, never a part of one.
    #expect(throws: EngineError.self) { _ = try trace(Catalogue()) { Step.tap("Herbert") } }
  }

  /// XCUITest finds `app.buttons["Favorite Dune"]` by the button's accessibility label, and
  /// `app.buttons["favorite-emma"]` by its identifier; `Step.tap` does too.
  @Test func tapFindsAButtonByItsAccessibilityLabelOrIdentifier() throws {
    let t = try trace(Shelf()) {
      Step.tap("Favorite Dune")
      Step.tap("favorite-emma")
    }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["[\"Dune\"]"])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["[\"Dune\", \"Emma\"]"])
  }

  /// `within:` takes a view type, or the end of an identity, not only a whole identity.
  @Test func withinTakesATypeOrTheEndOfAnIdentity() throws {
    let t = try trace(Editor()) {
      Step.tap("Save", within: "DetailPane")
      Step.tap("Save", within: "HStack/SidebarPane@0")
    }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["[\"detail\"]"])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["[\"detail\", \"sidebar\"]"])
  }

  /// An unknown `within:` is named, with the live views closest to it; a missing control's error
  /// lists the live ones and the closest names.
  @Test func anUnknownWithinOrControlIsNamedWithTheClosest() {
    #expect(
      throws: EngineError.inStep(1, "tap \"Save\" in DetailPain", .unknownWithin("DetailPain", closest: ["DetailPane"]))
    ) {
      _ = try trace(Editor()) { Step.tap("Save", within: "DetailPain") }
    }
    let message = EngineError.unknownWithin("DetailPain", closest: ["DetailPane"]).description
    #expect(
      message == "no live view \"DetailPain\" to look within (an identity, its end or a view type; closest: DetailPane)"
    )
    let missing = EngineError.noSuchControl(
      kind: "button", title: "Favorite Dun", available: ["Favorite Dune", "Favorite Emma"])
    #expect(
      missing.description
        == "no button titled \"Favorite Dun\" (live: \"Favorite Dune\", \"Favorite Emma\"; closest: \"Favorite Dune\", \"Favorite Emma\")"
    )
  }
}
