import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Book: Hashable, Identifiable {
  let id: Int
  let title: String
}

private let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

private struct BookDetail: View {
  let book: Book
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text(book.title)
      Button("Back") { dismiss() }
    }
    .onAppear {}
    .onDisappear {}
  }
}

private struct Library: View {
  @State var path: [Book] = []
  @State var count = 0
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(books) { book in NavigationLink(book.title, value: book) }
        Button("Count \(count)") { count += 1 }
        Button("Open Emma") { path.append(books[1]) }
      }
      .navigationTitle("Library")
      .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
      .onAppear {}
      .onDisappear {}
    }
  }
}

private struct Shelf: View {
  @State var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Dune") { BookDetail(book: Book(id: count, title: "Dune \(count)")) }
        Button("Count") { count += 1 }
      }
    }
  }
}

private struct NoDestination: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Dune", value: books[0])
    }
  }
}

private struct Counter: View {
  @State private var taps = 0
  var body: some View { Button("Tap \(taps)") { taps += 1 } }
}

private struct Tabs: View {
  @State var tab = "home"
  var body: some View {
    TabView(selection: $tab) {
      Counter().tabItem { Label("Home", systemImage: "house") }.tag("home")
      Text("Settings").onAppear {}.onDisappear {}.tabItem { Text("Settings") }.tag("settings")
    }
  }
}

private struct Editor: View {
  @State var saved = 0
  var body: some View {
    NavigationStack {
      Text("saved \(saved)")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
        }
    }
  }
}

private let stackPath = "Library/NavigationStack"
private let pushedDune = "Library/NavigationStack/NavigationPath@path/Destination#0:Book(id: 1, title: \"Dune\")"

