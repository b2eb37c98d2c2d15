import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Lists and laziness (L1-L12), one test per rule; docs/rules.md, "Lists and laziness".

private struct Item: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var done = false
}

private func makeItems(_ count: Int) -> [Item] { (0..<count).map { Item(id: $0, name: "item \($0)") } }

private struct Row: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) taps \(taps)") { taps += 1 }
      .onAppear {}
      .onDisappear {}
  }
}

private struct Feed: View {
  @State var items = makeItems(100)
  @State var other = 0
  var body: some View {
    List(items) { item in Row(name: item.name) }
  }
}

private struct Stacks: View {
  let lazy: Bool
  var body: some View {
    ScrollView {
      if lazy {
        LazyVStack { ForEach(0..<100, id: \.self) { i in Row(name: "\(i)") } }
      } else {
        VStack { ForEach(0..<100, id: \.self) { i in Row(name: "\(i)") } }
      }
    }
  }
}

private struct Grid: View {
  let columns: [GridItem]
  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns) { ForEach(0..<200, id: \.self) { i in Text("\(i)") } }
    }
  }
}

private struct Ranged: View {
  @State var count = 2
  var body: some View {
    VStack {
      ForEach(0..<count) { i in Text("row \(i)") }
      Button("more") { count += 1 }
    }
  }
}

private struct Checklist: View {
  @State var items = makeItems(3)
  var body: some View {
    List {
      ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }
    }
  }
}

private struct Picking: View {
  @State var selected: Int?
  @State var many: Set<Int> = []
  let multiple: Bool
  var body: some View {
    if multiple {
      List(makeItems(3), selection: $many) { item in Text(item.name) }
    } else {
      List(makeItems(3), selection: $selected) { item in Text(item.name) }
    }
  }
}

