import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

private enum Flavor: String, Hashable, CaseIterable { case chocolate, vanilla, strawberry }

private struct Shop: View {
  @State var flavor = Flavor.chocolate
  @State var count = 0
  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases, id: \.self) { flavor in
          Text(flavor.rawValue.capitalized).tag(flavor)
        }
      }
      .pickerStyle(.segmented)
      Text("count \(count)")
    }
  }
}

private struct ShowsChoice: View {
  @State var flavor = Flavor.chocolate
  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
      }
      Text("You chose \(flavor.rawValue)")
    }
  }
}

/// Options from a `ForEach` without `.tag`: SwiftUI tags each with its id.
private struct UntaggedShop: View {
  @State var flavor = Flavor.chocolate
  var body: some View {
    Picker("Flavor", selection: $flavor) {
      ForEach(Flavor.allCases, id: \.self) { flavor in
        Text(flavor.rawValue.capitalized)
      }
    }
  }
}

@MainActor @Suite struct PickerTests {
  /// A `ForEach`'s elements are tagged with their ids, so a picker over one needs no `.tag(_:)`
  /// (Apple's `tag(_:includeOptional:)`: "A `ForEach` automatically applies a default tag to each
  /// enumerated view using the `id` parameter of the corresponding element").
  @Test func forEachOptionsAreTaggedWithTheirIDs() throws {
    let t = try trace(UntaggedShop()) { Step.pick("Vanilla", in: "Flavor") }
    #expect(t.frames[1].sourceChanges.map(\.after) == ["vanilla"])
  }

  /// Picking an option writes its tag to the selection; the picker is
  /// redrawn from its binding and the parent, which only passed `$flavor`,
  /// does not run.
  @Test func pickingAnOptionRedrawsOnlyThePicker() throws {
    let t = try trace(Shop()) { Step.pick("Vanilla", in: "Flavor") }
    #expect(t.frames[1].printChanges.isEmpty)
    #expect(t.frames[1].nodes(.redrawn) == ["Shop/VStack/Picker@0"])
    #expect(t.frames[1].sourceChanges.map(\.after) == ["vanilla"])
    let picker = try #require(t.node("Shop/VStack/Picker@0"))
    #expect(
      picker.label == "Picker(\"Flavor\", selection: chocolate, options: [\"Chocolate\", \"Vanilla\", \"Strawberry\"])")
    #expect(picker.modifiers == [".pickerStyle(.segmented)"])
  }

  @Test func aParentThatReadsTheSelectionRuns() throws {
    let t = try trace(ShowsChoice()) { Step.pick("Vanilla", in: "Flavor") }
    #expect(t.frames[1].printChanges == ["ShowsChoice: _flavor changed."])
  }

  @Test func pickingAnUnknownOptionNamesTheOptions() throws {
    #expect(throws: EngineError.self) { try trace(Shop()) { Step.pick("Mint", in: "Flavor") } }
    do {
      _ = try trace(Shop()) { Step.pick("Mint", in: "Flavor") }
    } catch {
      #expect("\(error)".contains("Strawberry"))
    }
  }
}
