import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private struct Row: View {
  let name: String
  @State var taps = 0
  var body: some View { Text("\(name) \(taps)") }
}

private struct Branches: View {
  @State var flag = true
  var body: some View {
    VStack {
      if flag {
        Row(name: "a")
      } else {
        Row(name: "a")
      }
      Button("flip") { flag.toggle() }
    }
  }
}

private struct OptionalContent: View {
  @State var show = false
  var body: some View {
    VStack {
      if show { Text("shown") }
      Button("show") { show.toggle() }
    }
  }
}

private struct Item: Identifiable, Sendable {
  let id: Int
  let title: String
}

private struct Listing: View {
  @State var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
  var body: some View {
    List {
      ForEach(items) { item in Row(name: item.title) }
    }
  }
}

private struct Erased: View {
  @State var useText = true
  var body: some View {
    VStack {
      useText ? AnyView(Text("text")) : AnyView(Image(systemName: "star"))
      Button("swap") { useText.toggle() }
    }
  }
}

private struct Grouped: View {
  var body: some View {
    VStack {
      Text("a")
      Group {
        Text("b")
        Text("c")
      }
    }
  }
}

@MainActor
@Suite struct IdentityTests {
  @Test func ifAndElseBranchesAreDistinctIdentitiesEvenForTheSameType() throws {
    let t = try trace(Branches()) {
      Step.mutate("taps = 5", on: Row.self) { $0.taps = 5 }
      Step.tap("flip")
      Step.tap("flip")
    }
    #expect(t.node("Branches/VStack/Row@0.if") != nil)
    let flip = t.frames[2]
    #expect(flip.record("Branches/VStack/Row@0.if")?.outcome == .disappeared)
    #expect(flip.record("Branches/VStack/Row@0.else")?.outcome == .appeared)
    // Flipping back gives the first branch fresh state: its state died with its identity.
    let back = t.frames[3]
    #expect(back.record("Branches/VStack/Row@0.if")?.outcome == .appeared)
    #expect(back.record("Branches/VStack/Row@0.if/Text")?.outcome == .appeared)
    #expect(t.node("Branches/VStack/Row@0.if/Text")?.label == "Text(\"a 0\")")
  }

  @Test func ifWithoutElseAppearsAndDisappears() throws {
    let t = try trace(OptionalContent()) {
      Step.tap("show")
      Step.tap("show")
    }
    #expect(t.frames[0].record("OptionalContent/VStack/Text@0.if") == nil)
    #expect(t.frames[1].record("OptionalContent/VStack/Text@0.if")?.outcome == .appeared)
    #expect(t.frames[2].record("OptionalContent/VStack/Text@0.if")?.outcome == .disappeared)
  }

  @Test func forEachKeysElementsByTheirID() throws {
    let t = try trace(Listing()) {
      Step.mutate("insert 0 at the front", on: Listing.self) { $0.items.insert(Item(id: 0, title: "zero"), at: 0) }
    }
    let frame = t.frames[1]
    #expect(
      outcomes(frame) == [
        "Listing": .evaluated,
        "Listing/List/Row#0": .appeared,
        "Listing/List/Row#0/Text": .appeared,
        "Listing/List/Row#1": .initOnly,
        "Listing/List/Row#2": .initOnly,
      ])
    #expect(frame.printChanges == ["Listing: _items changed.", "Row: @self, @identity, _taps changed."])
  }

  @Test func anyViewOfAnotherTypeIsANewIdentity() throws {
    let t = try trace(Erased()) { Step.tap("swap") }
    #expect(
      outcomes(t.frames[1]) == [
        "Erased": .evaluated,
        "Erased/VStack/Text@0": .disappeared,
        "Erased/VStack/Image@0": .appeared,
      ])
  }

  @Test func groupAddsNoNodeAndKeepsPositions() throws {
    let t = try trace(Grouped())
    #expect(
      t.nodes.map(\.id) == [
        "Grouped", "Grouped/VStack", "Grouped/VStack/Text@0", "Grouped/VStack/Text@1.0", "Grouped/VStack/Text@1.1",
      ])
  }

  @Test func explicitIDOfAStringIsPartOfTheIdentity() throws {
    struct Tagged: View {
      var body: some View { Text("x").id("a/b") }
    }
    let t = try trace(Tagged())
    #expect(t.node("IdentityTests.Tagged/Text#a%2Fb")?.explicitID == "a%2Fb")
  }

  @Test func aNULInAnExplicitIDIsWrittenAsPercent00SoTheTraceReadsBack() throws {
    struct Tagged: View {
      var body: some View { Text("x").id("a\u{0}b") }
    }
    let t = try trace(Tagged())
    #expect(t.node("IdentityTests.Tagged/Text#a%00b")?.explicitID == "a%00b")
    #expect(try TraceCoding.decode(TraceCoding.encode(t)) == t)
  }
}
