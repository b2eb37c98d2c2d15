// swift-tools-version: 6.0
// The corpus: real apps' SwiftUI view files, unchanged, compiled against
// ViewTrace's `SwiftUI` and `Combine` products (Linux) and traced by
// CorpusTests. One target per app (Apps/<app>: the files in App/, SOURCE.md,
// LICENSE, NEEDS.md and our Stubs.swift); third-party modules the files import
// are stub targets under ThirdParty/<Module>. The files in App/ are compiled as
// an iOS build compiles them (`#if os(iOS)` true), by ViewTrace's CompileForIOS
// plugin. A file that does not compile against ViewTrace today sits in
// Blocked/, with a comment below naming the blocker; README.md has the table.
import Foundation
import PackageDescription

let swiftUI: Target.Dependency = .product(name: "SwiftUI", package: "ViewTrace")
let combine: Target.Dependency = .product(name: "Combine", package: "ViewTrace")
/// The DSL and its companion modules (`ViewTraceAVKit`, …), which CompileForIOS imports for
/// `import AVFoundation` and the other frameworks beside SwiftUI.
let viewTrace: Target.Dependency = .product(name: "ViewTrace", package: "ViewTrace")
/// Not Swift: the provenance of each app folder.
let notes = ["SOURCE.md", "LICENSE", "NEEDS.md"]
/// Real apps are Swift 5 code.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// This package's folder.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The app's files in `App/` go through CompileForIOS (so SwiftPM must not compile them as
/// they are); `Blocked/`, where an app has one, is not compiled at all. An app whose files are
/// all blocked keeps an empty `App/` (holding a `.gitkeep`, as git keeps no empty folder).
func app(_ name: String, _ folder: String, _ dependencies: [Target.Dependency] = []) -> Target {
  let blocked = FileManager.default.fileExists(atPath: here.appendingPathComponent("Apps/\(folder)/Blocked").path)
  return .target(
    name: name, dependencies: [swiftUI, combine] + dependencies, path: "Apps/\(folder)",
    exclude: notes + ["App"] + (blocked ? ["Blocked"] : []), swiftSettings: swift5,
    plugins: [.plugin(name: "CompileForIOS", package: "ViewTrace")])
}

func thirdParty(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: [swiftUI, combine] + dependencies, path: "ThirdParty/\(name)", swiftSettings: swift5)
}

let apps: [Target] = [
  app("LandmarksViews", "landmarks-2019"),
  app("FrutaViews", "fruta"),
  app("BookClubViews", "bookclub"),
  app("FoodTruckViews", "food-truck", ["FoodTruckKit"]),
  // App/ imports SwiftData and OSLog: answered by ViewTraceSwiftData and ViewTraceOSLog (the ViewTrace
  // product); the app's packages BackyardBirdsData (SwiftData models) and BackyardBirdsUI are stubs
  app("BackyardBirdsViews", "backyard-birds", [viewTrace, "BackyardBirdsData", "BackyardBirdsUI", "LayeredArtworkLibrary"]),
  // Blocked/CustomListForm.swift: calls UIKit (UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), ...)): #selector needs Objective-C, which Linux lacks
  app("MovieSwiftUIViews", "movieswiftui", ["SwiftUIFlux"]),
  app("ACHNBrowserUIViews", "achnbrowserui", ["Backend", "SwiftUIKit"]),
  // Blocked/SidebarView.swift: calls AppKit (NSApp.keyWindow, #selector(NSSplitViewController.toggleSidebar(_:)))
  app("RedditOSViews", "redditos"),
  app("CountriesViews", "countries-clean-architecture"),
  app("ControlRoomViews", "controlroom"),
  app("XcodesViews", "xcodes", ["Path", "Version"]),
  app("SwiftUIKitViews", "swiftui-kit"),
  // App/ImageCreationView.swift calls UIApplication.shared.canOpenURL (ViewTrace's UIKit stand-in,
  // which records it as not simulated) and imports the OpenAI package (ThirdParty/OpenAI)
  app("OpenAIDemoViews", "openai-demo", ["OpenAI"]),
  // App/SettingsView.swift imports AVFoundation: answered by ViewTraceAVKit (the ViewTrace product)
  app("EnchantedViews", "enchanted", [viewTrace]),
  // Blocked/CETaskFormView.swift: Color(.secondaryLabelColor): AppKit's NSColor is not provided (a macOS app's file)
  app("CodeEditViews", "codeedit"),
  app("SpeziTemplateViews", "spezi-template", ["SpeziAccount", "SpeziLicense"]),
  // Blocked/GeneralSettingsView.swift: calls AppKit (NSAlert, NSWorkspace.shared.open); imports BuddyKit
  app("VirtualBuddyViews", "virtualbuddy", ["VirtualCore"]),
  app("MaccyViews", "maccy", ["Defaults"]),
  app("TophatViews", "tophat"),
  // Blocked/MainScreen.swift: macOS-only SwiftUI API (.windowResizeBehavior(_:), ToolbarPlacement.windowToolbar) and the app's own AppKit window helpers: a macOS app's file
  app("GifskiViews", "gifski", [.product(name: "UniformTypeIdentifiers", package: "ViewTrace")]),
]

let thirdPartyStubs: [Target] = [
  thirdParty("FoodTruckKit"), thirdParty("SwiftUIFlux"), thirdParty("Backend"), thirdParty("SwiftUIKit"),
  thirdParty("Path"), thirdParty("Version"),
  thirdParty("SpeziAccount"), thirdParty("SpeziLicense"), thirdParty("VirtualCore"), thirdParty("Defaults"),
  thirdParty("OpenAI"),
  thirdParty("BackyardBirdsData", [viewTrace]), thirdParty("BackyardBirdsUI", ["BackyardBirdsData"]),
  thirdParty("LayeredArtworkLibrary"),
]

let package = Package(
  name: "Corpus",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "ViewTrace", path: "..")],
  targets: apps + thirdPartyStubs + [
    .testTarget(
      name: "CorpusTests",
      dependencies: apps.map { .target(name: $0.name) } + [
          .product(name: "ViewTrace", package: "ViewTrace"), .product(name: "ViewTraceAdvisor", package: "ViewTrace"),
          "FoodTruckKit", "SpeziAccount", "BackyardBirdsData",
        ],
      path: "Tests/CorpusTests")
  ]
)
