// swift-tools-version: 6.1
// An app's views traced with no edit to their files: Sources/LibraryViews/App
// is a link to the app's own folder (App/), whose files say `import SwiftUI`.
// ViewTrace's CompileForIOS plugin compiles them as an iOS build would
// (`#if os(iOS)` is true), answers their framework imports with ViewTrace, and
// leaves out the app's entry point (`@main struct LibraryApp: App`): a trace
// package runs scenarios, not an app. On macOS, where the real SwiftUI
// exists, trace a copy that says `import ViewTrace` instead (docs/own-views.md).
import PackageDescription

let package = Package(
  name: "LibraryApp",
  platforms: [.macOS(.v14)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/OWNER/ViewTrace", from: "0.1.0")
    .package(name: "ViewTrace", path: "../..")
  ],
  targets: [
    .target(
      name: "LibraryViews",
      // The plugin answers the files' `import SwiftUI`, `import Combine` and
      // `import UniformTypeIdentifiers` with ViewTrace: no module named SwiftUI
      // is built, so swift-snapshot-testing's `canImport(SwiftUI)` stays false.
      dependencies: [.product(name: "ViewTrace", package: "ViewTrace")],
      exclude: ["App"],
      // The app's own language mode: its files compile here as they do in the app.
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "CompileForIOS", package: "ViewTrace")]),
    .testTarget(
      name: "LibraryViewsTests",
      dependencies: ["LibraryViews", .product(name: "ViewTraceTesting", package: "ViewTrace")],
      exclude: ["__Snapshots__"]),
  ]
)
