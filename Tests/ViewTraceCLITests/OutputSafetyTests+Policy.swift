import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every output goes through the one policy: `check --svg` writes a folder
/// as `report --out` does, `init` never replaces a link or a folder that is
/// not empty, a file output that is a link is written through only with
/// `--follow-link`, and odd working folders and long names neither hang nor fail.
extension OutputSafetyTests {
  func budgetAndTrace() throws {
    try write(#"{"budgetVersion": 1, "frames": [{"frame": 1, "evaluated": []}]}"#, "budget.json")
  }

  func check(_ extra: [String]) throws -> CLIResult {
    try viewtrace(
      in: folder.url.path,
      arguments: ["check", "state-binding", "--budget", "budget.json", "--markdown", "summary.md"] + extra)
  }

  /// `check --svg DIR` wrote `<scenario>-frame-N.svg` into any folder,
  /// replacing a person's file of that name.
  @Test func checkSVGNeverWritesIntoAFolderViewTraceDidNotWrite() throws {
    try budgetAndTrace()
    try write("my drawing", "svgs/state-binding-frame-1.svg")
    let result = try check(["--svg", "svgs"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: --svg svgs is a folder that ViewTrace did not write (it holds state-binding-frame-1.svg); refusing to replace it, even with --force (choose an empty or new folder)\n"
    )
    #expect(try contents("svgs") == ["state-binding-frame-1.svg"])
    #expect(try String(contentsOfFile: path("svgs/state-binding-frame-1.svg"), encoding: .utf8) == "my drawing")
  }

  @Test func checkSVGRefusesTheCurrentFolderAndALinkAndReplacesItsOwnFolder() throws {
    try budgetAndTrace()
    try write("mine", "notes.txt")
    let here = try check(["--svg", "."])
    #expect(here.status == 2)
    #expect(here.stderr.contains("--svg . is the current folder or one of its ancestors"), "\(here.stderr)")
    try write("my thesis", "u/thesis.tex")
    try FileManager.default.createSymbolicLink(atPath: path("L"), withDestinationPath: "u")
    let linked = try check(["--svg", "L"])
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("--svg L is a symbolic link; refusing to follow it"), "\(linked.stderr)")
    #expect(try contents("u") == ["thesis.tex"])
    // Its own folder, written again: replaced.
    #expect(try check(["--svg", "svgs"]).status == 1)
    #expect(try check(["--svg", "svgs"]).status == 1)
    #expect(try contents("svgs") == [".viewtrace-output", "state-binding-frame-1.svg"])
    let summary = try String(contentsOfFile: path("summary.md"), encoding: .utf8)
    #expect(summary.contains("](svgs/state-binding-frame-1.svg)"), "\(summary)")
  }

  /// `init L`, L a link to an empty folder, deleted the link and made a real
  /// folder in its place.
  @Test func initNeverReplacesASymbolicLink() throws {
    try FileManager.default.createDirectory(atPath: path("ud"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path("linkd"), withDestinationPath: "ud")
    let refused = try viewtrace(in: folder.url.path, "init", "linkd")
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "Error: linkd is a symbolic link; refusing to follow it (name the real folder, or pass --follow-link to write into the empty folder it points at)\n"
    )
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("linkd")) == "ud")
    #expect(try contents("ud") == [])
    let followed = try viewtrace(in: folder.url.path, "init", "linkd", "--follow-link")
    #expect(followed.status == 0, "\(followed.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("linkd")) == "ud")
    #expect(try contents("ud").contains("Package.swift"))
    #expect(try contents("") == ["linkd", "ud"], "no staging folder left behind")
  }

  /// `init .` in an empty folder writes into it and keeps the folder itself.
  @Test func initIntoTheEmptyCurrentFolderKeepsTheFolder() throws {
    try FileManager.default.createDirectory(atPath: path("traces"), withIntermediateDirectories: true)
    var before = stat()
    stat(path("traces"), &before)
    let result = try viewtrace(in: path("traces"), "init", ".")
    #expect(result.status == 0, "\(result.stderr)")
    var after = stat()
    stat(path("traces"), &after)
    #expect(before.st_ino == after.st_ino)
    #expect(try contents("traces").contains("Package.swift"))
    #expect(!(try contents("traces")).contains { $0.hasPrefix(".viewtrace") })
  }

  /// A file output that is a symbolic link is written through only with --follow-link.
  @Test func aFileOutputThatIsALinkIsReplacedOnlyWithFollowLink() throws {
    try write("my notes", "real.dot")
    try FileManager.default.createSymbolicLink(atPath: path("tree.dot"), withDestinationPath: "real.dot")
    let refused = try viewtrace(in: folder.url.path, "render", "counter", "--out", "tree.dot")
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "Error: --out tree.dot is a symbolic link; refusing to write through it (name the real file, or pass --follow-link to replace the file it points at)\n"
    )
    #expect(try String(contentsOfFile: path("real.dot"), encoding: .utf8) == "my notes")
    let followed = try viewtrace(in: folder.url.path, "render", "counter", "--out", "tree.dot", "--follow-link")
    #expect(followed.status == 0, "\(followed.stderr)")
    #expect(try String(contentsOfFile: path("real.dot"), encoding: .utf8).hasPrefix("digraph"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("tree.dot")) == "real.dot")
    // The same for the other commands' file outputs.
    try budgetAndTrace()
    for arguments in [
      ["diff", "counter", "state-binding", "--out", "tree.dot"],
      ["import", (Self.fixtures as NSString).appendingPathComponent("xcode-console-state-binding.log"), "--out", "tree.dot"],
      ["check", "state-binding", "--budget", "budget.json", "--junit", "tree.dot"],
      ["check", "state-binding", "--record", "tree.dot"],
    ] {
      let result = try viewtrace(in: folder.url.path, arguments: arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("tree.dot is a symbolic link; refusing to write through it"), "\(result.stderr)")
    }
    #expect(try String(contentsOfFile: path("real.dot"), encoding: .utf8).hasPrefix("digraph"))
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ViewTraceCompareTests/Fixtures").path

  /// Run from a folder that was removed, `report` and `render --all-frames`
  /// spun forever; an absolute output works, a relative one is one error line.
  @Test(arguments: [
    ["report", "counter"], ["render", "counter", "--all-frames", "--format", "dot"],
    ["render", "counter", "--format", "dot"],
  ])
  func aRemovedWorkingFolderNeitherHangsNorWritesElsewhere(command: [String]) throws {
    try FileManager.default.createDirectory(atPath: path("gone"), withIntermediateDirectories: true)
    let absolute = path(command.contains("--all-frames") || command[0] == "report" ? "out" : "out.dot")
    for (out, status) in [(absolute, Int32(0)), ("relative", Int32(2))] {
      let process = Process()
      // The shell removes its own working folder before it starts viewtrace.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "cd gone && rmdir ../gone && exec \"$0\" \"$@\"", try executableURL().path]
        + command + ["--out", out]
      process.currentDirectoryURL = folder.url
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(60)
      while process.isRunning && Date() < deadline { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(out): \(stderr)")
      if status == 2 {
        #expect(
          stderr
            == "Error: --out relative is a relative path and the current folder no longer exists; name it with an absolute path\n"
        )
      }
      try FileManager.default.createDirectory(atPath: path("gone"), withIntermediateDirectories: true)
    }
    #expect(FileManager.default.fileExists(atPath: absolute))
  }

  /// Names of 220 to 255 bytes are legal on ext4; the staging name made from
  /// them was too long. It is cut and followed by a digest instead.
  @Test(arguments: [220, 255])
  func anOutputNameUpToTheFileSystemsLimitIsWritten(length: Int) throws {
    let stem = String(repeating: "r", count: length - 4)
    let folderResult = try viewtrace(in: folder.url.path, "report", "counter", "--out", stem + ".out")
    #expect(folderResult.status == 0, "\(folderResult.stderr)")
    #expect(try contents(stem + ".out").contains("index.html"))
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", stem + ".out").status == 0)
    let fileResult = try viewtrace(in: folder.url.path, "render", "counter", "--out", stem + ".dot")
    #expect(fileResult.status == 0, "\(fileResult.stderr)")
    #expect(try contents("") == [stem + ".dot", stem + ".out"], "no staging folder left behind")
  }
}
