import Foundation
import Testing
import ViewTraceTesting

@Suite struct SnapshotTests {
  @Test func traceSnapshotsInEveryFormat() async throws {
    let trace = try await sampleTrace("state-binding")
    assertSnapshot(of: trace, as: .printChanges, named: "printchanges")
    assertSnapshot(of: trace, as: .text, named: "text")
    assertSnapshot(of: trace, as: .json, named: "json")
    assertSnapshot(of: trace, as: .dot, named: "dot")
  }

  @Test func aChangedTraceFailsWithAUnifiedDiff() async throws {
    // state-let's FourthView takes a let: frame 2 runs ContentView too.
    let changed = try await sampleTrace("state-let")
    let failure = verifySnapshot(
      of: changed, as: .printChanges, named: "printchanges", record: .never, testName: "traceSnapshotsInEveryFormat()")
    let diff = try #require(failure)
    #expect(diff.contains("@@ −1,8 +1,9 @@"), "\(diff)")
    #expect(diff.contains("\n+ContentView: _forthNumber changed.\n"), "\(diff)")
  }

  /// The error is never the snapshot: the strategy fails the test and gives
  /// nothing to record, even with recording on.
  @Test func aSnapshotThatCannotBeMadeFailsTheTestAndRecordsNothing() async throws {
    let trace = try await sampleTrace("state-binding")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var failure: String?
    let issues = await recordedIssues {
      failure = verifySnapshot(
        of: trace, as: .dot(.cause, frame: 99), named: "frame-99", record: .all, snapshotDirectory: folder.path,
        timeout: 0.1)
    }
    #expect(
      issues == [
        "ViewTrace cannot make the .dot snapshot (cause view) of \(trace.scenario): no frame 99: the trace has "
          + "frames 0...\(trace.frames.count - 1); nothing was recorded or compared"
      ])
    #expect(failure != nil, "swift-snapshot-testing fails too")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] == [])
  }

  @Test func aMissingGoldenFileIsOneLineWhenRecordingIsOff() async throws {
    let trace = try await sampleTrace("state-binding")
    let failure = verifySnapshot(of: trace, as: .printChanges, named: "none", record: .never)
    #expect(failure == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
  }
}
