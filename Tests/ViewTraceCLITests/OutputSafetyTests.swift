import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// No command deletes or overwrites what it did not create; folders are
/// swapped in whole; killed runs leave the old output or the new one.
@Suite struct OutputSafetyTests {
  let folder: TemporaryFolder
  init() throws { folder = try TemporaryFolder("viewtrace-output") }

  func path(_ name: String) -> String { folder.path(name) }

  /// Runs `viewtrace` with `directory` as its working folder.
  func viewtrace(in directory: String, _ arguments: String...) throws -> CLIResult {
    try viewtrace(in: directory, arguments: arguments)
  }

  func write(_ text: String, _ name: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
  }

  func contents(_ name: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
  }

  @Test(arguments: [
    ["report", "counter"], ["render", "counter", "--all-frames", "--format", "dot"],
  ])
  func outDotIsRefusedAndTheCurrentFolderKeepsItsFiles(command: [String]) throws {
    try write("mine", "work/notes.txt")
    let result = try viewtrace(in: path("work"), arguments: command + ["--out", "."])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: --out . is the current folder or one of its ancestors; refusing to replace it (choose a new folder)\n"
    )
    #expect(try contents("work") == ["notes.txt"])
    // --force does not make the current folder replaceable.
    let forced = try viewtrace(in: path("work"), arguments: command + ["--out", ".", "--force"])
    #expect(forced.status == 2)
    #expect(try contents("work") == ["notes.txt"])
  }

  @Test func anAncestorOfTheCurrentFolderIsRefused() throws {
    try write("mine", "a/b/notes.txt")
    for out in ["..", path("a"), "../../../" + folder.url.lastPathComponent] {
      let result = try viewtrace(in: path("a/b"), "report", "counter", "--out", out)
      #expect(result.status == 2, "\(out)")
      #expect(result.stderr.contains("is the current folder or one of its ancestors"), "\(out)")
    }
    #expect(try contents("a/b") == ["notes.txt"])
  }

  @Test func aFolderViewTraceDidNotWriteIsKeptUnlessForced() throws {
    try write("precious", "mine/a.txt")
    let refused = try viewtrace(in: folder.url.path, "report", "counter", "--out", "mine")
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "Error: --out mine is a folder that ViewTrace did not write (it holds a.txt); refusing to replace it (choose an empty or new folder, or pass --force to replace it)\n"
    )
    #expect(try contents("mine") == ["a.txt"])
    let renderRefused = try viewtrace(
      in: folder.url.path, "render", "counter", "--all-frames", "--format", "dot", "--out", "mine")
    #expect(renderRefused.status == 2)
    #expect(try contents("mine") == ["a.txt"])

    let forced = try viewtrace(in: folder.url.path, "report", "counter", "--out", "mine", "--force")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try contents("mine") == [".viewtrace-output", "counter.html", "counter.trace.json", "index.html"])
  }

  @Test func anExistingFileIsNotTurnedIntoAFolder() throws {
    try write("my notes", "notes.txt")
    for command in [["report", "counter"], ["render", "counter", "--all-frames", "--format", "dot"]] {
      let result = try viewtrace(in: folder.url.path, arguments: command + ["--out", "notes.txt", "--force"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("--out notes.txt exists and is not a folder"))
      #expect(try String(contentsOfFile: path("notes.txt"), encoding: .utf8) == "my notes")
    }
  }

  @Test func aFileIsNotWrittenOverAFolder() throws {
    try write("precious", "tree.dot/a.txt")
    let result = try viewtrace(in: folder.url.path, "render", "counter", "--out", "tree.dot")
    #expect(result.status == 2)
    #expect(result.stderr == "Error: --out tree.dot is a folder; name a file to write\n")
    #expect(try contents("tree.dot") == ["a.txt"])
  }

  @Test func anEmptyFolderAndAPreviousOutputAreReplaced() throws {
    try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "empty").status == 0)
    #expect(try contents("empty").contains(".viewtrace-output"))
    let again = try viewtrace(in: folder.url.path, "report", "state-let", "--out", "empty")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try contents("empty") == [".viewtrace-output", "index.html", "state-let.html", "state-let.trace.json"])
    #expect(try contents("").filter { $0.hasPrefix(".") }.isEmpty, "no staging folder left behind")
  }

  @Test func staleStagingFoldersOfKilledRunsAreRemovedByTheNextRun() throws {
    // A process id that cannot be alive (above Linux's pid_max).
    try write("half", ".site.viewtrace-staging-99999999-abc/index.html")
    try write("half", ".site.viewtrace-tmp-99999999-abc")
    try write("someone else's", ".site.backup/keep.txt")
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    #expect(try contents("") == [".site.backup", "site"])
  }

  @Test func checkWritesSVGsUnderItsFolderWhateverTheScenarioIsCalled() throws {
    let trace = try ViewTraceCLITests.viewtrace("run", "state-binding", "--format", "json").stdout
    let renamed = trace.replacingOccurrences(of: "\"scenario\" : \"state-binding\"", with: "\"scenario\" : \"../../X\"")
    #expect(renamed != trace)
    try write(renamed, "evil.json")
    try write(#"{"budgetVersion": 1, "frames": [{"frame": 1, "evaluated": []}]}"#, "budget.json")
    let result = try ViewTraceCLITests.viewtrace(
      "check", path("evil.json"), "--budget", path("budget.json"), "--markdown", path("summary.md"), "--svg",
      path("svgs"))
    #expect(result.status == 1, "\(result.stderr)")
    let svgs = try contents("svgs")
    #expect(!svgs.isEmpty)
    #expect(svgs.allSatisfy { $0.hasPrefix("x-frame-") })
    #expect(!FileManager.default.fileExists(atPath: (folder.url.path as NSString).deletingLastPathComponent + "/X"))
  }

  /// SIGKILL at random moments: the folder holds the previous output whole
  /// or the new one complete, and the next run leaves no litter.
  @Test(arguments: [
    ["report", "counter", "state-binding", "--out", "site"],
    ["render", "redraw-lab", "--all-frames", "--format", "svg", "--out", "site"],
  ])
  func killedRunsLeaveTheOldOutputOrTheNewOne(command: [String]) throws {
    let kills = Int(ProcessInfo.processInfo.environment["VIEWTRACE_KILL_RUNS"] ?? "") ?? 8
    let started = Date()
    #expect(try viewtrace(in: folder.url.path, arguments: command).status == 0)
    // Kill anywhere within the time one whole run takes.
    let runTime = UInt32(max(Date().timeIntervalSince(started), 0.01) * 1_000_000)
    let complete = try contents("site")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<kills {
      let process = try start(command)
      usleep(UInt32.random(in: 1_000...runTime, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(try contents("site") == complete)
    }
    #expect(try viewtrace(in: folder.url.path, arguments: command).status == 0)
    #expect(try contents("site") == complete)
    #expect(try contents("") == ["site"], "stale staging folders are removed by the next run")
  }
}

extension OutputSafetyTests {
  /// Starts `viewtrace arguments` in the test's folder, its output discarded.
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  func viewtrace(in directory: String, arguments: [String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
  }
}

extension OutputSafetyTests {
  /// Four writers at once: each exits 0 and the folder ends complete.
  @Test func concurrentWritersLeaveOneCompleteOutput() throws {
    let command = ["report", "counter", "state-binding", "--out", "site"]
    #expect(try viewtrace(in: folder.url.path, arguments: command).status == 0)
    let complete = try contents("site")
    for _ in 0..<3 {
      let processes = try (0..<4).map { _ in try start(command) }
      for process in processes {
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
      }
      #expect(try contents("site") == complete)
      #expect(try contents("") == ["site"])
    }
  }
}
