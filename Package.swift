// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// On Linux, an app's view files that say `import SwiftUI` / `import Combine` /
// `import UniformTypeIdentifiers` compile unchanged against these products; on
// macOS the real frameworks exist and a trace package imports `ViewTrace`
// (docs/own-views.md).
#if os(Linux)
  let swiftUIProducts: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI"]), .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
  ]
  let swiftUITargets: [Target] = [
    .target(name: "SwiftUI", dependencies: ["ViewTrace"]),
    .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["ViewTrace"]),
    // App code in the language modes apps use: async work as it runs there.
    .testTarget(
      name: "ViewTraceSwift5ModeTests", dependencies: ["SwiftUI", "Combine", "ViewTraceEngine"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ViewTraceApproachableConcurrencyTests", dependencies: ["SwiftUI", "Combine", "ViewTraceEngine"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("InferSendableFromCaptures"),
        .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
        .enableUpcomingFeature("DisableOutwardActorInference"),
      ]),
  ]
#else
  let swiftUIProducts: [Product] = []
  let swiftUITargets: [Target] = []
#endif

let package = Package(
  name: "ViewTrace",
  platforms: [.macOS(.v14)],
  products: [
    // The DSL, and the companion modules of the frameworks view files import besides SwiftUI
    // (`import OSLog`, `import UserNotifications`, `import AVKit`, `import Charts`, `import SwiftData`: the CompileForIOS plugin
    // imports these instead).
    .library(
      name: "ViewTrace",
      targets: [
        "ViewTrace", "ViewTraceOSLog", "ViewTraceUserNotifications", "ViewTraceAVKit", "ViewTraceCharts",
        "ViewTraceSwiftData",
      ]),
    .library(name: "ViewTraceModel", targets: ["ViewTraceModel"]),
    .library(name: "ViewTraceSamples", targets: ["ViewTraceSamples"]),
    .library(name: "ViewTraceRender", targets: ["ViewTraceRender"]),
    .library(name: "ViewTraceReport", targets: ["ViewTraceReport"]),
    .library(name: "ViewTraceCompare", targets: ["ViewTraceCompare"]),
    .library(name: "ViewTraceAdvisor", targets: ["ViewTraceAdvisor"]),
    // For a test target: expectations, trace snapshots, budgets and CI artifacts.
    .library(name: "ViewTraceTesting", targets: ["ViewTraceTesting"]),
    // The whole `viewtrace` command line over your own scenarios, for an executable target.
    .library(name: "ViewTraceCLI", targets: ["ViewTraceCLI"]),
    .executable(name: "viewtrace", targets: ["viewtrace"]),
    // A trace target's app files, compiled as an iOS build would (`#if os(iOS)` is true).
    .plugin(name: "CompileForIOS", targets: ["CompileForIOS"]),
    // Where a target's own model classes are declared, for its traces (`CompileForIOS` does it for app files).
    .plugin(name: "DeclarationSites", targets: ["DeclarationSites"]),
  ] + swiftUIProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // ObservableObject / @Published with Combine's semantics, re-exported by the engine.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // DOT golden files for the renderer (only the SnapshotTesting product is built).
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // Report templates (escapes HTML by default).
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    // Codable values only: what a trace is. The renderer, the report and the CLI
    // read traces through this target and never need the engine.
    .target(name: "ViewTraceModel"),
    // The engine: the update graph, the property wrappers and the environment,
    // values and the recorder, scenarios and steps. Its `package` API is what
    // the DSL builds on; users reach its public API through `ViewTrace`.
    .target(
      name: "ViewTraceEngine",
      dependencies: ["ViewTraceModel", .product(name: "OpenCombine", package: "OpenCombine")]),
    // The SwiftUI-compatible DSL users import (views, modifiers, controls,
    // navigation, lists, styles, each in its SwiftUI topic), on the engine.
    .target(name: "ViewTrace", dependencies: ["ViewTraceEngine", "ViewTraceMacros"]),
    // Companion modules (docs/own-views.md): OSLog's `Logger`, `os_log` and signposts, which
    // write nothing (no dependencies); UserNotifications' centre, whose requests are kept per run
    // and never delivered; AVFoundation's players and AVKit's `VideoPlayer` view, which play
    // nothing. What they do not perform is said once a run (`notSimulated`).
    .target(name: "ViewTraceOSLog"),
    .target(name: "ViewTraceUserNotifications", dependencies: ["ViewTraceEngine"]),
    .target(name: "ViewTraceAVKit", dependencies: ["ViewTrace", "ViewTraceEngine"]),
    // Swift Charts' `Chart`, marks and chart modifiers: a chart is a traced leaf whose drawn
    // value is its marks as written; axes, scales and legends are recorded, not laid out.
    .target(name: "ViewTraceCharts", dependencies: ["ViewTrace", "ViewTraceEngine"]),
    // SwiftData: `@Model` classes (observable, through ViewTrace's macro plugin), an in-memory
    // container and context, and `@Query`, which fetches again when models are inserted, deleted
    // or changed; Foundation's `#Predicate` and `SortDescriptor` select and order.
    .target(name: "ViewTraceSwiftData", dependencies: ["ViewTrace", "ViewTraceEngine", "ViewTraceMacros"]),
    // `#Preview` and SwiftData's `@Model`: a compiler plugin that speaks the plugin protocol
    // itself, so users build no swift-syntax for it (docs/own-views.md, "Previews").
    .macro(name: "ViewTraceMacros"),
    // Graphviz's C libraries, linked in-process (libcgraph + libgvc).
    .systemLibrary(
      name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    // zlib (part of every Swift toolchain's Linux prerequisites and of macOS):
    // report pages deflate the large data they embed.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // Draws traces with Graphviz. Reads the model only, never the engine.
    .target(name: "ViewTraceRender", dependencies: ["ViewTraceModel", "CGraphviz"]),
    // The report's .html/.css/.js templates as they are, copied next to the executable.
    .target(
      name: "ViewTraceTemplates", path: "Templates", exclude: ["README.md"],
      resources: [
        .copy("report.html"), .copy("index.html"), .copy("diff.html"), .copy("report.css"), .copy("report.js"),
      ]),
    // The HTML timeline report: reads the model and uses the renderer, never the engine.
    .target(
      name: "ViewTraceReport",
      dependencies: [
        "ViewTraceModel", "ViewTraceRender", "ViewTraceTemplates", "ViewTraceCompare", "ViewTraceAdvisor", "CZlib",
        .product(name: "Mustache", package: "swift-mustache"),
      ]),
    // Budgets, diffs and real _printChanges logs: reads the model only.
    .target(name: "ViewTraceCompare", dependencies: ["ViewTraceModel", "ViewTraceAdvisor"]),
    // Avoidable evaluations, their causes and fixes: reads the model only.
    .target(name: "ViewTraceAdvisor", dependencies: ["ViewTraceModel"]),
    // Expectations, trace snapshots (swift-snapshot-testing strategies), budgets
    // and CI artifacts for a test target (Swift Testing or XCTest).
    .target(
      name: "ViewTraceTesting",
      dependencies: [
        "ViewTrace", "ViewTraceCompare", "ViewTraceRender", "ViewTraceReport", "ViewTraceAdvisor",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // The built-in scenarios, one file each, registered in SampleCatalog.
    .target(
      name: "ViewTraceSamples", dependencies: ["ViewTrace"], path: "Samples", exclude: ["Budgets"],
      plugins: ["DeclarationSites"]),
    // The commands (list, run, render, report, check, diff, import, compare) over a catalog of scenarios.
    .target(
      name: "ViewTraceCLI",
      dependencies: [
        "ViewTrace", "ViewTraceSamples", "ViewTraceRender", "ViewTraceReport", "ViewTraceCompare", "ViewTraceAdvisor",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `viewtrace` over the built-in samples: one line of main.swift.
    .executableTarget(name: "viewtrace", dependencies: ["ViewTraceCLI", "ViewTraceSamples"]),
    // `#if os(iOS)` and the other platform conditions, decided as an iOS device build decides
    // them, and where model classes are declared (no dependencies: the plugins' tool builds in seconds).
    .target(name: "ViewTraceBuildConditions"),
    .executableTarget(name: "viewtrace-compile-for-ios", dependencies: ["ViewTraceBuildConditions"]),
    .plugin(name: "CompileForIOS", capability: .buildTool(), dependencies: ["viewtrace-compile-for-ios"]),
    .plugin(name: "DeclarationSites", capability: .buildTool(), dependencies: ["viewtrace-compile-for-ios"]),
    .executableTarget(name: "viewtrace-benchmark", dependencies: ["ViewTrace", "ViewTraceReport"]),
    .executableTarget(
      name: "viewtrace-render-benchmark", dependencies: ["ViewTraceRender", "ViewTraceReport", "ViewTraceCompare"]),
    // Repeated layouts in a process of their own, for the renderer's leak test.
    .executableTarget(name: "viewtrace-leak-check", dependencies: ["ViewTraceRender"]),
    // Seeded mutations of traces, budgets and logs for the fuzz tests (no dependencies).
    .target(name: "ViewTraceFuzz", path: "Tests/ViewTraceFuzz"),
    // What several test targets share: the Python interpreter their helper scripts need.
    .target(name: "ViewTraceTestSupport", path: "Tests/ViewTraceTestSupport"),
    .testTarget(name: "ViewTraceBuildConditionsTests", dependencies: ["ViewTraceBuildConditions"]),
    .testTarget(name: "ViewTraceModelTests", dependencies: ["ViewTraceModel"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ViewTraceAdvisorTests", dependencies: ["ViewTraceAdvisor", "ViewTraceSamples", "ViewTraceRender"]),
    .testTarget(name: "ViewTraceTests", dependencies: ["ViewTrace", "ViewTraceEngine"]),
    // App files that import the companion frameworks (`App/`, compiled by CompileForIOS as a
    // trace package compiles an app's files) and the tests that trace them.
    .testTarget(
      name: "ViewTraceCompanionTests",
      dependencies: [
        "ViewTrace", "ViewTraceEngine", "ViewTraceOSLog", "ViewTraceUserNotifications", "ViewTraceAVKit",
        "ViewTraceCharts", "ViewTraceSwiftData",
      ],
      exclude: ["App"], plugins: ["CompileForIOS"]),
    .testTarget(name: "ViewTraceSamplesTests", dependencies: ["ViewTraceSamples"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ViewTraceTestingTests", dependencies: ["ViewTraceTesting", "ViewTraceSamples", "ViewTraceAdvisor"],
      exclude: ["__Snapshots__", "Budgets"]),
    .testTarget(
      name: "ViewTraceCLITests", dependencies: ["viewtrace", "ViewTraceModel", "ViewTraceFuzz", "ViewTraceTestSupport"]),
    .testTarget(
      name: "ViewTraceCompareTests",
      dependencies: ["ViewTraceCompare", "ViewTraceSamples", "ViewTraceRender", "ViewTraceReport", "ViewTraceFuzz"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ViewTraceReportTests",
      dependencies: ["ViewTraceReport", "ViewTraceSamples", "viewtrace", "ViewTraceTestSupport"],
      exclude: ["Browser"]),
    .testTarget(
      name: "ViewTraceRenderTests",
      dependencies: [
        "ViewTraceRender", "ViewTraceSamples", "viewtrace-leak-check",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "Fonts"]),
  ] + swiftUITargets,
  swiftLanguageModes: [.v6]
)
