// Each compiling corpus file whose root view can be built from our stubs is
// rendered by a one-step scenario: frame 0 must hold the root view's node,
// evaluated, with a tree of at least a few nodes under it. No snapshots: this
// checks that the real files run under ViewTrace, not what they print.
import Foundation
import Testing
import ViewTrace

@testable import ACHNBrowserUIViews
import BackyardBirdsData
@testable import BackyardBirdsViews
@testable import BookClubViews
@testable import CodeEditViews
@testable import ControlRoomViews
@testable import CountriesViews
@testable import EnchantedViews
import FoodTruckKit
@testable import FoodTruckViews
@testable import FrutaViews
@testable import LandmarksViews
@testable import MaccyViews
@testable import MovieSwiftUIViews
@testable import OpenAIDemoViews
@testable import RedditOSViews
@testable import SpeziAccount
@testable import SpeziTemplateViews
@testable import SwiftUIKitViews
@testable import TophatViews
@testable import VirtualBuddyViews

@MainActor
struct CorpusTrace {
  let trace: Trace

  /// Renders `root` (frame 0) and advances the clock once (frame 1).
  init<Root: View>(_ name: String, root: @escaping @MainActor @Sendable () -> Root) throws {
    let scenario = Scenario(name, root: root) { Step.advanceClock(by: 1) }
    trace = try scenario.run()
  }

  /// Frame 0 has the root node, of type `rootType`, evaluated, and at least
  /// `minimumNodes` nodes appeared; the step made a frame.
  func expectRoot(_ rootType: String, minimumNodes: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(trace.frames.count >= 2, sourceLocation: sourceLocation)  // a `.task` can add a frame
    let root = try #require(trace.nodes.first { $0.parent == nil }, sourceLocation: sourceLocation)
    #expect(root.type == rootType, "root is \(root.type)", sourceLocation: sourceLocation)
    #expect(root.kind == .custom, sourceLocation: sourceLocation)
    let frame0 = trace.frames[0]
    let record = try #require(frame0.record(root.id), "no record of \(root.id) in frame 0", sourceLocation: sourceLocation)
    #expect(record.bodyCount >= 1, "\(root.id) did not run its body in frame 0", sourceLocation: sourceLocation)
    let appeared = frame0.nodes(.appeared)
    #expect(appeared.count >= minimumNodes, "frame 0: \(appeared)", sourceLocation: sourceLocation)
  }
}

@MainActor
@Suite("Corpus files render under ViewTrace")
struct CorpusTests {
  // landmarks-2019
  @Test func landmarksHikeView() throws {
    let run = try CorpusTrace("landmarks-hike") { LandmarksViews.HikeView(hike: LandmarksViews.hikeData[0]) }
    try run.expectRoot("HikeView", minimumNodes: 6)
  }

  // bookclub
  @Test func bookclubProgressEditor() throws {
    let run = try CorpusTrace("bookclub-progress-editor") {
      BookClubViews.ProgressEditor(book: .mock, model: .constant(BookClubViews.ProgressEditorModel.mocks[1]))
    }
    try run.expectRoot("ProgressEditor", minimumNodes: 6)
  }

  @Test func bookclubReadingList() throws {
    let run = try CorpusTrace("bookclub-reading-list") { BookClubViews.ReadingList(model: BookClubViews.ReadingListModel()) }
    try run.expectRoot("ReadingList", minimumNodes: 4)
  }

  @Test func bookclubSidebar() throws {
    let run = try CorpusTrace("bookclub-sidebar") {
      BookClubViews.Sidebar(
        searchText: "", dataModel: BookClubViews.ReadingListModel(), navigationModel: BookClubViews.NavigationModel())
    }
    try run.expectRoot("Sidebar", minimumNodes: 4)
  }

  // food-truck
  @Test func foodTruckSidebar() throws {
    let run = try CorpusTrace("food-truck-sidebar") { FoodTruckViews.Sidebar(selection: .constant(.truck)) }
    try run.expectRoot("Sidebar", minimumNodes: 8)
  }

