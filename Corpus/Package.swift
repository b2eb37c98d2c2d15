// swift-tools-version: 6.0
// The corpus: real apps' SwiftUI view files, unchanged, compiled against
// ViewTrace's `SwiftUI` and `Combine` products (Linux) and traced by
// CorpusTests. One target per app (Apps/<app>: the files, SOURCE.md, LICENSE,
// NEEDS.md and our Stubs.swift); third-party modules the files import are
// stub targets under ThirdParty/<Module>. A file that does not compile against
// ViewTrace today stays in its folder and is excluded with a comment naming
// the blocker; README.md has the table.
import PackageDescription

let swiftUI: Target.Dependency = .product(name: "SwiftUI", package: "ViewTrace")
let combine: Target.Dependency = .product(name: "Combine", package: "ViewTrace")
/// Not Swift: the provenance of each app folder.
let notes = ["SOURCE.md", "LICENSE", "NEEDS.md"]
/// Real apps are Swift 5 code.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

func app(_ name: String, _ folder: String, _ dependencies: [Target.Dependency] = [], exclude: [String] = []) -> Target {
  .target(
    name: name, dependencies: [swiftUI, combine] + dependencies, path: "Apps/\(folder)",
    exclude: notes + exclude, swiftSettings: swift5)
}

func thirdParty(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: [swiftUI, combine] + dependencies, path: "ThirdParty/\(name)", swiftSettings: swift5)
}