private struct Editable: View {
  @State var items: [Item]
  var body: some View {
    List {
      ForEach(items) { item in Row(name: item.name) }
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private struct Sections: View {
  var body: some View {
    Form {
      Section("Title") { Text("a") }
      Section {
        Text("b")
      } header: {
        Text("Header")
      } footer: {
        Text("Footer")
      }
      Section(header: Text("Old"), footer: Text("Style")) { Text("c") }
    }
    .formStyle(.grouped)
  }
}

private struct Styled: View {
  var body: some View {
    List {
      Text("a").listRowSeparator(.hidden).listRowInsets(EdgeInsets(top: 1))
    }
    .listStyle(.plain)
  }
}

private func rows(_ names: [String], prefix: String) -> [String] { names.filter { $0.hasPrefix(prefix) } }

@MainActor @Suite struct ListTests {
  /// L1: a List makes only the rows in view: 20 rows of 44 points on a phone.
  @Test func l1_aListMakesOnlyTheRowsInView() throws {
    let t = try trace(Feed())
    let made = t.frames[0].nodes(.appeared).filter { $0.hasPrefix("Feed/List/Row#") && !$0.contains("/Button") }
    #expect(made == (0..<20).map { "Feed/List/Row#\($0)" })
    #expect(t.frames[0].printChanges.filter { $0.hasPrefix("Row:") }.count == 20)
    let small = try Scenario("small", root: { Feed() }) {}.viewport(.rows(5)).run()
    #expect(small.frames[0].printChanges.filter { $0.hasPrefix("Row:") }.count == 5)
  }

  /// L2: scrolling makes the rows that come into view (init, body, onAppear)
  /// without the parent's body; rows that leave run onDisappear and stay.
  @Test func l2_scrollingMakesRowsComingIntoViewWithoutTheParent() throws {
    let t = try trace(Feed()) { Step.scroll(by: 440) }
    let frame = t.frames[1]
    #expect(frame.evaluated == (20..<30).map { "Feed/List/Row#\($0)" })
    #expect(frame.nodes(.appeared).filter { !$0.contains("/Button") } == (20..<30).map { "Feed/List/Row#\($0)" })
    #expect(frame.nodes(.disappeared).isEmpty)
    #expect(frame.printChanges == Array(repeating: "Row: @self, @identity, _taps changed.", count: 10))
    let disappeared = frame.actions.filter { $0.kind == .onDisappear }.map(\.node)
    #expect(disappeared == (0..<10).map { "Feed/List/Row#\($0)/Button" })
    #expect(frame.actions.filter { $0.kind == .onAppear }.count == 10)
  }

  /// L3: a row scrolled out of view and back keeps its state; it runs
  /// onAppear again and is neither made nor evaluated again.
  @Test func l3_aRowScrolledBackKeepsItsStateAndRunsOnAppear() throws {
    let t = try trace(Feed()) {
      Step.tap("item 0 taps 0")
      Step.scroll(by: 880)
      Step.scroll(by: -880)
      Step.tap("item 0 taps 1")
    }
    let away = t.frames[2]
    #expect(away.nodes(.disappeared).isEmpty)
    let back = t.frames[3]
    #expect(back.evaluated.isEmpty)
    #expect(back.nodes(.appeared).isEmpty)
    #expect(back.actions.filter { $0.kind == .onAppear }.map(\.node) == (0..<20).map { "Feed/List/Row#\($0)/Button" })
    // The row kept its state: its button still reads "taps 1".
    #expect(t.frames[4].printChanges == ["Row: _taps changed."])
  }

  /// L4: a VStack in a ScrollView makes every row; a LazyVStack only those in view.
  @Test func l4_aVStackInAScrollViewMakesEveryRowALazyVStackOnlyThoseInView() throws {
    let eager = try trace(Stacks(lazy: false))
    let lazy = try trace(Stacks(lazy: true))
    #expect(eager.frames[0].printChanges.filter { $0.hasPrefix("Row:") }.count == 100)
    #expect(lazy.frames[0].printChanges.filter { $0.hasPrefix("Row:") }.count == 20)
    let scrolled = try trace(Stacks(lazy: true)) { Step.scroll(to: 50) }
    // Just enough to show row 50: rows 31...50 are in view; rows 20...30 are never made.
    #expect(scrolled.frames[1].evaluated == (31...50).map { "Stacks/ScrollView/LazyVStack@if/Row#\($0)" })
  }

  /// L5: a lazy grid makes the lines in view; a line holds one row per fixed
  /// or flexible column, and as many as fit for an adaptive one.
  @Test func l5_aLazyGridMakesTheLinesInView() throws {
    let three = try trace(Grid(columns: [GridItem(), GridItem(), GridItem(.fixed(50))]))
    #expect(three.frames[0].nodes(.appeared).filter { $0.contains("/Text#") }.count == 60)
    let adaptive = try trace(Grid(columns: [GridItem(.adaptive(minimum: 100))]))
    // (390 + 8) / (100 + 8) = 3 columns.
    #expect(adaptive.frames[0].nodes(.appeared).filter { $0.contains("/Text#") }.count == 60)
    #expect(three.node("Grid/ScrollView/LazyVGrid")?.label == "LazyVGrid(columns: [.flexible, .flexible, .fixed(50)])")
  }

  /// L6: `ForEach(0..<n)` given another count logs SwiftUI's warning and
  /// keeps the range it was made with.
  @Test func l6_forEachOverAChangingRangeWarnsAndKeepsItsRange() throws {
    let t = try trace(Ranged()) { Step.tap("more") }
    let frame = t.frames[1]
    #expect(frame.warnings.map(\.kind) == [.nonConstantForEach])
    #expect(
      frame.warnings.first?.message
        == "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be "
        + "used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and "
        + "provide an explicit `id`!")
    #expect(frame.nodes(.appeared).isEmpty)
  }

  /// L7: `ForEach($items) { $item in }` gives each row a binding to its
  /// element: a toggle redraws from it; the parent, which only made `$items`, does not run.
  @Test func l7_forEachOverBindingsGivesRowsBindings() throws {
    let t = try trace(Checklist()) { Step.toggle("item 1") }
    let frame = t.frames[1]
    #expect(frame.printChanges.isEmpty)
    #expect(frame.nodes(.redrawn) == ["Checklist/List/Toggle#1"])
    #expect(frame.sourceChanges.count == 1)
  }

  /// L8: `Step.select` writes a row's id to the list's selection; the list
  /// draws it (redrawn), the parent that only passed the binding does not run.
  @Test func l8_selectingARowRedrawsTheList() throws {
    let single = try trace(Picking(multiple: false)) { Step.select(2) }
    #expect(single.frames[1].printChanges.isEmpty)
    #expect(single.frames[1].nodes(.redrawn) == ["Picking/List@else"])
    #expect(single.node("Picking/List@else")?.label == "List(selection: nil)")
    let many = try trace(Picking(multiple: true)) {
      Step.select(2)
      Step.select(0)
      Step.select(2)
    }
    let after = many.frames.dropFirst().map { $0.sourceChanges.map(\.after) }
    #expect(after[0] == ["[2]"] && after[2] == ["[0]"])
    #expect(Set(after[1]) == ["[0, 2]"])  // a Set prints sorted, whatever the hash seed
  }

  /// L9: `Step.deleteRows` runs `.onDelete` with the offsets: the deleted
  /// row's identity disappears and its state is freed.
  @Test func l9_deletingRowsRunsOnDelete() throws {
    let t = try trace(Editable(items: makeItems(3))) { Step.deleteRows(at: [1]) }
    let frame = t.frames[1]
    #expect(
      frame.nodes(.disappeared) == [
        "Editable/List/Row#1", "Editable/List/Row#1/Button", "Editable/List/Row#1/Button/Text",
      ])
    #expect(frame.printChanges == ["Editable: _items changed."])
  }

  /// L10: `Step.moveRows` runs `.onMove`: rows keep their identities (no
  /// appear, no disappear), re-created in their new order.
  @Test func l10_movingRowsRunsOnMove() throws {
    let t = try trace(Editable(items: makeItems(3))) { Step.moveRows(from: [0], to: 3) }
    let frame = t.frames[1]
    #expect(frame.nodes(.appeared).isEmpty && frame.nodes(.disappeared).isEmpty)
    #expect(frame.nodes(.initOnly) == ["Editable/List/Row#1", "Editable/List/Row#2", "Editable/List/Row#0"])
  }

  /// L11: a step whose target does not exist throws one line naming what does.
  @Test func l11_missingTargetsNameTheLiveChoices() throws {
    func message(_ root: some View, _ step: Step) -> String {
      do {
        _ = try Scenario("bad", root: { root }) { step }.run()
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(
      message(Editable(items: []), Step.deleteRows(at: [0]))
        == "step 1 \"delete rows [0]\": no row offset of Editable/List titled \"0\" (none is live)")
    #expect(
      message(Editable(items: makeItems(2)), Step.scroll(by: 10, in: "Editable/Missing"))
        == "step 1 \"scroll by 10 in Editable/Missing\": no live scroll view, list or form at Editable/Missing "
        + "(live views of that type: Editable/List)")
    #expect(
      message(Picking(multiple: false), Step.select(7))
        == "step 1 \"select 7\": no row of Picking/List@else titled \"7\" (live: \"0\", \"1\", \"2\")")
    #expect(message(Ranged(), Step.scroll(by: 10)).contains("no live scroll view, list or form"))
    #expect(message(Editable(items: makeItems(2)), Step.deleteRows(at: [5])).contains("live: \"0: 0\", \"1: 1\""))
  }

  /// L12: sections take each initializer; header and footer views are
  /// children; styles and row modifiers are recorded on their nodes.
  @Test func l12_sectionsAndStylesAreRecorded() throws {
    let t = try trace(Sections())
    let ids = Set(t.frames[0].nodes(.appeared))
    #expect(ids.contains("Sections/Form/Section@0"))
    #expect(t.node("Sections/Form/Section@0")?.label == "Section(\"Title\")")
    #expect(ids.isSuperset(of: ["Sections/Form/Section@1/Text@header", "Sections/Form/Section@1/Text@footer"]))
    #expect(ids.isSuperset(of: ["Sections/Form/Section@2/Text@header", "Sections/Form/Section@2/Text@footer"]))
    #expect(t.node("Sections/Form")?.modifiers == [".formStyle(.grouped)"])
    let styled = try trace(Styled())
    #expect(styled.node("Styled/List")?.modifiers == [".listStyle(.plain)"])
    #expect(
      styled.node("Styled/List/Text")?.modifiers == [
        ".listRowSeparator(.hidden)", ".listRowInsets(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))",
      ])
  }
}
