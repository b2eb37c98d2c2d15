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

  @Test func aMissingGoldenFileIsOneLineWhenRecordingIsOff() async throws {
    let trace = try await sampleTrace("state-binding")
    let failure = verifySnapshot(of: trace, as: .printChanges, named: "none", record: .never)
    #expect(failure == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
  }
}