  // movieswiftui
  @Test func movieSwiftUIGenresList() throws {
    let run = try CorpusTrace("movieswiftui-genres") {
      MovieSwiftUIViews.GenresList().environmentObject(MovieSwiftUIViews.sampleStore)
    }
    try run.expectRoot("GenresList", minimumNodes: 4)
  }

  // achnbrowserui
  @Test func achnTabbarView() throws {
    let run = try CorpusTrace("achn-tabbar") { ACHNBrowserUIViews.TabbarView().environmentObject(ACHNBrowserUIViews.UIState()) }
    try run.expectRoot("TabbarView", minimumNodes: 5)
  }

  // redditos
  @Test func redditOSSettingsView() throws {
    let run = try CorpusTrace("redditos-settings") { RedditOSViews.SettingsView() }
    try run.expectRoot("SettingsView", minimumNodes: 5)
  }

  // swiftui-kit (the body's content is under #if os(iOS/watchOS/tvOS/OSX): an empty NavigationView on Linux)
  @Test func swiftUIKitContentView() throws {
    let run = try CorpusTrace("swiftui-kit-content") { SwiftUIKitViews.ContentView() }
    try run.expectRoot("ContentView", minimumNodes: 1)
  }

  // codeedit
  @Test func codeEditSourceControlNewBranchView() throws {
    let run = try CorpusTrace("codeedit-new-branch") {
      CodeEditViews.SourceControlNewBranchView(fromBranch: .constant(nil))
        .environmentObject(CodeEditViews.SourceControlManager())
    }
    try run.expectRoot("SourceControlNewBranchView", minimumNodes: 8)
  }

  @Test func codeEditNavigationSettingsView() throws {
    let run = try CorpusTrace("codeedit-navigation-settings") { CodeEditViews.NavigationSettingsView() }
    try run.expectRoot("NavigationSettingsView", minimumNodes: 4)
  }

  // virtualbuddy
  @Test func virtualBuddySoundConfigurationView() throws {
    let run = try CorpusTrace("virtualbuddy-sound") { VirtualBuddyViews.SoundConfigurationView(hardware: .constant(.init())) }
    try run.expectRoot("SoundConfigurationView", minimumNodes: 3)
  }

  // tophat
  @Test func tophatGeneralTab() throws {
    let run = try CorpusTrace("tophat-general") {
      TophatViews.GeneralTab()
        .environment(TophatViews.UpdateController())
        .environmentObject(TophatViews.LaunchAtLoginController())
        .environmentObject(TophatViews.TophatCtlSymbolicLinkManager())
    }
    try run.expectRoot("GeneralTab", minimumNodes: 8)
  }

  // Files that compile since SwiftUI's declared forms landed (style types, .navigationViewStyle,
  // .navigationBarTitle(Text), .accessibility(label:), .previewLayout, Binding.animation).
  @Test func landmarksProfileEditor() throws {
    let run = try CorpusTrace("landmarks-profile-editor") { LandmarksViews.ProfileEditor(profile: .constant(.default)) }
    try run.expectRoot("ProfileEditor", minimumNodes: 6)
  }

  @Test func landmarksLandmarkList() throws {
    let run = try CorpusTrace("landmarks-list") { LandmarksViews.LandmarkList().environmentObject(LandmarksViews.UserData()) }
    try run.expectRoot("LandmarkList", minimumNodes: 3)
  }

  @Test func countriesModalDetailsView() throws {
    let run = try CorpusTrace("countries-modal-details") {
      CountriesViews.ModalDetailsView(country: CountriesViews.Country.mockedData[0], isDisplayed: .constant(true))
    }
    try run.expectRoot("ModalDetailsView", minimumNodes: 3)
  }

  // Files whose iOS code compiles since the CompileForIOS plugin, UIKit's UIColor and the
  // deprecated TextField and Slider forms landed.
  @Test func achnChoreFormView() throws {
    let run = try CorpusTrace("achn-chore-form") {
      ACHNBrowserUIViews.ChoreFormView(viewModel: ACHNBrowserUIViews.ChoreFormViewModel(chore: nil))
    }
    try run.expectRoot("ChoreFormView", minimumNodes: 5)
    // Its TextField(_:text:onEditingChanged:) says once that onEditingChanged is not called.
    let notes = run.trace.frames[0].warnings.filter { $0.kind == .notSimulated }
    #expect(notes.count == 1 && notes[0].message.hasPrefix("TextField(_:text:onEditingChanged:)"), "\(notes)")
  }

