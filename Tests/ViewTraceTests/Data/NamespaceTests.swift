import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Cards: View {
  @Namespace private var namespace
  @State private var flipped = false
  var body: some View {
    VStack {
      Text(flipped ? "back" : "front").matchedGeometryEffect(id: "card", in: namespace)
      Button("flip") { flipped.toggle() }
    }
  }
}

private struct Deck: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Cards()
      Button("deal \(count)") { count += 1 }
    }
  }
}

@MainActor @Suite struct NamespaceTests {
  @Test func aNamespaceIsListedOnAppearanceOnlyAndNeverInvalidates() throws {
    let t = try trace(Deck()) {
      Step.tap("flip")
      Step.tap("deal 0")
    }
    #expect(
      t.frames[0].printChanges == [
        "Deck: @self, @identity, _count changed.", "Cards: @self, @identity, _namespace, _flipped changed.",
      ])
    // Its own state changed: the namespace is not a reason.
    #expect(t.frames[1].printChanges == ["Cards: _flipped changed."])
    // The parent re-creates Cards with a new Namespace value: equal, so init only.
    #expect(t.frames[2].printChanges == ["Deck: _count changed."])
    #expect(outcomes(t.frames[2])["Deck/VStack/Cards@0"] == .initOnly)
  }

  @Test func theIdStaysWithTheIdentity() throws {
    let t = try trace(Deck()) { Step.tap("flip") }
    let text = try #require(t.frames[1].records.first { $0.node.hasSuffix("Text@0") })
    let modifier = try #require(t.nodes.first { $0.id == text.node }?.modifiers.first)
    #expect(modifier == ".matchedGeometryEffect(id: \"card\", in: Namespace.ID(1))")
  }
}
