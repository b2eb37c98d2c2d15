import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@Observable final class SplitNoteStore {
  var notes: [SplitNote] = [
    SplitNote(id: 1, title: "Groceries", body: "Milk"), SplitNote(id: 2, title: "Ideas", body: "Tracer"),
  ]
  var selectedID: SplitNote.ID?
}

@Observable final class SplitNote: Identifiable, Hashable {
  let id: Int
  var title: String
  var body: String
  var pinned = false

  init(id: Int, title: String, body: String) {
    self.id = id
    self.title = title
    self.body = body
  }

  static func == (a: SplitNote, b: SplitNote) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct NotesApp: View {
  @State private var store = SplitNoteStore()
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(store.notes, selection: $store.selectedID) { note in
        Text(note.title)
      }
      .navigationTitle("Notes")
    } detail: {
      if let id = store.selectedID, let note = store.notes.first(where: { $0.id == id }) {
        NoteEditor(note: note)
      } else {
        ContentUnavailableView("Select a note", systemImage: "note.text")
      }
    }
  }
}

struct NoteEditor: View {
  @Bindable var note: SplitNote

  var body: some View {
    Form {
      TextField("Title", text: $note.title)
      Toggle("Pinned", isOn: $note.pinned)
      Grid(alignment: .leading) {
        GridRow {
          Text("Words")
          Text("\(note.body.split(separator: " ").count)")
        }
      }
      ShareLink(item: note.body)
    }
    .navigationTitle(note.title)
  }
}

@MainActor @Suite struct PastedSplitTests {
  /// A pasted split-view app: selecting a row shows its editor in the
  /// detail column; editing the title through `@Bindable` runs the editor
  /// and redraws the sidebar's row (the list read `title`); the app's body
  /// does not run.
  @Test func aPastedSplitViewAppRunsEndToEnd() throws {
    let t = try trace(NotesApp()) {
      Step.select(2)
      Step.setText("Title", to: "Plans")
    }
    #expect(t.frames[1].printChanges.first == "NotesApp: @dependencies changed.")
    #expect(t.frames[1].printChanges.contains("NoteEditor: @self changed."))
    #expect(
      t.frames[1].nodes(.appeared).first == "NotesApp/NavigationSplitView/Detail@detail/NoteEditor@if")
    // The editor and the sidebar row (built by the list, which read the title) update; the app does not.
    #expect(t.frames[2].printChanges == ["NoteEditor: @dependencies changed."])
    #expect(t.frames[2].nodes(.redrawn).contains("NotesApp/NavigationSplitView/Sidebar@sidebar/List/Text#2"))
    #expect(t.frames.allSatisfy { $0.warnings.isEmpty })
  }
}
