import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Detail: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text(name)
      Button("Close") { dismiss() }
    }
  }
}

private struct Presenter: View {
  @State var showing = false
  @State var count = 0
  @State var dismissed = 0
  var body: some View {
    VStack {
      Button("Show") { showing = true }
      Button("Count") { count += 1 }
    }
    .sheet(isPresented: $showing, onDismiss: { dismissed += 1 }) { Detail(name: "count \(count)") }
  }
}

private struct Book: Identifiable, Equatable {
  let id: Int
  let title: String
}

private struct ItemPresenter: View {
  @State var selected: Book?
  var body: some View {
    VStack {
      Button("Dune") { selected = Book(id: 1, title: "Dune") }
      Button("Emma") { selected = Book(id: 2, title: "Emma") }
    }
    .sheet(item: $selected) { book in Detail(name: book.title) }
  }
}

private struct TwoSheets: View {
  @State var first = false
  @State var second = false
  var body: some View {
    VStack {
      Button("Both") {
        first = true
        second = true
      }
      Text("A").sheet(isPresented: $first) { Detail(name: "first") }
      Text("B").sheet(isPresented: $second) { Detail(name: "second") }
    }
  }
}

private struct Deleter: View {
  @State var asking = false
  @State var deleted = false
  var body: some View {
    VStack {
      Button("Delete") { asking = true }
      Text(deleted ? "deleted" : "kept")
    }
    .alert("Delete the book?", isPresented: $asking) {
      Button("Delete", role: .destructive) { deleted = true }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View { Text("scheme \(scheme)") }
}

private struct DarkPresenter: View {
  @State var showing = false
  var body: some View {
    Button("Show") { showing = true }
      .sheet(isPresented: $showing) { SchemeReader() }
      .environment(\.colorScheme, .dark)
  }
}

private struct StalePresenter: View {
  @State var picked: String?
  @State var showing = false
  var body: some View {
    Button("Pick") {}
      .sheet(isPresented: $showing) { Text(picked ?? "none") }
      .overlay(
        VStack {
          Button("Pick Dune") {
            picked = "Dune"
            showing = true
          }
          Button("Pick Emma") {
            picked = "Emma"
            showing = true
          }
        })
  }
}

private struct Child: View {
  var body: some View { Text("child") }
}

private struct CustomPresenter: View {
  @State var showing = false
  var body: some View {
    VStack {
      Button("Show") { showing = true }
      Child().sheet(isPresented: $showing) { Detail(name: "from child") }
    }
  }
}

@MainActor @Suite struct PresentationTests {
  /// P1: presenting builds the sheet's content, which appears with its
  /// body; the presenter's body, which only passed `$showing`, does not run.
  @Test func presentingRunsTheContentNotThePresenter() throws {
    let t = try trace(Presenter()) { Step.tap("Show") }
    #expect(t.frames[0].nodes(.appeared).contains("Presenter/VStack/Sheet@sheet"))
    #expect(!t.frames[0].nodes(.appeared).contains { $0.hasPrefix("Presenter/VStack/Sheet@sheet/") })
    #expect(t.frames[1].printChanges == ["Detail: @self, @identity, _dismiss changed."])
    #expect(
      t.frames[1].nodes(.appeared) == [
        "Presenter/VStack/Sheet@sheet/Detail", "Presenter/VStack/Sheet@sheet/Detail/VStack",
        "Presenter/VStack/Sheet@sheet/Detail/VStack/Text@0", "Presenter/VStack/Sheet@sheet/Detail/VStack/Button@1",
        "Presenter/VStack/Sheet@sheet/Detail/VStack/Button@1/Text",
      ])
    // The sheet's host, not the presenter, depends on `showing`.
    #expect(t.edges.contains { $0.source == "Presenter._showing" && $0.node == "Presenter/VStack/Sheet@sheet" })
    #expect(!t.edges.contains { $0.source == "Presenter._showing" && $0.node == "Presenter" })
  }

  /// P2: while presented, the presenter's body rebuilds the content closure:
  /// the content is re-created and updated with the presenter's new values.
  @Test func aPresentedSheetUpdatesWithItsPresenter() throws {
    let t = try trace(Presenter()) {
      Step.tap("Show")
      Step.tap("Count")
    }
    #expect(t.frames[2].printChanges == ["Presenter: _count changed.", "Detail: @self changed."])
    #expect(t.frames[2].record("Presenter/VStack/Sheet@sheet/Detail")?.initCount == 1)
  }

  /// P3: `dismiss()` from `@Environment(\.dismiss)` sets the binding to
  /// false: the content disappears and `onDismiss` runs after the pass.
  @Test func dismissFromTheContentRemovesItAndRunsOnDismiss() throws {
    let t = try trace(Presenter()) {
      Step.tap("Show")
      Step.tap("Close")
    }
    #expect(t.frames[2].nodes(.disappeared).first == "Presenter/VStack/Sheet@sheet/Detail")
    #expect(t.frames[2].actions.map(\.kind) == [.onDismiss])
    #expect(t.frames[2].sourceChanges.map(\.source) == ["Presenter._showing", "Presenter._dismissed"])
    // The presenter did not read `dismissed` or `showing`.
    #expect(t.frames[2].printChanges.isEmpty)
  }

  /// P4: `Step.dismiss` swipes the top presentation away; with nothing
  /// presented it fails with one line.
  @Test func stepDismissRemovesTheTopPresentation() throws {
    let t = try trace(Presenter()) {
      Step.tap("Show")
      Step.dismiss()
    }
    #expect(t.frames[2].nodes(.disappeared).contains("Presenter/VStack/Sheet@sheet/Detail"))
    #expect(throws: EngineError.inStep(1, "dismiss", .nothingToDo("no presentation is showing"))) {
      try trace(Presenter()) { Step.dismiss() }
    }
  }

