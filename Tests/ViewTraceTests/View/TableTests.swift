import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Tables: lazy rows identified by their values' ids, a cell per shown column,
// selection, sort order, outline rows and column customization;
// docs/rules.md, "More documented forms (the inventory)".

private struct Person: Identifiable, Equatable {
  let id: Int
  var name: String
  var age: Int
  var children: [Person]? = nil
}

private let crew = [
  Person(id: 1, name: "Ann", age: 30), Person(id: 2, name: "Bo", age: 40), Person(id: 3, name: "Cy", age: 50),
]

private struct AgeCell: View {
  let age: Int
  var body: some View { Text("\(age)") }
}

private struct People: View {
  @State var people = crew
  @State var selection: Set<Int> = []
  @State var sortOrder = [KeyPathComparator(\Person.name)]
  var body: some View {
    Table(people, selection: $selection, sortOrder: $sortOrder) {
      TableColumn("Name", value: \.name)
      TableColumn("Age", value: \.age) { person in AgeCell(age: person.age) }
    }
    .onChange(of: sortOrder) { _, order in people.sort(using: order) }
  }
}

private struct Written: View {
  @State var people = crew
  @State var picked: Int?
  var body: some View {
    Table(of: Person.self, selection: $picked) {
      TableColumn("Name", value: \.name)
    } rows: {
      TableRow(Person(id: 0, name: "Lead", age: 60))
      ForEach(people) { person in TableRow(person) }
    }
  }
}

private struct Tree: View {
  let people = [
    Person(id: 1, name: "Ann", age: 30, children: [Person(id: 4, name: "Di", age: 5)]),
    Person(id: 2, name: "Bo", age: 40),
  ]
  var body: some View {
    Table(people, children: \.children) {
      TableColumn("Name", value: \.name)
    }
  }
}

private struct Customized: View {
  @State var columns = TableColumnCustomization<Person>()
  var body: some View {
    Table(crew, columnCustomization: $columns) {
      TableColumn("Name", value: \.name).customizationID("name")
      TableColumn("Age") { person in AgeCell(age: person.age) }.customizationID("age").width(60)
    }
  }
}

private struct Ticking: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Button("tick \(tick)") { tick += 1 }
      Table(crew) {
        TableColumn("Name", value: \.name)
        TableColumn("Age") { person in AgeCell(age: person.age) }
      }
    }
  }
}

private let wide = EngineOptions(viewport: Viewport(width: 1024, height: 768))