@MainActor @Suite struct NavigationTests {
  /// N1: pushing a value shows the declared destination in a subtree of the
  /// stack's path: it appears with its body; the body that made the stack
  /// (it only passed `$path`) does not run; the covered root runs its onDisappear.
  @Test func pushingAValueShowsItsDestination() throws {
    let t = try trace(Library()) { Step.push("Dune") }
    let frame = t.frames[1]
    #expect(frame.sourceChanges.map(\.source) == ["Library._path"])
    #expect(frame.printChanges == ["BookDetail: @self, @identity, _dismiss changed."])
    #expect(frame.nodes(.appeared).first == pushedDune)
    #expect(frame.nodes(.appeared).contains(pushedDune + "/BookDetail"))
    #expect(
      frame.actions.map { "\($0.kind) \($0.node.split(separator: "/").last!)" } == [
        "onAppear VStack", "onDisappear VStack",
      ])
    #expect(frame.actions.last?.node == stackPath + "/VStack")
  }

  /// N2: popping removes the pushed view with its state; the root shows again (onAppear).
  @Test func poppingRemovesThePushedView() throws {
    let t = try trace(Library()) {
      Step.push("Dune")
      Step.pop()
    }
    #expect(t.frames[2].nodes(.disappeared).first == pushedDune)
    #expect(t.frames[2].actions.map(\.kind) == [.onAppear, .onDisappear])
    #expect(t.frames[2].actions.first?.node == stackPath + "/VStack")
    #expect(t.frames[2].printChanges.isEmpty)
  }

  /// N3: `dismiss()` in a pushed view pops it.
  @Test func dismissInAPushedViewPopsIt() throws {
    let t = try trace(Library()) {
      Step.push("Dune")
      Step.tap("Back")
    }
    #expect(t.frames[2].nodes(.disappeared).first == pushedDune)
    #expect(t.frames[2].sourceChanges.map(\.after) == ["[]"])
  }

  /// N4: code that appends to the path pushes too; the root's body runs only
  /// if it reads the path.
  @Test func appendingToThePathPushes() throws {
    let t = try trace(Library()) { Step.tap("Open Emma") }
    #expect(
      t.frames[1].nodes(.appeared).first
        == "Library/NavigationStack/NavigationPath@path/Destination#0:Book(id: 2, title: \"Emma\")")
    #expect(t.frames[1].printChanges == ["BookDetail: @self, @identity, _dismiss changed."])
  }

  /// N5: the stack's root is the parent's content: a pushed destination is
  /// not rebuilt when the parent's body runs and the declaration is unchanged.
  @Test func aPushedValueDestinationIsKeptWhenTheParentRuns() throws {
    let t = try trace(Library()) {
      Step.push("Dune")
      Step.tap("Count 0")
    }
    #expect(t.frames[2].printChanges == ["Library: _count changed."])
    #expect(!t.frames[2].records.contains { $0.node.hasPrefix(pushedDune) })
  }

  /// N6: `NavigationLink(destination:)` builds its destination every time the
  /// parent's body runs (its init is recorded), and runs its body only when
  /// pushed; a pushed destination is updated with the parent.
  @Test func aLinkBuildsItsDestinationEveryTimeButRunsItOnlyWhenPushed() throws {
    let t = try trace(Shelf()) {
      Step.tap("Count")
      Step.push("Dune")
      Step.tap("Count")
    }
    let latent = "Shelf/NavigationStack/VStack/NavigationLink@0/BookDetail"
    #expect(t.frames[0].record(latent)?.outcome == .initOnly)
    #expect(t.frames[1].record(latent)?.outcome == .initOnly)
    #expect(t.frames[1].printChanges == ["Shelf: _count changed."])
    let pushed = "Shelf/NavigationStack/NavigationPath@path/Destination#0:link/BookDetail"
    #expect(t.frames[2].record(pushed)?.outcome == .appeared)
    #expect(t.frames[3].printChanges == ["Shelf: _count changed.", "BookDetail: @self changed."])
  }

  /// N7: a value no `navigationDestination(for:)` handles is not pushed; the
  /// trace records SwiftUI's warning.
  @Test func aValueWithoutADestinationIsNotPushed() throws {
    let t = try trace(NoDestination()) { Step.push("Dune") }
    #expect(t.frames[1].warnings.map(\.kind) == [.navigationDestinationMissing])
    #expect(
      t.frames[1].warnings.first?.message.hasPrefix(
        "A NavigationLink is presenting a value of type \u{201C}Book\u{201D}") == true)
    #expect(t.frames[1].nodes(.appeared).isEmpty)
  }

  /// N8: popping with nothing pushed, or pushing a link that is not there,
  /// fails with one line naming what is live.
  @Test func stepsWithoutATargetFailWithOneLine() throws {
    #expect(
      throws: EngineError.inStep(1, "pop", .nothingToDo("no view is pushed (live stacks: Library/NavigationStack)"))
    ) {
      try trace(Library()) { Step.pop() }
    }
    #expect(
      throws: EngineError.inStep(
        1, "push \"Mars\"", .noSuchControl(kind: "navigation link", title: "Mars", available: ["Dune", "Emma"]))
    ) {
      try trace(Library()) { Step.push("Mars") }
    }
  }

  /// N9: a tab's content is created the first time it is shown; switching
  /// away keeps it alive (its state too) and runs its onDisappear; showing
  /// it again runs its onAppear without re-creating it.
  @Test func tabsAreCreatedWhenFirstShownAndKeptAfterwards() throws {
    let t = try trace(Tabs()) {
      Step.tap("Tap 0")
      Step.selectTab("Settings")
      Step.selectTab("Home")
    }
    #expect(t.frames[0].nodes(.appeared).contains("Tabs/TabView/Tab@0/Counter"))
    #expect(!t.frames[0].nodes(.appeared).contains { $0.hasPrefix("Tabs/TabView/Tab@1/") })
    #expect(t.frames[2].nodes(.appeared) == ["Tabs/TabView/Tab@1/Text"])
    #expect(t.frames[2].printChanges.isEmpty)
    #expect(t.frames[3].nodes(.appeared).isEmpty)
    #expect(t.frames[3].nodes(.disappeared).isEmpty)
    #expect(t.frames[3].actions.map(\.kind) == [.onDisappear])
    #expect(t.node("Tabs/TabView/Tab@0")?.label == "tab \"Home\"")
    // Counter kept its state: its button reads "Tap 1" after the round trip.
    let again = try trace(Tabs()) {
      Step.tap("Tap 0")
      Step.selectTab("Settings")
      Step.selectTab("Home")
      Step.tap("Tap 1")
    }
    #expect(again.frames[4].printChanges == ["Counter: _taps changed."])
  }

  /// N10: toolbar items are live views: their buttons are tappable, and the
  /// toolbar is not rebuilt when only the view it modifies redraws.
  @Test func toolbarButtonsAreTappable() throws {
    let t = try trace(Editor()) { Step.tap("Save") }
    #expect(t.frames[0].nodes(.appeared).contains("Editor/NavigationStack/Text/Toolbar@toolbar/ToolbarItem/Button"))
    #expect(t.frames[1].printChanges == ["Editor: _saved changed."])
    #expect(
      t.node("Editor/NavigationStack/Text/Toolbar@toolbar/ToolbarItem")?.label == "ToolbarItem(.confirmationAction)")
  }

  /// N11: `.navigationTitle` is recorded on the view it modifies.
  @Test func theNavigationTitleIsRecordedOnTheView() throws {
    let t = try trace(Library())
    #expect(t.node(stackPath + "/VStack")?.modifiers.contains(".navigationTitle(\"Library\")") == true)
  }
}

