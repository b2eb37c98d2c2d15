import Foundation
import ViewTrace

/// The files of a new trace package (``ViewTraceCommand/Init``).
struct Scaffold {
  /// The package's name, and its targets' (`<name>Views`, `<name>Tests`).
  let name: String
  /// The ViewTrace checkout, relative to the package.
  let viewTrace: String
  /// The app's view folder relative to the package, or nil for the template view.
  /// SwiftPM compiles only folders inside the package, so the package holds a
  /// symbolic link to it: `App` in the views target's folder, which the
  /// `CompileForIOS` plugin compiles as an iOS build would (leaving out the `@main` file).
  let views: String?
  /// The root view of the scenario.
  let root: String
  /// How the app's files are compiled (read from its Xcode project, or given).
  var settings = AppBuildSettings.xcodeDefaults
  /// Where ``settings`` came from, for the manifest's comment.
  var settingsSource = "Xcode's defaults"
  /// Where CI gets ViewTrace from, and which release.
  var viewTraceURL = Scaffold.defaultViewTraceURL
  var viewTraceVersion = ViewTraceCLI.version

  /// ViewTrace's repository.
  static let defaultViewTraceURL = "https://github.com/viewtrace/ViewTrace"

  /// The views target: the app's files (or the template view), its stand-ins and the scenarios,
  /// which, in the same module, reach the app's internal views without `@testable`.
  var viewsTarget: String { name + "Views" }
  /// The command over the package's scenarios: `my-app-traces` for `MyAppTraces`.
  var executable: String {
    let kebab = Self.scenarioName(name)
    return kebab == "traces" || kebab.hasSuffix("-traces") ? kebab : kebab + "-traces"
  }
  /// The link to the app's view folder (``views``) inside the package.
  var viewsLink: String { "Sources/\(viewsTarget)/App" }

  /// Where the link at ``viewsLink`` points: `views` seen from two folders further down.
  static func linkDestination(_ views: String) -> String { views.hasPrefix("/") ? views : "../../" + views }
  var testsTarget: String { name + "Tests" }
  var scenarioName: String { Self.scenarioName(root) }

  /// `ContentView` -> `content-view`.
  static func scenarioName(_ type: String) -> String {
    var out = ""
    for character in type {
      if character.isUppercase && !out.isEmpty { out += "-" }
      out += character.lowercased()
    }
    return out
  }

