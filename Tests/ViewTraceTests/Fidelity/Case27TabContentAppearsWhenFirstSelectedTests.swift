import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 27: on iOS 18 a tab's content first appears when the tab is first selected (on iOS 17
// it appeared at launch); a tab switched away from disappears but lives on with its state.
// Source: swiftyplace, "SwiftUI View Lifecycle: When onAppear Actually fires",
// https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear (iOS 17 and 18 compared):
// "On iOS 17, that fetch ran at app launch — even though the user was looking at the first
// tab. On iOS 18, same code, the fetch didn't run until someone actually tapped the tab." and
// "A tab you switch away from disappears but its node can stay alive."
// Changes for the DSL: the fetch is a counter in `onAppear`; the tabs are reduced to two.

@MainActor private enum Fetches { static var settings = 0, home = 0 }

private struct SettingsTab: View {
  @State var edits = 0
  var body: some View {
    Button("Edit \(edits)") { edits += 1 }.onAppear { Fetches.settings += 1 }
  }
}

private struct AppTabs: View {
  var body: some View {
    TabView {
      Text("Home").onAppear { Fetches.home += 1 }.tabItem { Text("Home") }
      SettingsTab().tabItem { Text("Settings") }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case27TabContentAppearsWhenFirstSelectedTests {
    @Test func aTabAppearsWhenFirstSelectedAndKeepsItsState() throws {
      Fetches.settings = 0
      _ = try trace(AppTabs())
      #expect(Fetches.settings == 0)
      Fetches.home = 0
      let t = try trace(AppTabs()) {
        Step.selectTab("Settings")
        Step.tap("Edit 0")
        Step.selectTab("Home")
        Step.selectTab("Settings")
      }
      #expect(Fetches.settings == 2)
      #expect(Fetches.home == 2)
      // Back on the tab, nothing is made again: its state is the one it left with.
      #expect(t.frames.last?.nodes(.appeared).isEmpty == true)
      #expect(t.frames.last?.sourceChanges.contains { $0.source.hasSuffix("._edits") } == false)
      #expect(
        t.frames[2].sourceChanges.map { "\($0.source): \($0.after)" } == ["AppTabs/TabView/Tab@1/SettingsTab._edits: 1"]
      )
    }
  }
}
