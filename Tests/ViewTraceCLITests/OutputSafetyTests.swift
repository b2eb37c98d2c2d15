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

  @Test func aFolderViewTraceDidNotWriteIsNeverReplacedEvenWithForce() throws {
    try write("precious", "mine/a.txt")
    let refused = try viewtrace(in: folder.url.path, "report", "counter", "--out", "mine")
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "Error: --out mine is a folder that ViewTrace did not write (it holds a.txt); refusing to replace it, even with --force (choose an empty or new folder)\n"
    )
    #expect(try contents("mine") == ["a.txt"])
    let renderRefused = try viewtrace(
      in: folder.url.path, "render", "counter", "--all-frames", "--format", "dot", "--out", "mine")
    #expect(renderRefused.status == 2)
    #expect(try contents("mine") == ["a.txt"])

    let forced = try viewtrace(in: folder.url.path, "report", "counter", "--out", "mine", "--force")
    #expect(forced.status == 2)
    #expect(forced.stderr == refused.stderr)
    #expect(try contents("mine") == ["a.txt"])
  }

  /// The marker records each file with its kind, size and digest, so the
  /// next run can prove each one still the tool's.
  @Test func theMarkerRecordsTheFilesViewTraceWroteWithTheirSizesAndDigests() throws {
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    let marker = try String(contentsOfFile: path("site/.viewtrace-output"), encoding: .utf8)
    let records = try ["counter.html", "counter.trace.json", "index.html"].map { name in
      let data = try Data(contentsOf: URL(fileURLWithPath: path("site/" + name)))
      return "file \(data.count) \(fnv1a(data)) \(name)\n"
    }
    #expect(
      marker
        == "This folder was written by ViewTrace; the next run with the same --out replaces it.\n"
        + "Files it wrote (kind, bytes, FNV-1a 64 digest, path):\n" + records.joined())
  }

  @Test func filesAddedToAPreviousOutputAreReplacedOnlyWithForce() throws {
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    try write("my notes", "site/notes.txt")
    let refused = try viewtrace(in: folder.url.path, "report", "counter", "--out", "site")
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "Error: --out site holds a file that ViewTrace did not write (notes.txt); refusing to replace it (move it away, or pass --force to replace the folder)\n"
    )
    #expect(try String(contentsOfFile: path("site/notes.txt"), encoding: .utf8) == "my notes")
    let forced = try viewtrace(in: folder.url.path, "report", "counter", "--out", "site", "--force")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try contents("site") == [".viewtrace-output", "counter.html", "counter.trace.json", "index.html"])
  }

  /// `--out L --force`, L a link to a folder of the user's: the link is not
  /// followed, and the folder keeps its files.
  @Test(arguments: [
    ["report", "counter"], ["render", "counter", "--all-frames", "--format", "dot"],
  ])
  func aSymbolicLinkIsNotFollowedAndItsFolderKeepsItsFiles(command: [String]) throws {
    try write("my thesis", "u/thesis.tex")
    try FileManager.default.createSymbolicLink(atPath: path("L"), withDestinationPath: "u")
    for extra in [[], ["--force"]] {
      let result = try viewtrace(in: folder.url.path, arguments: command + ["--out", "L"] + extra)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "Error: --out L is a symbolic link; refusing to follow it (name the real folder, or pass --follow-link to write into the folder it points at)\n"
      )
      #expect(try contents("u") == ["thesis.tex"])
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("L")) == "u")
    }
  }

  @Test func followLinkWritesIntoTheLinkedFolderAndRemovesOnlyItsOwnFiles() throws {
    try write("my thesis", "u/thesis.tex")
    try FileManager.default.createSymbolicLink(atPath: path("L"), withDestinationPath: "u")
    let first = try viewtrace(in: folder.url.path, "report", "counter", "--out", "L", "--follow-link")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      try contents("u") == [".viewtrace-output", "counter.html", "counter.trace.json", "index.html", "thesis.tex"])
    // The next output replaces the files ViewTrace wrote, and removes those it no longer writes.
    let second = try viewtrace(in: folder.url.path, "report", "state-let", "--out", "L", "--follow-link")
    #expect(second.status == 0, "\(second.stderr)")
    #expect(
      try contents("u") == [".viewtrace-output", "index.html", "state-let.html", "state-let.trace.json", "thesis.tex"])
    #expect(try String(contentsOfFile: path("u/thesis.tex"), encoding: .utf8) == "my thesis")
    #expect(try contents("").sorted() == ["L", "u"], "no staging folder left behind")
  }

  @Test func followLinkNeverReplacesAFileViewTraceDidNotWrite() throws {
    try write("my page", "u/index.html")
    try FileManager.default.createSymbolicLink(atPath: path("L"), withDestinationPath: "u")
    let result = try viewtrace(in: folder.url.path, "report", "counter", "--out", "L", "--follow-link")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: --out L points at a folder that holds index.html, which ViewTrace did not write; refusing to replace it (move it away)\n"
    )
    #expect(try contents("u") == ["index.html"], "nothing was moved in")
    #expect(try String(contentsOfFile: path("u/index.html"), encoding: .utf8) == "my page")
  }

  @Test func aLinkAboveTheOutputFolderIsFollowed() throws {
    try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path("docs"), withDestinationPath: "real")
    let result = try viewtrace(in: folder.url.path, "report", "counter", "--out", "docs/site")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try contents("real/site").contains("index.html"))
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
    let staging = ".site.viewtrace-staging-99999999-abc"
    try write("half", staging + "/index.html")
    try write("ViewTrace staging folder of process 99999999, token abc\n", staging + "/.viewtrace-staging")
    // A previous output swapped aside: its marker records every file in it, as written.
    let aside = ".site.viewtrace-old-99999999-def"
    try write("old", aside + "/index.html")
    try write(markerText(["index.html": "old"]), aside + "/.viewtrace-output")
    try write("someone else's", ".site.backup/keep.txt")
    // A run killed between creating its marker and writing it: an empty
    // marker, and nothing else in the folder.
    try write("", ".site.viewtrace-staging-99999998-ghi/.viewtrace-staging")
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    #expect(try contents("") == [".site.backup", "site"])
  }

  /// A folder named like a staging folder is not one unless its marker says
  /// so: the sweep never removes a folder by its name.
  @Test func aLookAlikeStagingFolderSurvives() throws {
    let lookAlikes = [
      ".rep.viewtrace-staging-999999-notes",  // no marker
      ".rep.viewtrace-staging-999998-abc",  // a marker for another folder
      ".rep.viewtrace-old-999997-abc",  // an output marker that does not list every file
      ".rep.viewtrace-tmp-999996-abc",  // a file
    ]
    try write("my notes", lookAlikes[0] + "/notes.txt")
    try write("mine", lookAlikes[1] + "/a.txt")
    try write("ViewTrace staging folder of process 999998, token xyz\n", lookAlikes[1] + "/.viewtrace-staging")
    try write("mine", lookAlikes[2] + "/a.txt")
    try write(markerText(["b.txt": "mine"]), lookAlikes[2] + "/.viewtrace-output")
    try write("mine", lookAlikes[3])
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "rep").status == 0)
    #expect(try contents("") == (lookAlikes + ["rep"]).sorted())
    #expect(try String(contentsOfFile: path(lookAlikes[0] + "/notes.txt"), encoding: .utf8) == "my notes")
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
    let svgs = try contents("svgs").filter { $0 != ".viewtrace-output" }
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
    let left = try contents("")
    #expect(
      left == ["site"],
      "stale staging folders are removed by the next run: \(left.filter { $0 != "site" }.map { "\($0): \((try? contents($0)) ?? [])" })")
  }
}