@MainActor @Suite struct TableTests {
  /// On a phone (compact width) a table shows its first column only: a
  /// `TableRow` per value, identified by its id, holding the first column's cell.
  @Test func aPhoneShowsTheFirstColumnOfEachRow() throws {
    let t = try trace(People())
    #expect(
      t.frames[0].nodes(.appeared) == [
        "People", "People/Table", "People/Table/TableRow#1", "People/Table/TableRow#1/Text@0",
        "People/Table/TableRow#2", "People/Table/TableRow#2/Text@0", "People/Table/TableRow#3",
        "People/Table/TableRow#3/Text@0",
      ])
    #expect(t.node("People/Table/TableRow#2/Text@0")?.label == "Text(\"Bo\")")
    #expect(
      t.node("People/Table")?.label
        == "Table(columns: [\"Name\", \"Age\"], selection: [], sortOrder: [\"Name\" .forward])")
    #expect(t.frames[0].printChanges == ["People: @self, @identity, _people, _selection, _sortOrder changed."])
  }

  /// A wide viewport shows every column: a custom cell is a view of its row,
  /// at its column's index.
  @Test func aWideViewportShowsEveryColumn() throws {
    let t = try trace(People(), options: wide)
    let appeared = t.frames[0].nodes(.appeared)
    #expect(
      appeared.filter { $0.hasPrefix("People/Table/TableRow#1") } == [
        "People/Table/TableRow#1", "People/Table/TableRow#1/Text@0", "People/Table/TableRow#1/AgeCell@1",
        "People/Table/TableRow#1/AgeCell@1/Text",
      ])
    #expect(t.frames[0].printChanges.filter { $0.hasPrefix("AgeCell") }.count == 3)
  }

  /// A changed value runs only its own row's cells: the other rows' custom
  /// cells are re-created and compare equal.
  @Test func changingOneValueRunsOnlyItsRowsCells() throws {
    let t = try trace(People(), options: wide) {
      Step.mutate("Bo turns 41", on: People.self) { $0.people[1].age = 41 }
      Step.mutate("Ann renamed", on: People.self) { $0.people[0].name = "Anne" }
    }
    let older = t.frames[1]
    #expect(older.printChanges == ["People: _people changed.", "AgeCell: @self changed."])
    #expect(older.evaluated == ["People", "People/Table/TableRow#2/AgeCell@1"])
    #expect(older.nodes(.redrawn) == ["People/Table/TableRow#2/AgeCell@1/Text"])
    #expect(
      older.nodes(.initOnly) == ["People/Table/TableRow#1/AgeCell@1", "People/Table/TableRow#3/AgeCell@1"])
    let renamed = t.frames[2]
    #expect(renamed.printChanges == ["People: _people changed."])
    #expect(renamed.nodes(.redrawn) == ["People/Table/TableRow#1/Text@0"])
  }

  /// A parent that runs again with equal data and columns keeps the rows as
  /// they are (R2): no cell is re-created or compared.
  @Test func anEqualTableKeepsItsRows() throws {
    let t = try trace(Ticking(), options: wide) { Step.tap("tick 0") }
    #expect(t.frames[0].printChanges.filter { $0.hasPrefix("AgeCell") }.count == 3)
    #expect(t.frames[1].printChanges == ["Ticking: _tick changed."])
    #expect(t.frames[1].records.map(\.node).filter { $0.contains("TableRow") }.isEmpty)
  }

  /// `Step.select` writes the selection binding; the table draws it (redrawn),
  /// no body runs.
  @Test func selectingARowWritesTheBinding() throws {
    let t = try trace(People()) {
      Step.select(2)
      Step.select(3)
    }
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(t.frames[1].nodes(.redrawn) == ["People/Table"])
    #expect(t.frames[1].sourceChanges.map(\.after) == ["[2]"])
    #expect(
      t.frames[2].record("People/Table")?.reasons.first?.changes.first?.after
        == "Table(columns: [\"Name\", \"Age\"], selection: [2, 3], sortOrder: [\"Name\" .forward])")
    let single = try trace(Written()) { Step.select(0) }
    #expect(single.frames[1].sourceChanges.map(\.after) == ["0"])
  }

  /// The sort order is drawn, not applied: the app sorts in `onChange`, and
  /// the rows follow the data with their identities.
  @Test func theAppSortsItsDataOnASortOrderChange() throws {
    let t = try trace(People()) {
      Step.mutate("sort by name, reversed", on: People.self) {
        $0.sortOrder = [KeyPathComparator(\Person.name, order: .reverse)]
      }
    }
    let frame = t.frames[1]
    #expect(
      frame.record("People/Table")?.reasons.first?.changes.first?.after
        == "Table(columns: [\"Name\", \"Age\"], selection: [], sortOrder: [\"Name\" .reverse])")
    #expect(frame.actions.map(\.kind) == [.onChange])
    // The action's write is a second pass of the frame: the rows follow the
    // sorted data, keeping their identities.
    #expect(frame.printChanges == ["People: _sortOrder changed.", "People: _people changed."])
    #expect(frame.nodes(.appeared).isEmpty && frame.nodes(.disappeared).isEmpty)
    #expect(frame.nodes(.redrawn) == ["People/Table"])
  }

  /// Rows written out: a `TableRow` on its own is identified by its value's
  /// id at its position, the `ForEach`'s rows by their ids.
  @Test func writtenRowsAreIdentifiedByTheirValues() throws {
    let t = try trace(Written())
    #expect(
      t.frames[0].nodes(.appeared).filter { $0.hasSuffix("Text@0") } == [
        "Written/Table/TableRow@0#0/Text@0", "Written/Table/TableRow@1#1/Text@0",
        "Written/Table/TableRow@1#2/Text@0", "Written/Table/TableRow@1#3/Text@0",
      ])
  }

  /// `children:` makes outline rows: a row with children is a disclosure
  /// group labelled by its cells; expanding it makes its children's rows.
  @Test func outlineRowsExpandIntoTheirChildren() throws {
    let t = try trace(Tree()) { Step.expand("Ann") }
    #expect(
      t.frames[0].nodes(.appeared) == [
        "Tree", "Tree/Table", "Tree/Table/DisclosureGroup#1", "Tree/Table/DisclosureGroup#1/TableRow@0",
        "Tree/Table/DisclosureGroup#1/TableRow@0/Text@0", "Tree/Table/TableRow#2", "Tree/Table/TableRow#2/Text@0",
      ])
    #expect(
      t.frames[1].nodes(.appeared) == [
        "Tree/Table/DisclosureGroup#1/TableRow@1#4", "Tree/Table/DisclosureGroup#1/TableRow@1#4/Text@0",
      ])
  }

  /// A column customization hides the columns it hides: a new value redraws
  /// the table and removes the cells.
  @Test func aColumnCustomizationHidesColumns() throws {
    let t = try trace(Customized(), options: wide) {
      Step.mutate("hide age", on: Customized.self) { $0.columns[visibility: "age"] = .hidden }
    }
    #expect(t.frames[0].nodes(.appeared).contains("Customized/Table/TableRow#1/AgeCell@1"))
    #expect(t.node("Customized/Table")?.label == "Table(columns: [\"Name\", \"Age\".width(60)], hidden: [])")
    let frame = t.frames[1]
    #expect(
      frame.record("Customized/Table")?.reasons.first?.changes.first?.after
        == "Table(columns: [\"Name\", \"Age\".width(60)], hidden: [\"Age\"])")
    #expect(frame.printChanges.isEmpty)
    #expect(frame.nodes(.redrawn) == ["Customized/Table"])
    #expect(frame.nodes(.disappeared).filter { $0.hasSuffix("AgeCell@1") }.count == 3)
  }
}
