import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceAdvisor
import ViewTraceCompare
import ViewTraceRender
import ViewTraceReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ViewTraceCommand {
  /// `viewtrace report <sample... | --all | trace.json...> --out DIR [--svg-frames] [--templates DIR]`
  struct Report: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the HTML timeline report of samples or saved traces, with an index page.",
      discussion: """
        Writes DIR/index.html, one <name>.html per scenario (variants as <name>-<variant>.html) and \
        its <name>.trace.json. The folder is written next to DIR first and swapped in with one rename, so \
        a failed or killed run leaves the previous report as it was. DIR must be new, empty or a previous \
        output (it holds .viewtrace-output, which records each file ViewTrace wrote with its size and \
        digest); a previous output with files added since is replaced only with --force, one whose files \
        changed since never. A folder ViewTrace did not write or whose marker it cannot verify, the \
        current folder, its ancestors and files are always refused (exit 2), and a symbolic link unless \
        --follow-link (docs/output.md).
        """)

    @Argument(help: "Samples, sample:variant or trace .json files.", completion: sampleCompletion)
    var inputs: [String] = []

    @Flag(help: "Report every scenario.")
    var all = false

    @Option(help: "The folder to write.")
    var out: String

    @OptionGroup var folder: FolderOutputOptions

    @Flag(help: "Also write each scenario's per-frame SVGs (<name>-frames/frame-000.svg, ...).")
    var svgFrames = false

    @OptionGroup var templates: TemplateOptions

    @OptionGroup var scenario: ScenarioOptions
    @OptionGroup var timing: TimingOptions

    func validate() throws {
      if out == "-" { throw ValidationError("--out writes a folder; - means standard output, which holds one file") }
      if all && !inputs.isEmpty { throw ValidationError("give samples or trace files, or --all, not both") }
      if !all && inputs.isEmpty {
        throw ValidationError(
          "name samples or trace.json files, or pass --all (samples: \(Catalog.current.names.joined(separator: ", ")))"
        )
      }
    }

    func run() async throws {
      let builder = try templates.builder()
      let catalog = Catalog.current
      let jobs = try (all ? catalog.names : inputs).flatMap { try catalog.inputs($0, variant: scenario.variant) }
      var seen = Set<String>()
      for job in jobs where !seen.insert(job.file).inserted {
        throw ValidationError("two inputs would both be written as \(job.file).html; rename one")
      }
      let destination = URL(fileURLWithPath: out)
      let progress = isatty(STDERR_FILENO) == 1
      try await folder.writeFolder(out) { staging in
        var entries: [ReportBuilder.IndexEntry] = []
        var files: [(file: String, name: String, trace: Trace)] = []
        for (number, job) in jobs.enumerated() {
          if progress { printError("[\(number + 1)/\(jobs.count)] \(job.file)") }
          let trace = try await job.load(scenario, timings: timing.settings)
          // One encoding of the trace for its file and its page.
          let json = try TraceCoding.encode(trace)
          try json.write(to: staging.appendingPathComponent("\(job.file).trace.json"))
          let html: String
          do {
            html = try await builder.report(
              for: trace, encodedAs: json, advice: try await job.proving(Advice(trace), scenario))
          } catch let error as ReportError {
            throw CLIError("\(job.file): \(error.description)")
          }
          try Data(html.utf8).write(to: staging.appendingPathComponent("\(job.file).html"))
          if svgFrames {
            let folder = staging.appendingPathComponent("\(job.file)-frames")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
              try await TraceRenderer(trace: trace).treeFrames().forEachFrame { index, svg in
                try Data(svg.utf8).write(to: folder.appendingPathComponent(String(format: "frame-%03d.svg", index)))
              }
            } catch let error as RenderError {
              throw CLIError("\(job.file): \(error.description)")
            }
          }
          entries.append(ReportBuilder.IndexEntry(trace: trace, file: "\(job.file).html", group: job.group))
          if case .file(let path) = job.source {
            files.append((job.file, URL(fileURLWithPath: path).lastPathComponent, trace))
          }
        }
        // Trace files given together are compared in the order given: each with the next.
        var diffs: [ReportBuilder.IndexDiff] = []
        for (a, b) in zip(files, files.dropFirst()) {
          let page = "\(a.file)-vs-\(b.file).diff.html"
          let diff = TraceDiff(a.trace, b.trace, names: (a.name, b.name))
          try Data(builder.diffPage(diff).utf8).write(to: staging.appendingPathComponent(page))
          diffs.append(ReportBuilder.IndexDiff(group: "Trace files", file: page, title: "\(a.name) vs \(b.name)"))
        }
        try Data(builder.index(entries, diffs: diffs).utf8).write(to: staging.appendingPathComponent("index.html"))
      }
      if progress { printError("wrote \(destination.path)/index.html") }
    }
  }
}

/// `--templates DIR`, shared by the commands that write HTML.
struct TemplateOptions: ParsableArguments {
  @Option(help: "The folder with the report's templates (default: the bundled ones).")
  var templates: String?

  /// A report builder over the templates found.
  func builder() throws -> ReportBuilder {
    do {
      return ReportBuilder(
        templates: try TemplateSet.locate(override: templates, executable: Bundle.main.executableURL))
    } catch {
      throw CLIError(error.description)
    }
  }
}
