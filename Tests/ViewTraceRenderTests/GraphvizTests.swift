import Foundation
import Testing
import ViewTraceRender

@Suite struct GraphvizTests {
  @Test func invalidDOTIsANamedErrorWithGraphvizsMessage() async {
    do {
      _ = try await Graphviz.shared.render(dot: "digraph { a -> }", format: .svg)
      Issue.record("rendered invalid DOT")
    } catch {
      guard case .invalidGraph(let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(message.contains("syntax error"))
      #expect(error.description.hasPrefix("Graphviz could not read the graph: "))
    }
  }

  @Test func warningsAreCollectedNotPrinted() async throws {
    let output = try await Graphviz.shared.render(dot: "digraph { a [shape=notashape] }", format: .svg)
    #expect(output.warnings.contains { $0.contains("notashape") })
    let clean = try await Graphviz.shared.render(dot: "digraph { a }", format: .svg)
    #expect(clean.warnings.isEmpty)
  }

  /// Every graph is closed and every layout and render buffer freed: a
  /// thousand layouts in a row do not grow the process. Runs in a process of
  /// its own (`viewtrace-leak-check`) so that other tests' allocations do not
  /// count.
  @Test func repeatedLayoutsDoNotGrowMemory() throws {
    var directory = Bundle.main.bundleURL
    var tool = directory.appendingPathComponent("viewtrace-leak-check")
    for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: tool.path) {
      directory.deleteLastPathComponent()
      tool = directory.appendingPathComponent("viewtrace-leak-check")
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["1000"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let growth = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), "output: \(text)")
    #expect(growth < 4 << 20, "resident memory grew by \(growth / 1024) KiB over 1,000 layouts")
  }
}
