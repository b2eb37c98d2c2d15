import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@Observable final class Note {
  var title = "a"
  var body = "b"
  @ObservationIgnored var cache = 0
}

/// A model no view holds: reached through a global.
@MainActor let globalNote = Note()

private struct GlobalReader: View {
  var body: some View { Text(globalNote.body) }
}

private struct NoteView: View {
  var note: Note
  var body: some View { Text(note.title) }
}

private struct Notes: View {
  @State var first = Note()
  @State var second = Note()
  @State var showSecond = false
  var body: some View {
    VStack {
      NoteView(note: first)
      if showSecond { NoteView(note: second) }
    }
  }
}

/// Reads the title, then a sibling's body overwrites it.
private struct TitleThenOverwrite: View {
  @State var note = Note()
  var body: some View {
    VStack {
      NoteView(note: note)
      Overwriter(note: note)
    }
  }
}

private struct Overwriter: View {
  var note: Note
  var body: some View {
    note.title = "written in body"
    return Text("overwriter")
  }
}

@MainActor
@Suite struct ObservationTests {
  /// The toolchain's `@Observable` setter sends nothing for an equal value, so
  /// no view runs: the macro's code decides this, not the engine (the
  /// disputed "same-value writes" rule has no engine option for that reason).
  @Test func writingAnEqualValueToAnObservablePropertyInvalidatesNothing() throws {
    let t = try trace(Notes()) { Step.mutate("title = same", on: Notes.self) { $0.first.title = "a" } }
    #expect(t.frames[1].records.isEmpty && t.frames[1].sourceChanges.isEmpty)
  }

  @Test func severalChangesInOneEventMakeOneEvaluation() throws {
    let t = try trace(Notes()) {
      Step.mutate("title twice", on: Notes.self) {
        $0.first.title = "x"
        $0.first.title = "y"
      }
    }
    #expect(t.frames[1].printChanges == ["NoteView: @dependencies changed."])
    let reason = try #require(t.frames[1].record("Notes/VStack/NoteView@0")?.reasons.first)
    #expect(reason.changes == [ValueChange(name: "title", before: "\"a\"", after: "\"y\"")])
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Note#1.title", before: "\"a\"", after: "\"y\"")])
  }

  @Test func twoInstancesOfOneTypeAreToldApart() throws {
    let t = try trace(Notes()) {
      Step.mutate("show second", on: Notes.self) { $0.showSecond = true }
      Step.mutate("second.title", on: Notes.self) { $0.second.title = "z" }
    }
    #expect(t.frames[2].printChanges == ["NoteView: @dependencies changed."])
    #expect(t.frames[2].records.map(\.node) == ["Notes/VStack/NoteView@1.if", "Notes/VStack/NoteView@1.if/Text"])
    #expect(t.frames[2].sourceChanges.map(\.source) == ["Note#2.title"])
  }

  @Test func observationIgnoredAndUnreadPropertiesNeverInvalidate() throws {
    let t = try trace(Notes()) {
      Step.mutate("cache", on: Notes.self) { $0.first.cache = 9 }
      Step.mutate("body", on: Notes.self) { $0.first.body = "new" }
    }
    #expect(t.frames[1].records.isEmpty && t.frames[2].records.isEmpty)
  }

  @Test func aViewThatDisappearsStopsObserving() throws {
    let t = try trace(Notes()) {
      Step.mutate("show second", on: Notes.self) { $0.showSecond = true }
      Step.mutate("hide second", on: Notes.self) { $0.showSecond = false }
      Step.mutate("second.title", on: Notes.self) { $0.second.title = "z" }
    }
    #expect(t.frames[3].records.isEmpty)
    let edge = try #require(t.edges.first { $0.source == "Note#2.title" })
    #expect(edge.since == 1 && edge.until == 2)
  }

  @Test func aGlobalModelIsTrackedThoughItsValuesCannotBeShown() throws {
    let t = try trace(GlobalReader()) {
      Step.mutate("global body", on: GlobalReader.self) { _ in globalNote.body = "changed" }
    }
    #expect(t.frames[1].printChanges == ["GlobalReader: @dependencies changed."])
    let reason = try #require(t.frames[1].record("GlobalReader")?.reasons.first)
    #expect(reason.property == "Note.<String>")
    #expect(reason.source?.hasSuffix(".<String>") == true)
  }

  @Test func aPropertyWrittenWhileAnotherBodyRunsDropsTheInvalidationAndIsReported() throws {
    let t = try trace(TitleThenOverwrite())
    #expect(t.frames[0].warnings.map(\.kind) == [.observableWriteDuringBody])
    #expect(t.frames[0].warnings.first?.node == "TitleThenOverwrite/VStack/Overwriter@1")
    #expect(t.frames[0].warnings.first?.message.hasSuffix("the invalidation of NoteView was dropped") == true)
    #expect(t.frames.count == 1)
  }
}

/// Reads two properties of one model; a button changes both in one action.
private struct BothFields: View {
  @State var note = Note()
  var body: some View {
    VStack {
      NoteBoth(note: note)
      Button("Edit both") {
        note.title = "c"
        note.body = "d"
      }
    }
  }
}

private struct NoteBoth: View {
  var note: Note
  var body: some View { Text(note.title + note.body) }
}

@MainActor
@Suite struct ObservationPrintChangesTests {
  /// SwiftUI prints each `_printChanges` token once: a body whose two
  /// `@Observable` dependencies changed prints `@dependencies changed.`, not
  /// `@dependencies, @dependencies changed.` (one reason is still recorded
  /// per property, so the trace names both changes).
  @Test func twoChangedObservablePropertiesPrintDependenciesOnce() throws {
    let trace = try trace(BothFields()) { Step.tap("Edit both") }
    #expect(lines(trace.frames[1].printChanges, of: ["NoteBoth"]) == ["NoteBoth: @dependencies changed."])
    let record = try #require(trace.frames[1].records.first { $0.node.contains("NoteBoth") })
    #expect(record.reasons.filter { $0.kind == .dependencies }.count == 2)
  }
}
