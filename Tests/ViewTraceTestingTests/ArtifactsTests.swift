import Foundation
import Testing
import ViewTraceTesting

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
        "index.html", "state-binding-frame-2.svg", "state-binding.html", "state-binding.trace.json",
      ])
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("href=\"state-binding.html\""))
    #expect(index.contains("<a href=\"state-binding-frame-2.svg\">state-binding-frame-2.svg</a>"))
    let saved = try TraceCoding.decode(Data(contentsOf: URL(fileURLWithPath: folder + "/state-binding.trace.json")))
    #expect(saved == trace)
  }
}
