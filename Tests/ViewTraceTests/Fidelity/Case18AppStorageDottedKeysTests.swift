import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 18: `@AppStorage` keys containing a dot lose per-key observation: any
// `UserDefaults` write re-runs the holder, which lists its AppStorage properties as
// changed although their values did not change.
// Source: manaflow-ai/cmux issue #13930 (teamleaderleo), 2026-09-23,
// https://github.com/manaflow-ai/cmux/issues/13930, with PR #5932 (2026-06-12:
// "Keys containing dots ... break per-key KVO, so SwiftUI falls back to
// invalidating the holder on every UserDefaults write of any key", confirmed with
// `Self._logChanges()`), macOS 26.
// Reduced: the issue shows the output, not the view. The property names are those
// the output prints; their keys are not shown: they are written here with the
// dotted prefixes the PR names (`titlebarDebug.…`, `cmuxExtensionSidebar.…`), and
// the value types are assumptions. Only the `ContentView` line is asserted
// (`WorkspaceContentView` and `VerticalTabsSidebar` are not reconstructed).
// The interaction is the test: one write of the key
// `workspacePresentationMode`, which `ContentView` does not hold.

private enum App {
  struct ContentView: View {
    @AppStorage("titlebarDebug.leftControlsLeadingInset") private var titlebarLeftControlsLeadingInset = 0.0
    @AppStorage("titlebarDebug.leftControlsTopInset") private var titlebarLeftControlsTopInset = 0.0
    @AppStorage("titlebarDebug.trafficLightTabBarInset") private var titlebarTrafficLightTabBarInset = 0.0
    @AppStorage("titlebarDebug.trafficLightTitlebarLeadingInset") private var titlebarTrafficLightTitlebarLeadingInset =
      0.0
    @AppStorage("cmuxExtensionSidebar.providerId") private var selectedLeftSidebarProviderId = ""
    var body: some View {
      VStack {
        Text("\(titlebarLeftControlsLeadingInset) \(titlebarLeftControlsTopInset)")
        Text("\(titlebarTrafficLightTabBarInset) \(titlebarTrafficLightTitlebarLeadingInset)")
        Text(selectedLeftSidebarProviderId)
      }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case18AppStorageDottedKeysTests {
    @Test func anUnrelatedDefaultsWriteRunsTheDottedKeyHolder() throws {
      let t = try Scenario("dotted-keys", typeNamesRelativeTo: App.self, root: { App.ContentView() }) {
        Step.setDefault("workspacePresentationMode", to: "minimal")
      }.run()
      // A dotted key falls back to observing the whole store.
      #expect(
        t.frames[1].printChanges == [
          "ContentView: _titlebarLeftControlsLeadingInset, _titlebarLeftControlsTopInset, _titlebarTrafficLightTabBarInset, _titlebarTrafficLightTitlebarLeadingInset, _selectedLeftSidebarProviderId changed."
        ])
    }
  }
}