  @Test func controlRoomBatteryView() throws {
    let run = try CorpusTrace("controlroom-battery") { ControlRoomViews.BatteryView(simulator: .example) }
    try run.expectRoot("BatteryView", minimumNodes: 4)
  }

  @Test func swiftUIKitControlsGroup() throws {
    let run = try CorpusTrace("swiftui-kit-controls") { SwiftUIKitViews.ControlsGroup() }
    try run.expectRoot("ControlsGroup", minimumNodes: 10)
  }

  @Test func openAIDemoAPIKeyModalView() throws {
    let run = try CorpusTrace("openai-api-key") { OpenAIDemoViews.APIKeyModalView(apiKey: .constant("sk-test")) }
    try run.expectRoot("APIKeyModalView", minimumNodes: 4)
  }

  @Test func enchantedConversationHistoryList() throws {
    let run = try CorpusTrace("enchanted-history") {
      EnchantedViews.ConversationHistoryList(
        selectedConversation: nil, conversations: EnchantedViews.ConversationSD.sample, onTap: { _ in },
        onDelete: { _ in }, onDeleteDailyConversations: { _ in })
    }
    try run.expectRoot("ConversationHistoryList", minimumNodes: 6)
  }

  // Files that compile since the companion modules (AVFoundation) and UIKit's UIApplication landed.
  /// Enchanted's settings (imports AVFoundation for its voices; none is installed). Its "Open
  /// Settings" button sits in a picker's label, which is the picker's title here, so no step
  /// taps it; the iOS 13 `.autocapitalization(.none)` is recorded.
  @Test func enchantedSettingsView() throws {
    let run = try CorpusTrace("enchanted-settings") {
      EnchantedViews.SettingsView(
        ollamaUri: .constant("http://localhost:11434"), systemPrompt: .constant(""), vibrations: .constant(true),
        colorScheme: .constant(.light), defaultOllamModel: .constant("llama2"), ollamaBearerToken: .constant(""),
        appUserInitials: .constant("AM"), pingInterval: .constant("5"), voiceIdentifier: .constant(""),
        save: {}, checkServer: {}, deleteAll: {}, ollamaLangugeModels: EnchantedViews.LanguageModelSD.sample,
        voices: [])
    }
    try run.expectRoot("SettingsView", minimumNodes: 20)
    #expect(run.trace.nodes.contains { $0.modifiers.contains(".autocapitalization(.none)") })
  }

  /// The OpenAI demo's image form: a generated image's URL can be opened (`canOpenURL` answers
  /// true, said once), so its row is a link preview.
  @Test func openAIDemoImageCreationView() throws {
    let run = try CorpusTrace("openai-image-creation") {
      OpenAIDemoViews.ImageCreationView(store: OpenAIDemoViews.ImageStore(images: [.init(url: "https://example.com/a.png")]))
    }
    try run.expectRoot("ImageCreationView", minimumNodes: 10)
    #expect(run.trace.nodes.contains { $0.type == "LinkPreview" })
    let notes = run.trace.frames.flatMap(\.warnings).filter { $0.kind == .notSimulated }.map(\.message)
    #expect(notes.count == 1 && notes[0].hasPrefix("UIApplication.shared.canOpenURL(_:) answers true"), "\(notes)")
  }

  // Files that compile since `\.editMode` and `EditButton` landed.
  @Test func foodTruckOrdersView() throws {
    let run = try CorpusTrace("food-truck-orders") { FoodTruckViews.OrdersView(model: .preview) }
    try run.expectRoot("OrdersView", minimumNodes: 3)
  }

  @Test func landmarksCategoryHome() throws {
    let run = try CorpusTrace("landmarks-home") { LandmarksViews.CategoryHome().environmentObject(LandmarksViews.UserData()) }
    try run.expectRoot("CategoryHome", minimumNodes: 5)
  }

