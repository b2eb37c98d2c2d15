import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 28: on a push, the pushed view's `onAppear` runs before the covered view's
// `onDisappear`; on the pop, the uncovered view's `onAppear` before the popped one's
// `onDisappear`.
// Source: uuuunseo, School-of-Company/Bitgouel-iOS pull request #220,
// https://github.com/School-of-Company/Bitgouel-iOS/pull/220 (2024-03-12, iOS 17): "현재
// 페이지의 appear함수가 실행되고 이전 페이지의 disappear 함수가 실행되면서 tabbarHidden이 제
// 역할을 하지 못하는 현상이 있었어요." ("the current page's appear function ran and then the
// previous page's disappear function ran, so tabbarHidden did not do its job").
// Changes for the DSL: the tab bar flag is a log of the appearance actions; the pages are two.

@MainActor private enum PushLog { static var lines: [String] = [] }

private struct Pages: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Detail", value: 1)
        .onAppear { PushLog.lines.append("list appear") }
        .onDisappear { PushLog.lines.append("list disappear") }
        .navigationDestination(for: Int.self) { _ in
          Text("detail")
            .onAppear { PushLog.lines.append("detail appear") }
            .onDisappear { PushLog.lines.append("detail disappear") }
        }
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case28PushAppearsBeforeTheRootDisappearsTests {
    @Test func theIncomingPageAppearsBeforeTheOutgoingOneDisappears() throws {
      PushLog.lines = []
      _ = try trace(Pages()) {
        Step.tap("Detail")
        Step.pop()
      }
      #expect(
        PushLog.lines == ["list appear", "detail appear", "list disappear", "list appear", "detail disappear"])
    }
  }
}
