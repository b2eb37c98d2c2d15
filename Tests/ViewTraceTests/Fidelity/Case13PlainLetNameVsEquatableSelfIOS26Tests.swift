import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 13: on iOS 26 a child with a plain `let count` prints `_count changed.`; the
// same child compared by its own `==` (`.equatable()`) prints `@self changed.`; a
// custom `==` that ignores a closure keeps the child from running.
// Source: indextrown, "[SwiftUI] Diffing, 끝까지 파고들었습니다." (Diffing, dug all the way
// down), 2026-06-01 .. 2026-06-12,
// https://github.com/indextrown/indextrown.github.io/blob/main/_posts/2026-06-01-%5BSwiftUI%5D%20diff.md,
// iOS 26 simulator (iPhone 17 Pro Max), Xcode 26. Lines in the iOS 26 dialect.
// Dropped: the author's `.randomColorStyle()` (a random background), `.frame(maxWidth:
// .infinity)`, `.padding(24)` (styling) and `let _ = Self._printChanges()` (the engine
// prints every view).
// §8-1 and §8-2 use "identical" parents (the post shows only the changed lines);
// they are written out here as `EquatableValueSampleView` and
// `EquatableClosureSampleView`, the names their lines print. (`nonisolated` on `==`
// is needed in the Swift 6 language mode.)

private struct NonEquatableSampleView: View {
  @State private var count = 0
  @State private var unrelated = false
  var body: some View {
    VStack(spacing: 20) {
      Text("unrelated: \(unrelated.description)")
      PlainCounterView(count: count)
      Button("unrelated 변경") { unrelated.toggle() }
      Button("count 증가") { count += 1 }
    }
  }
}

private struct PlainCounterView: View {
  let count: Int
  var body: some View {
    Text("count: \(count)")
  }
}

private struct EquatableValueSampleView: View {
  @State private var count = 0
  @State private var unrelated = false
  var body: some View {
    VStack(spacing: 20) {
      Text("unrelated: \(unrelated.description)")
      EquatableValueCounterView(count: count)
        .equatable()
      Button("unrelated 변경") { unrelated.toggle() }
      Button("count 증가") { count += 1 }
    }
  }
}

private struct EquatableValueCounterView: View, Equatable {
  let count: Int
  var body: some View {
    Text("count: \(count)")
  }
}

private struct EquatableClosureSampleView: View {
  @State private var count = 0
  @State private var unrelated = false
  var body: some View {
    VStack(spacing: 20) {
      Text("unrelated: \(unrelated.description)")
      EquatableClosureCounterView(
        count: count,
        action: {
          unrelated.toggle()
        }
      )
      .equatable()
      Button("unrelated 변경") { unrelated.toggle() }
      Button("count 증가") { count += 1 }
    }
  }
}

private struct EquatableClosureCounterView: View, Equatable {
  let count: Int
  let action: () -> Void
  nonisolated static func == (lhs: EquatableClosureCounterView, rhs: EquatableClosureCounterView) -> Bool {
    lhs.count == rhs.count
  }
  var body: some View {
    Button {
      action()
    } label: {
      Text("count: \(count)")
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case13PlainLetNameVsEquatableSelfIOS26Tests {
    @Test func section8APlainLetIsNamed() throws {
      let t = try trace(NonEquatableSampleView()) {
        Step.tap("unrelated 변경")
        Step.tap("count 증가")
      }
      #expect(t.printChanges(t.frames[1], dialect: .ios26) == ["NonEquatableSampleView: _unrelated changed."])
      #expect(
        t.printChanges(t.frames[2], dialect: .ios26) == [
          "NonEquatableSampleView: _count changed.", "PlainCounterView: _count changed.",
        ])
    }

    @Test func section8_1AnEquatableViewIsSelf() throws {
      let t = try trace(EquatableValueSampleView()) {
        Step.tap("unrelated 변경")
        Step.tap("count 증가")
      }
      #expect(t.printChanges(t.frames[1], dialect: .ios26) == ["EquatableValueSampleView: _unrelated changed."])
      #expect(
        t.printChanges(t.frames[2], dialect: .ios26) == [
          "EquatableValueSampleView: _count changed.", "EquatableValueCounterView: @self changed.",
        ])
    }

    @Test func section8_2ACustomEqualityIgnoresTheClosure() throws {
      let t = try trace(EquatableClosureSampleView()) {
        Step.tap("unrelated 변경")
        Step.tap("count: 0")
        Step.tap("count 증가")
      }
      #expect(t.printChanges(t.frames[1], dialect: .ios26) == ["EquatableClosureSampleView: _unrelated changed."])
      #expect(t.printChanges(t.frames[2], dialect: .ios26) == ["EquatableClosureSampleView: _unrelated changed."])
      #expect(
        t.printChanges(t.frames[3], dialect: .ios26) == [
          "EquatableClosureSampleView: _count changed.", "EquatableClosureCounterView: @self changed.",
        ])
    }
  }
}
