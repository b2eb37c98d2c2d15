import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct SidebarHome: View {
  enum Section: String { case schedule, contacts }
  @State var selection = Section.schedule

  var body: some View {
    // `.schedule` finds its type from the selection, through TabContentBuilder, as in SwiftUI.
    TabView(selection: $selection) {
      Tab("Schedule", systemImage: "list.clipboard", value: .schedule) { Text("Today") }
        .customizationID("home.schedule")
      Tab("Contacts", systemImage: "person.fill", value: .contacts) { Text("People") }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

@MainActor
@Suite struct TabContentTests {
  /// iOS 18's `TabView(selection:) { Tab(_:systemImage:value:) }`: the tabs' values are of the
  /// selection's type (`TabContentBuilder<SelectionValue>`), a tab's `customizationID` is recorded
  /// on its content, and `Step.selectTab` writes the selection (SwiftUI's `TabContent`
  /// documentation).
  @Test func tabValuesTakeTheirTypeFromTheSelection() throws {
    let t = try trace(SidebarHome()) { Step.selectTab("Contacts") }
    let content = t.nodes.first { $0.id.hasSuffix("Tab@0/Text") }
    #expect(content?.modifiers.contains(".customizationID(\"home.schedule\")") == true, "\(t.nodes.map(\.id))")
    #expect(t.frames[1].sourceChanges.map(\.after) == ["contacts"])
    // The body passes `$selection` and never reads it: it does not run again (the tab view does).
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(t.frames[1].nodes(.appeared).contains { $0.hasSuffix("Tab@1/Text") })
    #expect(t.node("SidebarHome/TabView")?.modifiers.contains(".tabViewStyle(.sidebarAdaptable)") == true)
  }
}
