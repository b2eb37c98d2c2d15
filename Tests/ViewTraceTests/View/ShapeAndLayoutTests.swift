import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Badge: View {
  @State var highlighted = false
  @State var radius = 8.0
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: radius).fill(highlighted ? .orange : .gray)
      Circle().stroke(.blue, lineWidth: 2).frame(width: 20, height: 20)
      Capsule()
      Ellipse()
      Rectangle()
    }
  }
}

private struct Card: View {
  @State var wide = false
  var body: some View {
    VStack {
      Text("Title")
        .frame(maxWidth: wide ? .infinity : 200, alignment: .leading)
        .lineLimit(2)
        .multilineTextAlignment(.center)
      Image("photo").clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 4)
      Label("Star", systemImage: "star").labelStyle(.iconOnly).accessibilityLabel("Favourite")
      Color.blue.ignoresSafeArea().zIndex(1).layoutPriority(1)
      Text("Moved").offset(x: wide ? 10 : 0, y: 0).position(x: 5, y: 5).fixedSize()
      Text("Row").listRowBackground(Color.yellow).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
  }
}

@MainActor
@Suite struct ShapeAndLayoutTests {
  /// Shapes are leaves with their parameters as label; `.fill` and `.stroke`
  /// are styling: a new fill colour redraws only that shape, a new radius
  /// changes its label.
  @Test func shapesAreLeavesWithFillAndStrokeRecorded() throws {
    let t = try trace(Badge()) {
      Step.mutate("highlight", on: Badge.self) { $0.highlighted = true }
      Step.mutate("radius", on: Badge.self) { $0.radius = 12 }
    }
    #expect(t.node("Badge/ZStack/RoundedRectangle@0")?.label == "RoundedRectangle(cornerRadius: 8)")
    #expect(t.node("Badge/ZStack/RoundedRectangle@0")?.modifiers == [".fill(.gray)"])
    #expect(
      t.node("Badge/ZStack/Circle@1")?.modifiers == [".stroke(.blue, lineWidth: 2)", ".frame(width: 20, height: 20)"])
    #expect(t.node("Badge/ZStack/Capsule@2")?.label == "Capsule()")
    #expect(t.node("Badge/ZStack/Ellipse@3")?.label == "Ellipse()")
    #expect(t.node("Badge/ZStack/Rectangle@4")?.label == "Rectangle()")
    #expect(outcomes(t.frames[1]) == ["Badge": .evaluated, "Badge/ZStack/RoundedRectangle@0": .redrawn])
    #expect(
      t.frames[1].record("Badge/ZStack/RoundedRectangle@0")?.reasons.first?.changes
        == [ValueChange(name: "fill", before: ".fill(.gray)", after: ".fill(.orange)")])
    #expect(
      t.frames[2].record("Badge/ZStack/RoundedRectangle@0")?.reasons.first?.changes.first?.after
        == "RoundedRectangle(cornerRadius: 12)")
  }

  /// Layout and style modifiers are recorded as written, innermost first, and
  /// a change of their arguments redraws just that view.
  @Test func layoutModifiersAreRecordedAndComparedForRedraw() throws {
    let t = try trace(Card()) { Step.mutate("wide", on: Card.self) { $0.wide = true } }
    #expect(
      t.node("Card/VStack/Text@0")?.modifiers == [
        ".frame(maxWidth: 200, alignment: .leading)", ".lineLimit(2)", ".multilineTextAlignment(.center)",
      ])
    #expect(
      t.node("Card/VStack/Image@1")?.modifiers == [
        ".clipShape(RoundedRectangle(cornerRadius: 12))", ".shadow(radius: 4)",
      ])
    #expect(
      t.node("Card/VStack/Label@2")?.modifiers == [".labelStyle(.iconOnly)", ".accessibilityLabel(\"Favourite\")"])
    #expect(t.node("Card/VStack/Color@3")?.modifiers == [".ignoresSafeArea()", ".zIndex(1)", ".layoutPriority(1)"])
    #expect(
      t.node("Card/VStack/Text@4")?.modifiers == [".offset(x: 0, y: 0)", ".position(x: 5, y: 5)", ".fixedSize()"])
    #expect(
      t.node("Card/VStack/Text@5")?.modifiers == [
        ".listRowBackground(.yellow)", ".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
      ])
    #expect(
      outcomes(t.frames[1]) == [
        "Card": .evaluated, "Card/VStack/Text@0": .redrawn, "Card/VStack/Text@4": .redrawn,
      ])
    #expect(
      t.frames[1].record("Card/VStack/Text@0")?.reasons.first?.changes.map(\.after) == [
        ".frame(maxWidth: .infinity, alignment: .leading)"
      ])
  }
}
