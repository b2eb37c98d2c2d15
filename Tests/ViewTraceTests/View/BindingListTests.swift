import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Lists and ForEach over bindings (`id:`, `selection:`, `editActions:`) and
// outlines (`children:`); docs/rules.md, "More documented forms (the inventory)".

private struct Task: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
  var subtasks: [Task]? = nil
}

private func tasks(_ count: Int) -> [Task] { (0..<count).map { Task(id: $0, title: "task \($0)") } }

private struct TaskRow: View {
  @Binding var task: Task
  var body: some View { Toggle(task.title, isOn: $task.done) }
}

private struct Keyed: View {
  @State var items = tasks(3)
  @State var picked: Int?
  var body: some View {
    List($items, id: \.id, selection: $picked) { $item in Toggle(item.title, isOn: $item.done) }
  }
}

private struct Deletable: View {
  @State var items = tasks(3)
  var body: some View {
    List($items, editActions: .delete) { $item in TaskRow(task: $item) }
  }
}

private struct Movable: View {
  @State var items = tasks(3)
  var body: some View {
    List {
      ForEach($items, id: \.id, editActions: .all) { $item in Text(item.title) }
    }
  }
}

private struct Counted: View {
  @State var items = tasks(3)
  var body: some View {
    VStack {
      Text("\(items.count) tasks")
      List($items, editActions: .delete) { $item in Text(item.title) }
    }
  }
}

private struct Outline: View {
  @State var items = [
    Task(id: 1, title: "Home", subtasks: [Task(id: 3, title: "Dishes")]),
    Task(id: 2, title: "Work"),
  ]
  var body: some View {
    List($items, children: \.subtasks) { $item in
      VStack {
        Text(item.title)
        Toggle("done \(item.id)", isOn: $item.done)
      }
    }
  }
}

private struct PlainOutline: View {
  let items = [Task(id: 1, title: "Home", subtasks: [Task(id: 3, title: "Dishes")]), Task(id: 2, title: "Work")]
  @State var picked: Set<Int> = []
  var body: some View {
    List(items, children: \.subtasks, selection: $picked) { item in Text(item.title) }
  }
}

@MainActor @Suite struct BindingListTests {
  /// `List($items, id: \.id)`: the key path is the element's id; rows get
  /// bindings (a toggle redraws alone), and a selection step writes the binding.
  @Test func aKeyedListOverABindingIdentifiesRowsByTheElementsID() throws {
    let t = try trace(Keyed()) {
      Step.toggle("task 1")
      Step.select(2)
    }
    #expect(
      t.frames[0].nodes(.appeared) == [
        "Keyed", "Keyed/List", "Keyed/List/Toggle#0", "Keyed/List/Toggle#1", "Keyed/List/Toggle#2",
      ])
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(t.frames[1].nodes(.redrawn) == ["Keyed/List/Toggle#1"])
    #expect(t.frames[2].sourceChanges.map(\.after) == ["2"])
    #expect(t.frames[2].nodes(.redrawn) == ["Keyed/List"])
  }

  /// `editActions: .delete`: `Step.deleteRows` removes the element from the
  /// bound collection. The list, which read the collection to make its rows,
  /// is rebuilt; the parent only passed `$items` and does not run; the
  /// deleted row's identity disappears with its toggle. The rows that stay
  /// read the collection through their `@Binding` and run (R1): the first
  /// with `_task` only, the last also `@self`, its binding now pointing at
  /// offset 1 instead of 2.
  @Test func deletingThroughEditActionsWritesTheBoundCollection() throws {
    let t = try trace(Deletable()) { Step.deleteRows(at: [1]) }
    let frame = t.frames[1]
    #expect(frame.sourceChanges.map(\.source) == ["Deletable._items"])
    #expect(frame.printChanges == ["TaskRow: _task changed.", "TaskRow: @self, _task changed."])
    #expect(frame.evaluated == ["Deletable/List/TaskRow#0", "Deletable/List/TaskRow#2"])
    #expect(frame.nodes(.disappeared) == ["Deletable/List/TaskRow#1", "Deletable/List/TaskRow#1/Toggle"])
    #expect(frame.nodes(.appeared).isEmpty && frame.nodes(.redrawn).isEmpty)
    #expect(frame.record("Deletable")?.outcome == nil)
  }

  /// A view that reads the collection runs when a row is deleted.
  @Test func aDeletionRunsTheBodiesThatReadTheCollection() throws {
    let t = try trace(Counted()) { Step.deleteRows(at: [0]) }
    let frame = t.frames[1]
    #expect(frame.printChanges == ["Counted: _items changed."])
    #expect(frame.nodes(.redrawn) == ["Counted/VStack/Text@0"])
    #expect(frame.nodes(.disappeared) == ["Counted/VStack/List@1/Text#0"])
  }

  /// `ForEach($items, id:editActions: .all)` in a list: `Step.moveRows`
  /// moves the elements; rows keep their identities. A list whose edit
  /// actions are only `.delete` has nothing to move.
  @Test func movingThroughEditActionsKeepsIdentities() throws {
    let t = try trace(Movable()) { Step.moveRows(from: [0], to: 3) }
    let frame = t.frames[1]
    #expect(frame.nodes(.appeared).isEmpty && frame.nodes(.disappeared).isEmpty)
    let after = frame.sourceChanges.first?.after ?? ""
    let order = ["id: 1", "id: 2", "id: 0"].compactMap { after.range(of: $0)?.lowerBound }
    #expect(order.count == 3 && order == order.sorted())
    // `.delete` alone offers no move.
    #expect(throws: EngineError.self) { try trace(Deletable()) { Step.moveRows(from: [0], to: 2) } }
  }

  /// `List($items, children:)`: a row with children is a disclosure group;
  /// expanding it makes the children's rows, whose bindings write through the
  /// parent's children.
  @Test func anOutlineOfBindingsExpandsAndWritesThroughItsParent() throws {
    let t = try trace(Outline()) {
      Step.expand("Home")
      Step.toggle("done 3")
    }
    #expect(
      t.frames[0].nodes(.appeared).filter { !$0.hasSuffix("Text@0") && !$0.hasSuffix("Toggle@1") } == [
        "Outline", "Outline/List", "Outline/List/DisclosureGroup#1", "Outline/List/DisclosureGroup#1/VStack@0",
        "Outline/List/VStack#2",
      ])
    #expect(t.frames[1].nodes(.appeared).first == "Outline/List/DisclosureGroup#1/VStack@1#3")
    #expect(t.frames[2].printChanges.isEmpty)
    #expect(t.frames[2].nodes(.redrawn) == ["Outline/List/DisclosureGroup#1/VStack@1#3/Toggle@1"])
    #expect(t.frames[2].sourceChanges.first?.diff?.contains { $0.contains("subtasks") } == true)
  }

  /// An outline of values takes a selection: its top-level rows are selectable by id.
  @Test func anOutlineListSelectsItsTopLevelRows() throws {
    let t = try trace(PlainOutline()) { Step.select(2) }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["[2]"])
    #expect(t.frames[0].nodes(.appeared).contains("PlainOutline/List/DisclosureGroup#1/Text@0"))
  }
}
