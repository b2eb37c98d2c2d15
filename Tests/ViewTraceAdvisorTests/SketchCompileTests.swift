import Foundation
import Testing
import ViewTraceAdvisor
import ViewTraceModel

/// The advisor's sketches compile against the views as they are written: every
/// declaration a sketch holds (the `Equatable` conformance of a fix) is
/// appended to the samples' own files, which are then type-checked as their
/// module is, against the modules this build made (docs/advisor.md,
/// "Sketches"). The lines that show an edit inside existing code (`// in
/// RootView's body:`) are not declarations and are not compiled.
@MainActor
@Suite struct SketchCompileTests {
  /// Every declaration the recall corpus's sketches hold compiles with the samples.
  @Test func everySketchOfTheRecallCorpusCompiles() throws {
    var blocks: [String] = []
    var proposedEquatable = 0
    for entry in RecallCorpusTests.corpus {
      for diagnosis in try advise(entry.sample, variant: entry.variant).diagnoses {
        let declared = diagnosis.sketchDeclarations
        // The fixes that are an `Equatable` conformance (a fresh value's fix is to make it once).
        if case .equatable? = diagnosis.whatIf, diagnosis.pattern != .freshValue {
          proposedEquatable += 1
          #expect(
            declared.contains { $0.contains(": Equatable {") },
            "\(entry.sample): \(diagnosis.view)'s sketch has no Equatable conformance:\n\(diagnosis.sketch)")
        }
        blocks += declared.filter { !blocks.contains($0) }
      }
    }
    // The corpus proposes conformances for closures, whole structs and unused parameters.
    #expect(proposedEquatable >= 3)
    #expect(!blocks.isEmpty)
    for batch in Sketch.batches(blocks) {
      let result = try Sketch.typeCheck(batch)
      #expect(
        result.status == 0,
        "the sketches do not compile with the samples:\n\(result.output)\n\(batch.joined(separator: "\n"))")
    }
  }

  /// A sketch's declarations are its `extension` blocks, not its lines showing edits in a body.
  @Test func aSketchsDeclarationsAreItsExtensionBlocks() throws {
    let cells = try #require(try advise("closure-cells").diagnoses.first)
    #expect(cells.sketchDeclarations.count == 1)
    #expect(cells.sketchDeclarations.first?.hasPrefix("extension ClosureCellsSample.CellView: Equatable {") == true)
    #expect(cells.sketch.contains("// or, in ClosureDemo's body:"))
    #expect(!cells.sketchDeclarations.joined().contains("// or, in ClosureDemo's body:"))
  }

  /// The check can fail: a conformance naming a property the view lacks does not compile.
  @Test func aSketchNamingAPropertyTheViewLacksDoesNotCompile() throws {
    let wrong = """
      extension ClosureCellsSample.CellView: Equatable {
        public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
          lhs.title == rhs.title
        }
      }
      """
    let result = try Sketch.typeCheck([wrong])
    #expect(result.status != 0)
    #expect(result.output.contains("title"))
  }
}

/// Type-checking a sketch's declarations with the samples.
enum Sketch {
  /// `blocks` in groups that extend each type at most once (two
  /// conformances of one type to `Equatable` in one module do not compile).
  static func batches(_ blocks: [String]) -> [[String]] {
    var batches: [[String]] = []
    for block in blocks {
      let head = block.prefix { $0 != "{" }
      if let index = batches.firstIndex(where: { !$0.contains { $0.prefix { $0 != "{" } == head } }) {
        batches[index].append(block)
      } else {
        batches.append([block])
      }
    }
    return batches
  }

  /// `swiftc -typecheck` of the samples' files and `blocks`, as the package
  /// builds the samples (Swift 6), against this build's modules.
  static func typeCheck(_ blocks: [String]) throws -> (status: Int32, output: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let samples = root.appendingPathComponent("Samples")
    let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { samples.appendingPathComponent($0).path }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtrace-sketch-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sketch = folder.appendingPathComponent("Sketches.swift")
    try ("import ViewTrace\n\n" + blocks.joined(separator: "\n\n") + "\n").write(
      to: sketch, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "ViewTraceSamples",
        "-I", build.appendingPathComponent("Modules").path,
        "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
      ] + files + [sketch.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
