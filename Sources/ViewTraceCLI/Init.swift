import ArgumentParser
import Foundation
import ViewTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ViewTraceCommand {
  /// `viewtrace init DIR [--views PATH --root VIEW] [--viewtrace PATH] [--language-mode 5|6]
  /// [--default-isolation main-actor|nonisolated] [--[no-]approachable-concurrency]`: a ready trace package.
  struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Write a trace package for your views: a scenario, a command over it, a test, a budget and a CI workflow.",
      discussion: """
        DIR must not exist or be empty; nothing is written when anything is wrong (exit 2). Without \
        --views the package holds a small ContentView of its own and passes its tests as written. With \
        --views PATH its target compiles your app's view folder as an iOS build would (files that say import SwiftUI, \
        on Linux) and the scenario renders --root. The app's files are compiled as Xcode compiles them: the \
        language mode, default isolation and approachable concurrency are read from the nearest .xcodeproj above \
        PATH (Xcode's defaults without one: Swift 5, nonisolated), and the options below override them. \
        See docs/own-views.md.
        """)

    @Argument(help: "The folder to create.")
    var directory: String

    @Option(help: "Your app's view folder, compiled as it is by the package's target.")
    var views: String?

    @Option(help: "With --views: the view the scenario renders (it must take no arguments).")
    var root: String?

    @Option(help: "The ViewTrace checkout the package depends on (default: the one this viewtrace was built from).")
    var viewtrace: String?

    @Option(help: "ViewTrace's repository, which the package uses where the checkout is not there (CI).")
    var viewtraceUrl: String = Scaffold.defaultViewTraceURL

    @Option(help: "The Swift language mode of your app's files: 5 or 6 (default: your Xcode project's, else 5).")
    var languageMode: Int?

    @Option(help: "main-actor or nonisolated: your app's default actor isolation (default: your Xcode project's).")
    var defaultIsolation: String?

    @Flag(
      inversion: .prefixedNo,
      help: "Whether your app uses approachable concurrency (default: your Xcode project's, else no).")
    var approachableConcurrency: Bool?

    func validate() throws {
      if root != nil && views == nil { throw ValidationError("--root needs --views") }
      if let languageMode, languageMode != 5 && languageMode != 6 {
        throw ValidationError("--language-mode must be 5 or 6, got \(languageMode)")
      }
      if let defaultIsolation, !["main-actor", "nonisolated"].contains(defaultIsolation) {
        throw ValidationError(
          "--default-isolation must be main-actor or nonisolated, got '\(TextEscaping.echo(defaultIsolation))'")
      }
      if let root, !Scaffold.isTypeName(root) {
        throw ValidationError("--root must be a view type's name, got '\(TextEscaping.echo(root))'")
      }
    }

    @OptionGroup var link: LinkOptions

    func run() async throws {
      let fileManager = FileManager.default
      var target = URL(fileURLWithPath: directory).standardizedFileURL
      var isFolder: ObjCBool = false
      var info = stat()
      if lstat(target.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
        // The link stays; with --follow-link the package goes into the
        // folder it points at, and its relative paths start from there.
        guard link.followLink else {
          throw CLIError(
            "\(TextEscaping.echo(directory)) is a symbolic link; refusing to follow it (name the real folder, "
              + "or pass --follow-link to write into the empty folder it points at)")
        }
        target = target.resolvingSymlinksInPath()
      }
      if fileManager.fileExists(atPath: target.path, isDirectory: &isFolder) {
        guard isFolder.boolValue else {
          throw CLIError("\(TextEscaping.echo(directory)) is a file; init writes a new folder")
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? []
        guard contents.isEmpty else {
          throw CLIError(
            "\(TextEscaping.echo(directory)) is not empty (\(contents.count) item\(contents.count == 1 ? "" : "s")); "
              + "init writes only into a new or empty folder")
        }
      }
      let checkout = try viewtrace.map { try Scaffold.checkout(at: $0) } ?? Scaffold.findCheckout()
      var viewsFolder: String?
      if let views {
        let url = URL(fileURLWithPath: views).standardizedFileURL
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
          throw CLIError("--views \(TextEscaping.echo(views)) is not a folder")
        }
        viewsFolder = Scaffold.relativePath(from: target, to: url)
      }
      var scaffold = Scaffold(
        name: Scaffold.packageName(for: target.lastPathComponent),
        viewTrace: Scaffold.relativePath(from: target, to: checkout), views: viewsFolder, root: root ?? "ContentView")
      scaffold.viewTraceURL = viewtraceUrl
      if let views, let found = AppBuildSettings.read(near: URL(fileURLWithPath: views)) {
        scaffold.settings = found.settings
        scaffold.settingsSource = "read from " + URL(fileURLWithPath: found.project).lastPathComponent
      }
      if languageMode != nil || defaultIsolation != nil || approachableConcurrency != nil {
        scaffold.settingsSource =
          scaffold.settingsSource.hasPrefix("read") ? scaffold.settingsSource + ", then the options" : "the options"
      }
      if let languageMode { scaffold.settings.languageMode = languageMode }
      if let defaultIsolation { scaffold.settings.mainActorByDefault = defaultIsolation == "main-actor" }
      if let approachableConcurrency { scaffold.settings.approachableConcurrency = approachableConcurrency }
      let files = try await MainActor.run { try scaffold.files() }
      try await Scaffold.write(
        files, links: viewsFolder.map { [(scaffold.viewsLink, Scaffold.linkDestination($0))] } ?? [], to: directory,
        followLink: link.followLink)
      printError(
        "wrote \(target.path): \(files.count) files, the views compiled as \(scaffold.settings.described) "
          + "(\(scaffold.settingsSource)); cd there and run swift test, then swift run \(scaffold.executable) report --all"
      )
    }
  }
}
