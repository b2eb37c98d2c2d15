import Foundation
import Testing

/// `viewtrace init`: a ready trace package, or one `Error:` line and nothing
/// written. (`.ci/run` builds a generated package and runs its tests.)
@Suite struct InitCommandTests {
  func files(under folder: String) throws -> [String] {
    let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    var found: [String] = []
    let walker = try #require(FileManager.default.enumerator(atPath: base))
    for case let path as String in walker {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
        found.append(path)
      }
    }
    return found.sorted()
  }

  @Test func writesAPackageWithAScenarioATestABudgetAndAWorkflow() throws {
    let folder = try TemporaryFolder("init")
    let target = folder.path("my-app traces")
    let result = try viewtrace("init", target)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try files(under: target) == [
        ".github/workflows/viewtrace.yml", ".gitignore", "Package.swift", "README.md",
        "Sources/MyAppTracesViews/ContentView.swift", "Tests/MyAppTracesTests/Budgets/content-view.json",
        "Tests/MyAppTracesTests/MyAppTracesTests.swift", "Tests/MyAppTracesTests/Scenarios.swift",
        "Tests/MyAppTracesTests/__Snapshots__/MyAppTracesTests/theUpdatesMatchTheirSnapshot.1.txt",
      ])
    let manifest = try String(contentsOfFile: target + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains("name: \"MyAppTraces\""))
    #expect(manifest.contains(".package(name: \"ViewTrace\", path: \""))
    let snapshot = try String(
      contentsOfFile: target + "/Tests/MyAppTracesTests/__Snapshots__/MyAppTracesTests/theUpdatesMatchTheirSnapshot.1.txt",
      encoding: .utf8)
    #expect(snapshot.hasPrefix("# frame 0: initial render\nContentView: @self, @identity, _count changed.\n"))
    #expect(snapshot.contains("# frame 1: tap \"Add\"\nContentView: _count changed.\nCountBadge: @self changed."))
  }

  @Test func anAppsViewFolderIsLinkedAndCompiledAsIOS() throws {
    let folder = try TemporaryFolder("init-views")
    let app = folder.path("App")
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    try Data("import SwiftUI\n\n@main\nstruct MyApp: App {}\n".utf8).write(to: URL(fileURLWithPath: app + "/MyApp.swift"))
    try Data("import SwiftUI\n\nstruct Home: View { var body: some View { Text(\"hi\") } }\n".utf8)
      .write(to: URL(fileURLWithPath: app + "/Home.swift"))
    let target = folder.path("traces")
    let result = try viewtrace("init", target, "--views", app, "--root", "Home")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: target + "/Sources/TracesViews/App") == "../../../App")
    #expect(FileManager.default.fileExists(atPath: target + "/Sources/TracesViews/StandIns.swift"))
    let manifest = try String(contentsOfFile: target + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains("exclude: [\"App\"]"))
    #expect(manifest.contains("plugins: [.plugin(name: \"CompileForIOS\", package: \"ViewTrace\")]"))
    #expect(manifest.contains("dependencies: [.product(name: \"ViewTrace\", package: \"ViewTrace\")]"))
    let scenarios = try String(contentsOfFile: target + "/Tests/TracesTests/Scenarios.swift", encoding: .utf8)
    #expect(scenarios.contains("static let home = Scenario(\"home\", root: { Home() })"))
  }

  @Test func badInputIsOneErrorLineAndNothingIsWritten() throws {
    let folder = try TemporaryFolder("init-bad")
    let full = folder.path("full")
    try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: full + "/notes.txt"))
    let file = folder.path("file.txt")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let cases: [([String], String)] = [
      (["init", full], "is not empty (1 item); init writes only into a new or empty folder"),
      (["init", file], "is a file; init writes a new folder"),
      (["init", folder.path("a"), "--root", "Home"], "--root needs --views"),
      (["init", folder.path("b"), "--views", folder.path("nowhere")], "is not a folder"),
      (["init", folder.path("c"), "--views", full, "--root", "Not-A-Type"], "--root must be a view type's name"),
      (["init", folder.path("d"), "--viewtrace", full], "is not a ViewTrace checkout"),
    ]
    for (arguments, message) in cases {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    #expect(try files(under: full) == ["notes.txt"])
    for name in ["a", "b", "c", "d"] { #expect(!FileManager.default.fileExists(atPath: folder.path(name))) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == ["file.txt", "full"])
  }
}
