import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Highlight: ViewModifier {
  @State var on = false
  func body(content: Content) -> some View {
    VStack {
      content
      Button(on ? "Plain" : "Highlight") { on.toggle() }
    }
  }
}

private struct Border: ViewModifier {
  let width: Int
  func body(content: Content) -> some View {
    content.padding(Double(width))
  }
}

private struct Row: View {
  let title: String
  var body: some View { Text(title) }
}

private struct Screen: View {
  @State var title = "a"
  @State var other = 0
  @State var width = 1
  var body: some View {
    VStack {
      Row(title: title).modifier(Highlight())
      Text("w").modifier(Border(width: width))
      Button("Rename") { title = "b" }
      Button("Other \(other)") { other += 1 }
      Button("Widen") { width += 1 }
    }
  }
}

/// A modifier that hands its content to a custom view of its own.
private struct Framed: ViewModifier {
  func body(content: Content) -> some View { Frame { content } }
}

private struct Frame<Inner: View>: View {
  @ViewBuilder let inner: Inner
  var body: some View { HStack { inner } }
}

private struct FramedScreen: View {
  @State var title = "a"
  var body: some View {
    VStack {
      Row(title: title).modifier(Framed())
      Button("Rename") { title = "b" }
    }
  }
}

@MainActor
@Suite struct ViewModifierTests {
  static let row = "Screen/VStack/Highlight@0/VStack/_ViewModifier_Content@0/Row"

  /// A modifier is a node of its own, named after its type, whose body runs
  /// on appearance with its dynamic properties; `content` places the modified view.
  @Test func aModifierIsANodeWithItsOwnBodyAndState() throws {
    let t = try trace(Screen())
    #expect(
      t.frames[0].printChanges == [
        "Screen: @self, @identity, _title, _other, _width changed.",
        "Highlight: @self, @identity, _on changed.", "Row: @self changed.", "Border: @self changed.",
      ])
    #expect(t.node(Self.row + "/Text")?.label == "Text(\"a\")")
    #expect(t.node("Screen/VStack/Border@1/_ViewModifier_Content/Text")?.label == "Text(\"w\")")
    #expect(t.node("Screen/VStack/Border@1/_ViewModifier_Content")?.modifiers == [".padding(1)"])
  }

  /// The modifier's own state runs its body alone: the modified view was not
  /// built by that body, so it is neither re-created nor evaluated.
  @Test func modifierStateRunsTheModifierBodyNotTheModifiedView() throws {
    let t = try trace(Screen()) { Step.tap("Highlight") }
    #expect(t.frames[1].printChanges == ["Highlight: _on changed."])
    #expect(
      outcomes(t.frames[1]) == [
        "Screen/VStack/Highlight@0": .evaluated,
        "Screen/VStack/Highlight@0/VStack/Button@1/Text": .redrawn,
        "Screen/VStack/Highlight@0/VStack/Button@1": .redrawn,
      ])
    #expect(t.frames[1].record(Self.row) == nil)
  }

  /// The parent re-creating an equal modifier around an equal view: both are
  /// init only; neither body runs.
  @Test func anEqualModifierAndAnEqualModifiedViewAreInitOnly() throws {
    let t = try trace(Screen()) { Step.tap("Other 0") }
    #expect(t.frames[1].printChanges == ["Screen: _other changed."])
    #expect(t.frames[1].record("Screen/VStack/Highlight@0")?.outcome == .initOnly)
    #expect(t.frames[1].record(Self.row)?.outcome == .initOnly)
  }

  /// A new modified view reaches `content` without the modifier's body
  /// running: the view runs with `@self`, the modifier stays init only.
  @Test func aChangedModifiedViewRunsWithoutTheModifierBody() throws {
    let t = try trace(Screen()) { Step.tap("Rename") }
    #expect(t.frames[1].printChanges == ["Screen: _title changed.", "Row: @self changed."])
    #expect(t.frames[1].record("Screen/VStack/Highlight@0")?.outcome == .initOnly)
    #expect(
      t.frames[1].record(Self.row)?.reasons.first?.changes == [
        ValueChange(name: "title", before: "\"a\"", after: "\"b\"")
      ])
    #expect(t.frames[1].record(Self.row + "/Text")?.outcome == .redrawn)
  }

  /// A modifier whose input differs runs with `@self`, listing its fields; what
  /// its body does to `content` is a redraw of the content node.
  @Test func aModifierWithAChangedInputRunsWithSelf() throws {
    let t = try trace(Screen()) { Step.tap("Widen") }
    #expect(t.frames[1].printChanges == ["Screen: _width changed.", "Border: @self changed."])
    #expect(
      t.frames[1].record("Screen/VStack/Border@1")?.reasons.first?.changes
        == [ValueChange(name: "width", before: "1", after: "2")])
    #expect(t.frames[1].record("Screen/VStack/Border@1/_ViewModifier_Content")?.outcome == .redrawn)
    #expect(t.frames[1].record("Screen/VStack/Border@1/_ViewModifier_Content/Text") == nil)
  }

  /// `content` handed to a custom view of the modifier: the new modified view
  /// reaches it although neither the modifier nor that view runs.
  @Test func contentPassedToAnotherViewStillGetsTheNewModifiedView() throws {
    let t = try trace(FramedScreen()) { Step.tap("Rename") }
    #expect(t.frames[1].printChanges == ["FramedScreen: _title changed.", "Row: @self changed."])
    let row = "FramedScreen/VStack/Framed@0/Frame<_ViewModifier_Content<Framed>>/HStack/_ViewModifier_Content/Row"
    #expect(
      t.frames[1].record(row + "/Text")?.reasons.first?.changes.first
        == ValueChange(name: "label", before: "Text(\"a\")", after: "Text(\"b\")"))
    #expect(
      outcomes(t.frames[1]).keys.sorted() == ["FramedScreen", "FramedScreen/VStack/Framed@0", row, row + "/Text"])
    #expect(t.frames[1].record("FramedScreen/VStack/Framed@0")?.outcome == .initOnly)
  }
}
