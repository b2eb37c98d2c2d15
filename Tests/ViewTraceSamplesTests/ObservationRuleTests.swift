import Testing
import ViewTrace
import ViewTraceSamples

/// SEMANTICS.md rules S15-S18: `@Observable` models tracked per property read.
@MainActor
@Suite struct ObservationRuleTests {
  func migration(_ variant: String) throws -> Trace {
    let sample = try #require(SampleCatalog.named("observable-migration"))
    return try #require(sample.variant(variant)).run()
  }

  @Test func s15_onlyTheReadPropertyInvalidatesInVarsOptionalsAndArrays() throws {
    let trace = try runSample("observable-book")
    #expect(trace.frames[1].records.isEmpty, "isAvailable is never read")
    #expect(trace.frames[5].records.isEmpty, "shelf[0] is never read")
    let cases = [
      (2, "LibraryView/VStack/BookView@0", "Book#1.title"),
      (3, "LibraryView/VStack/FeaturedView@1", "Book#2.title"),
      (4, "LibraryView/VStack/ShelfView@2", "Book#3.title"),
    ]
    for (index, view, source) in cases {
      let frame = trace.frames[index]
      let type = String(view.split(separator: "/").last!.split(separator: "@").first!)
      #expect(frame.printChanges == ["\(type): @dependencies changed."])
      #expect(outcomes(frame) == [view: .evaluated, "\(view)/Text": .redrawn])
      let reason = try #require(frame.record(view)?.reasons.first)
      #expect(reason.kind == .dependencies)
      #expect(reason.property == "Book.title")
      #expect(reason.source == source)
    }
    let title = try #require(trace.frames[2].record("LibraryView/VStack/BookView@0")?.reasons.first?.changes.first)
    #expect(title == ValueChange(name: "title", before: "\"Sample Book Title\"", after: "\"Swift\""))
    #expect(
      trace.edges(afterFrame: 0).filter { $0.kind == .observation }.map(\.source) == [
        "Book#1.title", "Book#2.title", "Book#3.title",
      ])
  }

  @Test func s16_observableObjectRunsEveryHolderObservableOnlyTheReaders() throws {
    let object = try migration("ObservableObject").frames[1]
    #expect(
      object.printChanges == [
        "LocationScreen: _viewModel changed.", "LocationTitleView: _viewModel changed.",
        "ProfileCountView: _viewModel changed.", "LocationEditor: _viewModel changed.",
        "CheckInButton: _viewModel changed.",
      ])
    let observation = try migration("Observable").frames[1]
    #expect(observation.printChanges == ["ProfileCountView: @dependencies changed."])
    #expect(
      outcomes(observation) == [
        "LocationScreen/VStack/ProfileCountView@1": .evaluated,
        "LocationScreen/VStack/ProfileCountView@1/Text": .redrawn,
      ])
  }

  @Test func s17_observationIgnoredNeverInvalidates() throws {
    for variant in ["ObservableObject", "Observable"] {
      let frame = try migration(variant).frames[3]
      #expect(frame.event == "tap \"sync\"")
      #expect(frame.records.isEmpty && frame.sourceChanges.isEmpty, "\(variant)")
    }
  }

  @Test func s18_stateBindableAndPlainVarTrackReadsTheSameWay() throws {
    let trace = try migration("Observable")
    for index in [2, 4] {
      let frame = trace.frames[index]
      #expect(
        frame.printChanges == ["LocationTitleView: @dependencies changed.", "LocationEditor: @dependencies changed."])
      #expect(frame.record("LocationScreen") == nil, "the @State owner never read location")
      #expect(frame.record("LocationScreen/VStack/CheckInButton@3") == nil, "the plain var used for a method")
      #expect(frame.record("LocationScreen/VStack/LocationEditor@2/TextField")?.outcome == .redrawn)
    }
  }
}
