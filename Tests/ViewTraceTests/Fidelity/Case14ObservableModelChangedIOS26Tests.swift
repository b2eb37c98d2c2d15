import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 14: iOS 26 names the property holding an `@Observable` model (`_model
// changed.`); only the view whose body read the changed property runs.
// Source: indextrown, "[SwiftUI] Diffing, 끝까지 파고들었습니다." (Diffing, dug all the way
// down), 2026-06-01 .. 2026-06-12,
// https://github.com/indextrown/indextrown.github.io/blob/main/_posts/2026-06-01-%5BSwiftUI%5D%20diff.md,
// iOS 26 simulator (iPhone 17 Pro Max), Xcode 26. Lines in the iOS 26 dialect.
// Dropped: the author's `.randomColorStyle()` (a random background), `.frame(maxWidth:
// .infinity)`, `.padding(24)` (styling) and `let _ = Self._printChanges()` (the engine
// prints every view).

@Observable
private final class ObservableLightModel {
  var isOn = true
  var title = "Hello World"
  func toggle() { isOn.toggle() }
}

private struct SampleObservableMacroDiffView: View {
  @State private var model = ObservableLightModel()
  var body: some View {
    VStack(spacing: 20) {
      ObservableMacroTitleView(model: model)
      ObservableMacroLightView(model: model)
      ObservableMacroSubButton(model: model)
    }
  }
}

private struct ObservableMacroTitleView: View {
  let model: ObservableLightModel
  var body: some View { Text(model.title) }
}

private struct ObservableMacroLightView: View {
  let model: ObservableLightModel
  var body: some View { Text(model.isOn ? "On" : "Off") }
}

private struct ObservableMacroSubButton: View {
  let model: ObservableLightModel
  var body: some View {
    Button {
      model.toggle()
    } label: {
      Text("버튼")
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case14ObservableModelChangedIOS26Tests {
    @Test func onlyTheReaderRunsAndNamesItsModel() throws {
      let t = try trace(SampleObservableMacroDiffView()) {
        Step.tap("버튼")
        Step.tap("버튼")
      }
      #expect(t.printChanges(t.frames[1], dialect: .ios26) == ["ObservableMacroLightView: _model changed."])
      #expect(t.printChanges(t.frames[2], dialect: .ios26) == ["ObservableMacroLightView: _model changed."])
    }
  }
}
