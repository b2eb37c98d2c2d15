import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 25: `onChange(of:)` gets the old and the new value of each change; with `initial:
// true` it also runs once on appearing with old == new; writing an equal value runs nothing.
// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
// ValueActionModifierCompatibilityTests.swift (Kyle-Ye, snapshot 2026-08),
// https://github.com/OpenSwiftUIProject/OpenSwiftUI/tree/main/Tests/OpenSwiftUICompatibilityTests,
// asserted against Apple's SwiftUI (iOS 18.5 simulator and macOS, Xcode 26.6): olds `[0, 1]`
// and news `[1, 2]`; with `initial: true` olds `[0, 0, 1]` and news `[0, 1, 2]`; a second
// `value = 2` ("This should not trigger onChange") adds nothing.
// Changes for the DSL: the `onAppear` write stays; the write on the next run loop turn and the
// repeated one are steps.

@MainActor private enum Calls { static var olds: [Int] = [], news: [Int] = [] }

private struct ValueView: View {
  let initial: Bool
  @State var value = 0
  var body: some View {
    Color.red
      .onAppear { value = 1 }
      .onChange(of: value, initial: initial) { old, new in
        Calls.olds.append(old)
        Calls.news.append(new)
      }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case25OnChangeOldAndNewValuesTests {
    func run(initial: Bool) throws {
      Calls.olds = []
      Calls.news = []
      _ = try trace(ValueView(initial: initial)) {
        Step.mutate("value = 2", on: ValueView.self) { $0.value = 2 }
        Step.mutate("value = 2 again", on: ValueView.self) { $0.value = 2 }
      }
    }

    @Test func eachChangeGetsItsOldAndNewValue() throws {
      try run(initial: false)
      #expect(Calls.olds == [0, 1])
      #expect(Calls.news == [1, 2])
    }

    @Test func initialAddsARunWithTheSameValueTwice() throws {
      try run(initial: true)
      #expect(Calls.olds == [0, 0, 1])
      #expect(Calls.news == [0, 1, 2])
    }
  }
}