private struct SaveButton: View {
  var body: some View { Text("Save") }
}

private struct ToolbarOwner: View {
  @State var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("count \(count)")
        Button("More") { count += 1 }
      }
      .toolbar { ToolbarItem { SaveButton() } }
    }
  }
}

private struct ToolbarCapturing: View {
  @State var count = 0
  var body: some View {
    NavigationStack {
      Button("More") { count += 1 }
        .toolbar { ToolbarItem { Counted(count: count) } }
    }
  }
}

private struct Counted: View {
  let count: Int
  var body: some View { Text("\(count)") }
}

private struct PathStack: View {
  @State var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Deep link") {
          path.append(books[0])
          path.append(7)
        }
        Text("depth \(path.count)")
      }
      .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
      .navigationDestination(for: Int.self) { number in Text("number \(number)") }
    }
  }
}

private struct OldStyle: View {
  @State var showLink = true
  var body: some View {
    NavigationView {
      VStack {
        if showLink {
          NavigationLink("Dune", destination: OldDetail())
        }
        Button("Hide link") { showLink = false }
      }
    }
  }
}

private struct OldDetail: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    Button("Close") { presentationMode.wrappedValue.dismiss() }
  }
}

private struct Chooser: View {
  @State var asking = false
  @State var choice = "none"
  var body: some View {
    VStack {
      Button("Share") { asking = true }
      Text(choice)
    }
    .confirmationDialog("Share as", isPresented: $asking, titleVisibility: .visible) {
      Button("PDF") { choice = "pdf" }
      Button("Text") { choice = "text" }
    }
  }
}

@MainActor @Suite struct NavigationMoreTests {
  /// N12: a toolbar's items are built in the body that declares them
  /// (`toolbar(content:)` does not escape): each run re-creates them (init)
  /// and compares them; equal items do not run.
  @Test func toolbarItemsAreBuiltWithTheBodyThatDeclaresThem() throws {
    let t = try trace(ToolbarOwner()) { Step.tap("More") }
    #expect(t.frames[1].printChanges == ["ToolbarOwner: _count changed."])
    let save = try #require(t.frames[1].records.first { $0.node.hasSuffix("SaveButton") })
    #expect(save.outcome == .initOnly)
  }

  /// N13: items showing a changed value run; the value is read by the body
  /// that declares the toolbar.
  @Test func aToolbarCapturingNewValuesIsRebuilt() throws {
    let t = try trace(ToolbarCapturing()) { Step.tap("More") }
    #expect(t.frames[1].printChanges == ["ToolbarCapturing: _count changed.", "Counted: @self changed."])
  }

