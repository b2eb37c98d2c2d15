import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Cell: View {
  let n: Int
  var body: some View { Text("\(n)") }
}

private struct Dashboard: View {
  @State var n = 0
  var body: some View {
    VStack {
      GroupBox("Totals") { LabeledContent("Count", value: "\(n)") }
      Grid {
        GridRow {
          Cell(n: 1)
          Cell(n: n)
        }
      }
      ViewThatFits {
        Text("wide")
        Text("w")
      }
      ContentUnavailableView("No Mail", systemImage: "tray")
      ControlGroup { Button("Add") { n += 1 } }
      Link("Site", destination: URL(string: "https://example.com")!)
    }
  }
}

@MainActor
@Suite struct GroupingTests {
  /// Grouping containers are nodes whose children belong to the body that
  /// built them: a change redraws the leaves below and re-creates the cells.
  @Test func groupingContainersKeepTheirChildrenInTheSameBody() throws {
    let t = try trace(Dashboard()) { Step.tap("Add") }
    let value = "Dashboard/VStack/GroupBox@0/LabeledContent@1/Text@1"
    #expect(t.node(value)?.label == "Text(\"0\")")
    #expect(t.node("Dashboard/VStack/ViewThatFits@2/Text@1") != nil)
    #expect(t.node("Dashboard/VStack/ContentUnavailableView@3/Label@0/Image@1") != nil)
    #expect(t.node("Dashboard/VStack/Link@5")?.label == "Link(\"Site\", destination: https://example.com)")
    #expect(t.frames[1].printChanges == ["Dashboard: _n changed.", "Cell: @self changed."])
    #expect(t.frames[1].record(value)?.outcome == .redrawn)
    #expect(t.frames[1].record("Dashboard/VStack/Grid@1/GridRow/Cell@0")?.outcome == .initOnly)
  }
}
