import Foundation
import Testing

/// Markers are claims to verify, never lists to trust: a marker that lists
/// anything but plain paths inside its folder, or records no sizes and
/// digests, is foreign, and a folder with a foreign marker is not touched.
extension OutputSafetyTests {
  /// The repro of issue 32: a marker line `../../victim.txt` in a linked
  /// folder deleted a file two folders above it.
  @Test func aMarkerListingAPathOutsideItsFolderIsRefusedAndTouchesNothing() throws {
    try write("v", "p/victim.txt")
    try FileManager.default.createDirectory(atPath: path("p/q/u"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path("p/q/L"), withDestinationPath: "u")
    let forged = markerText([:]) + "file 2 0000000000000000 ../../victim.txt\n"
    try write(forged, "p/q/u/.viewtrace-output")
    let result = try viewtrace(in: path("p/q"), "report", "counter", "--out", "L", "--follow-link")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: --out L holds a .viewtrace-output marker that ViewTrace cannot verify (its line 3 lists \"../../victim.txt\", which is not a record of a path inside the folder); refusing to touch the folder, even with --force (choose another folder, or move your files out and remove it yourself)\n"
    )
    #expect(try String(contentsOfFile: path("p/victim.txt"), encoding: .utf8) == "v")
    #expect(try contents("p/q/u") == [".viewtrace-output"])
    #expect(try String(contentsOfFile: path("p/q/u/.viewtrace-output"), encoding: .utf8) == forged)
  }

  /// Every spelling of a path that leaves the folder, or is not plain, makes
  /// the marker foreign, for a plain `--out` as for `--follow-link`, even with `--force`.
  @Test(arguments: [
    "../victim.txt", "/tmp/victim.txt", "a/../../victim.txt", "./keep.txt", "a//keep.txt", "keep.txt/..",
  ])
  func aMarkerEntryThatIsNotAPlainPathInsideTheFolderIsForeign(entry: String) throws {
    try write("v", "victim.txt")
    try write("mine", "site/keep.txt")
    try write(markerText([:]) + "file 4 0000000000000000 \(entry)\n", "site/.viewtrace-output")
    for extra in [[], ["--force"]] {
      let result = try viewtrace(in: folder.url.path, arguments: ["report", "counter", "--out", "site"] + extra)
      #expect(result.status == 2, "\(entry)")
      #expect(result.stderr.contains("marker that ViewTrace cannot verify"), "\(entry): \(result.stderr)")
    }
    #expect(try contents("site") == [".viewtrace-output", "keep.txt"])
    #expect(try String(contentsOfFile: path("victim.txt"), encoding: .utf8) == "v")
  }

  /// A forged marker naming a file of the folder itself (`keep.txt`)
  /// removed it: a listed file is the tool's only while it has the size and
  /// digest the marker records.
  @Test func aListedFileThatIsNotWhatTheToolWroteIsNotRemoved() throws {
    try write("my notes", "site/keep.txt")
    try write(
      markerText([:]) + "file 8 0123456789abcdef keep.txt\n", "site/.viewtrace-output")
    let result = try viewtrace(in: folder.url.path, "report", "counter", "--out", "site")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: --out site holds a file that ViewTrace wrote and that changed since (keep.txt); refusing to replace it, even with --force (move it away)\n"
    )
    #expect(try String(contentsOfFile: path("site/keep.txt"), encoding: .utf8) == "my notes")
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site", "--force").stderr == result.stderr)
    #expect(try String(contentsOfFile: path("site/keep.txt"), encoding: .utf8) == "my notes")
    // Through a link, the same file is neither replaced nor removed.
    try FileManager.default.createSymbolicLink(atPath: path("L"), withDestinationPath: "site")
    let linked = try viewtrace(in: folder.url.path, "report", "counter", "--out", "L", "--follow-link")
    #expect(linked.status == 2)
    #expect(
      linked.stderr
        == "Error: --out L holds keep.txt, which ViewTrace did not write (or which changed since it did); refusing to replace or remove it (move it away)\n"
    )
    #expect(try contents("site") == [".viewtrace-output", "keep.txt"])
  }

  /// A report ViewTrace wrote, then edited by hand, is not replaced, even
  /// with --force: the edit is the person's.
  @Test func anOutputWhoseFilesWereEditedIsNotReplaced() throws {
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    try write("<p>my edit</p>", "site/index.html")
    for extra in [[], ["--force"]] {
      let refused = try viewtrace(in: folder.url.path, arguments: ["report", "counter", "--out", "site"] + extra)
      #expect(refused.status == 2)
      #expect(
        refused.stderr.hasPrefix("Error: --out site holds a file that ViewTrace wrote and that changed since (index.html)"))
    }
    #expect(try String(contentsOfFile: path("site/index.html"), encoding: .utf8) == "<p>my edit</p>")
  }

  /// --force replaces a previous output with added files, but a marker that
  /// records nothing that is there as written proves no previous output.
  @Test func forceNeedsAFileTheMarkerRecordsAsWritten() throws {
    try write("my notes", "site/notes.txt")
    try write(markerText([:]), "site/.viewtrace-output")
    let result = try viewtrace(in: folder.url.path, "report", "counter", "--out", "site", "--force")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: --out site holds a file that ViewTrace did not write (notes.txt)"))
    #expect(try contents("site") == [".viewtrace-output", "notes.txt"])
  }

  /// A marker of an older ViewTrace (no sizes or digests), or only its
  /// first line, proves nothing: the folder is refused, even with --force.
  @Test(arguments: [
    "This folder was written by ViewTrace; the next run with the same --out replaces it.\nFiles it wrote:\nkeep.txt\n",
    "This folder was written by ViewTrace; the next run with the same --out replaces it.\n",
  ])
  func anOlderMarkerWithoutDigestsIsNotTrusted(marker: String) throws {
    try write("mine", "site/keep.txt")
    try write(marker, "site/.viewtrace-output")
    for extra in [[], ["--force"]] {
      let result = try viewtrace(in: folder.url.path, arguments: ["report", "counter", "--out", "site"] + extra)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "Error: --out site holds a .viewtrace-output marker that ViewTrace cannot verify (it is an older ViewTrace's marker, which records no sizes or digests); refusing to touch the folder, even with --force (choose another folder, or move your files out and remove it yourself)\n"
      )
    }
    #expect(try contents("site") == [".viewtrace-output", "keep.txt"])
  }

  /// An empty `.viewtrace-staging` file counted as the start of a marker, so
  /// a look-alike staging folder with a person's files in it was removed.
  @Test func anEmptyStagingMarkerBesideOtherFilesProvesNothing() throws {
    let lookAlike = ".site.viewtrace-staging-99999997-abc"
    try write("my notes", lookAlike + "/notes.txt")
    try write("", lookAlike + "/.viewtrace-staging")
    // The start of the marker text is no proof either.
    let cut = ".site.viewtrace-staging-99999996-def"
    try write("half", cut + "/index.html")
    try write("ViewTrace staging folder of proc", cut + "/.viewtrace-staging")
    #expect(try viewtrace(in: folder.url.path, "report", "counter", "--out", "site").status == 0)
    #expect(try contents("") == [cut, lookAlike, "site"])
    #expect(try String(contentsOfFile: path(lookAlike + "/notes.txt"), encoding: .utf8) == "my notes")
  }
}