  /// The tutorial's profile host, as a person uses it: "Edit" shows the editor, "Done" the
  /// summary again; each press runs ProfileHost (it reads the edit mode), not its parent.
  @Test func landmarksProfileHostEditsAndSaves() throws {
    let scenario = Scenario("landmarks-profile-host", root: {
      LandmarksViews.ProfileHost().environmentObject(LandmarksViews.UserData())
    }) {
      Step.tap("Edit")
      Step.tap("Done")
    }
    let trace = try scenario.run()
    func appeared(_ frame: Int) -> [String] {
      trace.frames[frame].records.filter { $0.outcome == .appeared }.compactMap(\.type)
    }
    #expect(appeared(0).contains("ProfileSummary") && !appeared(0).contains("ProfileEditor"))
    #expect(trace.frames[1].evaluated.first == "ProfileHost")
    #expect(appeared(1).contains("ProfileEditor"), "\(appeared(1))")
    #expect(trace.frames[1].sourceChanges.first?.source == ".editMode")
    #expect(appeared(2).contains("ProfileSummary"), "\(appeared(2))")
  }

  // Compiles since the iOS 13 Alert/ActionSheet and \.editMode landed.
  @Test func achnChoreListView() throws {
    let run = try CorpusTrace("achn-chore-list") { ACHNBrowserUIViews.ChoreListView() }
    try run.expectRoot("ChoreListView", minimumNodes: 4)
  }

  // Compile since ToolbarContent, @ToolbarContentBuilder and ToolbarTitleMenu landed.
  @Test func foodTruckDonutEditor() throws {
    let run = try CorpusTrace("food-truck-donut-editor") {
      FoodTruckViews.DonutEditor(donut: .constant(FoodTruckKit.Donut.preview))
    }
    try run.expectRoot("DonutEditor", minimumNodes: 6)
    #expect(run.trace.nodes.contains { $0.type == "ToolbarTitleMenu" })
  }

  @Test func speziAccountSheet() throws {
    let run = try CorpusTrace("spezi-account-sheet") {
      SpeziTemplateViews.AccountSheet().environment(SpeziAccount.Account())
    }
    try run.expectRoot("AccountSheet", minimumNodes: 3)
  }

  /// PostDetailToolbar is toolbar content, not a view: traced in a toolbar.
  @Test func redditOSPostDetailToolbar() throws {
    let run = try CorpusTrace("redditos-post-toolbar") {
      Text("Post").toolbar { RedditOSViews.PostDetailToolbar(shareURL: nil) }.environmentObject(RedditOSViews.UIState())
    }
    #expect(run.trace.nodes.contains { $0.type == "SharingView" })
    #expect(run.trace.nodes.contains { $0.type == "SearchView" })
  }

  /// Compiles since `List(selection: Binding<String>)` and `.onDeleteCommand` landed; the command
  /// is recorded and said once not to be simulated.
  @Test func maccyIgnoreRegexpsSettingsView() throws {
    let run = try CorpusTrace("maccy-ignore-regexps") { MaccyViews.IgnoreRegexpsSettingsView() }
    try run.expectRoot("IgnoreRegexpsSettingsView", minimumNodes: 4)
    #expect(run.trace.nodes.contains { $0.modifiers.contains(".onDeleteCommand(perform:)") })
    #expect(run.trace.frames[0].warnings.filter { $0.kind == .notSimulated }.count == 1)
  }

  /// Fruta's list of smoothies, whose links push by `tag:selection:` (iOS 13-16): pushing a row
  /// sets the list's selection to that smoothie and shows its view.
  @Test func frutaSmoothieListPushesBySelection() throws {
    let scenario = Scenario("fruta-smoothie-list", root: {
      NavigationView { FrutaViews.SmoothieList(smoothies: FrutaViews.Smoothie.all) }
        .environmentObject(FrutaViews.FrutaModel())
    }) {
      Step.push("Berry Blue")
    }
    let trace = try scenario.run()
    #expect(trace.frames[1].sourceChanges.map(\.source) == ["NavigationView/SmoothieList._selection"])
    #expect(trace.frames[1].records.contains { $0.outcome == .appeared && $0.type == "SmoothieView" })
  }

