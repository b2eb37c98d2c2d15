import Foundation
import Testing
import ViewTraceFuzz

/// No path outside a run's own output is ever removed, renamed or
/// truncated: every command that writes runs under `strace` (Debian's
/// `strace`, installed by `.ci/run setup`), over ordinary outputs, the hostile
/// cases of issue 32 and mutated traces, and every `unlink`, `unlinkat`,
/// `rmdir`, `rename*`, `truncate` and `open*(O_TRUNC)` that succeeded must
/// name a path inside the run's output, a staging folder of the run beside
/// it, or a leftover of a killed run the case made. Every other file in the
/// case's folder must be byte for byte as it was, and none added.
@Suite(.serialized) struct SyscallAuditTests {
  /// One command to audit.
  struct Case: CustomStringConvertible {
    var name: String
    /// Makes the case's files in the folder (relative paths -> contents; a
    /// value starting with `->` makes a symbolic link to the rest).
    var files: [String: String] = [:]
    var arguments: [String]
    /// The working folder, relative to the case's folder.
    var directory = ""
    /// What the run may change: its outputs (the folder a link points at,
    /// for `--follow-link`), relative to the case's folder.
    var outputs: [String]
    /// Leftovers of killed runs the run may remove.
    var leftovers: [String] = []
    /// The exit statuses the case may end with.
    var statuses: Set<Int32> = [0]
    var description: String { name }
  }

  static let budget = #"{"budgetVersion": 1, "frames": [{"frame": 1, "evaluated": []}]}"#
  static let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ViewTraceCompareTests/Fixtures/xcode-console-state-binding.log")

