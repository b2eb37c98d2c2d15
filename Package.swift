// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ViewTrace",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewTrace", targets: ["ViewTrace"]),
    .library(name: "ViewTraceModel", targets: ["ViewTraceModel"]),
    .library(name: "ViewTraceSamples", targets: ["ViewTraceSamples"]),
    .executable(name: "viewtrace", targets: ["viewtrace"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // ObservableObject / @Published with Combine's semantics, re-exported by the engine.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // Codable values only: what a trace is. The renderer, the report and the CLI
    // read traces through this target and never need the engine.
    .target(name: "ViewTraceModel"),
    // The SwiftUI-compatible DSL users import, the update graph and the recorder.
    .target(
      name: "ViewTrace",
      dependencies: ["ViewTraceModel", .product(name: "OpenCombine", package: "OpenCombine")]),
    // The built-in scenarios, one file each, registered in SampleCatalog.
    .target(name: "ViewTraceSamples", dependencies: ["ViewTrace"], path: "Samples"),
    .executableTarget(
      name: "viewtrace",
      dependencies: [
        "ViewTrace", "ViewTraceSamples",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "viewtrace-benchmark", dependencies: ["ViewTrace"]),
    .testTarget(name: "ViewTraceModelTests", dependencies: ["ViewTraceModel"]),
    .testTarget(name: "ViewTraceTests", dependencies: ["ViewTrace"]),
    .testTarget(name: "ViewTraceSamplesTests", dependencies: ["ViewTraceSamples"]),
    .testTarget(name: "ViewTraceCLITests", dependencies: ["viewtrace", "ViewTraceModel"]),
  ],
  swiftLanguageModes: [.v6]
)