  // backyard-birds: SwiftData models (ViewTraceSwiftData), @Query, a ModelPreview of the app's
  // container with its sample data.
  @Test func backyardBirdsNavigationStack() throws {
    let run = try CorpusTrace("backyard-birds-stack") {
      BackyardBirdsViews.BackyardNavigationStack().backyardBirdsDataContainer(inMemory: true)
    }
    let types = Set(run.trace.nodes.map(\.type))
    #expect(types.contains("BackyardNavigationStack") && types.contains("BackyardGrid"), "\(types)")
    // The grid's @Query found the container's one backyard.
    #expect(run.trace.nodes.contains { $0.type == "Text" && $0.label == "Text(\"Quiet Yard\")" })
  }

  /// Tapping Favorite toggles a persisted property the detail view reads: its body runs again
  /// through Observation (`@dependencies`), and no query's results changed.
  @Test func backyardBirdsDetailFavorite() throws {
    let scenario = Scenario("backyard-birds-detail", root: {
      ModelPreview { (backyard: BackyardBirdsData.Backyard) in BackyardBirdsViews.BackyardDetailView(backyard: backyard) }
    }) { Step.tap("Favorite") }
    let trace = try scenario.run()
    let detail = try #require(trace.nodes.first { $0.type == "BackyardDetailView" })
    #expect(trace.frames[1].record(detail.id)?.bodyCount == 1)
    let lines = trace.printChanges(trace.frames[1], dialect: .ios17)
    #expect(lines.contains("BackyardDetailView: @dependencies changed."), "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("PreviewContentView") }, "\(lines)")
  }

  /// Submitting a new display name writes the account; the form's body reads the name only in
  /// `onAppear`, so no body runs for the write.
  @Test func backyardBirdsEditAccountForm() throws {
    let scenario = Scenario("backyard-birds-account", root: {
      ModelPreview { (account: BackyardBirdsData.Account) in BackyardBirdsViews.EditAccountForm(account: account) }
    }) {
      Step.setText("Display Name", to: "Lee")
      Step.submit("Display Name")
    }
    let trace = try scenario.run()
    let form = try #require(trace.nodes.first { $0.type == "EditAccountForm" })
    #expect(trace.frames[0].record(form.id)?.bodyCount == 1)
    #expect(trace.frames[2].records.allSatisfy { $0.bodyCount == 0 || $0.node != form.id })
  }

  // countries-clean-architecture: its LocaleReader is an EnvironmentalModifier (resolved with the
  // environment's locale, as a node whose resolved modifier is a node under it).
  @Test func countriesList() throws {
    let run = try CorpusTrace("countries-list") {
      CountriesViews.CountriesList(countries: .loaded(CountriesViews.Country.mockedData.lazyList)).inject(.preview)
    }
    let types = Set(run.trace.nodes.map(\.type))
    #expect(types.contains("CountriesList") && types.contains("CountriesList.LocaleReader")
        && types.contains("CountriesList.LocaleReader.DummyViewModifier"), "\(types)")
  }

  @Test func countryDetails() throws {
    let run = try CorpusTrace("country-details") {
      CountriesViews.CountryDetails(country: CountriesViews.Country.mockedData[0]).inject(.preview)
    }
    #expect(run.trace.nodes.contains { $0.type == "CountryDetails" })
  }

  // spezi-template: an iOS 18 TabView of `Tab(_:systemImage:value:)` with `.customizationID`,
  // whose values take their type from the selection (TabContentBuilder); the selection is an
  // @AppStorage value, so selecting a tab writes UserDefaults.
  @Test func speziHomeView() throws {
    let scenario = Scenario("spezi-home", root: { SpeziTemplateViews.HomeView() }) { Step.selectTab("Contacts") }
    let trace = try scenario.run()
    let home = try #require(trace.nodes.first { $0.type == "HomeView" })
    #expect(trace.frames[0].record(home.id)?.bodyCount == 1)
    let change = trace.frames[1].sourceChanges.first { $0.source.hasPrefix("UserDefaults.standard[") }
    #expect(change?.after == "contact", "\(trace.frames[1].sourceChanges)")
    #expect(trace.nodes.contains { $0.type == "Contacts" })
  }
}