  /// P5: `sheet(item:)`: another item is another identity; the old content
  /// disappears and the new one appears.
  @Test func anotherItemIsANewIdentity() throws {
    let t = try trace(ItemPresenter()) {
      Step.tap("Dune")
      Step.tap("Emma")
    }
    #expect(t.frames[1].nodes(.appeared).first == "ItemPresenter/VStack/Sheet@sheet/Detail#1")
    #expect(t.frames[2].nodes(.disappeared).first == "ItemPresenter/VStack/Sheet@sheet/Detail#1")
    #expect(t.frames[2].nodes(.appeared).first == "ItemPresenter/VStack/Sheet@sheet/Detail#2")
  }

  /// P6: two sheets from one place at once: the second is ignored with the
  /// warning SwiftUI logs.
  @Test func presentingTwiceIsIgnoredWithAWarning() throws {
    let t = try trace(TwoSheets()) { Step.tap("Both") }
    #expect(t.frames[1].nodes(.appeared).contains("TwoSheets/VStack/Text@1/Sheet@sheet/Detail"))
    #expect(!t.frames[1].nodes(.appeared).contains("TwoSheets/VStack/Text@2/Sheet@sheet/Detail"))
    #expect(t.frames[1].warnings.map(\.kind) == [.presentationConflict])
    #expect(t.frames[1].warnings.first?.node == "TwoSheets/VStack/Text@2/Sheet@sheet")
  }

  /// P7: an alert's buttons are tappable; a tap runs the action and
  /// dismisses the alert.
  @Test func anAlertButtonRunsItsActionAndDismisses() throws {
    let t = try trace(Deleter()) {
      Step.tap("Delete")
      Step.tap("Delete", within: "Deleter/VStack/Alert@alert")
    }
    #expect(
      t.frames[1].nodes(.appeared) == [
        "Deleter/VStack/Alert@alert/Text@0", "Deleter/VStack/Alert@alert/Button@1.0",
        "Deleter/VStack/Alert@alert/Button@1.0/Text", "Deleter/VStack/Alert@alert/Button@1.1",
        "Deleter/VStack/Alert@alert/Button@1.1/Text", "Deleter/VStack/Alert@alert/Text@2",
      ])
    #expect(t.frames[2].sourceChanges.map(\.source) == ["Deleter._deleted", "Deleter._asking"])
    #expect(t.frames[2].printChanges == ["Deleter: _deleted changed."])
    #expect(t.frames[2].nodes(.disappeared).count == 6)
  }

  /// P8: the content inherits the presenter's environment.
  @Test func theContentInheritsThePresentersEnvironment() throws {
    let t = try trace(DarkPresenter()) { Step.tap("Show") }
    let text = try #require(t.node("DarkPresenter/Button/Sheet@sheet/SchemeReader/Text"))
    #expect(text.label == "Text(\"scheme .dark\")")
  }

  /// P10: a state set just before presenting and read only inside the
  /// sheet's closure shows its old value: the closure reads the value the
  /// presenter's body last saw, and the presenter never read it (SwiftUI's
  /// well-known stale-sheet behaviour). Once read, the presenter depends on it.
  @Test func aStateReadOnlyInTheContentClosureIsStale() throws {
    let t = try trace(StalePresenter()) {
      Step.tap("Pick Dune")
      Step.dismiss()
      Step.tap("Pick Emma")
    }
    #expect(t.node("StalePresenter/Button/Sheet@sheet/Text")?.label == "Text(\"none\")")
    #expect(t.frames[1].printChanges.isEmpty)
    // The read marked `picked` as read by StalePresenter: the next pick runs its body.
    #expect(t.frames[3].printChanges == ["StalePresenter: _picked changed."])
    #expect(t.frames[3].records.first { $0.node == "StalePresenter/Button/Sheet@sheet/Text" }?.outcome == .appeared)
  }

  /// P9: a presentation on a custom view sits next to it (its body does not
  /// hold it) and presents as any other.
  @Test func aSheetOnACustomViewSitsNextToIt() throws {
    let t = try trace(CustomPresenter()) { Step.tap("Show") }
    #expect(t.frames[1].nodes(.appeared).first == "CustomPresenter/VStack/Sheet@1.sheet/Detail")
    #expect(t.frames[1].printChanges == ["Detail: @self, @identity, _dismiss changed."])
  }
}