  /// N14: a `NavigationPath` binding takes values of any type, each shown by
  /// its type's destination; the root reads `path.count`, so it runs.
  @Test func aNavigationPathPushesValuesOfSeveralTypes() throws {
    let t = try trace(PathStack()) {
      Step.tap("Deep link")
      Step.pop()
    }
    let path = "PathStack/NavigationStack/NavigationPath@path"
    #expect(t.frames[1].nodes(.appeared).contains(path + "/Destination#1:7/Text"))
    #expect(
      t.frames[1].printChanges == ["PathStack: _path changed.", "BookDetail: @self, @identity, _dismiss changed."])
    #expect(t.frames[2].nodes(.disappeared) == [path + "/Destination#1:7", path + "/Destination#1:7/Text"])
  }

  /// N15: `NavigationView` with `NavigationLink(destination:)`; `presentationMode.dismiss()` pops.
  @Test func presentationModeDismissPops() throws {
    let t = try trace(OldStyle()) {
      Step.push("Dune")
      Step.tap("Close")
    }
    let pushed = "OldStyle/NavigationView/NavigationPath@path/Destination#0:link/OldDetail"
    #expect(t.frames[1].record(pushed)?.outcome == .appeared)
    #expect(t.frames[2].record(pushed)?.outcome == .disappeared)
  }

  /// N16: a link that leaves the tree pops the view it pushed, after the pass.
  @Test func aLinkThatGoesPopsWhatItPushed() throws {
    let t = try trace(OldStyle()) {
      Step.push("Dune")
      Step.tap("Hide link")
    }
    let pushed = "OldStyle/NavigationView/NavigationPath@path/Destination#0:link/OldDetail"
    #expect(t.frames[2].record(pushed)?.outcome == .disappeared)
  }

  /// P12: a confirmation dialog shows its title when asked, its buttons are
  /// tappable, and a tap dismisses it.
  @Test func aConfirmationDialogsButtonDismissesIt() throws {
    let t = try trace(Chooser()) {
      Step.tap("Share")
      Step.tap("PDF")
    }
    let dialog = "Chooser/VStack/ConfirmationDialog@confirmationDialog"
    #expect(t.frames[1].nodes(.appeared).first == dialog + "/Text@0")
    #expect(t.frames[2].printChanges == ["Chooser: _choice changed."])
    #expect(t.frames[2].nodes(.disappeared).contains(dialog + "/Text@0"))
  }
}

private struct Flagged: View {
  @State var showing = false
  @State var selected: Book?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Settings") { showing = true }
        Button("Pick Emma") { selected = books[1] }
      }
      .navigationDestination(isPresented: $showing) { Text("Settings page") }
      .navigationDestination(item: $selected) { book in BookDetail(book: book) }
    }
  }
}

@MainActor @Suite struct PresentedDestinationTests {
  /// N17: `navigationDestination(isPresented:)` pushes while its binding is
  /// true; the back button sets it to false. The declaring body does not run.
  @Test func aBoundDestinationPushesWhileTrue() throws {
    let t = try trace(Flagged()) {
      Step.tap("Settings")
      Step.pop()
    }
    let pushed = "Flagged/NavigationStack/NavigationPath@path/Destination#0:presented"
    #expect(t.frames[1].nodes(.appeared) == [pushed, pushed + "/Text"])
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(t.frames[2].sourceChanges.map { "\($0.source) \($0.after)" } == ["Flagged._showing false"])
    #expect(t.frames[2].nodes(.disappeared) == [pushed, pushed + "/Text"])
  }

  /// N18: `navigationDestination(item:)` pushes the item's destination;
  /// `dismiss()` in it sets the item to nil.
  @Test func anItemDestinationPushesItsItem() throws {
    let t = try trace(Flagged()) {
      Step.tap("Pick Emma")
      Step.tap("Back")
    }
    let pushed = "Flagged/NavigationStack/NavigationPath@path/Destination#0:presented/BookDetail"
    #expect(t.frames[1].record(pushed)?.outcome == .appeared)
    #expect(t.frames[2].sourceChanges.map { "\($0.source) \($0.after)" } == ["Flagged._selected nil"])
    #expect(t.frames[2].record(pushed)?.outcome == .disappeared)
  }
}

@MainActor @Suite struct TapLinkTests {
  /// N19: `Step.tap` on a navigation link's title pushes, as a tap does;
  /// a title neither a button nor a link has still fails with the buttons.
  @Test func tappingALinkPushes() throws {
    let t = try trace(Library()) { Step.tap("Dune") }
    #expect(t.frames[1].nodes(.appeared).first == pushedDune)
    #expect(throws: EngineError.self) { try trace(Library()) { Step.tap("Mars") } }
  }
}
