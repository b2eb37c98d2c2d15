// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (Backend and SwiftUIKit are stand-ins too, in ThirdParty/).
import Backend
import Combine
import Foundation
import SwiftUI
import SwiftUIKit

extension Color {
  static let acText = Color.primary
  static let acSecondaryBackground = Color.gray
  static let acTabBarBackground = Color.green
  static let acHeaderBackground = Color.orange
}

final class ChoreFormViewModel: ObservableObject {
  @Published var chore: Chore
  init(chore: Chore?) { self.chore = chore ?? Chore() }
  func save() { UserCollection.shared.chores.append(chore) }
}

final class ChoreListViewModel: ObservableObject {
  @Published var chores: [Chore] = UserCollection.shared.chores
  @Published var hideFinished = false
  var shouldShowDescriptionView: Bool { chores.isEmpty }
  var shouldShowResetChores: Bool { chores.contains { $0.isFinished } }
  var actionSheetVisibilityDescription: String { hideFinished ? "Show Finished Chores" : "Hide Finished Chores" }
  func toggleChore(_ chore: Chore) {
    if let index = chores.firstIndex(of: chore) { chores[index].isFinished.toggle() }
  }
  func deleteChore(at index: Int) { chores.remove(at: index) }
  func resetChores() { for index in chores.indices { chores[index].isFinished = false } }
  func toggleVisibility() { hideFinished.toggle() }
}

struct ChoreListRowView: View {
  let chore: Chore
  var body: some View { Text(chore.title) }
}

struct Sheet: View {
  enum SheetType: Identifiable {
    case choreForm(chore: Chore?)
    var id: String { "choreForm" }
  }
  let sheetType: SheetType
  var body: some View {
    switch sheetType {
    case .choreForm(let chore): Text(chore?.title ?? "New chore")
    }
  }
}

final class UIState: ObservableObject {
  enum Tab: Int { case dashboard, items, turnips, villagers, collection }
  @Published var selectedTab = Tab.dashboard
}

final class TabbarViewModel: ObservableObject {
  @Published var currentDate = Date(timeIntervalSince1970: 1_600_000_000)
  @Published var showPlayerView = false
  private var cancellable: AnyCancellable?
  init(musicPlayerManager: MusicPlayerManager) {}
  func updateCurrentDateOnTabChange(selectedTabPublisher: Published<UIState.Tab>.Publisher) {
    cancellable = selectedTabPublisher.sink { [weak self] _ in self?.currentDate = Date(timeIntervalSince1970: 1_600_000_000) }
  }
}

private struct CurrentDateKey: EnvironmentKey {
  static let defaultValue = Date(timeIntervalSince1970: 1_600_000_000)
}

extension EnvironmentValues {
  var currentDate: Date {
    get { self[CurrentDateKey.self] }
    set { self[CurrentDateKey.self] = newValue }
  }
}

struct TodayView: View { var body: some View { Text("Today") } }
struct CategoriesView: View {
  let categories: [Backend.Category]
  var body: some View { List(categories) { Text($0.name) } }
}
struct TurnipsView: View { var body: some View { Text("Turnips") } }
struct VillagersListView: View { var body: some View { Text("Villagers") } }
struct CollectionListView: View { var body: some View { Text("Collection") } }
struct PlayerView: View { var body: some View { Text("Now playing") } }
