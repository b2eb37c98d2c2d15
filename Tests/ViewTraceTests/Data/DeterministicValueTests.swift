import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// Models whose ids are `UUID()` (the commonest id in iOS code): the values
/// print the ids as the run names them (`UUID-1`), as identities do, so two
/// runs of one scenario give the same trace.
private struct Item: Identifiable, Equatable {
  let id = UUID()
  var title: String
}

private struct ItemList: View {
  @State var items = [Item(title: "Milk"), Item(title: "Eggs")]
  var body: some View {
    VStack {
      ForEach(items) { item in ItemRow(item: item) }
      Button("Add bread") { items.append(Item(title: "Bread")) }
    }
  }
}

/// A model stamped with the wall clock, as an app stamps a new note.
private struct StampedNote: Identifiable, Equatable {
  let id = UUID()
  var text: String
  var created = Date()
  var due = Date().addingTimeInterval(3600)
}

private struct StampedNoteList: View {
  @State var notes = [StampedNote(text: "first")]
  @State var opened = ScenarioClock.now
  var body: some View {
    VStack {
      ForEach(notes) { (note: StampedNote) in Text(note.text) }
      Button("Add") { notes.append(StampedNote(text: "second")) }
      Button("Open") { opened = ScenarioClock.now.addingTimeInterval(60) }
    }
  }
}

private struct ItemRow: View {
  let item: Item
  var body: some View { Text(item.title) }
}

@MainActor
@Suite struct DeterministicValueTests {
  func run() throws -> (Trace, String) {
    let trace = try trace(ItemList()) { Step.tap("Add bread") }
    return (trace, String(decoding: try TraceCoding.encode(trace), as: UTF8.self))
  }

  @Test func uuidsInValuesPrintAsTheRunNamesThem() throws {
    let (trace, json) = try run()
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.before.contains("id: UUID-1, title: \"Milk\""), "\(change.before)")
    #expect(change.after.contains("title: \"Bread\""))
    #expect(change.after.contains("UUID-3"), "\(change.after)")
    #expect(json.range(of: #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#, options: .regularExpression) == nil)
    // Rows are identified by the same names.
    #expect(trace.nodes.contains { $0.id.hasSuffix("ItemRow@0#UUID-1") })
  }

  @Test func twoRunsGiveTheSameTraceJSON() throws {
    #expect(try run().1 == run().1)
  }

  func runNotes() throws -> (Trace, String) {
    let trace = try trace(StampedNoteList()) {
      Step.tap("Add")
      Step.tap("Open")
    }
    return (trace, String(decoding: try TraceCoding.encode(trace), as: UTF8.self))
  }

  /// `Date()` read while the run goes on prints as a name (`Date-1`); a
  /// date of the scenario clock prints as it is.
  @Test func clockDatesInValuesPrintAsTheRunNamesThem() throws {
    let (trace, json) = try runNotes()
    let added = try #require(trace.frames[1].sourceChanges.first)
    #expect(added.after.contains(#"text: "second", created: Date-"#), "\(added.after)")
    #expect(added.diff?.first?.hasPrefix(#"notes: inserted [1] StampedNote(id: UUID-2, text: "second", created: Date-"#) == true)
    let opened = try #require(trace.frames[2].sourceChanges.first)
    #expect(opened.before == "2024-05-08 12:42:00 +0000")
    #expect(opened.after == "2024-05-08 12:43:00 +0000")
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    #expect(!json.contains("\(year)-"))
  }

  /// A UUID kept as text (`UUID().uuidString`, a common server id) is named
  /// too: strings take the fast path of numbers, not a path without names.
  @Test func aUUIDHeldAsAStringIsNamed() throws {
    struct Session: View {
      @State var token = "none"
      var body: some View {
        VStack {
          Text(token)
          Button("Sign in") { token = UUID().uuidString }
        }
      }
    }
    let trace = try trace(Session()) { Step.tap("Sign in") }
    let change = try #require(trace.frames[1].sourceChanges.first)
    #expect(change.before == #""none""#)
    #expect(change.after.range(of: #"^"UUID-[0-9]+"$"#, options: .regularExpression) != nil, "\(change.after)")
  }

  @Test func twoRunsWithClockDatesGiveTheSameTraceJSON() throws {
    #expect(try runNotes().1 == runNotes().1)
  }
}
