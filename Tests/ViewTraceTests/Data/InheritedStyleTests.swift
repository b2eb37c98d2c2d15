import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct EnabledReader: View {
  @Environment(\.isEnabled) var isEnabled
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct Plain: View {
  var body: some View { Text("plain") }
}

private struct Form: View {
  @State var locked = false
  @State var big = false
  var body: some View {
    VStack {
      EnabledReader()
      Plain()
      Text("caption").font(.caption)
    }
    .disabled(locked)
    .font(big ? .title : .body)
  }
}

private struct Outer: View {
  @State var locked = true
  var body: some View {
    Inner(locked: locked)
  }
}

private struct Inner: View {
  let locked: Bool
  var body: some View {
    // An ancestor's `.disabled(true)` is not undone by `.disabled(false)` below it.
    VStack { EnabledReader().disabled(false) }.disabled(true)
  }
}

@MainActor
@Suite struct InheritedStyleTests {
  /// `.disabled` writes `isEnabled`: the descendant reading it runs its body;
  /// the modifier is still recorded as written.
  @Test func disabledWritesIsEnabledForDescendants() throws {
    let t = try trace(Form()) { Step.mutate("lock", on: Form.self) { $0.locked = true } }
    #expect(t.node("Form/VStack")?.modifiers == [".disabled(false)", ".font(.body)"])
    #expect(t.frames[1].printChanges == ["Form: _locked changed.", "EnabledReader: _isEnabled changed."])
    #expect(t.frames[1].record("Form/VStack/EnabledReader@0/Text")?.outcome == .redrawn)
    #expect(t.frames[1].record("Form/VStack/Plain@1")?.outcome == .initOnly)
    #expect(t.frames[1].record("Form/VStack/Plain@1/Text") == nil)
    #expect(t.frames[1].record("Form/VStack")?.reasons.first?.changes.map(\.after) == [".disabled(true)"])
  }

  /// `.font` flows down: every `Text` below that draws with the inherited font
  /// is redrawn, also inside custom views whose bodies do not run (init
  /// only); a `Text` with its own font is not.
  @Test func fontRedrawsDescendantTexts() throws {
    let t = try trace(Form()) { Step.mutate("big", on: Form.self) { $0.big = true } }
    #expect(t.frames[1].printChanges == ["Form: _big changed."])
    #expect(
      outcomes(t.frames[1]) == [
        "Form": .evaluated, "Form/VStack": .redrawn, "Form/VStack/EnabledReader@0": .initOnly,
        "Form/VStack/EnabledReader@0/Text": .redrawn, "Form/VStack/Plain@1": .initOnly,
        "Form/VStack/Plain@1/Text": .redrawn,
      ])
    #expect(
      t.frames[1].record("Form/VStack/Plain@1/Text")?.reasons.first?.changes == [
        ValueChange(name: "environment(font)", before: ".body", after: ".title")
      ])
  }

  /// SwiftUI's rule: a view is enabled only if it and every ancestor are.
  @Test func innerDisabledFalseDoesNotReEnable() throws {
    let t = try trace(Outer())
    #expect(t.node("Outer/Inner/VStack/EnabledReader")?.label == "EnabledReader")
    #expect(t.frames[0].record("Outer/Inner/VStack/EnabledReader/Text") != nil)
    #expect(t.node("Outer/Inner/VStack/EnabledReader/Text")?.label == "Text(\"disabled\")")
  }
}

private struct Themed: View {
  @State var warning = false
  @State var on = true
  var body: some View {
    VStack {
      Plain()
      Image(systemName: "star")
      Toggle("Alerts", isOn: $on)
    }
    .foregroundStyle(warning ? .red : .blue)
    .tint(warning ? .orange : .green)
  }
}

@MainActor @Suite struct ForegroundAndTintTests {
  /// `.foregroundStyle` and `.tint` flow through the environment: the texts,
  /// images and controls below are redrawn, also inside a view whose body
  /// does not run.
  @Test func foregroundStyleAndTintRedrawTheViewsBelowWithoutTheirBodies() throws {
    let t = try trace(Themed()) { Step.mutate("warning", on: Themed.self) { $0.warning = true } }
    #expect(t.frames[1].printChanges == ["Themed: _warning changed."])
    let redrawn = Set(t.frames[1].nodes(.redrawn))
    #expect(redrawn.contains("Themed/VStack/Plain@0/Text"))
    #expect(redrawn.contains("Themed/VStack/Image@1"))
    #expect(redrawn.contains("Themed/VStack/Toggle@2"))
    let text = try #require(t.frames[1].record("Themed/VStack/Plain@0/Text"))
    #expect(text.reasons.first?.changes.map(\.name) == ["environment(foregroundStyle)"])
    let toggle = try #require(t.frames[1].record("Themed/VStack/Toggle@2"))
    #expect(toggle.reasons.first?.changes.map(\.name) == ["environment(tint)"])
    #expect(t.frames[1].record("Themed/VStack/Plain@0")?.outcome == .initOnly)
    let vstack = try #require(t.node("Themed/VStack"))
    #expect(vstack.modifiers.contains(".foregroundStyle(.blue)"))
  }
}

private struct ScaledSymbols: View {
  @State var large = false
  var body: some View {
    VStack {
      Button("Grow") { large = true }
      Symbols().imageScale(large ? .large : .medium)
    }
  }
}

private struct Symbols: View {
  var body: some View {
    HStack {
      Image(systemName: "star")
      Image("photo")
    }
  }
}

@MainActor @Suite struct ImageScaleTests {
  /// `.imageScale` flows down the environment: the symbol below is redrawn
  /// without its parent view's body running; a bitmap image is not affected.
  @Test func imageScaleRedrawsSymbolsBelow() throws {
    let t = try trace(ScaledSymbols()) { Step.tap("Grow") }
    #expect(t.frames[1].printChanges == ["ScaledSymbols: _large changed."])
    #expect(t.frames[1].nodes(.redrawn).contains("ScaledSymbols/VStack/Symbols@1/HStack/Image@0"))
    #expect(!t.frames[1].nodes(.redrawn).contains("ScaledSymbols/VStack/Symbols@1/HStack/Image@1"))
  }
}