/// FNV-1a, 64 bits, as 16 hexadecimal digits: the digest a marker records.
func fnv1a(_ data: Data) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in data {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  let digits = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}

/// A `.viewtrace-output` marker recording `files` (name -> contents) as ViewTrace writes one.
func markerText(_ files: [String: String]) -> String {
  "This folder was written by ViewTrace; the next run with the same --out replaces it.\n"
    + "Files it wrote (kind, bytes, FNV-1a 64 digest, path):\n"
    + files.sorted { $0.key < $1.key }.map { "file \($0.value.utf8.count) \(fnv1a(Data($0.value.utf8))) \($0.key)\n" }
    .joined()
}

extension OutputSafetyTests {
  /// Starts `viewtrace arguments` in the test's folder, its output discarded.
  func start(_ arguments: [String], standardError: Any = FileHandle.nullDevice) throws -> Process {
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    process.standardOutput = FileHandle.nullDevice
    process.standardError = standardError
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
  /// SIGTERM, SIGINT and SIGHUP at random moments: the run's staging folder
  /// is removed before the process ends, and the old output stays whole.
  /// (Processes started from a test inherit these signals blocked; the
  /// clean-up and the signal's ending of the process work all the same.)
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalLeavesNoStagingFolder(signalNumber: Int32) throws {
    let command = ["report", "counter", "state-binding", "--out", "site"]
    let started = Date()
    #expect(try viewtrace(in: folder.url.path, arguments: command).status == 0)
    let runTime = UInt32(max(Date().timeIntervalSince(started), 0.01) * 1_000_000)
    let complete = try contents("site")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<6 {
      let errors = Pipe()
      let process = try start(command, standardError: errors)
      usleep(UInt32.random(in: 1_000...runTime, using: &generator))
      kill(process.processIdentifier, signalNumber)
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      // Ended by the signal itself (as without the clean-up), or finished before it came.
      #expect(
        (process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber)
          || process.terminationStatus == 0, "\(process.terminationReason) \(process.terminationStatus): \(stderr)")
      #expect(try contents("site") == complete)
      #expect(try contents("") == ["site"], "no staging folder is left, without waiting for the next run")
    }
  }

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
