// swift-tools-version: 6.0
// An app's views traced with no edit to their files: the target's `path`
// is the app's own folder (App/), whose files say `import SwiftUI`; on Linux
// ViewTrace's SwiftUI product answers that import. The app's entry point
// (`@main struct LibraryApp: App`) is the one file left out: a trace package
// runs scenarios, not an app. On macOS, where the real SwiftUI exists, trace
// a copy that says `import ViewTrace` instead (docs/own-views.md).
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
      dependencies: [
        .product(name: "SwiftUI", package: "ViewTrace"), .product(name: "Combine", package: "ViewTrace"),
        .product(name: "UniformTypeIdentifiers", package: "ViewTrace"),
      ],
      path: "App",
      exclude: ["LibraryApp.swift"]),
    .testTarget(
      name: "LibraryViewsTests",
      dependencies: ["LibraryViews", .product(name: "ViewTraceTesting", package: "ViewTrace")],
      exclude: ["__Snapshots__"]),
  ]
)
