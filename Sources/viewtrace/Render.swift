import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceRender
import ViewTraceSamples

extension ViewTraceCommand {
  /// `viewtrace render <sample | trace.json> [--frame N | --all-frames] [--view tree|deps|cause] [--focus]
  /// --format dot|svg|png --out PATH`
  struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw a sample's or a saved trace's view tree, dependencies or cause chain with Graphviz.",
      discussion: """
        With --frame (default: the last frame) --out is a file. With --all-frames --out is a directory \
        that receives frame-000.<format>, frame-001.<format>, ...; the tree view is laid out once per \
        distinct structure.
        """)

    @Argument(help: "A sample name (see `viewtrace list`) or a trace.json written by `viewtrace run --format json`.")
    var input: String

    @Option(help: "The frame to draw (default: the last one).")
    var frame: Int?

    @Flag(help: "Draw every frame into the --out directory.")
    var allFrames = false

    @Option(help: "What to draw: \(TraceRenderer.View.allCases.map(\.rawValue).joined(separator: ", ")).")
    var view: TraceRenderer.View = .tree

    @Flag(help: "Keep the paths to touched views and fold untouched subtrees (tree view).")
    var focus = false

    @Option(help: "Output: \(Graphviz.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Graphviz.Format

    @Option(help: "The file to write (a directory with --all-frames).")
    var out: String

    @Flag(help: "With --all-frames: replace --out even when it is a folder ViewTrace did not write.")
    var force = false

    @Option(help: "The variant of a sample that has several.")
    var variant: String?

    func validate() throws {
      if allFrames && frame != nil { throw ValidationError("give --frame or --all-frames, not both") }
      if let frame, frame < 0 { throw ValidationError("--frame must be 0 or more") }
    }

    func run() async throws {
      let trace = try await loadTrace(input, variant: variant)
      let renderer = TraceRenderer(trace: trace)
      do {
        if allFrames {
          try await writeAllFrames(renderer)
        } else {
          let index = frame ?? trace.frames.count - 1
          let data: Data
          if format == .dot {
            data = Data(try renderer.dot(view, frame: index, focus: focus).utf8)
          } else {
            data = try await renderer.render(view, frame: index, focus: focus, format: format)
          }
          try write(data, to: out)
        }
      } catch let error as RenderError {
        throw CLIError(error.description)
      }
    }

    private func writeAllFrames(_ renderer: TraceRenderer) async throws {
      try await Output.writeFolder(out, force: force) { staging in
        func name(_ index: Int) -> String { String(format: "frame-%03d.%@", index, format.rawValue) }
        if view == .tree && format == .svg && !focus {
          // Laid out once per structure, styled per frame.
          try await renderer.treeFrames().forEachFrame { index, svg in
            try Data(svg.utf8).write(to: staging.appendingPathComponent(name(index)))
          }
          return
        }
        for index in renderer.trace.frames.indices {
          let data: Data
          if format == .dot {
            data = Data(try renderer.dot(view, frame: index, focus: focus).utf8)
          } else {
            data = try await renderer.render(view, frame: index, focus: focus, format: format)
          }
          try data.write(to: staging.appendingPathComponent(name(index)))
        }
      }
    }
  }
}

/// Writes `data` to the file at `path` atomically (a temporary file renamed into place).
func write(_ data: Data, to path: String) throws {
  try Output.writeFile(data, to: path)
}

/// A trace from a sample name or a trace.json file.
func loadTrace(_ input: String, variant: String?) async throws -> Trace {
  if let sample = SampleCatalog.named(input) {
    let scenario: Scenario
    if let variant {
      guard let chosen = sample.variant(variant) else {
        throw ValidationError(
          "sample '\(sample.name)' has no variant '\(variant)' (variants: \(sample.variants.compactMap(\.variant).joined(separator: ", ")))"
        )
      }
      scenario = chosen
    } else {
      guard sample.variants.count == 1 else {
        throw ValidationError(
          "sample '\(sample.name)' has several variants; pass --variant (\(sample.variants.compactMap(\.variant).joined(separator: ", ")))"
        )
      }
      scenario = sample.scenario
    }
    return try await MainActor.run {
      do {
        return try scenario.run()
      } catch {
        throw CLIError("\(sample.name): \(error)")
      }
    }
  }
  let url = URL(fileURLWithPath: input)
  guard FileManager.default.fileExists(atPath: url.path) else {
    throw ValidationError(
      "'\(input)' is neither a sample nor a file (samples: \(SampleCatalog.names.joined(separator: ", ")))")
  }
  do {
    return try TraceCoding.decode(try Data(contentsOf: url))
  } catch let error as TraceModelError {
    throw CLIError("\(input): \(error)")
  } catch {
    throw CLIError("cannot read \(input): \(systemReason(error))")
  }
}

extension TraceRenderer.View: ExpressibleByArgument {}
extension Graphviz.Format: ExpressibleByArgument {}
