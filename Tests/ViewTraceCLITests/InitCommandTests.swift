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

  /// The scenario is in a library target the tests and the package's command both use (no
  /// `@testable`, which a release build refuses); ViewTrace comes from this checkout while it is
  /// there and from its repository at this version otherwise (CI).
  @Test func writesAPackageWithAScenarioACommandATestABudgetAndAWorkflow() throws {
    let folder = try TemporaryFolder("init")
    let target = folder.path("my-app traces")
    let result = try viewtrace("init", target)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try files(under: target) == [
        ".github/workflows/viewtrace.yml", ".gitignore", "Package.swift", "README.md",
        "Sources/MyAppTracesViews/ContentView.swift", "Sources/MyAppTracesViews/Scenarios.swift",
        "Sources/my-app-traces/main.swift", "Tests/MyAppTracesTests/Budgets/content-view.json",
        "Tests/MyAppTracesTests/MyAppTracesTests.swift",
        "Tests/MyAppTracesTests/__Snapshots__/MyAppTracesTests/theUpdatesMatchTheirSnapshot.1.txt",
      ])
    let manifest = try String(contentsOfFile: target + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains("name: \"MyAppTraces\""))
    #expect(manifest.contains("? .package(name: \"ViewTrace\", path: checkout)"))
    #expect(manifest.contains(": .package(url: \"https://github.com/viewtrace/ViewTrace\", from: \"0.1.0\")"))
    #expect(manifest.contains(".executableTarget(\n      name: \"my-app-traces\""))
    #expect(manifest.contains("exclude: [\"__Snapshots__\", \"Budgets\"]"))
    let tests = try String(contentsOfFile: target + "/Tests/MyAppTracesTests/MyAppTracesTests.swift", encoding: .utf8)
    #expect(!tests.contains("@testable"))
    let main = try String(contentsOfFile: target + "/Sources/my-app-traces/main.swift", encoding: .utf8)
    #expect(main.contains("await ViewTraceCLI.main(scenarios: Scenario.all, commandName: \"my-app-traces\")"))
    let workflow = try String(contentsOfFile: target + "/.github/workflows/viewtrace.yml", encoding: .utf8)
    #expect(workflow.contains("container: swift:6.3"))
    #expect(workflow.contains("swift run my-app-traces report --all --out report"))
    let snapshot = try String(
      contentsOfFile: target
        + "/Tests/MyAppTracesTests/__Snapshots__/MyAppTracesTests/theUpdatesMatchTheirSnapshot.1.txt",
      encoding: .utf8)
    #expect(snapshot.hasPrefix("# frame 0: initial render\nContentView: @self, @identity, _count changed.\n"))
    #expect(snapshot.contains("# frame 1: tap \"Add\"\nContentView: _count changed.\nCountBadge: @self changed."))
  }

  @Test func anAppsViewFolderIsLinkedAndCompiledAsIOS() throws {
    let folder = try TemporaryFolder("init-views")
    let app = folder.path("App")
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    try Data("import SwiftUI\n\n@main\nstruct MyApp: App {}\n".utf8).write(
      to: URL(fileURLWithPath: app + "/MyApp.swift"))
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
    #expect(manifest.contains("exclude: [\"__Snapshots__\", \"Budgets\"]"))
    // No Xcode project above the folder: Xcode's defaults.
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
    let scenarios = try String(contentsOfFile: target + "/Sources/TracesViews/Scenarios.swift", encoding: .utf8)
    #expect(scenarios.contains("public static let home = Scenario(\"home\", root: { Home() })"))
    #expect(FileManager.default.fileExists(atPath: target + "/Tests/TracesTests/__Snapshots__/README.md"))
  }

  /// The app's files are compiled as its Xcode project says (Xcode 26's new app: Swift 5 with
  /// approachable concurrency and the main actor by default); the options override it.
  @Test func theAppsLanguageModeAndIsolationAreReadFromItsXcodeProject() throws {
    let folder = try TemporaryFolder("init-settings")
    let app = folder.path("Shelf/Shelf")
    try FileManager.default.createDirectory(
      atPath: folder.path("Shelf/Shelf.xcodeproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
    try Data(
      """
      buildSettings = {
        SWIFT_APPROACHABLE_CONCURRENCY = YES;
        SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
        SWIFT_VERSION = 5.0;
      };
      """.utf8
    ).write(to: URL(fileURLWithPath: folder.path("Shelf/Shelf.xcodeproj/project.pbxproj")))
    try Data("import SwiftUI\n\nstruct Home: View { var body: some View { Text(\"hi\") } }\n".utf8)
      .write(to: URL(fileURLWithPath: app + "/Home.swift"))
    let read = try viewtrace("init", folder.path("a"), "--views", app, "--root", "Home")
    #expect(read.status == 0, "\(read.stderr)")
    #expect(
      read.stderr.contains("Swift 5 mode, main actor by default, approachable concurrency (read from Shelf.xcodeproj)"))
    let manifest = try String(contentsOfFile: folder.path("a") + "/Package.swift", encoding: .utf8)
    #expect(
      manifest.contains(
        "swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self), "
          + ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\"), .enableUpcomingFeature(\"InferIsolatedConformances\"), "
          + ".enableUpcomingFeature(\"InferSendableFromCaptures\"), .enableUpcomingFeature(\"GlobalActorIsolatedTypesUsability\"), "
          + ".enableUpcomingFeature(\"DisableOutwardActorInference\")]"))
    let given = try viewtrace(
      "init", folder.path("b"), "--views", app, "--root", "Home", "--language-mode", "6", "--default-isolation",
      "nonisolated", "--no-approachable-concurrency")
    #expect(given.status == 0, "\(given.stderr)")
    let other = try String(contentsOfFile: folder.path("b") + "/Package.swift", encoding: .utf8)
    #expect(other.contains("swiftSettings: [.swiftLanguageMode(.v6)]"))
    #expect(other.contains("(read from Shelf.xcodeproj, then the options): Swift 6 mode."))
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
      (["init", folder.path("e"), "--language-mode", "4"], "--language-mode must be 5 or 6, got 4"),
      (
        ["init", folder.path("f"), "--default-isolation", "MainActor"],
        "--default-isolation must be main-actor or nonisolated"
      ),
    ]
    for (arguments, message) in cases {
      let result = try viewtrace(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    #expect(try files(under: full) == ["notes.txt"])
    for name in ["a", "b", "c", "d", "e", "f"] { #expect(!FileManager.default.fileExists(atPath: folder.path(name))) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == ["file.txt", "full"])
  }
}
