import SnapshotTesting
import Testing
import ViewTraceModel
import ViewTraceRender
import ViewTraceSamples

/// DOT is the golden file for rendering: the tree of every frame, the cause
/// of every later frame and the dependencies after the last frame of each seed
/// sample. Record with `SNAPSHOT_TESTING_RECORD=all swift test`.
@MainActor
@Suite struct DOTSnapshotTests {
  nonisolated static let samples = ["state-let", "state-binding", "redraw-lab", "counter", "state-init-assign"]

  @Test(arguments: samples)
  func seedSampleDOT(_ name: String) throws {
    let trace = try sampleTrace(name)
    let renderer = TraceRenderer(trace: trace)
    for frame in trace.frames.indices {
      assertSnapshot(of: try renderer.dot(.tree, frame: frame), as: .lines, named: "\(name)-tree-\(frame)")
      if frame > 0 {
        assertSnapshot(of: try renderer.dot(.cause, frame: frame), as: .lines, named: "\(name)-cause-\(frame)")
      }
    }
    assertSnapshot(of: try renderer.dot(.deps, frame: trace.frames.count - 1), as: .lines, named: "\(name)-deps")
  }

  @Test func dotIsDeterministic() throws {
    let first = try TraceRenderer(trace: sampleTrace("redraw-lab")).dot(.tree, frame: 3)
    let second = try TraceRenderer(trace: sampleTrace("redraw-lab")).dot(.tree, frame: 3)
    #expect(first == second)
  }
}
