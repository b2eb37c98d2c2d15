import Observation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

@Observable private final class Library {
  var title = "Swift"
  var count = 0
}

private struct TitleView: View {
  @Environment(Library.self) var library
  var body: some View { Text(library.title) }
}

private struct CountView: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.count)") }
}

private struct MaybeView: View {
  @Environment(Library.self) private var library: Library?
  var body: some View { Text(library?.title ?? "none") }
}

private struct Shelf: View {
  @State private var library = Library()
  @State private var other = Library()
  @State private var useOther = false
  var body: some View {
    VStack {
      TitleView()
      CountView()
      MaybeView()
      Button("swap") { useOther = true }
    }
    .environment(useOther ? other : library)
  }
}

private struct Orphan: View {
  var body: some View {
    VStack {
      TitleView()
      MaybeView()
    }
  }
}

@MainActor @Suite struct EnvironmentModelTests {
  @Test func onlyViewsThatReadTheChangedPropertyRun() throws {
    let t = try trace(Shelf()) {
      Step.mutate("title = Kotlin", on: TitleView.self) { $0.library.title = "Kotlin" }
    }
    #expect(t.frames[1].printChanges == ["TitleView: @dependencies changed.", "MaybeView: @dependencies changed."])
    let title = try #require(t.frames[1].records.first)
    #expect(title.reasons.first?.property == "Library.title")
    #expect(title.reasons.first?.changes == [ValueChange(name: "title", before: "\"Swift\"", after: "\"Kotlin\"")])
  }

  @Test func anotherInstanceChangesTheFieldOfEveryReader() throws {
    let t = try trace(Shelf()) { Step.tap("swap") }
    #expect(
      t.frames[1].printChanges == [
        "Shelf: _useOther changed.", "TitleView: _library changed.", "CountView: _library changed.",
        "MaybeView: _library changed.",
      ])
  }

  @Test func aMissingModelIsAWarningAndTheBodyDoesNotRun() throws {
    let t = try trace(Orphan())
    let warning = try #require(t.frames[0].warnings.first)
    #expect(warning.kind == .missingEnvironmentModel)
    #expect(warning.node == "Orphan/VStack/TitleView@0")
    #expect(warning.message.hasPrefix("TitleView._library: no Observable object of type Library"))
    #expect(
      t.frames[0].printChanges == [
        "Orphan: @self changed.", "MaybeView: @self, @identity, _library changed.",
      ])
    #expect(t.node("Orphan/VStack/MaybeView@1/Text")?.label == "Text(\"none\")")
  }
}
