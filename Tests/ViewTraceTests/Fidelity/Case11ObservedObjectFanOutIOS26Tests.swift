import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 11: an `objectWillChange` runs the owner and every `@ObservedObject` holder in
// order, read or not; the re-created children print only `_viewModel` (no `@self`).
// Source: indextrown, "[SwiftUI] Diffing, 끝까지 파고들었습니다." (Diffing, dug all the way
// down), 2026-06-01 .. 2026-06-12,
// https://github.com/indextrown/indextrown.github.io/blob/main/_posts/2026-06-01-%5BSwiftUI%5D%20diff.md,
// iOS 26 simulator (iPhone 17 Pro Max), Xcode 26. Lines in the iOS 26 dialect.
// Dropped: the author's `.randomColorStyle()` (a random background), `.frame(maxWidth:
// .infinity)`, `.padding(24)` (styling) and `let _ = Self._printChanges()` (the engine
// prints every view).
// §6: the post describes, without listing them, what `PublishedCountView`,
// `PublishedTitleView` and `PublishedSubButton` do ("reads viewModel.count", "reads
// viewModel.title", "calls viewModel.increaseCount() in its action"); they are
// written here after that description, like their §5 counterparts.

private final class LightViewModel: ObservableObject {
  @Published var isOn = true
  func toggle() { isOn.toggle() }
}

private struct SampleObservedObjectDiffView: View {
  @StateObject private var viewModel = LightViewModel()
  var body: some View {
    VStack(spacing: 20) {
      ObservedTitleView()
      ObservedLightView(viewModel: viewModel)
      ObservedSubButton(viewModel: viewModel)
    }
  }
}

private struct ObservedTitleView: View {  // no dependency
  var body: some View { Text("Hello World") }
}

private struct ObservedLightView: View {
  @ObservedObject var viewModel: LightViewModel
  var body: some View { Text(viewModel.isOn ? "On" : "Off") }
}

private struct ObservedSubButton: View {
  @ObservedObject var viewModel: LightViewModel
  var body: some View {
    Button {
      viewModel.toggle()
    } label: {
      Text("버튼")
    }
  }
}

private final class MultiPublishedViewModel: ObservableObject {
  @Published var count = 0
  @Published var title = "Hello World"
  func increaseCount() { count += 1 }
  func changeTitle() { title = ["SwiftUI", "Diffing", "Identity"].randomElement() ?? "SwiftUI" }
}

private struct SampleMultiPublishedDiffView: View {
  @StateObject private var viewModel = MultiPublishedViewModel()
  var body: some View {
    VStack(spacing: 20) {
      PublishedCountView(viewModel: viewModel)  // reads viewModel.count
      PublishedTitleView(viewModel: viewModel)  // reads viewModel.title
      PublishedSubButton(viewModel: viewModel)  // calls viewModel.increaseCount() in action
    }
  }
}

private struct PublishedCountView: View {
  @ObservedObject var viewModel: MultiPublishedViewModel
  var body: some View { Text("count: \(viewModel.count)") }
}

private struct PublishedTitleView: View {
  @ObservedObject var viewModel: MultiPublishedViewModel
  var body: some View { Text(viewModel.title) }
}

private struct PublishedSubButton: View {
  @ObservedObject var viewModel: MultiPublishedViewModel
  var body: some View {
    Button {
      viewModel.increaseCount()
    } label: {
      Text("count 증가")
    }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case11ObservedObjectFanOutIOS26Tests {
    @Test func section5EveryHolderRunsInOrder() throws {
      let t = try trace(SampleObservedObjectDiffView()) {
        Step.tap("버튼")
        Step.tap("버튼")
      }
      #expect(t.frames.count == 3)
      for frame in t.frames.dropFirst() {
        #expect(
          t.printChanges(frame, dialect: .ios26) == [
            "SampleObservedObjectDiffView: _viewModel changed.", "ObservedLightView: _viewModel changed.",
            "ObservedSubButton: _viewModel changed.",
          ])
      }
    }

    @Test func section6HoldersRunWhateverPropertyTheyRead() throws {
      let t = try trace(SampleMultiPublishedDiffView()) { Step.tap("count 증가") }
      #expect(
        t.printChanges(t.frames[1], dialect: .ios26) == [
          "SampleMultiPublishedDiffView: _viewModel changed.", "PublishedCountView: _viewModel changed.",
          "PublishedTitleView: _viewModel changed.", "PublishedSubButton: _viewModel changed.",
        ])
    }
  }
}