  /// The ordinary outputs of every command, and the hostile cases.
  static let cases: [Case] = [
    Case(name: "report, new", arguments: ["report", "counter", "--out", "site"], outputs: ["site"]),
    Case(
      name: "report over a previous output, with leftovers of killed runs",
      files: [
        "site/index.html": "old", "site/.viewtrace-output": markerText(["index.html": "old"]),
        ".site.viewtrace-staging-99999999-abc/index.html": "half",
        ".site.viewtrace-staging-99999999-abc/.viewtrace-staging":
          "ViewTrace staging folder of process 99999999, token abc\n",
        ".site.viewtrace-staging-99999998-def/notes.txt": "a look-alike's",
        ".site.viewtrace-staging-99999998-def/.viewtrace-staging": "",
        ".site.viewtrace-old-99999997-ghi/keep.txt": "mine",
      ],
      arguments: ["report", "counter", "--out", "site"], outputs: ["site"],
      leftovers: [".site.viewtrace-staging-99999999-abc"]),
    Case(
      name: "report --force over a previous output with an added file",
      files: ["site/index.html": "old", "site/notes.txt": "n", "site/.viewtrace-output": markerText(["index.html": "old"])],
      arguments: ["report", "counter", "--out", "site", "--force"], outputs: ["site"]),
    Case(
      name: "report --follow-link, twice over its own files",
      files: [
        "u/thesis.tex": "my thesis", "L": "->u", "u/counter.html": "old",
        "u/.viewtrace-output": markerText(["counter.html": "old", "gone.html": "g"]), "u/gone.html": "g",
      ],
      arguments: ["report", "counter", "--out", "L", "--follow-link"], outputs: ["u"]),
    Case(
      name: "a forged marker listing ../../victim.txt",
      files: [
        "p/victim.txt": "v", "p/q/L": "->u",
        "p/q/u/.viewtrace-output": markerText([:]) + "file 2 0000000000000000 ../../victim.txt\n",
      ],
      arguments: ["report", "counter", "--out", "L", "--follow-link"], directory: "p/q", outputs: [], statuses: [2]),
    Case(
      name: "a forged marker listing keep.txt",
      files: ["site/keep.txt": "mine", "site/.viewtrace-output": markerText([:]) + "file 4 0000000000000000 keep.txt\n"],
      arguments: ["report", "counter", "--out", "site", "--force"], outputs: [], statuses: [2]),
    Case(
      name: "an older marker without digests",
      files: [
        "site/keep.txt": "mine",
        "site/.viewtrace-output":
          "This folder was written by ViewTrace; the next run with the same --out replaces it.\nFiles it wrote:\nkeep.txt\n",
      ],
      arguments: ["report", "counter", "--out", "site", "--force"], outputs: [], statuses: [2]),
    Case(
      name: "a symbolic link without --follow-link", files: ["u/a.txt": "mine", "L": "->u"],
      arguments: ["report", "counter", "--out", "L", "--force"], outputs: [], statuses: [2]),
    Case(
      name: "the current folder", files: ["notes.txt": "mine"],
      arguments: ["report", "counter", "--out", ".", "--force"], outputs: [], statuses: [2]),
    Case(
      name: "render a file over a previous one", files: ["tree.dot": "old"],
      arguments: ["render", "counter", "--out", "tree.dot"], outputs: ["tree.dot"]),
    Case(
      name: "render through a file link", files: ["real.dot": "old", "tree.dot": "->real.dot"],
      arguments: ["render", "counter", "--out", "tree.dot", "--follow-link"], outputs: ["real.dot"]),
    Case(
      name: "render a file link without --follow-link", files: ["real.dot": "mine", "tree.dot": "->real.dot"],
      arguments: ["render", "counter", "--out", "tree.dot"], outputs: [], statuses: [2]),
    Case(
      name: "render every frame", arguments: ["render", "redraw-lab", "--all-frames", "--format", "svg", "--out", "frames"],
      outputs: ["frames"]),
    Case(
      name: "render the cause view of a frame that does not exist",
      arguments: ["render", "counter", "--view", "cause", "--frame", "5", "--format", "svg", "--out", "r.svg"],
      outputs: ["r.svg"], statuses: [2]),
    Case(
      name: "check with every output",
      files: ["budget.json": budget, "summary.md": "# earlier\n"],
      arguments: [
        "check", "state-binding", "--budget", "budget.json", "--markdown", "summary.md", "--svg", "svgs", "--junit",
        "junit.xml",
      ],
      outputs: ["summary.md", "svgs", "junit.xml"], statuses: [1]),
    Case(
      name: "check --svg into a folder of the user's", files: ["budget.json": budget, "svgs/state-binding-frame-1.svg": "mine"],
      arguments: ["check", "state-binding", "--budget", "budget.json", "--markdown", "summary.md", "--svg", "svgs"],
      outputs: ["summary.md"], statuses: [2]),
    Case(
      name: "check --append, --record and --update",
      files: ["summary.md": "# earlier\n", "loose.json": #"{"budgetVersion": 1, "run": {"maxTotalEvaluations": 99}}"#],
      arguments: ["check", "state-binding", "--budget", "loose.json", "--update", "--markdown", "summary.md", "--append"],
      outputs: ["summary.md", "loose.json"]),
    Case(
      name: "check --record", arguments: ["check", "state-binding", "--record", "budget.json"], outputs: ["budget.json"]),
    Case(
      name: "diff --out", files: ["d.html": "old"],
      arguments: ["diff", "counter", "state-binding", "--format", "html", "--out", "d.html"], outputs: ["d.html"]),
    Case(
      name: "import --out", files: ["t.json": "old"], arguments: ["import", "console.log", "--out", "t.json"],
      outputs: ["t.json"]),
    Case(name: "init, new", arguments: ["init", "traces"], outputs: ["traces"]),
    Case(name: "init, the empty current folder", files: ["traces/": ""], arguments: ["init", "."], directory: "traces", outputs: ["traces"]),
    Case(
      name: "init through a link", files: ["ud/": "", "linkd": "->ud"], arguments: ["init", "linkd", "--follow-link"],
      outputs: ["ud"]),
    Case(
      name: "init over a link, refused", files: ["ud/": "", "linkd": "->ud"], arguments: ["init", "linkd"], outputs: [],
      statuses: [2]),
    Case(
      name: "a long output name", arguments: ["report", "counter", "--out", String(repeating: "n", count: 250)],
      outputs: [String(repeating: "n", count: 250)]),
  ]

  @Test(arguments: cases)
  func noPathOutsideTheRunsOwnOutputIsRemovedRenamedOrTruncated(_ auditCase: Case) throws {
    try audit(auditCase)
  }

  /// Mutated traces (fixed seed) through the commands that write: whatever
  /// the input, only the run's output changes.
  @Test func mutatedTracesChangeNothingButTheirOutputs() throws {
    var generator = SeededGenerator(seed: 0x5CA1_AB1E)
    let trace = try viewtrace("run", "state-binding", "--format", "json").stdout
    for number in 0..<8 {
      let input = String(decoding: Mutator.mutateJSON(Data(trace.utf8), using: &generator), as: UTF8.self)
      for (arguments, output) in [
        (["report", "in.json", "--out", "site"], "site"), (["render", "in.json", "--out", "t.svg"], "t.svg"),
        (["check", "in.json", "--record", "b.json"], "b.json"),
      ] {
        try audit(
          Case(
            name: "mutated trace \(number): \(arguments[0])", files: ["in.json": input], arguments: arguments,
            outputs: [output], statuses: [0, 1, 2]))
      }
    }
  }

  /// Runs the case in a new folder under strace and records every change
  /// outside what it may change as an issue.
  func audit(_ auditCase: Case) throws {
    let folder = try TemporaryFolder("viewtrace-audit")
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let root = URL(fileURLWithPath: folder.url.path).resolvingSymlinksInPath().path + "/case"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, contents) in auditCase.files.sorted(by: { $0.key < $1.key }) {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if path.hasSuffix("/") {
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        continue
      }
      if contents.hasPrefix("->") {
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: String(contents.dropFirst(2)))
      } else {
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
      }
    }
    if auditCase.arguments.contains("console.log") {
      try FileManager.default.copyItem(atPath: Self.log.path, toPath: root + "/console.log")
    }
    let outputs = auditCase.outputs.map { root + "/" + $0 }
    let mayChange = outputs + auditCase.leftovers.map { root + "/" + $0 }
    let before = try Self.snapshot(root, except: mayChange)

