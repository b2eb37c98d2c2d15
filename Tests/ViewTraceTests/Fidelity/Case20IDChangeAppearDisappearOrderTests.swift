import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Case 20: when `.id(toggle)` changes, the new identity's `onAppear` runs before the
// old one's `onDisappear`; with `.transition(.identity)` the old one disappears
// first. The closures read the current `@State`.
// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
// AppearanceActionModifierCompatibilityTests.swift (Kyle-Ye and contributors,
// snapshot 2026-08), https://github.com/OpenSwiftUIProject/OpenSwiftUI/tree/main/Tests/OpenSwiftUICompatibilityTests,
// asserted against Apple's SwiftUI (iOS 18.5 simulator and macOS, Xcode 26.6).
// Changes for the DSL: the `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)`
// that flips `toggle` is a `Step.mutate`; the continuation that ends the test and the
// window's teardown (the last `DT`) are a `Window` view whose `if open` removes
// `ContentView`, flipped by a last step. `ContentView` is renamed `IDContentView`
// (the test module has a `ContentView` of its own; no assertion uses the name).

@MainActor private enum Helper { static var result = "" }

private struct IDContentView: View {
  @State var toggle = false
  var body: some View {
    Color.red
      .onAppear {
        Helper.result += "A"
        Helper.result += toggle ? "T" : "F"
      }
      .onDisappear {
        Helper.result += "D"
        Helper.result += toggle ? "T" : "F"
      }
      .id(toggle)
  }
}

private struct IdentityTransitionContentView: View {
  @State var toggle = false
  var body: some View {
    Color.red
      .onAppear {
        Helper.result += "A"
        Helper.result += toggle ? "T" : "F"
      }
      .onDisappear {
        Helper.result += "D"
        Helper.result += toggle ? "T" : "F"
      }
      .transition(.identity)
      .id(toggle)
  }
}

/// The hosting window: closing it tears `content` down.
private struct Window<Content: View>: View {
  @State var open = true
  let content: Content
  var body: some View {
    if open { content }
  }
}

extension FidelityCorpus {
  @MainActor @Suite struct Case20IDChangeAppearDisappearOrderTests {
    @Test func theNewIdentityAppearsBeforeTheOldOneDisappears() throws {
      Helper.result = ""
      _ = try trace(Window(content: IDContentView())) {
        Step.mutate("toggle.toggle()", on: IDContentView.self) { $0.toggle.toggle() }
        Step.mutate("close the window", on: Window<IDContentView>.self) { $0.open = false }
      }
      #expect(Helper.result == "AFATDTDT")
    }

    @Test func withAnIdentityTransitionTheOldOneDisappearsFirst() throws {
      Helper.result = ""
      _ = try trace(Window(content: IdentityTransitionContentView())) {
        Step.mutate("toggle.toggle()", on: IdentityTransitionContentView.self) { $0.toggle.toggle() }
        Step.mutate("close the window", on: Window<IdentityTransitionContentView>.self) { $0.open = false }
      }
      #expect(Helper.result == "AFDTATDT")
    }
  }
}
