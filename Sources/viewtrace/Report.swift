import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceRender
import ViewTraceReport
import ViewTraceSamples

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
        output (it holds .viewtrace-output); anything else, the current folder, its ancestors and files \
        are refused (exit 2) unless --force, which replaces a folder ViewTrace did not write.
        """)

    @Argument(help: "Sample names (see `viewtrace list`) or trace.json files.")
    var inputs: [String] = []

    @Flag(help: "Report every built-in sample.")
    var all = false

    @Option(help: "The folder to write.")
    var out: String

    @Flag(help: "Replace --out even when it is a non-empty folder ViewTrace did not write.")
    var force = false

    @Flag(help: "Also write each scenario's per-frame SVGs (<name>-frames/frame-000.svg, ...).")
    var svgFrames = false

    @Option(help: "The folder with report.html, index.html, report.css and report.js (default: the bundled ones).")
    var templates: String?

    func validate() throws {
      if all && !inputs.isEmpty { throw ValidationError("give samples or trace files, or --all, not both") }
      if !all && inputs.isEmpty {
        throw ValidationError(
          "name samples or trace.json files, or pass --all (samples: \(SampleCatalog.names.joined(separator: ", ")))")
      }
    }

    func run() async throws {
      let templateSet: TemplateSet
      do {
        templateSet = try TemplateSet.locate(override: templates, executable: Bundle.main.executableURL)
      } catch {
        throw CLIError(error.description)
      }
      let builder = ReportBuilder(templates: templateSet)
      let jobs = try jobs()
      let destination = URL(fileURLWithPath: out)
      let progress = isatty(STDERR_FILENO) == 1
      try await Output.writeFolder(out, force: force) { staging in
        var entries: [ReportBuilder.IndexEntry] = []
        for (number, job) in jobs.enumerated() {
          if progress { printError("[\(number + 1)/\(jobs.count)] \(job.file)") }
          let trace = try await job.load()
          let html: String
          do {
            html = try await builder.report(for: trace)
          } catch let error as ReportError {
            throw CLIError("\(job.file): \(error.description)")
          }
          try Data(html.utf8).write(to: staging.appendingPathComponent("\(job.file).html"))
          try TraceCoding.encode(trace).write(to: staging.appendingPathComponent("\(job.file).trace.json"))
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
        }
        try Data(builder.index(entries).utf8).write(to: staging.appendingPathComponent("index.html"))
      }
      if progress { printError("wrote \(destination.path)/index.html") }
    }

    /// One report to write.
    struct Job {
      let file: String
      let group: String
      let load: () async throws -> Trace
    }

    func jobs() throws -> [Job] {
      var jobs: [Job] = []
      let chosen = all ? SampleCatalog.names : inputs
      for input in chosen {
        if let sample = SampleCatalog.named(input) {
          for scenario in sample.variants {
            let file = scenario.variant.map { "\(sample.name)-\(FileName.slug($0))" } ?? sample.name
            jobs.append(
              Job(file: file, group: sample.comparison ?? sample.name) {
                try await MainActor.run {
                  do {
                    return try scenario.run()
                  } catch {
                    throw CLIError("\(sample.name): \(error)")
                  }
                }
              })
          }
        } else {
          let name = FileName.slug(URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent)
          jobs.append(
            Job(file: name, group: name) {
              let trace = try await loadTrace(input, variant: nil)
              return trace
            })
        }
      }
      var seen = Set<String>()
      for job in jobs where !seen.insert(job.file).inserted {
        throw ValidationError("two inputs would both be written as \(job.file).html; rename one")
      }
      return jobs
    }
  }
}
