import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceRender

extension ViewTraceCommand {
  /// `viewtrace render <sample | trace.json> [--frame N | --all-frames] [--view tree|deps|cause] [--focus]
  /// [--expand-all] [--format dot|svg|png] --out PATH|-`
  struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw a scenario's or a saved trace's view tree, dependencies or cause chain with Graphviz.",
      discussion: """
        With --frame (default: the last frame) --out is a file, or - for standard output; the format \
        comes from its extension (.svg, .png, .dot) unless --format says it. With --all-frames --out is \
        a directory that receives frame-000.<format>, frame-001.<format>, ... and --format is required; \
        the tree view is laid out once per distinct structure.
        """)

    @Argument(help: "A sample, sample:variant or a trace .json file.", completion: sampleCompletion)
    var input: String

    @Option(help: "The frame to draw (default: the last one).")
    var frame: Int?

    @Flag(help: "Draw every frame into the --out directory.")
    var allFrames = false

    @Option(help: "What to draw: \(TraceRenderer.View.allCases.map(\.rawValue).joined(separator: ", ")).")
    var view: TraceRenderer.View = .tree

    @Flag(help: "Keep the paths to touched views and fold untouched subtrees (tree view).")
    var focus = false

    @Flag(
      name: [.customLong("expand-all"), .customLong("no-fold")],
      help: "Draw every view: do not fold runs of more than 8 same-type siblings when the diagram is wider than a page."
    )
    var expandAll = false

    @Option(
      help: ArgumentHelp(
        "Fold, wrap and at last scale the diagram until it is at most this many pixels wide (96 dpi, 100 to 100000); says what it did on standard error.",
        valueName: "px"))
    var maxWidth: Int?

    @Option(
      help:
        "Output: \(Graphviz.Format.allCases.map(\.rawValue).joined(separator: ", ")) (default: --out's extension)."
    )
    var format: Graphviz.Format?

    @Option(help: "The file to write, - for standard output (a directory with --all-frames).")
    var out: String

    @OptionGroup var folder: FolderOutputOptions

    @OptionGroup var scenario: ScenarioOptions

    /// The largest `--max-width`: wider than any screen or page by far.
    static let maxWidthLimit = 100_000

    func validate() throws {
      if allFrames && frame != nil { throw ValidationError("give --frame or --all-frames, not both") }
      if let frame, frame < 0 { throw ValidationError("--frame must be 0 or more") }
      if let maxWidth, maxWidth < 100 {
        throw ValidationError("--max-width must be at least 100 px, not \(maxWidth)")
      }
      if let maxWidth, maxWidth > Self.maxWidthLimit {
        throw ValidationError("--max-width must be at most \(Self.maxWidthLimit) px, not \(maxWidth)")
      }
      if allFrames && out == "-" { throw ValidationError("--all-frames writes a folder; --out - is for one frame") }
      _ = try resolvedFormat()
    }

    /// `--format`, or the one `--out`'s extension names; they must agree.
    func resolvedFormat() throws -> Graphviz.Format {
      let ext = (out as NSString).pathExtension.lowercased()
      let fromName = allFrames || out == "-" ? nil : Graphviz.Format(rawValue: ext)
      switch (format, fromName) {
      case (let format?, let named?) where format != named:
        throw ValidationError(
          "--format \(format.rawValue) does not match --out \(out); name a .\(format.rawValue) file")
      case (let format?, _): return format
      case (nil, let named?): return named
      case (nil, nil):
        let formats = Graphviz.Format.allCases.map(\.rawValue).joined(separator: ", ")
        throw ValidationError(
          allFrames || out == "-"
            ? "pass --format (\(formats)) with \(allFrames ? "--all-frames" : "--out -")"
            : "cannot tell the format of --out \(out): name a .svg, .png or .dot file, or pass --format")
      }
    }

    func run() async throws {
      let format = try resolvedFormat()
      let trace = try await Catalog.current.input(input, variant: scenario.variant).load(scenario)
      let renderer = TraceRenderer(trace: trace)
      do {
        if allFrames {
          try await writeAllFrames(renderer, format: format)
        } else {
          try folder.link.write(try await image(renderer, frame: frame ?? trace.frames.count - 1, format: format), to: out)
        }
      } catch let error as RenderError {
        throw CLIError(error.description)
      }
    }

    private func image(_ renderer: TraceRenderer, frame: Int, format: Graphviz.Format) async throws -> Data {
      if let maxWidth {
        let fitted = try await renderer.render(
          view, frame: frame, focus: focus, fold: folding, format: format, maxWidth: maxWidth)
        printError("\(view.rawValue) frame \(frame): \(fitted.summary)")
        return fitted.data
      }
      if format == .dot { return Data(try renderer.dot(view, frame: frame, focus: focus, fold: folding).utf8) }
      let rendered = try await renderer.renderNoted(view, frame: frame, focus: focus, fold: folding, format: format)
      for note in rendered.notes { printError("\(view.rawValue) frame \(frame): \(note)") }
      return rendered.data
    }

    /// Folding as the flags ask.
    private var folding: Folding { expandAll ? .never : .auto }

    private func writeAllFrames(_ renderer: TraceRenderer, format: Graphviz.Format) async throws {
      try await folder.writeFolder(out) { staging in
        func name(_ index: Int) -> String { String(format: "frame-%03d.%@", index, format.rawValue) }
        if view == .tree && format == .svg && !focus && maxWidth == nil && (expandAll || !renderer.hasFoldableRuns) {
          // Laid out once per structure, styled per frame (without folds).
          try await renderer.treeFrames().forEachFrame { index, svg in
            try Data(svg.utf8).write(to: staging.appendingPathComponent(name(index)))
          }
          return
        }
        for index in renderer.trace.frames.indices {
          try await image(renderer, frame: index, format: format).write(to: staging.appendingPathComponent(name(index)))
        }
      }
    }
  }
}

extension TraceRenderer.View: ExpressibleByArgument {}
extension Graphviz.Format: ExpressibleByArgument {}
