import Foundation
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport

/// The folder a CI job uploads: when the environment variable
/// `VIEWTRACE_ARTIFACTS` names a folder, every scenario run with
/// `runUnderTest()` writes there its trace (`<name>.trace.json`) and its HTML
/// report page (`<name>.html`); every failed check (an expectation, a
/// budget, avoidable evaluations) writes the failing frames' trees as SVG
/// (`<name>-frame-<n>.svg`) and a record of the failure (the test, its
/// message, its frames) in `failures/`; and `index.html` lists each failing
/// test by name with its message and links, then every trace.
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
      try await writeFrames([index], of: trace)
      try writeIndex(
        ReportBuilder(templates: TemplateSet.locate(override: nil, executable: Bundle.main.executableURL)))
    } catch {
      warn(error)
    }
  }

  /// A failed check as the index lists it: the test, what failed and where.
  public struct Failure: Codable, Sendable, Equatable {
    /// The test function (`addingAnItemDoesNotRunTheScreen()`).
    public var test: String
    /// Where the check is (`ShoppingListTests/ShoppingListTests.swift:22`).
    public var location: String
    /// `expectation`, `budget` or `avoidable evaluations`.
    public var check: String
    /// The failure message the test recorded.
    public var message: String
    /// The trace's base name (its page is `<trace>.html`).
    public var trace: String
    /// The failing frames, each drawn as `<trace>-frame-<n>.svg`.
    public var frames: [Int]

    /// A failure record: `Failure(test: "t()", location: "T.swift:3", check: "budget", message: "…", trace: "x", frames: [1])`.
    public init(test: String, location: String, check: String, message: String, trace: String, frames: [Int]) {
      self.test = test
      self.location = location
      self.check = check
      self.message = message
      self.trace = trace
      self.frames = frames
    }
  }

  /// Records a failed check: the failing frames of `trace` as SVG trees,
  /// the failure's record in `failures/`, and the index. Problems writing
  /// them are warnings on standard error: an artifact never fails a test.
  ///
  /// ```swift
  /// await Artifacts(folder: "artifacts").recordFailure(failure, of: trace)
  /// ```
  public func recordFailure(_ failure: Failure, of trace: Trace) async {
    do {
      try await writeFrames(failure.frames, of: trace)
      let data = try TextEscaping.json(failure)
      // Named by the record itself: the same failure twice is one file.
      try write(data, "failures/\(FileName.slug(failure.test))-\(Self.digest(data)).json")
      try writeIndex(
        ReportBuilder(templates: TemplateSet.locate(override: nil, executable: Bundle.main.executableURL)))
    } catch {
      warn(error)
    }
  }

  /// Records a failure from a synchronous check (a budget, avoidable
  /// evaluations): the work runs in the background, and the test process
  /// waits for it before it exits.
  nonisolated func recordFailureInBackground(_ failure: Failure, of trace: Trace) {
    PendingArtifacts.run { await self.recordFailure(failure, of: trace) }
  }

  private func writeFrames(_ frames: [Int], of trace: Trace) async throws {
    let renderer = TraceRenderer(trace: trace)
    for index in Set(frames).sorted() where trace.frames.indices.contains(index) {
      let svg = try await renderer.render(.tree, frame: index, focus: true, format: .svg)
      try write(svg, "\(Self.name(of: trace))-frame-\(index).svg")
    }
  }

  /// A short, stable digest of `data` (FNV-1a, 64 bits, hexadecimal).
  nonisolated static func digest(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Reports a failure to write an artifact on standard error.
  nonisolated func warn(_ error: any Error) {
    // An output error names the folder and the variable already.
    let text = error is OutputError ? "\(error)" : "\(Self.environmentVariable): \(error)"
    FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
  }

  /// Adds `file` to the folder (`Output.addFile`): a folder ViewTrace did
  /// not make, a symbolic link, or a file there that ViewTrace did not write
  /// is refused, never replaced.
  private func write(_ data: Data, _ file: String) throws {
    try Output.addFile(data, as: file, to: folder, option: Self.environmentVariable)
  }

  /// The failures recorded in the folder (by any process), in a stable order.
  func failures() -> [Failure] {
    let folder = (self.folder as NSString).appendingPathComponent("failures")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    return files.sorted().compactMap { file in
      (try? Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)))
        .flatMap { try? JSONDecoder().decode(Failure.self, from: $0) }
    }
  }

  /// The index of every trace in the folder (written by any process): first
  /// each failing test with its message and links, then the traces.
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
    let failures = failures()
    let listed = Set(failures.flatMap { failure in failure.frames.map { "\(failure.trace)-frame-\($0).svg" } })
    let others = files.filter { $0.hasSuffix(".svg") && !listed.contains($0) }
    var sections = ""
    if !failures.isEmpty {
      func link(_ file: String, _ text: String) -> String {
        "<a href=\"\(TextEscaping.xml(file))\">\(TextEscaping.xml(text))</a>"
      }
      let items = failures.map { failure -> String in
        let frames = failure.frames.sorted().map { link("\(failure.trace)-frame-\($0).svg", "frame \($0)") }
        return "<li class=\"failure\"><h3>\(TextEscaping.xml(failure.test))</h3>"
          + "<p>\(TextEscaping.xml(failure.check)) failed at \(TextEscaping.xml(failure.location)); "
          + link("\(failure.trace).html", failure.trace)
          + (frames.isEmpty ? "" : "; " + frames.joined(separator: ", ")) + "</p>"
          + "<pre style=\"white-space: pre-wrap\">\(TextEscaping.xml(failure.message))</pre></li>"
      }
      sections += "<section style=\"padding: 0 20px\"><h2>Failing tests</h2><ul>\(items.joined())</ul></section>\n"
    }
    if !others.isEmpty {
      let links = others.map { "<li><a href=\"\(TextEscaping.xml($0))\">\(TextEscaping.xml($0))</a></li>" }
      sections += "<section style=\"padding: 0 20px\"><h2>Frames that failed an expectation</h2><ul>\(links.joined())</ul></section>\n"
    }
    if !sections.isEmpty, let end = html.range(of: "<body>")?.upperBound ?? html.range(of: "</body>", options: .backwards)?.lowerBound {
      html.insert(contentsOf: sections, at: end)
    }
    try write(Data(html.utf8), "index.html")
  }
}

/// Artifact work started by synchronous checks: the test process waits for
/// it (up to a minute) before it exits, so no failing frame goes unwritten.
enum PendingArtifacts {
  private static let group = DispatchGroup()
  private static let installed: Void = { atexit { _ = PendingArtifacts.group.wait(timeout: .now() + 60) } }()

  static func run(_ work: @escaping @Sendable () async -> Void) {
    _ = installed
    group.enter()
    Task {
      await work()
      group.leave()
    }
  }

  /// Waits for the work started so far (for tests).
  static func wait() async {
    await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
  }
}
