import Foundation
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport

/// The folder a CI job uploads: when the environment variable
/// `VIEWTRACE_ARTIFACTS` names a folder, every scenario run with
/// `runUnderTest()` writes there its trace (`<name>.trace.json`) and its HTML
/// report page (`<name>.html`), every frame that failed an expectation its
/// tree as SVG (`<name>-frame-<n>.svg`), and `index.html` links them all.
///
/// ```sh
/// VIEWTRACE_ARTIFACTS=artifacts swift test   # then open artifacts/index.html
/// ```
///
/// The folder collects the runs of every test process (Swift Testing and
/// XCTest), so start CI with a new folder. File names are made from the
/// scenario's name and variant (`FileName.slug`); the same scenario run twice
/// writes the same files.
public actor Artifacts {
  /// The environment variable that names the folder: `VIEWTRACE_ARTIFACTS=artifacts swift test`.
  public static let environmentVariable = "VIEWTRACE_ARTIFACTS"

  /// The folder named by `VIEWTRACE_ARTIFACTS`, or `nil` when it is not set:
  /// `await Artifacts.fromEnvironment?.recordFailedFrame(2, of: trace)`.
  public static let fromEnvironment: Artifacts? = {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
    return Artifacts(folder: path)
  }()

  /// The folder's path as given: `Artifacts(folder: "artifacts").folder` is `artifacts`.
  public let folder: String

  /// Artifacts written into `folder` (created when missing).
  ///
  /// ```swift
  /// try await Artifacts(folder: "artifacts").record(trace)
  /// ```
  public init(folder: String) { self.folder = folder }

  /// The base name of `trace`'s files: its scenario, and variant if any
  /// (`Artifacts.name(of: trace)` is `observable-migration-observable`).
  public nonisolated static func name(of trace: Trace) -> String {
    FileName.slug(trace.variant.map { "\(trace.scenario)-\($0)" } ?? trace.scenario)
  }

  /// Writes `trace`'s JSON and report page, and the index.
  ///
  /// ```swift
  /// try await Artifacts(folder: "artifacts").record(trace)   // artifacts/shopping-list.html
  /// ```
  public func record(_ trace: Trace) async throws {
    let name = Self.name(of: trace)
    let builder = try ReportBuilder(templates: TemplateSet.locate(override: nil, executable: Bundle.main.executableURL))
    try write(TraceCoding.encode(trace), "\(name).trace.json")
    try write(Data(try await builder.report(for: trace).utf8), "\(name).html")
    try writeIndex(builder)
  }

  /// Writes frame `index` of `trace` as a focused SVG tree, and the index.
  /// Failures are reported on standard error: an artifact never fails a test.
  ///
  /// ```swift
  /// await Artifacts(folder: "artifacts").recordFailedFrame(2, of: trace)   // shopping-list-frame-2.svg
  /// ```
  public func recordFailedFrame(_ index: Int, of trace: Trace) async {
    do {
      let svg = try await TraceRenderer(trace: trace).render(.tree, frame: index, focus: true, format: .svg)
      try write(svg, "\(Self.name(of: trace))-frame-\(index).svg")
      try writeIndex(
        ReportBuilder(templates: TemplateSet.locate(override: nil, executable: Bundle.main.executableURL)))
    } catch {
      warn(error)
    }
  }

  /// Reports a failure to write an artifact on standard error.
  nonisolated func warn(_ error: any Error) {
    FileHandle.standardError.write(Data("warning: \(Self.environmentVariable): \(error)\n".utf8))
  }

  private func write(_ data: Data, _ file: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Output.writeFile(data, to: (folder as NSString).appendingPathComponent(file))
  }

  /// The index of every trace in the folder (written by any process), and
  /// links to the failed frames' SVGs.
  private func writeIndex(_ builder: ReportBuilder) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var entries: [ReportBuilder.IndexEntry] = []
    for file in files where file.hasSuffix(".trace.json") {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(file)
      guard let trace = try? TraceCoding.decode(Data(contentsOf: url)) else { continue }
      let name = String(file.dropLast(".trace.json".count))
      entries.append(.init(trace: trace, file: "\(name).html", group: trace.scenario))
    }
    var html = builder.index(entries)
    let failed = files.filter { $0.hasSuffix(".svg") }
    if !failed.isEmpty, let end = html.range(of: "</body>", options: .backwards) {
      let links = failed.map { "<li><a href=\"\(TextEscaping.xml($0))\">\(TextEscaping.xml($0))</a></li>" }
      html.insert(
        contentsOf: "<section><h2>Frames that failed an expectation</h2><ul>\(links.joined())</ul></section>\n",
        at: end.lowerBound)
    }
    try write(Data(html.utf8), "index.html")
  }
}