let apps: [Target] = [
  app("LandmarksViews", "landmarks-2019",
    exclude: [
      "Home.swift",  // blocked: shows ProfileHost, which is blocked (no stand-in for a corpus file's own view)
      "ProfileHost.swift",  // blocked: \.editMode (EnvironmentValues.editMode, EditMode) not declared; EditButton not declared
    ]),
  app("FrutaViews", "fruta",
    exclude: [
      "SmoothieList.swift",  // blocked: NavigationLink(destination:tag:selection:label:) not declared
    ]),
  app("BookClubViews", "bookclub", exclude: []),
  app("FoodTruckViews", "food-truck", ["FoodTruckKit"],
    exclude: [
      "DonutEditor.swift",  // blocked: ToolbarTitleMenu not declared
    ]),
  app(
    "BackyardBirdsViews", "backyard-birds",
    exclude: [
      "BackyardNavigationStack.swift",  // blocked: imports SwiftData (not on Linux); BackyardBirdsUI/BackyardBirdsData need SwiftData models
      "EditAccountForm.swift",  // blocked: imports OSLog and SwiftData (not on Linux)
      "BackyardDetailView.swift",  // blocked: imports SwiftData (not on Linux)
    ]),
  app(
    "MovieSwiftUIViews", "movieswiftui", ["SwiftUIFlux"],
    exclude: [
      "CustomListForm.swift",  // blocked: calls UIKit (UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), ...))
    ]),
  app("ACHNBrowserUIViews", "achnbrowserui", ["Backend", "SwiftUIKit"],
    exclude: [
      "ChoreFormView.swift",  // blocked: TextField(_:text:onEditingChanged:) not declared; .navigationViewStyle / StackNavigationViewStyle not declared
      "ChoreListView.swift",  // blocked: ActionSheet / .actionSheet not declared; .navigationBarTitle(Text, displayMode:) not declared; \.editMode not declared
    ]),
  app(
    "RedditOSViews", "redditos",
    exclude: [
      "SidebarView.swift",  // blocked: calls AppKit (NSApp.keyWindow, #selector(NSSplitViewController.toggleSidebar(_:)))
      "PostDetailToolbar.swift",  // blocked: ToolbarContent / some ToolbarContent not declared
    ]),
  app(
    "CountriesViews", "countries-clean-architecture",
    exclude: [
      "CountryDetails.swift",  // blocked: its Routing types are declared in CountriesList.swift, which is blocked
      "CountriesList.swift",  // blocked: EnvironmentalModifier not declared; .navigationBarHidden(_:) not declared; .navigationViewStyle / DoubleColumnNavigationViewStyle not declared; NavigationLink(destination:tag:selection:label:) not declared
    ]),
  app("ControlRoomViews", "controlroom",
    exclude: [
      "BatteryView.swift",  // blocked: Slider(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:_:) (deprecated iOS 13 form) not declared
    ]),
  app("XcodesViews", "xcodes", ["Path", "Version"],
    exclude: [
    ]),
  app("SwiftUIKitViews", "swiftui-kit",
    exclude: [
      "ControlsGroup.swift",  // blocked: .previewLayout(.sizeThatFits) not declared; Slider(value:in:minimumValueLabel:maximumValueLabel:label:) not declared (only label: first)
    ]),
  app(
    "OpenAIDemoViews", "openai-demo",
    exclude: [
      "ImageCreationView.swift",  // blocked: calls UIKit (UIApplication.shared.canOpenURL); imports the OpenAI package
      "APIKeyModalView.swift",  // blocked: strokeColor returns only under #if os(iOS) / #elseif os(macOS) (missing return on Linux)
    ]),
  app(
    "EnchantedViews", "enchanted",
    exclude: [
      "SettingsView.swift",  // blocked: imports AVFoundation (not on Linux)
      "ConversationHistoryListView.swift",  // blocked: Color(.systemGray), Color(.label) (UIColor system colours) not declared
    ]),
  app("CodeEditViews", "codeedit",
    exclude: [
      "CETaskFormView.swift",  // blocked: Color(.secondaryLabelColor) (NSColor system colours) not declared; .onDeleteCommand(perform:) not declared
    ]),
  app("SpeziTemplateViews", "spezi-template", ["SpeziAccount", "SpeziLicense"],
    exclude: [
      "HomeView.swift",  // blocked: Tab.customizationID(_:) not declared; .tabViewStyle(.sidebarAdaptable) not declared; TabView(selection:) with Tab(value:) infers no selection type
      "AccountSheet.swift",  // blocked: ToolbarContent / @ToolbarContentBuilder not declared
    ]),
  app(
    "VirtualBuddyViews", "virtualbuddy", ["VirtualCore"],
    exclude: [
      "GeneralSettingsView.swift",  // blocked: calls AppKit (NSAlert, NSWorkspace.shared.open); imports BuddyKit
    ]),
  app("MaccyViews", "maccy", ["Defaults"],
    exclude: [
      "IgnoreRegexpsSettingsView.swift",  // blocked: List(selection: Binding<String>) (non-optional single selection) not declared; .onDeleteCommand(perform:) not declared
    ]),
  app("TophatViews", "tophat",
    exclude: [
    ]),
  app(
    "GifskiViews", "gifski", [.product(name: "UniformTypeIdentifiers", package: "ViewTrace")],
    exclude: [
      "MainScreen.swift",  // blocked: Binding.animation(_:) not declared; DropInfo.itemProviders(for:) / NSItemProvider not declared; .windowResizeBehavior(_:), ToolbarPlacement.windowToolbar not declared; URL.downloadsDirectory not in Linux Foundation
    ]),
]

let thirdPartyStubs: [Target] = [
  thirdParty("FoodTruckKit"), thirdParty("SwiftUIFlux"), thirdParty("Backend"), thirdParty("SwiftUIKit"),
  thirdParty("Path"), thirdParty("Version"),
  thirdParty("SpeziAccount"), thirdParty("SpeziLicense"), thirdParty("VirtualCore"), thirdParty("Defaults"),
]

let package = Package(
  name: "Corpus",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "ViewTrace", path: "..")],
  targets: apps + thirdPartyStubs + [
    .testTarget(
      name: "CorpusTests",
      dependencies: apps.map { .target(name: $0.name) } + [.product(name: "ViewTrace", package: "ViewTrace")],
      path: "Tests/CorpusTests")
  ]
)