private struct CoverPresenter: View {
  @State var showing = false
  var body: some View {
    VStack {
      Button("Cover") { showing = true }
        .fullScreenCover(isPresented: $showing) { Detail(name: "cover").onAppear {}.onDisappear {} }
      Button("Sheet") {}
    }
    .onAppear {}
    .onDisappear {}
  }
}

@MainActor @Suite struct CoverTests {
  /// P11: a full-screen cover hides what it covers: the presenter's views run
  /// onDisappear when it appears and onAppear when it goes, and stay alive.
  @Test func aFullScreenCoverHidesWhatItCovers() throws {
    let t = try trace(CoverPresenter()) {
      Step.tap("Cover")
      Step.tap("Close")
    }
    let cover = "CoverPresenter/VStack/Button@0/FullScreenCover@fullScreenCover/Detail"
    #expect(
      t.frames[1].actions.map { "\($0.kind) \($0.node)" } == [
        "onAppear \(cover)", "onDisappear CoverPresenter/VStack",
      ])
    #expect(!t.frames[1].nodes(.disappeared).contains("CoverPresenter/VStack"))
    #expect(
      t.frames[2].actions.map { "\($0.kind) \($0.node)" } == [
        "onAppear CoverPresenter/VStack", "onDisappear \(cover)",
      ])
  }
}

private struct Locked: View {
  @State var showing = false
  var body: some View {
    Button("Show") { showing = true }
      .sheet(isPresented: $showing) {
        Detail(name: "locked").interactiveDismissDisabled().presentationDetents([.medium, .large])
      }
  }
}

@MainActor @Suite struct InteractiveDismissTests {
  /// P13: `.interactiveDismissDisabled()` in the content: a swipe (`Step.dismiss`)
  /// does not dismiss it, and says so in one line; its own button still does.
  @Test func aLockedSheetRefusesTheSwipe() throws {
    #expect(
      throws: EngineError.inStep(
        2, "dismiss",
        .nothingToDo(
          "the Sheet at Locked/Button/Sheet@sheet has .interactiveDismissDisabled(): a swipe does not dismiss it "
            + "(tap one of its buttons instead)"))
    ) {
      try trace(Locked()) {
        Step.tap("Show")
        Step.dismiss()
      }
    }
    let t = try trace(Locked()) {
      Step.tap("Show")
      Step.tap("Close")
    }
    #expect(t.frames[2].nodes(.disappeared).first == "Locked/Button/Sheet@sheet/Detail")
    #expect(
      t.node("Locked/Button/Sheet@sheet/Detail")?.modifiers == [
        ".interactiveDismissDisabled(true)", ".presentationDetents([.large, .medium])",
      ])
  }
}

private struct EditorSheet: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationStack {
      Text("editing")
        .toolbar { Button("Cancel") { dismiss() } }
    }
  }
}

private struct SheetWithStack: View {
  @State var editing = false
  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) { EditorSheet() }
  }
}

@MainActor @Suite struct NestedDismissTests {
  /// P14: `dismiss()` in the root of a stack inside a sheet dismisses the
  /// sheet (the nearest presentation or pushed view is the sheet).
  @Test func dismissInASheetsStackRootDismissesTheSheet() throws {
    let t = try trace(SheetWithStack()) {
      Step.tap("Edit")
      Step.tap("Cancel")
    }
    #expect(t.frames[2].sourceChanges.map { "\($0.source) \($0.after)" } == ["SheetWithStack._editing false"])
    #expect(t.frames[2].nodes(.disappeared).first == "SheetWithStack/Button/Sheet@sheet/EditorSheet")
  }
}
