import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 29: a lazy list row's `.task` is cancelled when the row scrolls out of view.
// Source: Eric Andrews, mlemgroup/mlem issue #57 "Feed loading requests cancel when scrolling
// fast", https://github.com/mlemgroup/mlem/issues/57 (2023-06-29): "Currently we attach
// requests to load the next page of feed items to views, which, when scrolling very fast, can
// de-render before the request completes and therefore cancel the request." (and the
// companion pull request: "This is expected behavior when using SwiftUIs Task modifier for
// network requests").
// Changes for the DSL: the feed is 100 rows whose task waits on the scenario's clock, as a
// request would wait on the server; the fast scroll is one step.

@MainActor private enum Loads { static var finished = 0, cancelled = 0 }

private struct FeedRow: View {
  let number: Int
  var body: some View {
    Text("post \(number)")
      .task {
        do {
          try await Task.sleep(for: .seconds(1))
          Loads.finished += 1
        } catch {
          Loads.cancelled += 1
        }
      }
  }
}

private struct FeedView: View {
  var body: some View {
    List(0..<100, id: \.self) { FeedRow(number: $0) }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case29LazyRowTaskCancelledByScrollingTests {
    @Test func scrollingARowAwayCancelsItsTask() throws {
      Loads.finished = 0
      Loads.cancelled = 0
      _ = try trace(FeedView()) {
        Step.scroll(by: 880)
        Step.advanceClock(by: 1)
      }
      // The 20 rows scrolled away were cancelled; the 20 in view finished.
      #expect(Loads.cancelled == 20)
      #expect(Loads.finished == 20)
    }
  }
}
