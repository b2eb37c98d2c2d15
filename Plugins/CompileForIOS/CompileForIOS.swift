import Foundation
import PackagePlugin

/// Compiles an app's view files as an iOS build would, on any platform.
///
/// A target that uses this plugin keeps the app's files in a folder named `App` inside the
/// target's own folder (a copy, or a symlink to the app's folder) and excludes that folder in
/// Package.swift (`exclude: ["App"]`), so SwiftPM does not compile the files as they are. For each
/// `.swift` file under `App` (in subfolders too) the plugin runs `viewtrace-compile-for-ios`,
/// which writes the file with `#if os(iOS)`, `canImport(UIKit)` and `targetEnvironment(…)`
/// decided as on an iOS device, and the target compiles that. Diagnostics name the app's own
/// file and line. One more generated file records where the model classes, views and their stored
/// properties of the app's files and of the target's own files (its stand-ins) are declared, so a
/// trace can name the line, as `DeclarationSites` does for a target without an app folder. A file that declares the app's entry point (a line starting with `@main`) is
/// left out, with a remark: a trace package runs scenarios, not an app. To leave out other
/// files, link the app's subfolders into `App` rather than the whole folder. The target needs at least one Swift file of its own outside `App` (the
/// stand-ins for what the app has and ViewTrace does not, or an empty file): SwiftPM builds no
/// target without one.
@main
struct CompileForIOS: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let app = target.directoryURL.appending(path: "App")
    guard FileManager.default.fileExists(atPath: app.path) else {
      throw PluginError(
        "target '\(target.name)' has no folder App (\(app.path)): put the app's files, or a symlink to their folder, there"
      )
    }
    if let sources = target as? SourceModuleTarget,
      let compiled = sources.sourceFiles.first(where: {
        $0.url.path.hasPrefix(app.path + "/") && $0.url.pathExtension == "swift"
      })
    {
      throw PluginError(
        "target '\(target.name)' compiles \(compiled.url.path) as it is: add exclude: [\"App\"] to the target, so that only its iOS build is compiled"
      )
    }
    let tool = try context.tool(named: "viewtrace-compile-for-ios").url
    var names: [String: Int] = [:]
    var commands: [Command] = []
    var compiled: [URL] = []
    for input in try swiftFiles(under: app) {
      let relative = String(input.path.dropFirst(app.path.count + 1))
      if declaresEntryPoint(input) {
        Diagnostics.remark("CompileForIOS: App/\(relative) declares @main; left out (a trace package runs scenarios)")
        continue
      }
      // One module cannot hold two files of the same name: a repeated name gets its folder. The
      // output is `Name.ios.swift`, so that its own `#fileID` is not the one its `#sourceLocation`
      // gives the app's file (the compiler warns when two paths make the same one).
      let base = input.deletingPathExtension().lastPathComponent
      names[base, default: 0] += 1
      let name =
        (names[base] == 1 ? base : String(relative.dropLast(6)).replacingOccurrences(of: "/", with: "_"))
        + ".ios.swift"
      let output = context.pluginWorkDirectoryURL.appending(path: name)
      compiled.append(input)
      commands.append(
        .buildCommand(
          displayName: "Compiling App/\(relative) as iOS", executable: tool,
          arguments: [input.path, output.path], inputFiles: [input], outputFiles: [output]))
    }
    // Where the models and views are declared, for the trace: the app's files as iOS reads them,
    // and the target's own files (stand-ins) as they are.
    let own =
      (target as? SourceModuleTarget)?.sourceFiles.map(\.url).filter {
        $0.pathExtension == "swift" && !$0.path.hasPrefix(app.path + "/")
      } ?? []
    let declarations = context.pluginWorkDirectoryURL.appending(path: "ViewTraceModelDeclarations.swift")
    commands.append(
      .buildCommand(
        displayName: "Recording where \(target.name)'s models and views are declared", executable: tool,
        arguments: ["--model-declarations", declarations.path] + own.map(\.path) + ["--ios"] + compiled.map(\.path),
        inputFiles: own + compiled, outputFiles: [declarations]))
    return commands
  }

  /// Whether a line of the file starts with `@main` (the app's `App` type).
  func declaresEntryPoint(_ file: URL) -> Bool {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
    return text.split(separator: "\n").contains { line in
      let code = line.drop { $0 == " " || $0 == "\t" }
      return code.hasPrefix("@main") && (code.count == 5 || !(code.dropFirst(5).first!.isLetter))
    }
  }

  /// The `.swift` files under `folder`, sorted, following a symlinked folder.
  func swiftFiles(under folder: URL) throws -> [URL] {
    let root = folder.resolvingSymlinksInPath()
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [URL] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let relative = String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
      files.append(folder.appending(path: relative))
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// One line that names what is wrong and where; SwiftPM prints it as the build's error.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = "CompileForIOS: " + description }
}
