import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

/// An app's own toolbar content type (RedditOS's PostDetailToolbar is one).
private struct ShareToolbar: ToolbarContent {
  let count: Int

  var body: some ToolbarContent {
    ToolbarItemGroup(placement: .primaryAction) {
      Button("Share \(count)") {}
    }
  }
}

private struct Editor: View {
  @State private var count = 0
  @State private var showsExtra = false

  var body: some View {
    Text("count \(count)")
      .toolbar {
        closeButton
        ShareToolbar(count: count)
        if showsExtra {
          ToolbarItem(placement: .bottomBar) { Text("extra") }
        }
        ToolbarTitleMenu {
          Button("Rename") { count += 10 }
        }
      }
  }

  /// A property built by `@ToolbarContentBuilder` (Spezi's AccountSheet writes one).
  @ToolbarContentBuilder private var closeButton: some ToolbarContent {
    ToolbarItem(placement: .cancellationAction) {
      Button("Add") { count += 1 }
    }
  }
}

@MainActor
@Suite struct ToolbarContentTests {
  /// `ToolbarContent` (SwiftUI's protocol, `@ToolbarContentBuilder`, `ToolbarTitleMenu`): the
  /// items an app's own content types and builder properties make are placed in the toolbar as
  /// written, built in the declaring body, and their buttons act.
  @Test func toolbarContentTypesAndBuildersPlaceTheirItems() throws {
    let t = try trace(Editor()) {
      Step.tap("Add")
      Step.tap("Rename")
    }
    let labels = t.nodes.filter { $0.id.contains("Toolbar") }.map(\.label)
    #expect(labels.contains("ToolbarItem(.cancellationAction)"), "\(labels)")
    #expect(labels.contains("ToolbarItemGroup(.primaryAction)"), "\(labels)")
    #expect(labels.contains(#"Button("Share 0")"#), "\(labels)")
    #expect(labels.contains("ToolbarTitleMenu"), "\(labels)")
    #expect(!labels.contains(#"Text("extra")"#))
    #expect(t.frames[1].sourceChanges == [SourceChange(source: "Editor._count", before: "0", after: "1")])
    #expect(t.frames[1].evaluated == ["Editor"])
    #expect(t.frames[2].sourceChanges == [SourceChange(source: "Editor._count", before: "1", after: "11")])
  }
}
