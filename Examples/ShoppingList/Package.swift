// swift-tools-version: 6.0
// A package of your own that traces its SwiftUI screens with ViewTrace:
// the screen (ShoppingList), its tests (ShoppingListTests) and a `viewtrace`
// over its scenarios (shopping-traces).
import PackageDescription

let package = Package(
  name: "ShoppingList",
  platforms: [.macOS(.v14)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/OWNER/ViewTrace", from: "0.1.0")
    .package(name: "ViewTrace", path: "../..")
  ],
  targets: [
    // DeclarationSites records where ShoppingStore's properties are declared, for the traces' sources.
    .target(
      name: "ShoppingList", dependencies: [.product(name: "ViewTrace", package: "ViewTrace")],
      plugins: [.plugin(name: "DeclarationSites", package: "ViewTrace")]),
    .executableTarget(
      name: "shopping-traces",
      dependencies: ["ShoppingList", .product(name: "ViewTraceCLI", package: "ViewTrace")]),
    .testTarget(
      name: "ShoppingListTests",
      dependencies: ["ShoppingList", .product(name: "ViewTraceTesting", package: "ViewTrace")],
      exclude: ["__Snapshots__", "Budgets"]),
  ]
)
