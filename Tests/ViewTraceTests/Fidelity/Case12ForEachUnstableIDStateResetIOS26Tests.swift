import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 12: rows with stable ids are not re-run when the parent runs; rows whose
// `.id` changes are new identities: `@self, @identity, _color changed.`.
// Source: indextrown, "[SwiftUI] Diffing, 끝까지 파고들었습니다." (Diffing, dug all the way
// down), 2026-06-01 .. 2026-06-12,
// https://github.com/indextrown/indextrown.github.io/blob/main/_posts/2026-06-01-%5BSwiftUI%5D%20diff.md,
// iOS 26 simulator (iPhone 17 Pro Max), Xcode 26. Lines in the iOS 26 dialect.
// Dropped: the author's `.randomColorStyle()` (a random background), `.frame(maxWidth:
// .infinity)`, `.padding(24)` (styling) and `let _ = Self._printChanges()` (the engine
// prints every view).
// `Color.random` (the author's extension) is the DSL's `Color.random()`.

private struct DiffItem: Identifiable {
  let id = UUID()
  let title: String
}

private struct ForEachIdentitySampleView: View {
  @State private var tick = 0
  private let items = [
    DiffItem(title: "First"),
    DiffItem(title: "Second"),
    DiffItem(title: "Third"),
  ]

  var body: some View {
    VStack(spacing: 20) {
      Text("tick: \(tick)")
      Button("부모 업데이트") {
        tick += 1
      }
      ForEach(items) { item in
        StableIdentityRow(title: item.title)
      }
      ForEach(items) { item in
        UnstableIdentityRow(title: item.title)
          .id("\(item.id)-\(tick)")
      }
    }
  }
}

private struct StableIdentityRow: View {
  let title: String
  @State private var color = Color.random()
  var body: some View {
    Text("stable: \(title)")
  }
}

private struct UnstableIdentityRow: View {
  let title: String
  @State private var color = Color.random()
  var body: some View {
    Text("unstable: \(title)")
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case12ForEachUnstableIDStateResetIOS26Tests {
    @Test func onlyTheRowsWithANewIDRun() throws {
      let t = try trace(ForEachIdentitySampleView()) { Step.tap("부모 업데이트") }
      #expect(
        t.printChanges(t.frames[1], dialect: .ios26) == [
          "ForEachIdentitySampleView: _tick changed.",
          "UnstableIdentityRow: @self, @identity, _color changed.",
          "UnstableIdentityRow: @self, @identity, _color changed.",
          "UnstableIdentityRow: @self, @identity, _color changed.",
        ])
    }
  }
}
