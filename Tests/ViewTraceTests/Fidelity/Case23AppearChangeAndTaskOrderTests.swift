import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 23: the innermost view's actions run first; on one view `onChange(initial: true)` and
// `onAppear` run in the order they are written; every `task` body starts after all of them,
// child first.
// Source: benigumo, "【SwiftUI】onAppear() ・onChange(initial: true) ・task() の実行順序",
// https://android.benigumo.com/20240328/onappear-onchange-task (2024-03-28, iOS 17 era:
// `onChange(of:initial:)` is iOS 17+). Output as published:
//   Text onChange / Text onAppear / VStack onChange / VStack onAppear / Group onChange /
//   Group onAppear / Text task / VStack task / Group task
// Changes for the DSL: `print` appends to a log.

@MainActor private enum OrderLog { static var lines: [String] = [] }

private struct OrderView: View {
  var body: some View {
    Group {
      VStack {
        Text("hello")
          .task { OrderLog.lines.append("Text task") }
          .onChange(of: true, initial: true) { OrderLog.lines.append("Text onChange") }
          .onAppear { OrderLog.lines.append("Text onAppear") }
      }
      .task { OrderLog.lines.append(" VStack task") }
      .onChange(of: true, initial: true) { OrderLog.lines.append(" VStack onChange") }
      .onAppear { OrderLog.lines.append(" VStack onAppear") }
    }
    .task { OrderLog.lines.append("Group task") }
    .onChange(of: true, initial: true) { OrderLog.lines.append("Group onChange") }
    .onAppear { OrderLog.lines.append("Group onAppear") }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case23AppearChangeAndTaskOrderTests {
    @Test func childFirstWrittenOrderAndTasksLast() throws {
      OrderLog.lines = []
      _ = try trace(OrderView())
      #expect(
        OrderLog.lines == [
          "Text onChange", "Text onAppear", " VStack onChange", " VStack onAppear", "Group onChange", "Group onAppear",
          "Text task", " VStack task", "Group task",
        ])
    }
  }
}