  /// A Swift type name: a letter or `_`, then letters, digits or `_`.
  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_", text.count <= 200 else { return false }
    return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
  }

  /// `my-app traces` -> `MyAppTraces`: a package and module name from a folder name.
  static func packageName(for folder: String) -> String {
    let words = folder.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty { name = "Traces" }
    if name.first!.isNumber { name = "Traces" + name }
    return name
  }

  /// The ViewTrace checkout this executable was built from: the nearest
  /// folder above it with a Package.swift naming the package ViewTrace.
  static func findCheckout() throws -> URL {
    var folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      if let found = try? checkout(at: folder.path) { return found }
      folder = folder.deletingLastPathComponent()
    }
    throw CLIError("cannot find the ViewTrace checkout this viewtrace was built from; pass --viewtrace PATH")
  }

  /// `path` if it is a ViewTrace checkout (its Package.swift names the package ViewTrace).
  static func checkout(at path: String) throws -> URL {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let manifest = try? String(contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8),
      manifest.contains("name: \"ViewTrace\"")
    else {
      throw CLIError(
        "--viewtrace \(TextEscaping.echo(path)) is not a ViewTrace checkout (no Package.swift naming ViewTrace)")
    }
    return url
  }

  /// `to` relative to the folder `from` (`../../ViewTrace`), or its absolute path when they share only `/`.
  static func relativePath(from: URL, to: URL) -> String {
    let base = from.standardizedFileURL.pathComponents
    let target = to.standardizedFileURL.pathComponents
    var common = 0
    while common < min(base.count, target.count) && base[common] == target[common] { common += 1 }
    if common <= 1 { return to.standardizedFileURL.path }
    let path = Array(repeating: "..", count: base.count - common) + target[common...]
    return path.isEmpty ? "." : path.joined(separator: "/")
  }

  /// Every file, by path relative to the package.
  @MainActor
  func files() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = [
      ("Package.swift", packageManifest),
      ("Sources/\(viewsTarget)/Scenarios.swift", scenarios),
      ("Sources/\(executable)/main.swift", executableMain),
      ("Tests/\(testsTarget)/\(testsTarget).swift", tests),
      ("Tests/\(testsTarget)/Budgets/\(scenarioName).json", budget),
      (".github/workflows/viewtrace.yml", workflow),
      (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\nreport/\n"),
      ("README.md", readme),
    ]
    if views != nil {
      files.append(("Sources/\(viewsTarget)/StandIns.swift", Self.standIns))
      // Excluded from the start: the first `swift test` records the snapshot in it.
      files.append(("Tests/\(testsTarget)/__Snapshots__/README.md", Self.snapshotsNote))
    } else {
      files.append(("Sources/\(viewsTarget)/ContentView.swift", Self.templateView))
      // The template's snapshot, from the same view compiled into this tool, so the test passes as written.
      let trace = try Scaffold.templateScenario.run()
      files.append(
        (
          "Tests/\(testsTarget)/__Snapshots__/\(testsTarget)/theUpdatesMatchTheirSnapshot.1.txt",
          TraceText.printChanges(trace)
        ))
    }
    return files
  }

  /// What the snapshot folder holds until the first test run records it.
  static let snapshotsNote = """
    The `_printChanges` snapshots of the tests (`theUpdatesMatchTheirSnapshot`): the first `swift test`
    records them here; commit them, and record again after an intended change with
    `SNAPSHOT_TESTING_RECORD=all swift test`.

    """

  /// Writes `files` (and symbolic `links`: path -> destination) as the new
  /// or empty folder `path` (`Output.writeNewFolder`): nothing already there
  /// is replaced, and a failed run leaves nothing behind.
  static func write(
    _ files: [(path: String, text: String)], links: [(String, String)], to path: String, followLink: Bool
  ) async throws {
    do {
      try await Output.writeNewFolder(path, option: nil, followLink: followLink) { staging in
        let fileManager = FileManager.default
        for file in files {
          let url = staging.appendingPathComponent(file.path)
          try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(file.text.utf8).write(to: url)
        }
        for (link, destination) in links {
          try fileManager.createSymbolicLink(
            atPath: staging.appendingPathComponent(link).path, withDestinationPath: destination)
        }
      }
    } catch let error as OutputError {
      throw CLIError(error.description)
    } catch {
      throw CLIError("cannot write \(TextEscaping.echo(path)): \(systemReason(error))")
    }
  }

  // MARK: The files

  var packageManifest: String {
    let settingsText = settings.swiftSettings.joined(separator: ", ")
    let viewsTargetText: String
    if let views {
      viewsTargetText = """
            // Your app's view folder (App, a symbolic link to \(views)), compiled as an iOS build compiles
            // it (`#if os(iOS)` is true) by the CompileForIOS plugin, which answers `import SwiftUI` and
            // `import Combine` with ViewTrace and leaves out the `@main` file; Scenarios.swift, in the same
            // module, reaches its internal views. What only the app has (UIKit wrappers, services) goes
            // in StandIns.swift.
            .target(
              name: "\(viewsTarget)",
              dependencies: [.product(name: "ViewTrace", package: "ViewTrace")],
              exclude: ["App"],
              // As Xcode compiles your app (\(settingsSource)): \(settings.described).
              swiftSettings: [\(settingsText)],
              plugins: [.plugin(name: "CompileForIOS", package: "ViewTrace")]),
        """
    } else {
      viewsTargetText = """
            // Your views (in files that say `import ViewTrace`, or on Linux `import SwiftUI` with the SwiftUI
            // product as the dependency) and their scenarios, in one module. DeclarationSites records where
            // your model classes' properties are declared, so a trace says `Store.swift:12`.
            .target(
              name: "\(viewsTarget)",
              dependencies: [.product(name: "ViewTrace", package: "ViewTrace")],
              swiftSettings: [\(settingsText)],
              plugins: [.plugin(name: "DeclarationSites", package: "ViewTrace")]),
        """
    }
    return """
      // swift-tools-version: 6.2
      // A trace package made by `viewtrace init`: your views and their scenarios, a command over them
      // (`swift run \(executable) report --all`), and tests with an expectation, a snapshot and a budget.
      import Foundation
      import PackageDescription

      // ViewTrace: the checkout this package was made from while it is there (your machine), else
      // the release it was made with (CI, a fresh clone).
      let checkout = "\(viewTrace)"
      let checkoutPath = checkout.hasPrefix("/") ? checkout : Context.packageDirectory + "/" + checkout
      let viewTrace: Package.Dependency =
        FileManager.default.fileExists(atPath: checkoutPath + "/Package.swift")
        ? .package(name: "ViewTrace", path: checkout)
        : .package(url: "\(viewTraceURL)", from: "\(viewTraceVersion)")

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v14)],
        dependencies: [viewTrace],
        targets: [
      \(viewsTargetText)
          .executableTarget(
            name: "\(executable)",
            dependencies: ["\(viewsTarget)", .product(name: "ViewTraceCLI", package: "ViewTrace")]),
          .testTarget(
            name: "\(testsTarget)",
            dependencies: ["\(viewsTarget)", .product(name: "ViewTraceTesting", package: "ViewTrace")],
            exclude: ["__Snapshots__", "Budgets"]),
        ]
      )

      """
  }

  /// The views target's own file when the views are the app's (SwiftPM builds no target without one).
  static let standIns = """
    // Stand-ins for what your app's view files use and ViewTrace does not have (a UIKit wrapper,
    // a service, an image cache): small types of the same names, declared here. The app's files
    // themselves are in App (a link to your folder), compiled by the CompileForIOS plugin.
    import ViewTrace

    """

  /// The view of a package made without `--views`.
  static let templateView = """
    import ViewTrace

    /// A screen of your own: replace it with your views (written as in SwiftUI).
    struct ContentView: View {
      @State private var count = 0

      var body: some View {
        VStack {
          Text("Count: \\(count)")
          CountBadge(isEven: count % 2 == 0)
          Button("Add") { count += 1 }
        }
      }
    }

    /// A child that takes only what it shows: it runs only when that changes.
    struct CountBadge: View {
      let isEven: Bool

      var body: some View {
        Text(isEven ? "even" : "odd")
      }
    }

    """

  /// `templateView`, compiled into this tool to record the package's first snapshot.
  enum Template {
    struct ContentView: View {
      @State private var count = 0

      var body: some View {
        VStack {
          Text("Count: \(count)")
          CountBadge(isEven: count % 2 == 0)
          Button("Add") { count += 1 }
        }
      }
    }

    struct CountBadge: View {
      let isEven: Bool

      var body: some View {
        Text(isEven ? "even" : "odd")
      }
    }
  }

  nonisolated static let templateScenario = Scenario(
    "content-view", typeNamesRelativeTo: Template.self, root: { Template.ContentView() }
  ) {
    Step.tap("Add")
  }

  var scenarios: String {
    let scenario = Self.identifier(scenarioName)
    let steps = views == nil ? "    Step.tap(\"Add\")\n" : ""
    let doc =
      views == nil
      ? """
        /// Frame 0 renders the root view; each step is one frame (a tap, a toggle, typed text,
        /// a navigation push, ...: see Step in the ViewTrace documentation).
      """
      : """
        /// Frame 0 renders \(root); add one step per event to follow (`Step.tap("Save")`,
        /// `Step.toggle("Read")`, `Step.setText("Title", to: "Dune")`, `Step.push("Details")`, ...).
        /// A view that needs an environment object or model gets it here:
        /// `root: { \(root)().environment(Model()) }`.
      """
    return """
      import ViewTrace

      // The scenarios live in the views' module, so they reach internal views with no `@testable`
      // (which a release build refuses); they are public for the tests and `\(executable)`.
      extension Scenario {
      \(doc)
        public static let \(scenario) = Scenario("\(scenarioName)", root: { \(root)() }) {
      \(steps)  }

        /// Every scenario of this package: what `swift run \(executable) report --all` reports.
        public static let all: [Scenario] = [.\(scenario)]
      }

      """
  }

  var executableMain: String {
    """
    import \(viewsTarget)
    import ViewTraceCLI

    // `swift run \(executable) list|run|render|report|advise|check|diff ...` over this package's scenarios.
    await ViewTraceCLI.main(scenarios: Scenario.all, commandName: "\(executable)")

    """
  }

  var tests: String {
    let scenario = "Scenario.\(Self.identifier(scenarioName))"
    let expectation =
      views == nil
      ? """
        /// Tapping Add runs ContentView (it reads count) and CountBadge (its value changed).
        @Test func addingRunsTheScreenAndTheBadge() async throws {
          let trace = try await \(scenario).runUnderTest()
          await trace.expect("tap \\"Add\\"", evaluated: ["ContentView": 1, "CountBadge": 1])
        }
      """
      : """
        /// Frame 0 builds \(root) and runs its body once.
        @Test func theRootViewIsBuilt() async throws {
          let trace = try await \(scenario).runUnderTest()
          await trace.expect(0, bodyRan: ["\(root)"])
        }
      """
    return """
      import Testing
      import ViewTraceTesting
      import \(viewsTarget)

      @MainActor
      @Suite struct \(testsTarget) {
      \(expectation)

        /// The `_printChanges` lines of every frame, compared with the golden file in __Snapshots__
        /// (`SNAPSHOT_TESTING_RECORD=all swift test` records it again after an intended change).
        @Test func theUpdatesMatchTheirSnapshot() async throws {
          let trace = try await \(scenario).runUnderTest()
          assertSnapshot(of: trace, as: .printChanges)
        }

        /// The budget's lines, as `viewtrace check` reads them.
        @Test func theRunIsWithinItsBudget() async throws {
          let trace = try await \(scenario).runUnderTest()
          trace.expectWithinBudget("Budgets/\(scenarioName).json")  // next to this file
        }
      }

      """
  }

  /// `content-view` -> `contentView`.
  static func identifier(_ name: String) -> String {
    let words = name.split(separator: "-")
    return (words.first.map(String.init) ?? "scenario")
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  var budget: String {
    """
    {
      "budgetVersion": 1,
      "scenario": "\(scenarioName)",
      "run": { "maxAvoidable": 0 }
    }

    """
  }

  var workflow: String {
    """
    # Runs the trace package's tests (expectations, the snapshot, the budget) and writes the report.
    name: viewtrace
    on: [push, pull_request]
    jobs:
      traces:
        runs-on: ubuntu-24.04
        container: swift:6.3
        steps:
          - uses: actions/checkout@v4
          - run: apt-get update && apt-get install -y --no-install-recommends pkg-config libgraphviz-dev zlib1g-dev
          - run: SNAPSHOT_TESTING_RECORD=never swift test
          - run: swift run \(executable) report --all --out report
          - uses: actions/upload-artifact@v4
            with:
              name: viewtrace-report
              path: report

    """
  }

  var readme: String {
    """
    # \(name)

    A trace package made by `viewtrace init`: it runs the scenario `\(scenarioName)`
    (Sources/\(viewsTarget)/Scenarios.swift) on ViewTrace's engine and checks what updates.

    ```sh
    swift test                                            # an expectation, a snapshot of the _printChanges lines, a budget
    swift run \(executable) report --all --out report     # report/index.html: every frame, and why each view updated
    swift run \(executable) advise \(scenarioName)        # avoidable evaluations, their cause and the fix
    ```

    Add a step per event to the scenario, an expectation per question ("which views ran when I
    tapped Save?"), and record the snapshot again after an intended change with
    `SNAPSHOT_TESTING_RECORD=all swift test`.\(views == nil ? "" : " The first `swift test` records the snapshot (and fails once, saying so): commit it.")
    The views target compiles \(views == nil ? "the views" : "your app's files") as Xcode does: \(settings.described)
    (`swiftSettings` in Package.swift).

    """
  }
}
