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

  /// Where sources and views are declared stays out of a snapshot unless asked: a line moves
  /// whenever the file above it is edited.
  @Test func sourceLocationsAreInASnapshotOnlyWhenAsked() async throws {
    let trace = try await sampleTrace("state-binding")
    #expect(trace.sources.contains { $0.declaredAt != nil })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    func recorded(_ strategy: Snapshotting<Trace, String>, _ name: String, _ ext: String) throws -> String {
      _ = verifySnapshot(of: trace, as: strategy, named: name, record: .all, snapshotDirectory: folder.path)
      let file = try #require(
        FileManager.default.contentsOfDirectory(atPath: folder.path).first {
          $0.contains(".\(name).") && $0.hasSuffix(ext)
        })
      return try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
    }
    #expect(try !recorded(.json, "plain", "json").contains("declaredAt"))
    #expect(
      try recorded(.json(sourceLocations: true), "located", "json").contains(#""file" : "Samples/StateBinding.swift""#))
    #expect(try !recorded(.text, "plain-text", "txt").contains("StateBinding.swift"))
    #expect(
      try recorded(.text(sourceLocations: true), "located-text", "txt").contains(
        "changed ContentView._firstNumber (Samples/StateBinding.swift:7)"))
  }
}
