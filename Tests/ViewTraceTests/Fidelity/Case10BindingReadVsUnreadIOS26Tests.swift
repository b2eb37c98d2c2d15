import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 10: the `@State` owner that only passes `$isOn` does not run; of two
// `@Binding` children only the one whose body reads the value runs (`_isOn changed.`).
// Source: indextrown, "[SwiftUI] Diffing, 끝까지 파고들었습니다." (Diffing, dug all the way
// down), 2026-06-01 .. 2026-06-12,
// https://github.com/indextrown/indextrown.github.io/blob/main/_posts/2026-06-01-%5BSwiftUI%5D%20diff.md,
// iOS 26 simulator (iPhone 17 Pro Max), Xcode 26. Lines in the iOS 26 dialect.
// Dropped: the author's `.randomColorStyle()` (a random background), `.frame(maxWidth:
// .infinity)`, `.padding(24)` (styling) and `let _ = Self._printChanges()` (the engine
// prints every view).

private struct SampleDiffView5: View {
  @State private var isOn = true
  var body: some View {
    VStack(spacing: 20) {
      ExtractTitleView()
      ExtractLightView(isOn: $isOn)
      ExtractSubButton(isOn: $isOn)
    }
  }
}

private struct ExtractTitleView: View {
  // no dependency
  var body: some View {
    Text("Hello World")
  }
}

private struct ExtractLightView: View {
  @Binding var isOn: Bool
  var body: some View {
    Text(isOn ? "On" : "Off")
  }
}

private struct ExtractSubButton: View {
  @Binding var isOn: Bool
  var body: some View {
    Button {
      isOn.toggle()
    } label: {
      Text("버튼")
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case10BindingReadVsUnreadIOS26Tests {
    @Test func onlyTheReadingBindingChildRuns() throws {
      let t = try trace(SampleDiffView5()) {
        Step.tap("버튼")
        Step.tap("버튼")
      }
      #expect(t.printChanges(t.frames[1], dialect: .ios26) == ["ExtractLightView: _isOn changed."])
      #expect(t.printChanges(t.frames[2], dialect: .ios26) == ["ExtractLightView: _isOn changed."])
    }
  }
}
