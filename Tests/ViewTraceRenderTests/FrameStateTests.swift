import Testing
import ViewTraceModel
@testable import ViewTraceRender
import ViewTraceSamples

/// Which views a frame's tree shows: alive before the frame and what
/// appeared in it, so a view is drawn in the frame it disappears in and not
/// after.
@MainActor @Suite struct FrameStateTests {
  /// event-source: `Color@background.if` disappears in frame 4 ("Stop"); the
  /// clock tick of frame 5 changes no structure, and the view is gone.
  @Test func aViewIsDrawnInTheFrameItDisappearsInAndNotAfter() throws {
    let trace = try sampleTrace("event-source")
    let renderer = TraceRenderer(trace: trace)
    let gone = "EventSourceTest/VStack/Color@background.if"
    #expect(trace.frames[4].records.contains { $0.node == gone && $0.outcome == .disappeared })
    #expect(try renderer.dot(.tree, frame: 4).contains("\"\(gone)\""))
    #expect(try !renderer.dot(.tree, frame: 5).contains("\"\(gone)\""))
  }

  /// The lists are rebuilt on demand from one shared history: read in any
  /// order, each frame gives the same list as read in order.
  @Test func shownListsDoNotDependOnTheOrderTheyAreRead() throws {
    let trace = try sampleTrace("event-source")
    let inOrder = FrameState.all(trace).map(\.shown)
    let states = FrameState.all(trace)
    for frame in [5, 0, 3, 3, 1, 5, 2, 4] where frame < states.count {
      #expect(states[frame].shown == inOrder[frame], "frame \(frame)")
    }
    // Frames of one structure number show one list.
    for (a, b) in zip(states, states.dropFirst()) where a.structure == b.structure {
      #expect(a.shown == b.shown)
    }
  }
}
