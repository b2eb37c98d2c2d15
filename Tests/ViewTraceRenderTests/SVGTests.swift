import Foundation
import Testing
import ViewTraceModel
import ViewTraceRender
import ViewTraceSamples

@MainActor
@Suite struct SVGTests {
  @Test func eachFrameGivesTheRightNodesTheirOutcomeClass() async throws {
    let trace = try sampleTrace("redraw-lab")
    let series = try await TraceRenderer(trace: trace).treeFrames()
    for frame in trace.frames {
      let svg = series.svg(frame: frame.index)
      #expect(try xmllintProblems(svg) == nil, "frame \(frame.index)")
      let elements = try SVGElements.parse(svg)
      for id in trace.liveNodes(afterFrame: frame.index) where frame.record(id) == nil {
        #expect(elements.classes[ElementID.node(id)]?.contains("outcome-untouched") == true, "\(id)")
      }
      for record in frame.records {
        let classes = try #require(
          elements.classes[ElementID.node(record.node)], "\(record.node) in frame \(frame.index)")
        #expect(classes.split(separator: " ").contains("outcome-\(record.outcome.rawValue)"), "\(record.node)")
      }
    }
  }

  /// The cause view words a source's change as every output does: where
  /// the values differ (`books[id: 1].isFavorite: false -> true`), not two
  /// whole arrays cut at the box's width.
  @Test func theCauseViewShowsWhereASourcesValuesDiffer() async throws {
    let sample = try #require(SampleCatalog.named("library-favorites"))
    let trace = try sample.variants[0].run()
    let dot = try TraceRenderer(trace: trace).dot(.cause, frame: 1)
    #expect(dot.contains(#"label="LibraryStore#1.books\nbooks[id: 1].isFavorite: false -> true""#), "\(dot)")
    #expect(!dot.contains("Book(id: 1"))
  }

  @Test func frameTextsFollowTheFrame() async throws {
    let trace = try sampleTrace("counter")
    let series = try await TraceRenderer(trace: trace).treeFrames()
    #expect(try SVGElements.parse(series.svg(frame: 0)).texts.contains("Text(\"Count: 0\")"))
    #expect(try SVGElements.parse(series.svg(frame: 4)).texts.contains("Text(\"Count: 2\")"))
    #expect(try SVGElements.parse(series.svg(frame: 4)).texts.contains("_value"))
  }

  @Test func oneLayoutPerDistinctStructure() async throws {
    // counter never changes structure; redraw-lab replaces a view every frame.
    #expect(try await TraceRenderer(trace: sampleTrace("counter")).treeFrames().layoutCount == 1)
    let redraw = try sampleTrace("redraw-lab")
    #expect(try await TraceRenderer(trace: redraw).treeFrames().layoutCount == redraw.frames.count)
  }

  @Test func standaloneFramesCarryTheirStyle() async throws {
    let series = try await TraceRenderer(trace: sampleTrace("state-let")).treeFrames()
    let svg = series.svg(frame: 1)
    #expect(svg.contains("<style>"))
    #expect(svg.contains(".outcome-evaluated > polygon"))
  }

  @Test func singleFrameSVGIsWellFormedAndStyled() async throws {
    let data = try await TraceRenderer(trace: sampleTrace("state-let")).render(.tree, frame: 2, format: .svg)
    let svg = String(decoding: data, as: UTF8.self)
    #expect(try xmllintProblems(svg) == nil)
    let elements = try SVGElements.parse(svg)
    #expect(elements.classes["n_ContentView"] == "node view kind-custom outcome-evaluated")
    #expect(elements.classes[ElementID.node("ContentView/VStack/FourthView@3")]?.contains("outcome-evaluated") == true)
  }

  @Test func pngComesFromGraphvizsOwnRenderer() async throws {
    let data = try await TraceRenderer(trace: sampleTrace("counter")).render(.cause, frame: 3, format: .png)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }

  @Test func renderingIsDeterministic() async throws {
    let renderer = TraceRenderer(trace: try sampleTrace("published-binding"))
    let first = try await renderer.render(.deps, frame: 2, format: .svg)
    let second = try await renderer.render(.deps, frame: 2, format: .svg)
    #expect(first == second)
  }

  @Test func focusFoldsUntouchedSubtreesWithACount() throws {
    let trace = try sampleTrace("counter")
    let dot = try TraceRenderer(trace: trace).dot(.tree, frame: 3, focus: true)
    #expect(dot.contains("\"CounterRoot/VStack/CountingCounter@1/Button/Text\""))
    #expect(!dot.contains("\"CounterRoot/VStack/Counter@0\" ["))
    #expect(dot.contains("label=\"… 3 untouched views\""))
  }

  @Test func askingForAFrameThatDoesNotExistSaysWhichExist() throws {
    #expect(throws: RenderError.noSuchFrame(9, count: 5)) {
      try TraceRenderer(trace: sampleTrace("counter")).dot(.tree, frame: 9)
    }
    #expect(RenderError.noSuchFrame(9, count: 5).description == "no frame 9: the trace has frames 0...4")
  }

  /// Every view, as DOT or laid out (with or without a width to fit), throws
  /// for a frame past the end or before the start: the cause view built its
  /// graph before the check and trapped.
  @Test(arguments: TraceRenderer.View.allCases)
  func everyViewThrowsForAFrameThatDoesNotExist(_ view: TraceRenderer.View) async throws {
    let renderer = TraceRenderer(trace: try sampleTrace("counter"))
    for frame in [5, -1] {
      let missing = RenderError.noSuchFrame(frame, count: 5)
      #expect(throws: missing) { try renderer.dot(view, frame: frame) }
      await #expect(throws: missing) { try await renderer.render(view, frame: frame, format: .svg) }
      await #expect(throws: missing) { try await renderer.render(view, frame: frame, format: .svg, maxWidth: 600) }
    }
  }
}
