import Foundation
import Testing
@testable import ViewTraceTesting

@Suite struct ArtifactsTests {
  @Test func aRunWritesItsTraceReportAndAnIndex() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-artifacts-\(UUID())").path
    let artifacts = Artifacts(folder: folder)
    let trace = try await sampleTrace("state-binding")
    try await artifacts.record(trace)
    await artifacts.recordFailedFrame(2, of: trace)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      files == [
        ".viewtrace-output", "index.html", "state-binding-frame-2.svg", "state-binding.html", "state-binding.trace.json",
      ])
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("href=\"state-binding.html\""))
    #expect(index.contains("<a href=\"state-binding-frame-2.svg\">state-binding-frame-2.svg</a>"))
    let saved = try TraceCoding.decode(Data(contentsOf: URL(fileURLWithPath: folder + "/state-binding.trace.json")))
    #expect(saved == trace)
  }
}

/// The artifacts folder is the tool's: a folder it did not make, or a file
/// in it that it did not write, is never written over.
@Suite struct ArtifactsFolderTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-artifacts-\(UUID())").path

  @Test func aFolderViewTraceDidNotMakeIsNotWrittenInto() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    let trace = try await sampleTrace("state-binding")
    await #expect {
      try await Artifacts(folder: folder).record(trace)
    } throws: { error in
      "\(error)"
        == "VIEWTRACE_ARTIFACTS \(folder) is a folder that ViewTrace did not write (it holds notes.txt); refusing to replace it, even with --force (choose an empty or new folder)"
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
  }

  @Test func aFileViewTraceDidNotWriteInItsFolderIsNotReplaced() async throws {
    let trace = try await sampleTrace("state-binding")
    let artifacts = Artifacts(folder: folder)
    try await artifacts.record(trace)
    try Data("my edit".utf8).write(to: URL(fileURLWithPath: folder + "/state-binding.html"))
    await #expect {
      try await artifacts.record(trace)
    } throws: { error in
      "\(error)"
        == "VIEWTRACE_ARTIFACTS \(folder) holds state-binding.html, which ViewTrace did not write (or which changed since it did); refusing to replace or remove it (move it away)"
    }
    #expect(try String(contentsOfFile: folder + "/state-binding.html", encoding: .utf8) == "my edit")
    // Its own files are replaced.
    try FileManager.default.removeItem(atPath: folder + "/state-binding.html")
    try await artifacts.record(trace)
    try await artifacts.record(trace)
  }
}

/// Every failed check (an expectation, a budget, avoidable evaluations)
/// writes its failing frames as SVG and lists the test, its message and its
/// links in the index.
@Suite struct FailureArtifactsTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-failures-\(UUID())").path

  func index() throws -> String { try String(contentsOfFile: folder + "/index.html", encoding: .utf8) }

  @Test func aFailingBudgetWritesTheFrameAndAnIndexNamingTheTest() async throws {
    let trace = try await sampleTrace("state-binding")
    let budget = folder + "-budget.json"
    try Data(#"{"budgetVersion": 1, "frames": [{"frame": 2, "evaluated": ["ContentView"]}]}"#.utf8)
      .write(to: URL(fileURLWithPath: budget))
    let issues = await recordedIssues {
      trace.expectWithinBudget(budget, artifacts: Artifacts(folder: folder))
    }
    #expect(issues.count == 1)
    await PendingArtifacts.wait()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files.contains("state-binding-frame-2.svg"))
    let html = try index()
    #expect(html.contains("<h2>Failing tests</h2>"))
    #expect(html.contains("<h3>aFailingBudgetWritesTheFrameAndAnIndexNamingTheTest()</h3>"))
    #expect(html.contains("budget failed at ViewTraceTestingTests/ArtifactsTests.swift:"))
    #expect(html.contains("<a href=\"state-binding-frame-2.svg\">frame 2</a>"))
    #expect(html.contains(">OVER BUDGET: state-binding, 0 of 1 budget lines met"), "the message is in the index")
  }

  @Test func avoidableEvaluationsWriteTheirFramesAndTheTest() async throws {
    let trace = try await sampleTrace("student-params")
    let issues = await recordedIssues {
      trace.expectAvoidableEvaluations(atMost: 0, artifacts: Artifacts(folder: folder))
    }
    #expect(issues.count == 1)
    await PendingArtifacts.wait()
    #expect(FileManager.default.fileExists(atPath: folder + "/student-params-frame-1.svg"))
    let html = try index()
    #expect(html.contains("<h3>avoidableEvaluationsWriteTheirFramesAndTheTest()</h3>"))
    #expect(html.contains("avoidable evaluations failed at"))
  }

  @Test func aFailedExpectationIsListedWithItsMessage() async throws {
    let trace = try await sampleTrace("state-binding")
    _ = await recordedIssues {
      await trace.expect(2, evaluated: ["ContentView": 1], artifacts: Artifacts(folder: folder))
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/state-binding-frame-2.svg"))
    let html = try index()
    #expect(html.contains("<h3>aFailedExpectationIsListedWithItsMessage()</h3>"))
    #expect(html.contains("state-binding frame 2 (forthNumber = 42): evaluated"))
    let records = try FileManager.default.contentsOfDirectory(atPath: folder + "/failures")
    #expect(records.count == 1)
  }
}
