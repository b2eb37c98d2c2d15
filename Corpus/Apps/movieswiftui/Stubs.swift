// Stand-ins written for the ViewTrace corpus; NOT the app's code. The smallest
// versions of the app's own types that its unchanged view files need to compile
// (SwiftUIFlux is a stand-in too, in ThirdParty/SwiftUIFlux).
import Combine
import SwiftUI
import SwiftUIFlux

struct Genre: Identifiable, Hashable {
  var id: Int
  var name: String
}

struct MoviesState {
  var genres = [Genre(id: 28, name: "Action"), Genre(id: 35, name: "Comedy")]
}

struct AppState: FluxState {
  var moviesState = MoviesState()
}

enum MoviesActions {
  struct FetchGenres: Action {}
  struct SetGenres: Action { let genres: [Genre] }
}

func appStateReducer(state: AppState, action: Action) -> AppState {
  var state = state
  if let action = action as? MoviesActions.SetGenres { state.moviesState.genres = action.genres }
  return state
}

let sampleStore = Store<AppState>(reducer: appStateReducer, state: AppState())

enum MoviesMenu: Int, CaseIterable {
  case popular, topRated, upcoming, nowPlaying, trending, genres
  func title() -> String {
    switch self {
    case .popular: return "Popular"
    case .topRated: return "Top Rated"
    case .upcoming: return "Upcoming"
    case .nowPlaying: return "Now Playing"
    case .trending: return "Trending"
    case .genres: return "Genres"
    }
  }
}

final class MoviesMenuListPageListener {
  var menu: MoviesMenu
  init(menu: MoviesMenu) { self.menu = menu }
}

final class MoviesSelectedMenuStore: ObservableObject {
  let pageListener: MoviesMenuListPageListener
  @Published var menu: MoviesMenu { didSet { pageListener.menu = menu } }
  init(selectedMenu: MoviesMenu) {
    menu = selectedMenu
    pageListener = MoviesMenuListPageListener(menu: selectedMenu)
  }
}

struct ScrollableSelector: View {
  let items: [String]
  @Binding var selection: Int
  var body: some View {
    HStack { ForEach(items.indices, id: \.self) { index in Text(items[index]) } }
  }
}

struct MoviesHomeList: View {
  @Binding var menu: MoviesMenu
  let pageListener: MoviesMenuListPageListener
  let headerView: AnyView?
  var body: some View {
    List {
      if let headerView { headerView }
      Text(menu.title())
    }
  }
}

struct MoviesHomeGrid: View { var body: some View { Text("Grid") } }
struct SettingsForm: View { var body: some View { Text("Settings") } }

struct MoviesGenreList: View {
  let genre: Genre
  var body: some View { Text(genre.name) }
}