    let logs = folder.url.path + "/strace/log"
    try FileManager.default.createDirectory(
      atPath: (logs as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let workingDirectory = root + (auditCase.directory.isEmpty ? "" : "/" + auditCase.directory)
    let result = try viewtrace(
      ["-ff", "-qq", "-y", "-s", "4096", "-e", "trace=" + SyscallAudit.syscalls, "-o", logs, try executableURL().path]
        + auditCase.arguments, executable: try Self.strace(), directory: workingDirectory)
    #expect(auditCase.statuses.contains(result.status), "\(auditCase): exit \(result.status): \(result.stderr)")

    let (changes, tids) = try SyscallAudit.changes(inLogsAt: logs, workingDirectory: workingDirectory)
    #expect(!tids.isEmpty, "\(auditCase): strace wrote no log")
    for change in changes {
      for path in change.paths
      where !mayChange.contains(where: { SyscallAudit.isInside(path, $0) })
        && !SyscallAudit.isInsideOwnStaging(path, outputs: outputs, tids: tids)
      {
        Issue.record("\(auditCase): \(change.call) changed \(path), outside the run's output: \(change.line)")
      }
    }
    let after = try Self.snapshot(root, except: mayChange)
    for (path, record) in before where after[path] != record {
      Issue.record("\(auditCase): \(path) was \(after[path] == nil ? "removed" : "changed")")
    }
    for path in after.keys where before[path] == nil {
      Issue.record("\(auditCase): \(path) was added outside the run's output")
    }
  }

  /// Every path below `root` but those inside `except`, with what it is:
  /// a file's contents, a link's destination, or that it is a folder.
  static func snapshot(_ root: String, except: [String]) throws -> [String: String] {
    var out: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      let full = root + "/" + relative
      if except.contains(where: { SyscallAudit.isInside(full, $0) }) { continue }
      let attributes = try FileManager.default.attributesOfItem(atPath: full)
      switch attributes[.type] as? FileAttributeType {
      case .typeSymbolicLink: out[relative] = "link " + (try FileManager.default.destinationOfSymbolicLink(atPath: full))
      case .typeDirectory: out[relative] = "folder"
      default: out[relative] = "file " + fnv1a(try Data(contentsOf: URL(fileURLWithPath: full)))
      }
    }
    return out
  }

  /// Debian's strace; the audit cannot run without it.
  static func strace() throws -> URL {
    for path in ["/usr/bin/strace", "/bin/strace"] where FileManager.default.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    Issue.record("strace is not installed: apt-get install strace (bash .ci/run setup installs it)")
    throw CocoaError(.fileNoSuchFile)
  }
}
