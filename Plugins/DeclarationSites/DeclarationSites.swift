import PackagePlugin

/// Records where a target's model classes and their properties are declared, so that its traces
/// say `LibraryStore.swift:12` for `LibraryStore.books`.
///
/// The toolchain's `@Observable` passes no source location to anything at run time, so the build
/// writes it down: the plugin reads the target's `.swift` files and adds one generated file, with
/// a record for each `@Observable`, `@Model` or `ObservableObject` class the module can name (not
/// one declared `private`, inside a function or an `#if`, or a subclass of a class that has a
/// record). The view's own properties (`@State`, `@AppStorage`, …) need no plugin: their
/// wrappers take the location as SwiftUI's APIs take `#fileID` and `#line`. A target that uses
/// `CompileForIOS` needs no other plugin: that one records its app files' models too.
///
/// ```swift
/// .target(name: "LibraryViews", dependencies: [.product(name: "ViewTrace", package: "ViewTrace")],
///         plugins: [.plugin(name: "DeclarationSites", package: "ViewTrace")])
/// ```
@main
struct DeclarationSites: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let sources = target as? SourceModuleTarget else { return [] }
    let files = sources.sourceFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      .sorted { $0.path < $1.path }
    let tool = try context.tool(named: "viewtrace-compile-for-ios").url
    let output = context.pluginWorkDirectoryURL.appending(path: "ViewTraceModelDeclarations.swift")
    return [
      .buildCommand(
        displayName: "Recording where \(target.name)'s models are declared", executable: tool,
        arguments: ["--model-declarations", output.path] + files.map(\.path), inputFiles: files,
        outputFiles: [output])
    ]
  }
}
